import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Widget, WidgetProps } from '../lib/widget-contract';
import { lazyWidget } from './lazy-widget';
import { makeField, renderWidget } from './test-harness';
import { TextInput } from './text-input';

const field = makeField({ type: 'text', label: 'Birth date' });

/** React 19 resumes a suspended tree from an awaited act() only: the first draw is made in one. */
async function drawSuspended(widget: Widget) {
  let view!: ReturnType<typeof renderWidget>;
  await act(async () => {
    view = renderWidget(widget, { field, initial: '' });
  });
  return view;
}

/** A download the test finishes by hand. */
function deferredLoad() {
  const attempts: { resolve: (widget: Widget) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<Widget>((resolve, reject) => attempts.push({ resolve, reject })));
  return { load, attempts };
}

describe('a lazily loaded widget', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps its place while its code downloads, then draws the widget under its label', async () => {
    const { load, attempts } = deferredLoad();
    const widget = lazyWidget(load);
    const { container } = await drawSuspended(widget);
    expect(screen.queryByLabelText('Birth date')).not.toBeInTheDocument();
    expect(container.querySelector('.widget-loading')).toBeInTheDocument();

    await act(async () => attempts[0]!.resolve(TextInput));
    expect(screen.getByLabelText('Birth date')).toBeInTheDocument();
    expect(container.querySelector('.widget-loading')).not.toBeInTheDocument();
  });

  it('downloads once however often it is drawn or preloaded', async () => {
    const { load, attempts } = deferredLoad();
    const widget = lazyWidget(load);
    const preloaded = widget.preload();
    renderWidget(widget, { field, initial: '' });
    attempts[0]!.resolve(TextInput);
    await preloaded;
    renderWidget(widget, { field: { ...field, label: 'Second' }, initial: '' });
    expect(screen.getByLabelText('Second')).toBeInTheDocument(); // drawn at once: the code is here
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says when its code cannot be downloaded and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the error the boundary caught
    const { load, attempts } = deferredLoad();
    const widget = lazyWidget(load);
    const { user, onChange } = await drawSuspended(widget);
    await act(async () => attempts[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The Birth date field could not be loaded. Check your connection; your other answers are kept.',
    );

    await act(async () => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => attempts[1]!.resolve(TextInput));
    await user.type(screen.getByLabelText('Birth date'), '2');
    expect(onChange).toHaveBeenLastCalledWith('2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the layout it is given', () => {
    const widget = lazyWidget(async () => ((props: WidgetProps) => <input id={props.id} />) as Widget, { layout: 'group' });
    expect(widget.layout).toBe('group');
  });
});
