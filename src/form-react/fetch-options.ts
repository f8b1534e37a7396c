import { localize, type LocalText, type Option } from '../engine/index';
import { languageHeader, requestLanguage } from '../lib/i18n/request-language';

interface ListItem {
  id: string | number;
  name?: LocalText;
  title?: LocalText;
}

/** GET /api/v1{endpoint}: items with an id and a name or title become options; a name given by language is said in the page's. */
export async function fetchOptionList(endpoint: string): Promise<Option[]> {
  const response = await fetch(`/api/v1${endpoint}`, { headers: { Accept: 'application/json', ...languageHeader() } });
  if (!response.ok) throw new Error(`Failed to fetch options (${response.status})`);
  const text = await response.text();
  if (text.trim() === '') throw new Error('No data found.');
  const body = JSON.parse(text) as { data?: ListItem[] };
  if (!Array.isArray(body.data)) throw new Error('No data found.');
  const language = requestLanguage();
  const said = (label: LocalText | undefined) => (label === undefined ? undefined : localize(label, language));
  return body.data.map((item) => ({ value: String(item.id), label: said(item.name) ?? said(item.title) ?? String(item.id) }));
}
