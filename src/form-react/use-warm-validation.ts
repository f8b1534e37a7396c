import { useEffect } from 'react';
import { CONTEXT_KEY } from '../engine/index';
import { attemptToast } from './error-labels';
import { useFormWords } from './form-words';
import { useRenderer } from './renderer-context';
import { schemaErrors } from './schema-errors';

const warmed = new WeakSet<object>();

/**
 * Does once, while the page is idle, what the first failed Next or Submit would do for the first time: zod compiles
 * a schema on its first use, and the toast's count needs the language's number and plural rules (10 ms at 200 fields).
 */
export function useWarmValidation(step: number, onLast: boolean) {
  const { compiled, context, store, mode } = useRenderer();
  const words = useFormWords();
  // A preview checks nothing.
  const schema = mode === 'preview' ? undefined : onLast ? compiled.schema : compiled.stepSchemas[step];
  useEffect(() => {
    if (!schema || warmed.has(schema)) return;
    const warm = () => {
      warmed.add(schema);
      attemptToast(
        [
          { label: '', message: '' },
          { label: '', message: '' },
        ],
        words,
      );
      void schemaErrors(schema, { ...store.get().values, [CONTEXT_KEY]: context }).catch(() => undefined);
    };
    if (typeof requestIdleCallback !== 'function') return void setTimeout(warm, 0);
    const handle = requestIdleCallback(warm, { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }, [schema, context, store, words]);
}
