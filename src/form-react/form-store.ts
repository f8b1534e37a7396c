import { setIn, type FormikErrors, type FormikTouched } from 'formik';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Values } from './types';

/** Formik's answers, errors and leaves, as the slots draw them. */
export interface FormSnapshot {
  values: Values;
  errors: FormikErrors<Values>;
  touched: FormikTouched<Values>;
}

/** The top-level answers a subscriber reads; ALL_ANSWERS for one that reads any of them. */
export type ReadKeys = readonly string[] | typeof ALL_ANSWERS;
export const ALL_ANSWERS = 'all';

/**
 * Formik's state seen by answer: each slot subscribes to the answers it reads, so a keystroke wakes the slot it
 * changed, not every field of the form. A change is written here first and drawn at once; Formik gets the same
 * objects in the same handler, so the two never disagree, and Formik's own re-render can wait (a transition).
 */
export interface FormStore {
  get: () => FormSnapshot;
  subscribe: (listener: () => void, keys: ReadKeys) => () => void;
  /** Formik drew a state (a reset, a step's errors, a leave): listeners of the answers that changed wake up. */
  publish: (snapshot: FormSnapshot) => void;
  writeValue: (path: string, value: unknown) => Values;
  /** New errors, of which only the errors of `names` (top-level) changed. */
  writeErrors: (errors: FormikErrors<Values>, names: readonly string[]) => void;
}

/** The answers with one changed: a shallow copy, where Formik's setIn clones the top object with lodash (1 ms at 1,000 fields). */
function withAnswer(values: Values, path: string, value: unknown): Values {
  const dot = path.indexOf('.');
  if (dot < 0) return { ...values, [path]: value };
  const head = path.slice(0, dot);
  return { ...values, [head]: setIn(values[head], path.slice(dot + 1), value) };
}

/** The top-level keys whose entry differs between two objects (by identity: Formik copies only what changed). */
function changedKeys(a: object, b: object, into: Set<string>) {
  if (a === b) return;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key in left) if (!Object.is(left[key], right[key])) into.add(key);
  for (const key in right) if (!(key in left)) into.add(key);
}

export const topKeyOf = (path: string) => {
  const dot = path.indexOf('.');
  return dot < 0 ? path : path.slice(0, dot);
};

export function createFormStore(initial: FormSnapshot): FormStore {
  let snapshot = initial;
  const everything = new Set<() => void>();
  const byKey = new Map<string, Set<() => void>>();
  const notify = (keys: Iterable<string>) => {
    const woken = new Set(everything);
    for (const key of keys) for (const listener of byKey.get(key) ?? []) woken.add(listener);
    for (const listener of woken) listener();
  };
  return {
    get: () => snapshot,
    subscribe: (listener, keys) => {
      if (keys === ALL_ANSWERS) {
        everything.add(listener);
        return () => everything.delete(listener);
      }
      for (const key of keys) {
        let listeners = byKey.get(key);
        if (!listeners) byKey.set(key, (listeners = new Set()));
        listeners.add(listener);
      }
      return () => keys.forEach((key) => byKey.get(key)?.delete(listener));
    },
    publish: (next) => {
      if (next.values === snapshot.values && next.errors === snapshot.errors && next.touched === snapshot.touched) return;
      const changed = new Set<string>();
      changedKeys(snapshot.values, next.values, changed);
      changedKeys(snapshot.errors, next.errors, changed);
      changedKeys(snapshot.touched, next.touched, changed);
      snapshot = next;
      if (changed.size > 0) notify(changed);
    },
    writeValue: (path, value) => {
      snapshot = { ...snapshot, values: withAnswer(snapshot.values, path, value) };
      notify([topKeyOf(path)]);
      return snapshot.values;
    },
    writeErrors: (errors, names) => {
      snapshot = { ...snapshot, errors };
      notify(names);
    },
  };
}

/**
 * A part of the form's state, read from the answers named by `keys`; the component re-renders only when `equal`
 * says the part changed. `select` may change with the component's props: a new function is applied to the current state.
 */
export function useFormSelector<T>(
  store: FormStore,
  keys: ReadKeys,
  select: (snapshot: FormSnapshot) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
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
  const keyText = keys === ALL_ANSWERS ? ALL_ANSWERS : keys.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same keys, however the caller spelled the list
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener, keys), [store, keyText]);
  return useSyncExternalStore(subscribe, read, read);
}

export const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
