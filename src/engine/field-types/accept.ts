import type { FileLike } from '../model';

/** What `accepts` judges a file by. */
type FileFacts = Pick<FileLike, 'name' | 'type'>;

const OOXML = 'application/vnd.openxmlformats-officedocument';
const ODF = 'application/vnd.oasis.opendocument';
// The server sniffs only a file's first bytes: an office document whose parts come in another order reads as a plain zip.
const ZIP = 'application/zip';
// Plain text has no signature, so the server's sniffer calls it application/octet-stream.
const UNSNIFFED_TEXT = 'application/octet-stream';
// Old Office formats are OLE containers, which the sniffer calls application/x-cfb.
const CFB = 'application/x-cfb';

/**
 * The types a file with each extension may have: what browsers report for it and what the server
 * sniffs from its bytes. An `accept` entry ".pdf" takes a file only when both agree.
 */
export const EXTENSION_TYPES: ReadonlyMap<string, readonly string[]> = new Map([
  ['.pdf', ['application/pdf']],
  ['.png', ['image/png']],
  ['.jpg', ['image/jpeg']],
  ['.jpeg', ['image/jpeg']],
  ['.gif', ['image/gif']],
  ['.webp', ['image/webp']],
  ['.svg', ['image/svg+xml']],
  ['.heic', ['image/heic', 'image/heif']],
  ['.heif', ['image/heif', 'image/heic']],
  ['.tif', ['image/tiff']],
  ['.tiff', ['image/tiff']],
  ['.bmp', ['image/bmp']],
  ['.doc', ['application/msword', CFB]],
  ['.xls', ['application/vnd.ms-excel', CFB]],
  ['.ppt', ['application/vnd.ms-powerpoint', CFB]],
  ['.docx', [`${OOXML}.wordprocessingml.document`, ZIP]],
  ['.xlsx', [`${OOXML}.spreadsheetml.sheet`, ZIP]],
  ['.pptx', [`${OOXML}.presentationml.presentation`, ZIP]],
  ['.odt', [`${ODF}.text`, ZIP]],
  ['.ods', [`${ODF}.spreadsheet`, ZIP]],
  ['.odp', [`${ODF}.presentation`, ZIP]],
  ['.rtf', ['application/rtf', 'text/rtf']],
  ['.txt', ['text/plain', UNSNIFFED_TEXT]],
  // Windows browsers report a CSV as Excel's type when Excel is installed.
  ['.csv', ['text/csv', 'text/plain', 'application/vnd.ms-excel', UNSNIFFED_TEXT]],
  ['.zip', [ZIP, 'application/x-zip-compressed']],
  ['.mp4', ['video/mp4']],
  ['.mov', ['video/quicktime']],
  ['.mp3', ['audio/mpeg']],
]);

const normalise = (text: string) => text.trim().toLowerCase();

/** The types a file may be: its own, or when that is unknown ('' from a browser) the ones its extension allows. */
function typesOf(file: FileFacts): readonly string[] {
  const type = normalise(file.type);
  if (type) return [type];
  const name = normalise(file.name);
  for (const [extension, types] of EXTENSION_TYPES) if (name.endsWith(extension)) return types;
  return [];
}

function entryAccepts(entry: string, name: string, types: readonly string[]): boolean {
  const rule = normalise(entry);
  if (rule.startsWith('.')) {
    if (!name.endsWith(rule)) return false;
    const allowed = EXTENSION_TYPES.get(rule);
    // An extension the map does not know goes by the name alone; the server still refuses dangerous bytes.
    return allowed === undefined || types.some((type) => allowed.includes(type));
  }
  if (rule.endsWith('/*')) return types.some((type) => type.startsWith(rule.slice(0, -1)));
  return types.includes(rule);
}

/**
 * Whether an `accept` list ("image/png", "image/*", ".pdf"; empty: anything) takes a file, judged on
 * its name and type: the browser passes the File's type, the server the type sniffed from the bytes.
 * An extension entry needs the name to end with it (any case) and the type to be one of its
 * `EXTENSION_TYPES`, so a PNG named "x.pdf" is refused; an extension the map does not know is judged
 * by the name alone. (Generic, so a caller may pass an object literal with more, such as a size.)
 */
export function accepts<Facts extends FileFacts>(accept: readonly string[], file: Facts): boolean {
  if (accept.length === 0) return true;
  const name = normalise(file.name);
  const types = typesOf(file);
  return accept.some((entry) => entryAccepts(entry, name, types));
}

/**
 * The types an `accept` list lets a file's bytes have whatever its name, for a check made before the
 * name is judged: extension entries become their types; [] means any type (also when an entry is an
 * extension the map does not know).
 */
export function acceptedTypes(accept: readonly string[]): string[] {
  const types = new Set<string>();
  for (const entry of accept) {
    const rule = normalise(entry);
    if (!rule.startsWith('.')) {
      types.add(rule);
      continue;
    }
    const known = EXTENSION_TYPES.get(rule);
    if (!known) return [];
    for (const type of known) types.add(type);
  }
  return [...types];
}
