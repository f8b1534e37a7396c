import { useFormikContext } from 'formik';
import { useState } from 'react';
import { fieldTypes, type FieldDef } from '../engine/index';
import { useRenderer } from './renderer-context';
import type { Values } from './types';

/** A suggestion field's assistant: fills only the answers still empty, each marked with the badge it sent. */
export function useSuggestions() {
  const { compiled, actions } = useRenderer();
  const { values, setFieldValue } = useFormikContext<Values>();
  const [suggesting, setSuggesting] = useState<string | undefined>();
  const [badges, setBadges] = useState<Record<string, string>>({});

  const suggest = async (field: FieldDef) => {
    if (!actions.onSuggest) return;
    setSuggesting(field.name);
    try {
      const suggestions = await actions.onSuggest(field, values);
      const applied: Record<string, string> = {};
      for (const [name, { value, badge }] of Object.entries(suggestions)) {
        const target = compiled.definition.fields.find((candidate) => candidate.name === name);
        if (!target || !fieldTypes[target.type].isEmpty(fieldTypes[target.type].normalize(values[name], target))) continue;
        await setFieldValue(name, value);
        if (badge) applied[name] = badge;
      }
      setBadges((current) => ({ ...current, ...applied }));
    } catch (error) {
      console.error('Suggestion failed', error); // the form stays as it was
    } finally {
      setSuggesting(undefined);
    }
  };

  return { suggest, suggesting, badges };
}
