import { describe, expect, it, vi } from 'vitest';
import { ALL_ANSWERS, createFormStore } from './form-store';

const start = () => createFormStore({ values: { name: '', city: '', links: [{ url: '' }] }, errors: {}, touched: {} });

describe('the form store wakes only the slots whose answers changed', () => {
  it('wakes the listener of the answer written, not its neighbours', () => {
    const store = start();
    const [name, city, any] = [vi.fn(), vi.fn(), vi.fn()];
    store.subscribe(name, ['name']);
    store.subscribe(city, ['city']);
    store.subscribe(any, ALL_ANSWERS);
    store.writeValue('name', 'Mona');
    expect(store.get().values).toEqual({ name: 'Mona', city: '', links: [{ url: '' }] });
    expect([name.mock.calls.length, city.mock.calls.length, any.mock.calls.length]).toEqual([1, 0, 1]); // a summary-like reader sees all
  });

  it("wakes a row's readers through the top answer of its path", () => {
    const store = start();
    const links = vi.fn();
    store.subscribe(links, ['links']);
    store.writeValue('links.0.url', 'https://example.com');
    expect(links).toHaveBeenCalledTimes(1);
    expect(store.get().values.links).toEqual([{ url: 'https://example.com' }]);
  });

  it("wakes the readers of what Formik's drawn state changed: an error, a leave, an answer reset", () => {
    const store = start();
    const [name, city] = [vi.fn(), vi.fn()];
    store.subscribe(name, ['name']);
    const stop = store.subscribe(city, ['city']);
    const { values } = store.get();
    store.publish({ values, errors: { city: 'This field is required' }, touched: {} });
    expect([name.mock.calls.length, city.mock.calls.length]).toEqual([0, 1]);
    store.publish({ values, errors: { city: 'This field is required' }, touched: { name: true } });
    expect([name.mock.calls.length, city.mock.calls.length]).toEqual([1, 1]);
    stop();
    store.publish({ values: { ...values, city: 'Giza' }, errors: {}, touched: {} });
    expect([name.mock.calls.length, city.mock.calls.length]).toEqual([2, 1]); // name's leave undone; city no longer listens
  });

  it('wakes only the fields re-checked when their errors change', () => {
    const store = start();
    const [name, city] = [vi.fn(), vi.fn()];
    store.subscribe(name, ['name']);
    store.subscribe(city, ['city']);
    store.writeErrors({ name: 'Minimum 3 characters' }, ['name']);
    expect([name.mock.calls.length, city.mock.calls.length]).toEqual([1, 0]);
    expect(store.get().errors).toEqual({ name: 'Minimum 3 characters' });
  });
});
