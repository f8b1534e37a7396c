export { FormRenderer } from './form-renderer';
export type { ErrorItem, FormMode, FormRendererProps, SubmitOutcome, Suggestions, Values } from './types';
export { formWords, useFormWords, Words, type FormWords } from './form-words';
