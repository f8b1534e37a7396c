import { fileTypeFromBuffer } from 'file-type';

/** Bytes read from the start of a file to tell its type. */
export const SNIFF_BYTES = 4100;

export const SVG_TYPE = 'image/svg+xml';

/** Types never stored, whatever a field accepts: they run when opened. */
export const DANGEROUS_TYPES = new Set([
  'text/html',
  'application/x-msdownload',
  'application/x-elf',
  'application/x-mach-binary',
  'application/x-sh',
  'application/java-archive',
  'application/wasm',
]);

function textStart(head: Buffer): string {
  return head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 2048)
    .toLowerCase();
}

/**
 * The type of a file from its first bytes, never from its name or declared type. Text formats
 * file-type does not know: SVG (checked in full later) and HTML (refused).
 */
export async function sniffType(head: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(head);
  // file-type calls any XML document application/xml; an SVG is told apart below.
  if (detected && !detected.mime.includes('xml')) return detected.mime;
  const text = textStart(head);
  if (/^<(!doctype\s+html|html|head|body|script|iframe)[\s>]/.test(text)) return 'text/html';
  if (text.startsWith('<') && /<svg[\s>]/.test(text)) return SVG_TYPE;
  if (text.startsWith('#!')) return 'application/x-sh';
  return detected?.mime ?? 'application/octet-stream';
}
