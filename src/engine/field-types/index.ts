import type { FieldDef } from '../model';
import { captchaType, suggestionType } from './captcha';
import { choiceType } from './choice';
import { componentType } from './component';
import { dateType, timeType } from './date-time';
import { dynamicArrayType } from './dynamic-array';
import { emailType } from './email';
import { multiselectType } from './multiselect';
import { numberType } from './number';
import type { FieldTraits, FieldTypeRegistry } from './spec';
import { passwordType, telType, textType } from './text';
import { toggleType } from './toggle';
import { fileType, imageType } from './upload';
import { urlType } from './url';

/** How each field type becomes zod; a new type does not compile until it is listed here. */
export const fieldTypes = {
  text: textType,
  email: emailType,
  password: passwordType,
  number: numberType,
  tel: telType,
  phone: telType,
  url: urlType,
  time: timeType,
  textarea: textType,
  file: fileType,
  image: imageType,
  select: choiceType,
  radio: choiceType,
  multiselect: multiselectType,
  date: dateType,
  checkbox: toggleType,
  switch: toggleType,
  component: componentType,
  suggestion: suggestionType,
  reCaptcha: captchaType,
  dynamicArrayField: dynamicArrayType,
} satisfies FieldTypeRegistry;

/** What the rest of the code may know of a field's type: ask this instead of comparing type names. */
export const traitsOf = (field: Pick<FieldDef, 'type'>): FieldTraits => fieldTypes[field.type].traits;

export type {
  CompileContext,
  CrossCheck,
  Report,
  ExportShape,
  FieldTraits,
  FieldTypeSpec,
  FieldValue,
  TextFormat,
  UploadTraits,
} from './spec';
