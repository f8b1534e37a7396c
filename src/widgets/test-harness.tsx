// Test support: draws a widget the way the field slot does, holding its value in state.
import { render } from '@testing-library/react';
import userEvent, { type Options as UserOptions } from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { FieldDef } from '../engine/index';
import { CaptchaConfigContext, type CaptchaConfig } from '../lib/captcha-config';
import { LanguageProvider } from '../lib/i18n/language-context';
import type { Language } from '../lib/i18n/languages';
import type { Widget, WidgetProps } from '../lib/widget-contract';

export const CONTROL_ID = 'field-under-test';
export const ERROR_ID = 'field-under-test-error';
export const ERROR_TEXT = 'Something is wrong here';

export function makeField(overrides: Partial<FieldDef> & Pick<FieldDef, 'type'>): FieldDef {
  return {
    name: 'answer',
    label: 'Your answer',
    path: 'steps.0.fields.0',
    step: 0,
    options: [],
    isComeFromApi: false,
    validation: {},
    showWhen: [],
    hideWhen: [],
    requireWhen: [],
    withSuggestion: false,
    componentProps: {},
    fields: [],
    ...overrides,
  };
}

const drawSubField = (sub: FieldDef, row: number): ReactNode => <input aria-label={`${sub.label} ${row + 1}`} />;

interface HarnessProps {
  widget: Widget;
  field: FieldDef;
  initial: unknown;
  props: Partial<WidgetProps>;
  onChange: (value: unknown) => void;
}

function Harness({ widget: Control, field, initial, props, onChange }: HarnessProps) {
  const [value, setValue] = useState(initial);
  const control = (
    <Control
      field={field}
      id={CONTROL_ID}
      label={field.label}
      value={value}
      onChange={(next: unknown) => {
        setValue(next);
        onChange(next);
      }}
      onBlur={() => {}}
      invalid={false}
      required={false}
      disabled={false}
      options={field.options}
      renderSubField={drawSubField}
      {...props}
    />
  );
  const layout = Control.layout ?? 'block';
  return (
    <form noValidate>
      {layout === 'block' && (
        <>
          <label htmlFor={CONTROL_ID}>{field.label}</label>
          {control}
        </>
      )}
      {layout === 'group' && (
        <fieldset>
          <legend>{field.label}</legend>
          {control}
        </fieldset>
      )}
      {layout === 'inline' && control}
      <p id={ERROR_ID}>{ERROR_TEXT}</p>
      <button type="button">Elsewhere</button>
    </form>
  );
}

export interface RenderWidgetOptions {
  field: FieldDef;
  initial?: unknown;
  props?: Partial<WidgetProps>;
  captcha?: CaptchaConfig;
  user?: UserOptions;
  /** The page's language (English when not given). */
  language?: Language;
}

/** Renders a widget under a label (or legend) with spies for onChange and onBlur. */
export function renderWidget(widget: Widget, { field, initial, props = {}, captcha, user, language = 'en' }: RenderWidgetOptions) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  const config = captcha ?? { provider: 'off', challengeUrl: '/api/v1/captcha/challenge' };
  const choice = { language, hrefIn: () => '/', switchTo: () => undefined };
  const view = render(
    <LanguageProvider choice={choice}>
      <CaptchaConfigContext value={config}>
        <Harness widget={widget} field={field} initial={initial} props={{ onBlur, ...props }} onChange={onChange} />
      </CaptchaConfigContext>
    </LanguageProvider>,
  );
  return { ...view, onChange, onBlur, user: userEvent.setup(user) };
}

/** Downloads every lazily loaded widget of a registry, so tests draw them at once (`lazy-widget.test.tsx` covers the waiting). */
export async function preloadWidgets(widgets: Record<string, Widget>) {
  await Promise.all(Object.values(widgets).map((widget) => widget.preload?.()));
}
