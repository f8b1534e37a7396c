import type { WidgetRegistry } from '../lib/widget-contract';
import { Captcha } from './captcha';
import { Checkbox } from './checkbox';
import { DateInput } from './date-input';
import { DynamicArray } from './dynamic-array';
import { FileUpload } from './file-upload';
import { ImageUpload } from './image-upload';
import { Multiselect } from './multiselect';
import { RadioGroup } from './radio-group';
import { Select } from './select';
import { SuggestionButton } from './suggestion-button';
import { Switch } from './switch';
import { EmailInput, NumberInput, PasswordInput, TelInput, TextInput, TimeInput, UrlInput } from './text-input';
import { Textarea } from './textarea';
import { UnknownWidget } from './unknown-widget';
import './widgets.css';

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
