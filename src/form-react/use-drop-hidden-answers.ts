import { getIn, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { fieldTypes } from '../engine/index';
import { useRenderer } from './renderer-context';
import type { Values } from './types';

/** A field that disappears loses its answer, so it is never submitted or restored by surprise. */
export function useDropHiddenAnswers(scope: Values) {
  const { compiled } = useRenderer();
  const { values, setFieldValue } = useFormikContext<Values>();
  const hiddenKey = [...compiled.hiddenFields(scope)].sort().join('|');

  useEffect(() => {
    for (const name of hiddenKey === '' ? [] : hiddenKey.split('|')) {
      const field = compiled.definition.fields.find((candidate) => candidate.name === name);
      if (!field) continue;
      const type = fieldTypes[field.type];
      if (!type.isEmpty(type.normalize(getIn(values, name), field))) void setFieldValue(name, type.emptyValue(field), false);
    }
    // Only a change of the hidden set matters here, not every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hiddenKey]);
}
