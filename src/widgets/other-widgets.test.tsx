import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { Captcha } from './captcha';
import { DynamicArray, emptyRow } from './dynamic-array';
import { SuggestionButton } from './suggestion-button';
import { CONTROL_ID, makeField, renderWidget } from './test-harness';
import { UnknownWidget } from './unknown-widget';

// The real widget needs Web Crypto workers; the test only checks the wiring to its events.
vi.mock('altcha', () => ({}));

describe('dynamicArrayField', () => {
  const subFields = [
    makeField({ type: 'text', name: 'school', label: 'School' }),
    makeField({ type: 'multiselect', name: 'subjects', label: 'Subjects' }),
    makeField({ type: 'checkbox', name: 'graduated', label: 'Graduated' }),
    makeField({ type: 'file', name: 'certificate', label: 'Certificate' }),
  ];
  const field = makeField({ type: 'dynamicArrayField', name: 'education', label: 'Education', fields: subFields });
  const blank = { school: '', subjects: [], graduated: false, certificate: null };

  test("a new row holds each sub-field's empty value", () => {
    expect(emptyRow(subFields)).toEqual(blank);
  });

  test('Add appends an empty row drawn through renderSubField and moves focus into it', async () => {
    const { user, onChange } = renderWidget(DynamicArray, { field, initial: [] });
    expect(screen.queryByRole('group', { name: 'Education 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onChange).toHaveBeenLastCalledWith([blank]);
    const row = screen.getByRole('group', { name: 'Education 1' });
    expect(within(row).getByRole('textbox', { name: 'School 1' })).toHaveFocus(); // the harness draws sub-fields as inputs
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onChange).toHaveBeenLastCalledWith([blank, blank]);
  });

  test('Remove row 2 removes that row only and returns focus to Add', async () => {
    const rows = [
      { ...blank, school: 'Cairo' },
      { ...blank, school: 'Giza' },
      { ...blank, school: 'Alex' },
    ];
    const { user, onChange } = renderWidget(DynamicArray, { field, initial: rows });
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(onChange).toHaveBeenLastCalledWith([rows[0], rows[2]]);
    expect(screen.queryByRole('button', { name: 'Remove row 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
  });

  test('Add is disabled once the rows reach maxItems', () => {
    const limited = { ...field, validation: { maxItems: 1 } };
    renderWidget(DynamicArray, { field: limited, initial: [blank] });
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  test('without renderSubField it says so instead of drawing empty rows', () => {
    renderWidget(DynamicArray, { field, initial: [blank], props: { renderSubField: undefined } });
    expect(screen.getByRole('alert')).toHaveTextContent('education');
  });
});

describe('reCaptcha', () => {
  const field = makeField({ type: 'reCaptcha', name: 'captcha', label: 'Captcha' });
  const altcha = { provider: 'altcha', challengeUrl: '/api/v1/captcha/challenge' } as const;

  test("provider 'off' shows a plain box whose tick sets the token 'off'", async () => {
    const { user, onChange } = renderWidget(Captcha, { field, initial: '' });
    const box = screen.getByRole('checkbox', { name: 'I am not a robot (captcha disabled)' });
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith('off');
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  test("provider 'altcha' draws the widget with the challenge URL and takes its payload once verified", () => {
    const { onChange, container } = renderWidget(Captcha, { field, initial: '', captcha: altcha });
    const widget = container.querySelector('altcha-widget');
    expect(widget).toHaveAttribute('challenge', '/api/v1/captcha/challenge');
    expect(widget).toHaveAttribute('id', CONTROL_ID);

    fireEvent(widget as Element, new CustomEvent('statechange', { detail: { state: 'verifying' } }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent(widget as Element, new CustomEvent('statechange', { detail: { state: 'verified', payload: 'eyJwYXlsb2FkIjoxfQ==' } }));
    expect(onChange).toHaveBeenLastCalledWith('eyJwYXlsb2FkIjoxfQ==');
    fireEvent(widget as Element, new CustomEvent('statechange', { detail: { state: 'expired' } }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  test("provider 'recaptcha' without a site key says so", () => {
    renderWidget(Captcha, { field, initial: '', captcha: { provider: 'recaptcha', challengeUrl: '' } });
    expect(screen.getByRole('alert')).toHaveTextContent('no site key');
  });
});

describe('suggestion', () => {
  const field = makeField({ type: 'suggestion', label: 'Suggest workshop priorities' });

  test('asks for a suggestion on click', async () => {
    const onSuggest = vi.fn();
    const { user } = renderWidget(SuggestionButton, { field, initial: undefined, props: { onSuggest } });
    await user.click(screen.getByRole('button', { name: 'Suggest workshop priorities' }));
    expect(onSuggest).toHaveBeenCalledTimes(1);
  });

  test('while suggesting it is busy, says Loading... and cannot be clicked again', () => {
    renderWidget(SuggestionButton, { field, initial: undefined, props: { onSuggest: vi.fn(), suggesting: true } });
    const button = screen.getByRole('button', { name: 'Loading...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
  });
});

describe('unknown widget', () => {
  test('names the field, its type and where it is written', () => {
    const field = makeField({ type: 'text', name: 'x', path: 'steps.0.fields.3' });
    renderWidget(UnknownWidget, { field: { ...field, type: 'y' as never }, initial: '' });
    expect(screen.getByRole('alert')).toHaveTextContent('No widget for field "x" of type "y" (steps.0.fields.3)');
  });

  test('names the component of a component field nobody registered', () => {
    const field = makeField({ type: 'component', name: 'members', componentName: 'members-table', path: 'steps.2.fields.0' });
    renderWidget(UnknownWidget, { field, initial: [] });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No widget for field "members" of type "component" named "members-table" (steps.2.fields.0)',
    );
  });
});
