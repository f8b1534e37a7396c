import type { Option } from '../engine/index';

interface ListItem {
  id: string | number;
  name?: string;
  title?: string;
}

/** GET /api/v1{endpoint}: items with an id and a name or title become options. */
export async function fetchOptionList(endpoint: string): Promise<Option[]> {
  const response = await fetch(`/api/v1${endpoint}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Failed to fetch options (${response.status})`);
  const text = await response.text();
  if (text.trim() === '') throw new Error('No data found.');
  const body = JSON.parse(text) as { data?: ListItem[] };
  if (!Array.isArray(body.data)) throw new Error('No data found.');
  return body.data.map((item) => ({ value: String(item.id), label: item.name ?? item.title ?? String(item.id) }));
}
