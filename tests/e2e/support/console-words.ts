import { arabicWords } from './arabic';

/** What a walk through the organisers' console looks for on each page, in one language. */
export interface ConsoleWords {
  language: 'English' | 'Arabic';
  /** The `lang` of the console's <html>. */
  lang: 'en' | 'ar';
  /** Where the console's addresses start: '' in English, '/ar' in Arabic. */
  base: string;
  signIn: string;
  email: string;
  password: string;
  problem: string;
  overview: string;
  bootcamp: string;
  /** The overview's link to the bootcamp's three submitted applications. */
  threeSubmitted: RegExp;
  applications: string;
  seats: string;
  showHolders: RegExp;
  checkInPage: string;
  checkInCode: string;
  checkInButton: string;
  unknownCode: string;
  emails: string;
  forms: string;
  compareVersions: RegExp;
  fieldsChanged: string;
  noFieldChanged: RegExp;
  settings: string;
  edition: string;
  saveSettings: string;
  organisers: string;
  notFound: string;
}

/** The English console's words, written out as a reader sees them (not read from the catalogue it is checked against). */
export const ENGLISH_CONSOLE: ConsoleWords = {
  language: 'English',
  lang: 'en',
  base: '',
  signIn: 'Sign in',
  email: 'E-mail',
  password: 'Password',
  problem: 'There is a problem',
  overview: 'Overview',
  bootcamp: 'Bootcamp',
  threeSubmitted: /^3 Submitted/,
  applications: 'Bootcamp applications',
  seats: 'Seats',
  showHolders: /^Show who has a seat/,
  checkInPage: 'Check-in',
  checkInCode: 'Check-in code',
  checkInButton: 'Check in',
  unknownCode: 'Unknown code',
  emails: 'E-mails',
  forms: 'Forms',
  compareVersions: /^Compare versions of/,
  fieldsChanged: 'Fields changed',
  noFieldChanged: /No field (was )?changed|nothing changed/i,
  settings: 'Settings',
  edition: 'Edition',
  saveSettings: 'Save settings',
  organisers: 'Organisers',
  notFound: 'Page not found',
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name that starts with a catalogue entry's words up to its first placeholder. */
const startingWith = (template: string) => new RegExp(`^${escaped(template.split('{')[0]!)}`);

/** The Arabic console's words, from src/locales/ar/console.json. */
export function arabicConsole(): ConsoleWords {
  const words = arabicWords('console');
  const three = new Intl.NumberFormat('ar-EG').format(3);
  return {
    language: 'Arabic',
    lang: 'ar',
    base: '/ar',
    signIn: words('console.signIn.title'),
    email: words('console.table.email'),
    password: words('console.password.label'),
    problem: words('console.errors.summary'),
    overview: words('console.nav.overview'),
    bootcamp: words('console.kind.bootcamp'),
    threeSubmitted: startingWith(`${three} ${words('console.status.submitted')}`),
    applications: words('console.applications.title').replace('{label}', words('console.kind.bootcamp')),
    seats: words('console.nav.seats'),
    showHolders: startingWith(words('console.seats.show')),
    checkInPage: words('console.checkIn.title'),
    checkInCode: words('console.door.codeLabel'),
    checkInButton: words('console.door.checkIn'),
    unknownCode: words('console.door.unknown'),
    emails: words('console.emails.title'),
    forms: words('console.nav.forms'),
    compareVersions: startingWith(`${words('console.compare.button')} ${words('console.compare.buttonOf')}`),
    fieldsChanged: words('console.diff.fieldsChanged'),
    noFieldChanged: new RegExp(escaped(words('console.diff.noneChanged'))),
    settings: words('console.settings.title'),
    edition: words('console.settings.edition'),
    saveSettings: words('console.settings.save'),
    organisers: words('console.nav.organisers'),
    notFound: words('console.notFound.title'),
  };
}
