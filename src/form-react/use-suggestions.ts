import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fieldTypes, type FieldDef } from '../engine/index';
import { useRenderer } from './renderer-context';
import type { FieldSuggestions } from './step-field';

/** A suggestion field's assistant: fills only the answers still empty, each marked with the badge it sent. */
export function useSuggestions(): FieldSuggestions {
  const { compiled, actions, store, handlersOf } = useRenderer();
  const [suggesting, setSuggesting] = useState<string | undefined>();
  const [badges, setBadges] = useState<Record<string, string>>({});
  const running = useRef({ compiled, actions, store, handlersOf });
  useLayoutEffect(() => {
    running.current = { compiled, actions, store, handlersOf };
  });

  const suggest = useMemo(
    () => async (field: FieldDef) => {
      const { compiled, actions, store, handlersOf } = running.current;
      if (!actions.onSuggest) return;
      setSuggesting(field.name);
      try {
        const suggestions = await actions.onSuggest(field, store.get().values);
        const applied: Record<string, string> = {};
        for (const [name, { value, badge }] of Object.entries(suggestions)) {
          const target = compiled.definition.fields.find((candidate) => candidate.name === name);
          const values = store.get().values;
          if (!target || !fieldTypes[target.type].isEmpty(fieldTypes[target.type].normalize(values[name], target))) continue;
          handlersOf(name).onChange(value);
          if (badge) applied[name] = badge;
        }
        setBadges((current) => ({ ...current, ...applied }));
      } catch (error) {
        console.error('Suggestion failed', error); // the form stays as it was
      } finally {
        setSuggesting(undefined);
      }
    },
    [],
  );

  return useMemo(() => ({ suggest: (field: FieldDef) => void suggest(field), suggesting, badges }), [suggest, suggesting, badges]);
}
