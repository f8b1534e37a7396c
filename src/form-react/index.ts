export { FormRenderer } from './form-renderer';
export type { FormMode, FormRendererProps, SubmitOutcome, Suggestions, Values } from './types';
