import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Multiselect, SEARCH_DEBOUNCE_MS } from './multiselect';
import { Select } from './select';
import { makeField, renderWidget } from './test-harness';

describe('select', () => {
  const LONG = 'Astrobiology and the search for life beyond Earth: a workshop'; // 62 characters
  const options = [
    { label: LONG, value: '1' },
    { label: 'Rocketry', value: '2' },
  ];
  const field = makeField({ type: 'select', label: 'Workshop', options });

  test('labels longer than 50 characters are cut with an ellipsis, the full label kept for tooltips and screen readers', async () => {
    const { user } = renderWidget(Select, { field: field, initial: '' });
    await user.click(screen.getByRole('combobox', { name: 'Workshop' }));
    const option = screen.getByRole('option', { name: LONG });
    const shown = `${LONG.slice(0, 50)}…`; // "...beyond Earth:" ends at 50 without trailing space
    expect(option).toHaveTextContent(shown, { normalizeWhitespace: false });
    expect(option.querySelector('[title]')).toHaveAttribute('title', LONG);
    expect(screen.getByRole('option', { name: 'Rocketry' }).querySelector('[title]')).toBeNull(); // short labels stay whole
  });

  test('the chosen long option shows cut in the control too', () => {
    renderWidget(Select, { field: field, initial: '1' });
    expect(screen.getByText(`${LONG.slice(0, 50)}…`)).toBeVisible();
  });

  test('a search matching nothing says "No results found"', async () => {
    const { user } = renderWidget(Select, { field: field, initial: '' });
    await user.type(screen.getByRole('combobox', { name: 'Workshop' }), 'zzz');
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  test('the search matches labels, not option ids', async () => {
    const { user } = renderWidget(Select, { field: field, initial: '' });
    await user.type(screen.getByRole('combobox', { name: 'Workshop' }), '2'); // the value of Rocketry
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  test('while options load the list says "Loading..."', async () => {
    const { user } = renderWidget(Select, { field: { ...field, options: [] }, initial: '', props: { optionsLoading: true } });
    await user.click(screen.getByRole('combobox', { name: 'Workshop' }));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  test('an optional select can be cleared back to an empty string; a required one cannot', async () => {
    const { user, onChange, container, unmount } = renderWidget(Select, { field: field, initial: '2' });
    const clear = container.querySelector('.select__clear-indicator');
    expect(clear).not.toBeNull();
    await user.click(clear as Element);
    expect(onChange).toHaveBeenLastCalledWith('');
    unmount();

    const required = renderWidget(Select, { field: field, initial: '2', props: { required: true } });
    expect(required.container.querySelector('.select__clear-indicator')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Workshop' })).toHaveAttribute('aria-required', 'true');
  });

  test('an answer missing from the options (a server list not loaded yet) still shows', () => {
    renderWidget(Select, { field: field, initial: '99' });
    expect(screen.getByText('99')).toBeInTheDocument();
  });

  test('a badge is shown beside the control and describes it', () => {
    renderWidget(Select, { field: field, initial: '2', props: { badge: 'Suggested: Rocketry' } });
    expect(screen.getByRole('combobox', { name: 'Workshop' })).toHaveAccessibleDescription(expect.stringContaining('Suggested: Rocketry'));
  });
});

describe('multiselect', () => {
  const field = makeField({
    type: 'multiselect',
    label: 'Skills',
    options: [
      { label: 'Python', value: 'py' },
      { label: 'Design', value: 'design' },
      { label: 'Data science', value: 'data' },
    ],
  });
  const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

  // fireEvent rather than user-event: it is synchronous, so nothing waits on the faked clock.
  describe('with a fake clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const openAndType = (...texts: string[]) => {
      vi.useFakeTimers();
      renderWidget(Multiselect, { field: field, initial: [] });
      const input = screen.getByRole('combobox', { name: 'Skills' });
      fireEvent.keyDown(input, { key: 'ArrowDown' }); // opens the menu
      for (const text of texts) fireEvent.change(input, { target: { value: text } });
      return input;
    };

    test(`the search narrows the list only after ${SEARCH_DEBOUNCE_MS} ms without typing`, () => {
      const input = openAndType('d', 'da');
      expect(input).toHaveValue('da'); // the text shows at once
      expect(optionNames()).toEqual(['Python', 'Design', 'Data science']);

      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      expect(optionNames()).toHaveLength(3);

      act(() => vi.advanceTimersByTime(1));
      expect(optionNames()).toEqual(['Data science']);
    });

    test('each keystroke restarts the wait', () => {
      const input = openAndType('p');
      act(() => vi.advanceTimersByTime(400));
      fireEvent.change(input, { target: { value: 'py' } });
      act(() => vi.advanceTimersByTime(400)); // 800 ms since the first key, 400 since the last
      expect(optionNames()).toHaveLength(3);
      act(() => vi.advanceTimersByTime(100));
      expect(optionNames()).toEqual(['Python']);
    });

    test('clearing the search shows every option at once', () => {
      const input = openAndType('py');
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(optionNames()).toEqual(['Python']);
      fireEvent.change(input, { target: { value: '' } });
      expect(optionNames()).toHaveLength(3);
    });

    test('a search matching nothing says "No results found" once it settles', () => {
      openAndType('zz');
      expect(screen.queryByText('No results found')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(screen.getByText('No results found')).toBeInTheDocument();
    });
  });

  test('choosing adds to the array of values and removing takes it out', async () => {
    const { user, onChange } = renderWidget(Multiselect, { field: field, initial: ['design'] });
    await user.click(screen.getByRole('combobox', { name: 'Skills' }));
    await user.click(screen.getByRole('option', { name: 'Python' }));
    expect(onChange).toHaveBeenLastCalledWith(['design', 'py']);
    await user.click(screen.getByRole('button', { name: 'Remove Design' }));
    expect(onChange).toHaveBeenLastCalledWith(['py']);
  });
});
