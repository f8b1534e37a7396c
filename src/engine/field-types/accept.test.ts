import { describe, expect, it } from 'vitest';
import { acceptedTypes, accepts } from './accept';

const file = (name: string, type: string) => ({ name, type });

describe('accepts', () => {
  it.each([
    // [accept, name, type, expected]
    [[], 'anything.exe', 'application/x-msdownload', true], // an empty list takes anything (the server refuses dangerous bytes)
    [['image/png'], 'a.png', 'image/png', true],
    [['image/png'], 'a.png', 'IMAGE/PNG', true], // types ignore case
    [['image/png'], 'a.jpg', 'image/png', true], // a MIME entry goes by the type alone
    [['image/png'], 'a.png', 'image/jpeg', false],
    [['image/*'], 'a.webp', 'image/webp', true],
    [['image/*'], 'a.pdf', 'application/pdf', false],
    [['image/*'], 'image', 'imagex/png', false], // the wildcard keeps its slash
    [['.pdf'], 'a.pdf', 'application/pdf', true],
    [['.PDF'], 'A.Pdf', 'application/pdf', true], // extensions ignore case on both sides
    [[' .pdf '], 'a.pdf', 'application/pdf', true], // entries are trimmed
    [['.pdf'], 'x.pdf', 'image/png', false], // a PNG renamed x.pdf
    [['.pdf'], 'a.txt', 'application/pdf', false], // the name must end with the extension
    [['.pdf'], 'a.pdf.exe', 'application/pdf', false],
    [['.pdf'], 'a.pdf', '', true], // a browser that cannot tell: the extension stands in for the type
    [['application/pdf'], 'a.pdf', '', true],
    [['application/pdf'], 'a.bin', '', false], // nothing to tell the type by
    [['.jpg', '.jpeg'], 'me.JPEG', 'image/jpeg', true],
    [['.jpg'], 'me.jpg', 'image/png', false],
    [['.docx'], 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', true],
    [['.docx'], 'cv.docx', 'application/zip', true], // sniffed as a plain zip when its parts come in another order
    [['.doc'], 'cv.doc', 'application/x-cfb', true], // the sniffer names the OLE container
    [['.txt'], 'notes.txt', 'application/octet-stream', true], // plain text has no signature to sniff
    [['.csv'], 'list.csv', 'application/vnd.ms-excel', true], // Windows browsers with Excel installed
    [['.txt'], 'notes.txt', 'image/png', false],
    [['.dwg'], 'plan.dwg', 'application/octet-stream', true], // an extension the map does not know goes by the name
    [['.dwg'], 'plan.dwf', 'application/octet-stream', false],
    [['.pdf', 'image/*'], 'scan.png', 'image/png', true], // any entry may take the file
    [['.pdf', 'image/*'], 'scan.gif', 'text/html', false],
    [[''], 'a', '', false], // a blank entry takes nothing
  ])('%j takes %s (%s): %s', (accept, name, type, expected) => {
    expect(accepts(accept, file(name, type))).toBe(expected);
  });
});

describe('acceptedTypes', () => {
  it('turns extension entries into the types their bytes may have', () => {
    expect(acceptedTypes(['.pdf'])).toEqual(['application/pdf']);
    expect(acceptedTypes(['.PDF', 'application/pdf', 'image/*'])).toEqual(['application/pdf', 'image/*']);
    expect(acceptedTypes([])).toEqual([]); // any type
    expect(acceptedTypes(['.pdf', '.dwg'])).toEqual([]); // an unknown extension cannot be told by its bytes
  });

  it('agrees with accepts on the type alone', () => {
    const types = acceptedTypes(['.pdf']);
    expect(accepts(types, file('', 'application/pdf'))).toBe(true);
    expect(accepts(types, file('', 'image/png'))).toBe(false);
  });
});
