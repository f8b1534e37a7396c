/** A piece of a reply: plain text, a page of this site, or a page of the international organisers' site. */
export type ReplySegment = { text: string } | { text: string; page: string } | { text: string; href: string };

// The only addresses a reply makes clickable: this site's public pages, and the organisers' site (the challenges, the guides).
const PAGE = '\\/(?:faq|about|contact|register|bootcamp-registration|bootcamp-confirmation|#bootcamp-section)?';
// Arabic punctuation ends a link too: "/register،".
const ORGANISERS = 'https:\\/\\/www\\.spaceappschallenge\\.org\\/[^\\s)،]*[^\\s).,;:،؛]';
const LINKABLE = new RegExp(`(^|[\\s(])(${PAGE})(?=$|[\\s).,;:،؛])|(${ORGANISERS})`, 'g');

/** The reply cut into text and links ("From the F.A.Q. (/faq): ..." links /faq); nothing else becomes a link. */
export function replySegments(reply: string): ReplySegment[] {
  const segments: ReplySegment[] = [];
  let from = 0;
  for (const match of reply.matchAll(LINKABLE)) {
    const [whole, before = '', page, href] = match;
    const start = match.index + before.length;
    if (start > from) segments.push({ text: reply.slice(from, start) });
    segments.push(page ? { text: page, page } : { text: href!, href: href! });
    from = match.index + whole.length;
  }
  if (from < reply.length) segments.push({ text: reply.slice(from) });
  return segments;
}
