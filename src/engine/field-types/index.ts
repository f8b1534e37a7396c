import { captchaType, suggestionType } from './captcha';
import { choiceType } from './choice';
import { componentType } from './component';
import { dateType, timeType } from './date-time';
import { dynamicArrayType } from './dynamic-array';
import { emailType } from './email';
import { multiselectType } from './multiselect';
import { numberType } from './number';
import type { FieldTypeRegistry } from './spec';
import { passwordType, textType } from './text';
import { toggleType } from './toggle';
import { fileType, imageType } from './upload';
import { urlType } from './url';

/** How each field type becomes zod; a new type does not compile until it is listed here. */
export const fieldTypes = {
  text: textType,
  email: emailType,
  password: passwordType,
  number: numberType,
  tel: textType,
  phone: textType,
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

export type { CompileContext, CrossCheck, FieldTypeSpec } from './spec';
