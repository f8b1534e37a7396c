const MAX_REPLY = 2_000;

/**
 * Text with no markup left: markdown images and HTML are dropped, links keep their words only,
 * emphasis marks go. Replies are shown as text, so this keeps them readable and inert.
 */
export function toPlainText(text: string, max = MAX_REPLY): string {
  const plain = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '') // markdown image
    .replace(/!\[[^\]]*\]\[[^\]]*\]/g, '') // reference-style image
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, '') // link reference definition
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // inline link: its words
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?[a-z!][^>]*>?/gi, '') // tags, even unclosed ones
    .replace(/[<>]/g, '')
    .replace(/(\*\*|__|`+)/g, '')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}
