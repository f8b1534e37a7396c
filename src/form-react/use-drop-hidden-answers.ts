import { getIn } from 'formik';
import { useEffect } from 'react';
import { fieldTypes } from '../engine/index';
import { useFormSelector } from './form-store';
import { useRenderer } from './renderer-context';
import type { Values } from './types';

/**
 * A field that disappears loses its answer, so it is never submitted or restored by surprise, and its having been
 * visited: when it comes back it is a new, empty question, judged when left or at the next attempt.
 */
export function useDropHiddenAnswers() {
  const { compiled, context, store, handlersOf } = useRenderer();
  const hiddenKey = useFormSelector(store, compiled.visibilityControllers, (snapshot) => {
    const scope = Object.keys(context).length === 0 ? snapshot.values : { ...context, ...snapshot.values };
    return [...compiled.hiddenFields(scope)].sort().join('|');
  });

  useEffect(() => {
    const values: Values = store.get().values;
    for (const name of hiddenKey === '' ? [] : hiddenKey.split('|')) {
      const field = compiled.definition.fields.find((candidate) => candidate.name === name);
      if (!field) continue;
      const type = fieldTypes[field.type];
      handlersOf(name).forget();
      if (!type.isEmpty(type.normalize(getIn(values, name), field))) handlersOf(name).onChange(type.emptyValue(field));
    }
  }, [hiddenKey, compiled, store, handlersOf]);
}
