import type { WidgetRegistry } from '../lib/widget-contract';
import { Checkbox } from './checkbox';
import { lazyWidget } from './lazy-widget';
import { DynamicArray } from './dynamic-array';
import { RadioGroup } from './radio-group';
import { SuggestionButton } from './suggestion-button';
import { Switch } from './switch';
import { EmailInput, NumberInput, PasswordInput, TelInput, TextInput, TimeInput, UrlInput } from './text-input';
import { Textarea } from './textarea';
import { UnknownWidget } from './unknown-widget';
import './widgets.css';

// The libraries behind these download with the first form that draws them (the renderer preloads
// the ones a form uses): a form's first screen does not wait for the date picker or react-select.
const Select = lazyWidget(async () => (await import('./select')).Select, { size: 'choice' });
const Multiselect = lazyWidget(async () => (await import('./multiselect')).Multiselect, { size: 'choice' });
const DateInput = lazyWidget(async () => (await import('./date-input')).DateInput);
const FileUpload = lazyWidget(async () => (await import('./file-upload')).FileUpload, { size: 'upload' });
const ImageUpload = lazyWidget(async () => (await import('./image-upload')).ImageUpload, { size: 'upload' });
const Captcha = lazyWidget(async () => (await import('./captcha')).Captcha, { layout: 'group' });

/**
 * The widget of every field type; a new type does not compile until it is listed here. `component`
 * maps to UnknownWidget because the renderer draws registered components itself and falls back to it.
 */
export const defaultWidgets = {
  text: TextInput,
  email: EmailInput,
  password: PasswordInput,
  number: NumberInput,
  tel: TelInput,
  phone: TelInput,
  url: UrlInput,
  time: TimeInput,
  textarea: Textarea,
  file: FileUpload,
  image: ImageUpload,
  select: Select,
  radio: RadioGroup,
  multiselect: Multiselect,
  date: DateInput,
  checkbox: Checkbox,
  switch: Switch,
  component: UnknownWidget,
  suggestion: SuggestionButton,
  reCaptcha: Captcha,
  dynamicArrayField: DynamicArray,
} satisfies WidgetRegistry;
