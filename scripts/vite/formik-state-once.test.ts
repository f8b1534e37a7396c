// @vitest-environment happy-dom
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Formik from 'formik';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, describe, expect, it } from 'vitest';
import { withStateBuiltOnce } from './formik-state-once';

const formikEsm = createRequire(import.meta.url)
  .resolve('formik')
  .replace(/index\.js$/, 'formik.esm.js');
// Beside the project's packages, so the module's own imports (react, lodash-es) resolve as formik's do.
const cache = join(dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache');
mkdirSync(cache, { recursive: true });
const folder = mkdtempSync(join(cache, 'formik-state-once-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
/** happy-dom's document: this folder is type-checked without the DOM's types. */
const { document } = globalThis as unknown as {
  document: { createElement: (tag: 'div') => Parameters<typeof createRoot>[0] & { textContent: string | null } };
};

describe("the site build's formik, with its state built once", () => {
  it('builds the state on the first render only, in the formik installed', () => {
    const source = readFileSync(formikEsm, 'utf8');
    const built = withStateBuiltOnce(source);
    expect(source).toContain('var stateRef = useRef({\n    values: cloneDeep(props.initialValues),');
    expect(built).not.toContain('useRef({\n    values: cloneDeep');
    expect(built).toContain('if (stateRef.current === null) stateRef.current = {\n    values: cloneDeep(props.initialValues),');
  });

  it('refuses a formik that no longer reads as expected, instead of shipping it unchanged', () => {
    expect(() => withStateBuiltOnce('export function useFormik() {}')).toThrow(/no longer builds its state as this plugin expects/);
  });

  it('keeps the answers typed across renders, as formik did', async () => {
    const file = join(folder, 'formik.mjs');
    // Node's loader wants the file extensions a bundler finds by itself.
    const forNode = withStateBuiltOnce(readFileSync(formikEsm, 'utf8')).replace(/from '(lodash-es\/\w+)'/g, "from '$1.js'");
    writeFileSync(file, forNode);
    const { useFormik } = (await import(pathToFileURL(file).href)) as typeof Formik;
    const start = { name: '', tags: ['a'] };
    let latest: ReturnType<typeof useFormik<typeof start>> | undefined;
    const Probe = () => {
      latest = useFormik({ initialValues: start, onSubmit: () => undefined });
      return createElement('output', null, latest.values.name);
    };
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(createElement(Probe)));
    await act(async () => void latest!.setFieldValue('name', 'Amina'));
    await act(async () => root.render(createElement(Probe)));
    expect(container.textContent).toBe('Amina');
    expect(latest!.values).toEqual({ name: 'Amina', tags: ['a'] });
    expect(latest!.values.tags).not.toBe(start.tags); // still a copy of the starting values, never the caller's object
    expect(latest!.dirty).toBe(true);
    await act(async () => root.unmount());
  });
});
