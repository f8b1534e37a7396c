import { getIn, type FormikErrors, type FormikProps } from 'formik';
import { startTransition, useLayoutEffect, useMemo, useRef } from 'react';
import { CONTEXT_KEY } from '../engine/index';
import { fieldOfPath, toFormikErrors } from './error-paths';
import type { FormStore } from './form-store';
import type { FieldHandlers, RendererSettings } from './renderer-context';
import type { Values } from './types';

/**
 * One pair of handlers per answer path, made once. Once a field was left or an attempt failed, a change re-checks
 * that field and the fields whose rules read it, with their own compiled schemas: never the whole form per key.
 * The store draws the changed slots at once; Formik holds the same answers from this handler on (its state is a
 * ref, written synchronously), and only its re-render of the wizard around the fields waits, as a transition.
 */
export function useFieldHandlers(
  { compiled, context }: RendererSettings,
  { setValues, setFieldTouched, setErrors }: FormikProps<Values>,
  attempted: boolean,
  store: FormStore,
) {
  const live = useRef({ attempted, context });
  useLayoutEffect(() => {
    live.current = { attempted, context };
  });
  return useMemo(() => {
    /** The errors after re-checking what `path` affects, or undefined when none of their messages changed. */
    const recheck = (path: string, values: Values) => {
      const names = compiled.affectedBy(fieldOfPath(path));
      const { context } = live.current;
      // Without an embedding form's answers, the answers go as they are: no copy of every answer per key.
      const answers = Object.keys(context).length === 0 ? values : { ...values, [CONTEXT_KEY]: context };
      const found = toFormikErrors(compiled.validateFields(names, answers));
      const current = store.get().errors as Record<string, unknown>;
      if (names.every((name) => JSON.stringify(current[name]) === JSON.stringify(found[name]))) return undefined;
      const next: Record<string, unknown> = { ...current };
      for (const name of names) delete next[name];
      Object.assign(next, found);
      store.writeErrors(next as FormikErrors<Values>, names);
      return next as FormikErrors<Values>;
    };
    // Top-level names are read directly: Formik's getIn parses the path with lodash on every key.
    const touched = (path: string) =>
      path.includes('.') ? getIn(store.get().touched, path) : (store.get().touched as Record<string, unknown>)[path];
    const made = new Map<string, FieldHandlers>();
    return (path: string): FieldHandlers => {
      let handlers = made.get(path);
      if (!handlers) {
        handlers = {
          onChange: (value) => {
            const values = store.writeValue(path, value);
            const errors = live.current.attempted || touched(path) ? recheck(path, values) : undefined;
            startTransition(() => {
              void setValues(values, false); // the answers as written above, without Formik's deep clone per key
              if (errors) setErrors(errors);
            });
          },
          onBlur: () => {
            void setFieldTouched(path, true, false);
            const errors = recheck(path, store.get().values);
            if (errors) setErrors(errors);
          },
          forget: () => {
            if (touched(path)) void setFieldTouched(path, false, false);
          },
        };
        made.set(path, handlers);
      }
      return handlers;
    };
  }, [compiled, store, setValues, setFieldTouched, setErrors]);
}
