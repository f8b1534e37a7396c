import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';

/** Elements that run code or embed other documents. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
  'audio',
  'video',
  'canvas',
]);
const LINK_ATTRIBUTES = new Set(['href', 'src']);
/** Only in-document references and inline raster images may be linked. */
const SAFE_LINK = /^(#|data:image\/(png|jpeg|gif|webp);)/i;
const SCRIPT_URL = /(javascript|vbscript):|data:text\/html/i;

// eslint-disable-next-line no-control-regex -- browsers ignore control characters inside "java\0script:"
const squeeze = (value: string) => value.replace(/[\s\u0000-\u001f]+/g, '');

function cssProblem(css: string): string | undefined {
  const compact = squeeze(css).toLowerCase();
  if (compact.includes('@import')) return 'imports a style sheet';
  if (compact.includes('expression(')) return 'carries a script in its styles';
  for (const match of compact.matchAll(/url\(([^)]*)\)/g)) {
    const target = (match[1] ?? '').replace(/^['"]|['"]$/g, '');
    if (!SAFE_LINK.test(target)) return 'references an external resource in its styles';
  }
  return undefined;
}

/**
 * Parses an SVG with a strict XML parser (entities other than the predefined five are an error, so
 * no expansion attack) and reports why it is unsafe, or undefined when it is a clean, inert image.
 */
export async function svgProblem(path: string): Promise<string | undefined> {
  const parser = new SaxesParser({ xmlns: false });
  let problem: string | undefined;
  let depth = 0;
  let inStyle = false;
  let sawRoot = false;
  const fail = (why: string) => {
    problem ??= why;
  };

  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) fail('declares entities');
  });
  parser.on('processinginstruction', (pi) => {
    if (pi.target.toLowerCase() !== 'xml') fail('carries a processing instruction');
  });
  parser.on('opentag', (tag) => {
    const local = (tag.name.split(':').pop() ?? '').toLowerCase();
    if (depth === 0) {
      if (sawRoot || local !== 'svg') fail('is not an SVG image');
      sawRoot = true;
    }
    // saxes sends closetag for self-closing tags too, so every open counts.
    depth += 1;
    if (FORBIDDEN_ELEMENTS.has(local)) fail(`carries a <${local}> element`);
    inStyle = local === 'style' && !tag.isSelfClosing;
    for (const [name, value] of Object.entries(tag.attributes as Record<string, string>)) {
      const attribute = (name.split(':').pop() ?? '').toLowerCase();
      if (attribute.startsWith('on')) fail('carries an event handler');
      if (LINK_ATTRIBUTES.has(attribute) && !SAFE_LINK.test(value.trim())) fail('references an external resource');
      if (SCRIPT_URL.test(squeeze(value))) fail('carries a script link');
      if (attribute === 'style') {
        const css = cssProblem(value);
        if (css) fail(css);
      }
    }
  });
  parser.on('closetag', () => {
    depth -= 1;
    inStyle = false;
  });
  parser.on('text', (text) => {
    if (inStyle) {
      const css = cssProblem(text);
      if (css) fail(css);
    }
  });
  parser.on('cdata', (text) => {
    if (inStyle) {
      const css = cssProblem(text);
      if (css) fail(css);
    }
  });
  parser.on('error', () => fail('is not well-formed XML'));

  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream) {
      parser.write(chunk as string);
      if (problem) break;
    }
    if (!problem) parser.close();
  } catch {
    fail('is not well-formed XML');
  } finally {
    stream.destroy();
  }
  if (!problem && !sawRoot) fail('is not an SVG image');
  return problem;
}
