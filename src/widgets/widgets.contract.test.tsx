import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { traitsOf, type FieldDef, type FieldType } from '../engine/index';
import { defaultWidgets } from './default-widgets';
import { CONTROL_ID, ERROR_ID, ERROR_TEXT, makeField, preloadWidgets, renderWidget } from './test-harness';

const OPTIONS = [
  { label: 'Alpha', value: 'a' },
  { label: 'Beta', value: 'b' },
];

interface ContractCase {
  field?: Partial<FieldDef>;
  initial: unknown;
  /** The control, found the way a user finds it (by its label, legend or own text). */
  control: (label: string) => HTMLElement;
  /** Set for fields drawn with no control of their own (an unregistered component shows an alert). */
  noControl?: true;
  /** Answers as a user would and returns the value onChange must carry; absent for fields holding no answer. */
  answer?: (user: UserEvent, control: HTMLElement) => Promise<unknown>;
}

const byLabel = (label: string) => screen.getByLabelText(label);
const typing =
  (text: string, expected = text) =>
  async (user: UserEvent, control: HTMLElement) => {
    await user.type(control, text);
    return expected;
  };
const pasting = (text: string) => async (user: UserEvent, control: HTMLElement) => {
  await user.click(control);
  await user.paste(text);
  return text;
};
const uploading = (file: File) => async (user: UserEvent, control: HTMLElement) => {
  await user.upload(control, file);
  return file;
};
const choosing = (optionName: string, expected: unknown) => async (user: UserEvent, control: HTMLElement) => {
  await user.click(control);
  await user.click(screen.getByRole('option', { name: optionName }));
  return expected;
};
const clicking = (expected: unknown) => async (user: UserEvent, control: HTMLElement) => {
  await user.click(control);
  return expected;
};
const inGroup = (label: string) => within(screen.getByRole('group', { name: label }));

// `satisfies Record<FieldType, ...>`: a widget added to the registry fails to compile until it has a case here.
const cases = {
  text: { initial: '', control: byLabel, answer: typing('Ada Lovelace') },
  email: { initial: '', control: byLabel, answer: typing('ada@example.org') },
  password: { initial: '', control: byLabel, answer: typing('s3cret!') },
  number: { initial: '', control: byLabel, answer: typing('42') }, // kept as the typed string
  tel: { initial: '', control: byLabel, answer: typing('01012345678') },
  phone: { initial: '', control: byLabel, answer: typing('01012345678') },
  url: { initial: '', control: byLabel, answer: typing('https://example.org') },
  time: { initial: '', control: byLabel, answer: typing('09:30') },
  textarea: { initial: '', control: byLabel, answer: typing('Line one{Enter}Line two', 'Line one\nLine two') },
  file: { initial: null, control: byLabel, answer: uploading(new File(['%PDF'], 'proposal.pdf', { type: 'application/pdf' })) },
  image: { initial: null, control: byLabel, answer: uploading(new File(['png'], 'team.png', { type: 'image/png' })) },
  select: {
    field: { options: OPTIONS },
    initial: '',
    control: (label) => screen.getByRole('combobox', { name: label }),
    answer: choosing('Beta', 'b'),
  },
  radio: {
    field: { options: OPTIONS },
    initial: '',
    control: (label) => inGroup(label).getByRole('radio', { name: 'Alpha' }),
    answer: async (user) => {
      await user.click(screen.getByRole('radio', { name: 'Beta' }));
      return 'b';
    },
  },
  multiselect: {
    field: { options: OPTIONS },
    initial: [],
    control: (label) => screen.getByRole('combobox', { name: label }),
    answer: choosing('Beta', ['b']),
  },
  date: { initial: '', control: byLabel, answer: pasting('1990-05-17') }, // typing: date-input.test.tsx
  checkbox: { initial: false, control: (label) => screen.getByRole('checkbox', { name: label }), answer: clicking(true) },
  switch: { initial: false, control: (label) => screen.getByRole('switch', { name: label }), answer: clicking(true) },
  component: { initial: [], noControl: true, control: () => screen.getByRole('alert') },
  suggestion: { initial: undefined, control: (label) => screen.getByRole('button', { name: label }) },
  reCaptcha: {
    initial: '',
    control: (label) => inGroup(label).getByRole('checkbox', { name: 'I am not a robot (captcha disabled)' }),
    answer: clicking('off'),
  },
  dynamicArrayField: {
    field: { fields: [makeField({ type: 'text', name: 'school', label: 'School' })] },
    initial: [],
    control: (label) => inGroup(label).getByRole('button', { name: 'Add' }),
    answer: clicking([{ school: '' }]),
  },
} satisfies Record<FieldType, ContractCase>;

const types = Object.keys(defaultWidgets) as FieldType[];

beforeAll(() => preloadWidgets(defaultWidgets));

describe.each(types)('the %s widget', (type) => {
  const widget = defaultWidgets[type];
  const spec: ContractCase = cases[type];
  const field = makeField({ type, label: 'Your answer', ...spec.field });
  const draw = (props = {}) => renderWidget(widget, { field, initial: spec.initial, props: { onSuggest: () => {}, ...props } });

  test('its control is found by its label', () => {
    draw();
    expect(spec.control(field.label)).toBeInTheDocument();
  });

  test.skipIf(spec.noControl)('disabled disables its control', () => {
    draw({ disabled: true });
    expect(spec.control(field.label)).toBeDisabled();
  });

  const { answer } = spec;
  if (!answer) return;

  test('an invalid field reaches its control through aria-invalid and aria-describedby', () => {
    draw({ invalid: true, describedBy: ERROR_ID });
    const control = spec.control(field.label);
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control.getAttribute('aria-describedby')?.split(' ')).toContain(ERROR_ID);
    expect(control).toHaveAccessibleDescription(expect.stringContaining(ERROR_TEXT));
  });

  test.skipIf(traitsOf({ type }).value === 'rows')('a required field says so on its control', () => {
    draw({ required: true }); // a list's rows are required through minItems, not on its Add button
    expect(spec.control(field.label)).toBeRequired();
  });

  test('a valid field does not say it is invalid', () => {
    draw();
    expect(spec.control(field.label)).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('answering calls onChange with a value of the field type', async () => {
    const { onChange, user } = draw();
    const expected = await answer(user, spec.control(field.label));
    expect(onChange).toHaveBeenLastCalledWith(expected);
  });

  test('leaving the control calls onBlur', async () => {
    const { onBlur, user } = draw();
    const control = spec.control(field.label);
    act(() => control.focus());
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onBlur).toHaveBeenCalled();
  });
});

test('every widget puts the field id on its control, for the error summary links', () => {
  for (const type of types) {
    const spec: ContractCase = cases[type];
    const field = makeField({ type, ...spec.field });
    const { unmount } = renderWidget(defaultWidgets[type], { field, initial: spec.initial });
    expect(spec.control(field.label), type).toHaveAttribute('id', CONTROL_ID);
    unmount();
  }
});
