import type { FieldDef, Option } from '../engine/index';
import type { OptionListState } from './use-option-lists';

export interface FieldOptions {
  options: Option[];
  loading?: boolean;
  failed?: boolean;
}

/**
 * The options a choice field offers: those built from another answer's rows when the field takes them from
 * there, else the server's list once loaded, else its own (a failed list keeps the built-in one).
 */
export function fieldOptions(field: FieldDef, lists: Map<string, OptionListState>, fromRows?: Option[]): FieldOptions {
  if (field.optionsFrom) return { options: fromRows ?? [] };
  const list = field.endpoint ? lists.get(field.endpoint) : undefined;
  return { options: list?.data ?? field.options, loading: list?.loading, failed: list?.failed };
}
