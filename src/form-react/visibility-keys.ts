import type { CompiledForm } from '../engine/index';

const cache = new WeakMap<CompiledForm, readonly string[]>();

/** The answers that decide which fields show (the controllers of conditions): only they can change the fields drawn. */
export function visibilityKeys(compiled: CompiledForm): readonly string[] {
  let keys = cache.get(compiled);
  if (!keys) {
    const rules = compiled.definition.fields.flatMap((field) => [...field.showWhen, ...field.hideWhen]);
    keys = [...new Set(rules.map((rule) => rule.field))];
    cache.set(compiled, keys);
  }
  return keys;
}
