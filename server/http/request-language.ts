import type { FastifyRequest } from 'fastify';
import { isLanguage, SOURCE_LANGUAGE, type Language } from '../../src/lib/i18n/languages';

interface Range {
  /** The primary subtag, lower-cased ('ar' of 'ar-EG'), or '*'. */
  primary: string;
  quality: number;
  position: number;
}

/** One entry of the header: 'ar-EG;q=0.8' → { primary: 'ar', quality: 0.8 }; a malformed q counts as 0. */
function rangeOf(entry: string, position: number): Range | undefined {
  const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
  if (!/^(\*|[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)$/.test(tag)) return undefined;
  const q = params.find((param) => /^q\s*=/i.test(param));
  const value = q === undefined ? '1' : q.replace(/^q\s*=\s*/i, '');
  const quality = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
  return { primary: tag.split('-')[0]!.toLowerCase(), quality, position };
}

/**
 * The language of the product an `Accept-Language` header prefers most: the supported language with the
 * highest q (the earlier on a tie); `*`, nothing supported, or no header at all is the source language (en).
 */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return SOURCE_LANGUAGE;
  const ranges = header
    .slice(0, 1_000) // a header is a handful of languages; the rest is noise
    .split(',')
    .map((entry, position) => rangeOf(entry, position))
    .filter((range): range is Range => range !== undefined && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  for (const range of ranges) {
    if (range.primary === '*') return SOURCE_LANGUAGE;
    if (isLanguage(range.primary)) return range.primary;
  }
  return SOURCE_LANGUAGE;
}

/**
 * The language a request's answers (422 messages) and the e-mails it causes are written in. The site sends
 * `Accept-Language` with every API call from a page, so the header alone decides: no body or query field.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language'];
  return negotiateLanguage(Array.isArray(header) ? header.join(',') : header);
}
