import { getIn, useFormikContext } from 'formik';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { FieldHandlers } from './renderer-context';
import type { Values } from './types';

/**
 * One pair of handlers per answer path, made once: a field re-checks its answer as it changes only once it was
 * left or an attempt failed, which the handlers read when called rather than capture.
 */
export function useFieldHandlers(attempted: boolean): (path: string) => FieldHandlers {
  const { touched, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  const live = useRef({ touched, attempted });
  useLayoutEffect(() => {
    live.current = { touched, attempted };
  });
  return useMemo(() => {
    const made = new Map<string, FieldHandlers>();
    return (path: string) => {
      let handlers = made.get(path);
      if (!handlers) {
        const recheck = () => live.current.attempted || Boolean(getIn(live.current.touched, path));
        handlers = { onChange: (value) => void setFieldValue(path, value, recheck()), onBlur: () => void setFieldTouched(path, true) };
        made.set(path, handlers);
      }
      return handlers;
    };
  }, [setFieldValue, setFieldTouched]);
}
