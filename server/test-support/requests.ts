import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export type FormValue = string | { file: Buffer; name: string; type?: string };

/** A multipart body as a browser's FormData makes it (Node's FormData and Response do the encoding). */
export async function multipart(entries: [string, FormValue][]) {
  const form = new FormData();
  for (const [key, value] of entries) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([value.file], { type: value.type ?? 'application/octet-stream' }), value.name);
  }
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

export async function postMultipart(
  app: FastifyInstance,
  url: string,
  entries: [string, FormValue][],
  headers: Record<string, string> = {},
) {
  const body = await multipart(entries);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
}

/** Flattens answers as a browser form would send them: lists repeat "key[]", rows become "members[0][name]". */
export function formEntries(values: Record<string, unknown>, prefix = ''): [string, FormValue][] {
  const entries: [string, FormValue][] = [];
  for (const [key, value] of Object.entries(values)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (typeof item === 'object' && item !== null && !('file' in item))
          entries.push(...formEntries(item as Record<string, unknown>, `${name}[${index}]`));
        else entries.push([`${name}[]`, item as FormValue]);
      });
    } else if (typeof value === 'object' && 'file' in value) entries.push([name, value as FormValue]);
    else entries.push([name, String(value)]);
  }
  return entries;
}

/** A real PNG of w×h pixels; `padding` adds an ancillary chunk to reach a size. */
export function png(width = 4, height = 4, padding = 0): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let row = 0; row < height; row += 1) raw[row * (width * 3 + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(padding > 0 ? [chunk('teXt', Buffer.alloc(padding, 0x61))] : []),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const photo = (name = 'photo.png') => ({ file: png(), name, type: 'image/png' });
