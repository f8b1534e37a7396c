import { useRef, type KeyboardEvent } from 'react';
import { arEG } from 'date-fns/locale/ar-EG';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import type { WidgetProps } from '../lib/widget-contract';
import { asText } from './widget-helpers';
import { useWidgetWords } from './widget-words';

// The calendar's month and day names; English keeps the library's own (date-fns' en-US, weeks from Sunday).
const CALENDAR_LOCALES = { en: undefined, ar: arEG };

export const DATE_FORMAT = 'yyyy-MM-dd';
/** Where the calendar opens when no date is chosen: most applicants' birth dates are near (section 2). */
export const OPEN_TO_DATE = new Date(1980, 6, 1);

const CLOSING_KEYS = new Set(['Escape', 'Enter']);
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' to a local date; null for anything else, including 2023-02-31. */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export const formatIsoDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * A calendar date kept as its 'yyyy-MM-dd' text. Typed text is kept as typed, so an unfinished or
 * wrong date stays visible and the engine's format message explains it instead of it being dropped.
 */
export function DateInput({ field, id, value, onChange, onBlur, invalid, describedBy, required, disabled }: WidgetProps<string>) {
  const text = asText(value);
  const selected = parseIsoDate(text);
  const picker = useRef<DatePicker>(null);
  const { t, language } = useWidgetWords();
  // In its input, react-datepicker answers Escape by blurring it and focusing it again from a timer (which
  // pulls back a keyboard user who tabbed on at once) and Enter by blurring it and picking the calendar's
  // highlighted day (1 July 1980 in an empty field): both only close the calendar here, the focus kept.
  const closeCalendar = (event: KeyboardEvent) => {
    if (!CLOSING_KEYS.has(event.key) || event.target !== picker.current?.input || !picker.current.isCalendarOpen()) return;
    event.stopPropagation();
    event.preventDefault();
    picker.current.setOpen(false, true); // true: without it the library blurs the input too
  };
  return (
    <div onKeyDownCapture={closeCalendar}>
      <DatePicker
        ref={picker}
        id={id}
        className="widget-input"
        value={text}
        selected={selected}
        openToDate={selected ?? OPEN_TO_DATE}
        dateFormat={DATE_FORMAT}
        strictParsing
        showYearDropdown
        showMonthDropdown
        dropdownMode="select"
        onChange={(date) => onChange(date ? formatIsoDate(date) : '')}
        onChangeRaw={(event) => {
          if (event?.target instanceof HTMLInputElement) onChange(event.target.value);
        }}
        onBlur={onBlur}
        onCalendarClose={onBlur}
        ariaInvalid={String(invalid)}
        ariaDescribedBy={describedBy}
        ariaRequired={String(required)}
        disabled={disabled}
        autoComplete={field.autocomplete ?? 'off'}
        placeholderText={field.placeholder ?? DATE_FORMAT}
        locale={CALENDAR_LOCALES[language]}
        chooseDayAriaLabelPrefix={t('date.choose')}
        previousMonthAriaLabel={t('date.previousMonth')}
        nextMonthAriaLabel={t('date.nextMonth')}
        previousMonthButtonLabel={t('date.previousMonth')}
        nextMonthButtonLabel={t('date.nextMonth')}
      />
    </div>
  );
}
