import { scaledBytes } from './byte-size';
import type { MessageCatalogue } from './message-catalogue';

const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** The engine's English messages: the specification's wording (section 5, bootcamp), exactly. */
export const messagesEn: MessageCatalogue = {
  required: () => 'This field is required',
  fileRequired: () => 'File is required',
  requiredWhen: ({ label, controller, values }) => `${label} is required when ${controller} is ${values.join(' or ')}`,
  invalid: () => 'Invalid value',
  invalidFile: () => 'Invalid file',
  minLength: ({ min }) => `Minimum ${min} characters`,
  maxLength: ({ max }) => `Maximum ${max} characters`,
  minDigits: ({ min }) => `Must be at least ${min} digits`,
  maxDigits: ({ max }) => `Must be at most ${max} digits`,
  min: ({ min }) => `Minimum is ${min}`,
  max: ({ max }) => `Maximum is ${max}`,
  minItems: ({ min }) => `Minimum ${min} items`,
  maxItems: ({ max }) => `Maximum ${max} items`,
  maxFiles: ({ max }) => `You can only upload a maximum of ${max} files.`,
  minWords: ({ min }) => `Minimum ${min} words`,
  maxWords: ({ max }) => `Maximum ${max} words`,
  pattern: () => 'Invalid format',
  email: () => 'Must be a valid email',
  url: () => 'Enter a valid URL',
  date: () => 'Enter a date as yyyy-MM-dd',
  time: () => 'Enter a time as HH:mm',
  number: () => 'Must be a number',
  option: () => 'Choose one of the options',
  fileTooLarge: ({ file, maxSize }) => `File "${file}" exceeds the maximum size of ${messagesEn.bytes(maxSize)}.`,
  fileType: ({ file }) => `File "${file}" is not an accepted file type.`,
  matches: ({ label, other }) => `${label} must match ${other}`,
  teamSize: ({ count }) => `Your team must consist of ${count} members`,
  unique: ({ label }) => `Each member needs their own ${label}`,
  notInForm: () => 'This field is not part of the form',
  yes: () => 'Yes',
  no: () => 'No',
  bytes: (bytes) => {
    const [value, unit] = scaledBytes(bytes);
    return `${value} ${UNITS[unit]}`;
  },
};
