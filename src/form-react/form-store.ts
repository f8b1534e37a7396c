import { setIn, type FormikErrors, type FormikTouched } from 'formik';
import { useRef, useSyncExternalStore } from 'react';
import type { Values } from './types';

/** Formik's answers, errors and leaves as last drawn. */
export interface FormSnapshot {
  values: Values;
  errors: FormikErrors<Values>;
  touched: FormikTouched<Values>;
}

/**
 * Formik's state seen by path: each slot subscribes to its own answer and message, so a keystroke re-renders the
 * slots it changed, not every field under Formik's context. Formik stays the state; this only relays it.
 */
export interface FormStore {
  get: () => FormSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Formik drew a new state: listeners whose part changed re-render. */
  publish: (snapshot: FormSnapshot) => void;
  /** The answers and errors with this event's writes, before Formik draws them (two writes in one event both count). */
  latest: () => { values: Values; errors: FormikErrors<Values> };
  writeValue: (path: string, value: unknown) => Values;
  writeErrors: (errors: FormikErrors<Values>) => void;
}

/** The answers with one changed: a shallow copy, where Formik's setIn clones the top object with lodash (1 ms at 1,000 fields). */
function withAnswer(values: Values, path: string, value: unknown): Values {
  const dot = path.indexOf('.');
  if (dot < 0) return { ...values, [path]: value };
  const head = path.slice(0, dot);
  return { ...values, [head]: setIn(values[head], path.slice(dot + 1), value) };
}

export function createFormStore(initial: FormSnapshot): FormStore {
  let snapshot = initial;
  let pending = { values: initial.values, errors: initial.errors };
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish: (next) => {
      pending = { values: next.values, errors: next.errors };
      if (next.values === snapshot.values && next.errors === snapshot.errors && next.touched === snapshot.touched) return;
      snapshot = next;
      for (const listener of listeners) listener();
    },
    latest: () => pending,
    writeValue: (path, value) => {
      pending = { ...pending, values: withAnswer(pending.values, path, value) };
      return pending.values;
    },
    writeErrors: (errors) => {
      pending = { ...pending, errors };
    },
  };
}

/**
 * A part of the form's state; the component re-renders only when `equal` says the part changed.
 * `select` may change with the component's props: a new function is applied to the current state.
 */
export function useFormSelector<T>(store: FormStore, select: (snapshot: FormSnapshot) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const cache = useRef<{ snapshot: FormSnapshot; select: (snapshot: FormSnapshot) => T; value: T } | null>(null);
  const read = () => {
    const snapshot = store.get();
    const last = cache.current;
    if (last && last.snapshot === snapshot && last.select === select) return last.value;
    const fresh = select(snapshot);
    const value = last && equal(last.value, fresh) ? last.value : fresh;
    cache.current = { snapshot, select, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}

export const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
