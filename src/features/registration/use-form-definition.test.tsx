import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { LanguageProvider } from '../../lib/i18n/language-context';
import type { Language } from '../../lib/i18n/languages';
import { DEFAULT_SETTINGS, type EventSettings } from '../registration-windows/event-settings';
import { forgetSiteSettings, siteSettingsStore } from '../registration-windows/settings-store';
import { useFormDefinition, type BuiltInForm, type DefinitionState } from './use-form-definition';

// As organisers write it: the step states the bootcamp's day and venue through placeholders.
const guideline = { title: 'Guideline', description: 'Date: {{bootcamp.date}}. Venue: {{bootcamp.venue}}.' };
const written = { title: 'Bootcamp {{edition}}', steps: [{ ...guideline, fields: [{ name: 'a', label: 'A', type: 'text' }] }] };
const EDITION_2026: EventSettings = {
  ...DEFAULT_SETTINGS,
  edition: 2026,
  bootcampDay: { start: '2026-09-18T09:00:00+03:00', end: '2026-09-18T17:00:00+03:00' },
  venue: { bootcamp: 'the Greek Campus', hackathon: 'downtown Cairo' },
};

function serve(answers: { settings: () => Response; definition: () => Response }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (String(url).endsWith('/settings') ? answers.settings() : answers.definition())),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
  forgetSiteSettings();
});

function renderDefinition(builtIn?: BuiltInForm, language: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const choice = { language, hrefIn: () => '/', switchTo: () => undefined };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <LanguageProvider choice={choice}>{children}</LanguageProvider>
    </QueryClientProvider>
  );
  return { client, ...renderHook(() => useFormDefinition('bootcamp', builtIn), { wrapper }) };
}

const description = (state: DefinitionState) => (state.status === 'ready' ? state.definition.steps[0]!.description : state.status);

test('the steps say the facts of the settings; the title is left as written', async () => {
  let settings = EDITION_2026;
  serve({ settings: () => Response.json({ data: settings }), definition: () => Response.json({ data: written }) });
  const shippedCopy = vi.fn(async () => ({ default: written }));
  const { result } = renderDefinition(shippedCopy);
  await waitFor(() => expect(description(result.current)).toBe('Date: Friday 18 September 2026. Venue: the Greek Campus.'));
  expect(shippedCopy).not.toHaveBeenCalled(); // the server answered: the shipped copy's chunk is never downloaded
  expect(result.current.status === 'ready' && result.current.definition.title).toBe('Bootcamp {{edition}}');

  settings = { ...EDITION_2026, venue: { ...EDITION_2026.venue, bootcamp: 'Cairo University' } };
  await act(() => siteSettingsStore().refresh()); // what saving the console's settings does
  await waitFor(() => expect(description(result.current)).toBe('Date: Friday 18 September 2026. Venue: Cairo University.'));
});

test('the shipped copy, used while the server is down, is filled from the shipped settings', async () => {
  serve({ settings: () => new Response('{}', { status: 503 }), definition: () => new Response('{}', { status: 503 }) });
  const shippedCopy = vi.fn(async () => ({ default: written }));
  const { result } = renderDefinition(shippedCopy);
  // Both requests are tried twice, a second apart, before the shipped copies are used.
  const shipped = 'Date: Friday 19 September 2025. Venue: a university in 6th of October city.';
  await waitFor(() => expect(description(result.current)).toBe(shipped), { timeout: 5_000 });
  expect(shippedCopy).toHaveBeenCalledTimes(1);
});

test('when the shipped copy cannot be downloaded either, the page says the form is unavailable', async () => {
  serve({ settings: () => Response.json({ data: EDITION_2026 }), definition: () => new Response('{}', { status: 503 }) });
  const { result } = renderDefinition(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
  await waitFor(() => expect(result.current.status).toBe('unavailable'), { timeout: 5_000 });
});

test('a form the server does not know is not found, whatever copy the site ships', async () => {
  serve({ settings: () => Response.json({ data: EDITION_2026 }), definition: () => Response.json({}, { status: 404 }) });
  const shippedCopy = vi.fn(async () => ({ default: written }));
  const { result } = renderDefinition(shippedCopy);
  await waitFor(() => expect(result.current.status).toBe('not-found'));
  expect(shippedCopy).not.toHaveBeenCalled();
});

test('on an Arabic page the texts, the filled-in facts and the messages are Arabic', async () => {
  const bilingual = {
    title: { en: 'Bootcamp', ar: 'المعسكر' },
    steps: [
      {
        title: { en: 'You', ar: 'بياناتك' },
        description: { en: 'Date: {{bootcamp.date}}.', ar: 'الموعد: {{bootcamp.date}}.' },
        fields: [{ name: 'name_ar', label: { en: 'Name in Arabic', ar: 'الاسم بالعربية' }, type: 'text', lang: 'ar' }],
      },
    ],
  };
  serve({ settings: () => Response.json({ data: EDITION_2026 }), definition: () => Response.json({ data: bilingual }) });
  const { result } = renderDefinition(undefined, 'ar');
  await waitFor(() => expect(result.current.status).toBe('ready'));
  const definition = result.current.status === 'ready' ? result.current.definition : undefined;
  expect(definition?.title).toBe('المعسكر');
  expect(definition?.fields[0]).toMatchObject({ label: 'الاسم بالعربية', lang: 'ar' });
  expect(description(result.current)).toBe('الموعد: الجمعة ١٨ سبتمبر ٢٠٢٦.'); // the date in Arabic words and digits
});
