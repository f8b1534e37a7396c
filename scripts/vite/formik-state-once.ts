import type { Plugin } from 'vite';

/**
 * formik 2.4's useFormik builds its starting state, four deep copies of the starting values, on every
 * render and keeps it only on the first (`useRef({ values: cloneDeep(props.initialValues), ... })`).
 * It renders on every keystroke: about 100 µs a key at 50 fields, 300 µs at 1,000, for nothing.
 */
const EAGER_STATE = /var stateRef = useRef\(\{\n(\s*values: cloneDeep\(props\.initialValues\),[^}]*?submitCount: 0\s*)\}\);/;

/** The same module with the state built on the first render only; throws if formik no longer reads as expected. */
export function withStateBuiltOnce(source: string): string {
  const match = EAGER_STATE.exec(source);
  if (!match)
    throw new Error(
      'formik-state-once: useFormik no longer builds its state as this plugin expects. ' +
        'Check whether the new formik still copies its starting values on every render; update or remove the plugin.',
    );
  return source.replace(
    EAGER_STATE,
    () => `var stateRef = useRef(null);\n  if (stateRef.current === null) stateRef.current = {\n${match[1]}};`,
  );
}

/** Site builds take formik's ES module with its state built once (see withStateBuiltOnce). */
export function formikStateOnce(): Plugin {
  return {
    name: 'formik-state-once',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]formik[\\/]dist[\\/]formik\.esm\.js$/.test(id)) return null;
      return { code: withStateBuiltOnce(code), map: null };
    },
  };
}
