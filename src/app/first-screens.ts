import { pathInLanguage } from '../lib/i18n/languages';

/** What the server needs to draw a page's first screen before the app's code arrives. */
export interface FirstScreen {
  /** The definitions the page draws, written into its page data. */
  forms: string[];
  /** Sources of the page's code, as the build's manifest names them: their stylesheets go in the page's head. */
  modules: string[];
}

const pageModule = (name: string) => `src/features/registration-pages/${name}.tsx`;

/**
 * The pages drawn on the server (the registration pages: applicants on phones wait for their first step most), in
 * either language; others start empty and draw in the browser. Their modules are the ones site-routes.tsx loads.
 */
export function firstScreenOf(path: string): FirstScreen | undefined {
  const page = pathInLanguage(path, 'en');
  if (page === '/bootcamp-registration') return { forms: ['bootcamp'], modules: [pageModule('bootcamp-registration-page')] };
  if (page === '/register') return { forms: ['hackathon-team', 'member'], modules: [pageModule('register-page')] };
  const form = /^\/form\/([A-Za-z0-9_-]{1,100})$/.exec(page);
  if (form) return { forms: [form[1]!], modules: [pageModule('generic-form-page')] };
  return undefined;
}
