import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { optionItems } from '../db/schema';
import { LIST_ALIASES } from '../seed/option-lists';

export interface OptionListItem {
  id: number;
  name: string;
  title?: string;
  description?: string;
  type?: string;
}

/**
 * Option lists by endpoint, read once per process: they change only through a new seed or a
 * migration, and every submission checks its API-sourced answers against them.
 */
export class OptionStore {
  private readonly cache = new Map<string, Promise<OptionListItem[]>>();

  constructor(private readonly db: Db) {}

  list(name: string, kind?: string): Promise<OptionListItem[]> {
    const list = LIST_ALIASES[name] ?? name;
    const key = `${list}?${kind ?? ''}`;
    let items = this.cache.get(key);
    if (!items) {
      items = this.load(list, kind);
      this.cache.set(key, items);
      items.catch(() => this.cache.delete(key));
    }
    return items;
  }

  private async load(list: string, kind?: string): Promise<OptionListItem[]> {
    const rows = await this.db
      .select()
      .from(optionItems)
      .where(kind ? and(eq(optionItems.list, list), eq(optionItems.kind, kind)) : eq(optionItems.list, list))
      .orderBy(asc(optionItems.position));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      ...(row.title ? { title: row.title } : {}),
      ...(row.description ? { description: row.description } : {}),
      ...(row.kind ? { type: row.kind } : {}),
    }));
  }
}
