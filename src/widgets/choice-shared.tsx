import { createContext, useContext, useMemo } from 'react';
import { components, createFilter, type GroupBase, type InputProps, type StylesConfig } from 'react-select';
import type { Option } from '../engine/index';
import { joinIds } from './widget-helpers';
import { useWidgetWords } from './widget-words';

/** Option labels longer than this are cut in the list and the chosen value (specification section 9). */
export const LABEL_LIMIT = 50;

export function truncateLabel(label: string): string {
  return label.length > LABEL_LIMIT ? `${label.slice(0, LABEL_LIMIT).trimEnd()}…` : label;
}

/** Shows the cut label; the full one stays in the tooltip and is what screen readers read. */
export function formatOptionLabel(option: Option) {
  const short = truncateLabel(option.label);
  if (short === option.label) return option.label;
  return (
    <span title={option.label}>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{option.label}</span>
    </span>
  );
}

/** Searches labels only: option values are ids, and typing "1" should not match every id holding a 1. */
export const filterByLabel = createFilter<Option>({ stringify: (option) => option.label });

/** react-select's own words (its empty list, its loading line and the prompt) and its direction, in the page's language. */
export function useChoiceWords(placeholder: string | undefined) {
  const { t, rtl } = useWidgetWords();
  return useMemo(
    () => ({
      isRtl: rtl,
      placeholder: placeholder ?? t('widget.select'),
      noOptionsMessage: () => t('widget.noResults'),
      loadingMessage: () => t('widget.loading'),
    }),
    [t, rtl, placeholder],
  );
}

interface ChoiceAria {
  describedBy?: string;
  required: boolean;
}

/** react-select sets aria-describedby itself; this carries the field's help and error ids to its input. */
export const ChoiceAriaContext = createContext<ChoiceAria>({ required: false });

function DescribedInput<IsMulti extends boolean>(props: InputProps<Option, IsMulti, GroupBase<Option>>) {
  const aria = useContext(ChoiceAriaContext);
  return (
    <components.Input {...props} aria-describedby={joinIds(props['aria-describedby'], aria.describedBy)} aria-required={aria.required} />
  );
}

// Module-level so react-select does not remount its input on every render.
export const choiceComponents = { Input: DescribedInput };

const ERROR_COLOUR = '#d4351c';

/** Dark text on react-select's light surfaces whatever the page's colour, and a red border when invalid. */
export function choiceStyles<IsMulti extends boolean>(): StylesConfig<Option, IsMulti> {
  return {
    container: (base) => ({ ...base, color: '#1a1a1a' }),
    // react-select hides a disabled input, which takes the field out of the accessibility tree in preview mode.
    input: (base) => ({ ...base, visibility: 'visible' }),
    control: (base, state) =>
      state.selectProps['aria-invalid'] === true ? { ...base, borderColor: ERROR_COLOUR, boxShadow: `0 0 0 1px ${ERROR_COLOUR}` } : base,
  };
}
