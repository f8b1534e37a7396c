import { and, asc, eq } from 'drizzle-orm';
import { localize, SOURCE_LANGUAGE, type Language } from '../../src/engine/index';
import type { Db } from '../db/client';
import { optionItems } from '../db/schema';
import { LIST_ALIASES } from '../seed/option-lists';
import { listKey, listTranslations, type ListTranslations } from './list-translations';

export interface OptionListItem {
  id: number;
  name: string;
  title?: string;
  description?: string;
  type?: string;
}

/**
 * Option lists by endpoint, read once per process: they change only through a new seed or a
 * migration, and every submission checks its API-sourced answers against them. Their names in another
 * language come from the definitions live when first asked (list-translations.ts), also kept per process.
 */
export class OptionStore {
  private readonly cache = new Map<string, Promise<OptionListItem[]>>();
  private translations: Promise<ListTranslations> | undefined;

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

  /** A list as people read it in `language`: each item named as the live definitions say it there, else as listed. */
  async listIn(name: string, kind: string | undefined, language: Language): Promise<OptionListItem[]> {
    const items = await this.list(name, kind);
    if (language === SOURCE_LANGUAGE) return items;
    const names = (await this.translationsOnce()).get(listKey(LIST_ALIASES[name] ?? name, kind));
    if (!names) return items;
    return items.map((item) => {
      const said = names.get(String(item.id));
      if (!said?.[language]) return item;
      const text = localize(said, language);
      return { ...item, name: text, ...(item.title === undefined ? {} : { title: text }) };
    });
  }

  private translationsOnce(): Promise<ListTranslations> {
    if (!this.translations) {
      this.translations = listTranslations(this.db);
      this.translations.catch(() => (this.translations = undefined));
    }
    return this.translations;
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
