import { describe, expect, it } from 'vitest';
import { negotiateLanguage, requestLanguage } from './request-language';

describe('negotiateLanguage', () => {
  it.each([
    ['ar', 'ar'],
    ['ar-EG', 'ar'],
    ['AR-eg', 'ar'], // tags are case-insensitive
    ['ar-EG,ar;q=0.9,en;q=0.8', 'ar'], // what Chrome sends from an Egyptian Arabic profile
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR', 'en'], // not spoken here: the source language
    ['fr, ar;q=0.5', 'ar'], // the best language we speak, not the first one asked for
    ['en;q=0.5, ar', 'ar'], // q decides, not order
    ['ar;q=0.1, en', 'en'],
    ['ar;q=0.8, en;q=0.8', 'ar'], // a tie goes to the earlier
    ['ar;q=0', 'en'], // q=0 means "not this one"
    ['*', 'en'],
    ['*;q=0.1, ar', 'ar'],
    ['ar;q=banana', 'en'], // a malformed q counts as 0
    ['ar;q=1.5', 'en'], // q is at most 1
    ['ar_EG', 'en'], // not a language tag
    ['', 'en'],
    [',,;', 'en'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it('answers en without a header', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
  });

  it('reads only the start of an absurdly long header', () => {
    expect(negotiateLanguage(`${'x-y;q=0.1,'.repeat(50_000)}ar`)).toBe('en');
    expect(negotiateLanguage(`ar,${'x;q=0.1,'.repeat(50_000)}`)).toBe('ar');
  });
});

describe('requestLanguage', () => {
  it('reads the Accept-Language header of a request', () => {
    expect(requestLanguage({ headers: { 'accept-language': 'ar-EG' } })).toBe('ar');
    expect(requestLanguage({ headers: {} })).toBe('en');
  });
});
