import { SOURCE_LANGUAGE, type Language } from './languages';

// The page's language, for requests made outside React (the API answers 422s and sends e-mails in it).
let pageLanguage: Language = SOURCE_LANGUAGE;

export function setRequestLanguage(language: Language): void {
  pageLanguage = language;
}

export function requestLanguage(): Language {
  return pageLanguage;
}

/** `Accept-Language` for a call to the API: the server's messages and e-mails follow the page. */
export function languageHeader(): { 'Accept-Language': Language } {
  return { 'Accept-Language': pageLanguage };
}
