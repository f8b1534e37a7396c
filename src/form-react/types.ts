import type { ReactNode } from 'react';
import type { CompiledForm, FieldDef, FormDefinition, Option } from '../engine/index';
import type { ComponentRegistry, WidgetRegistry } from '../lib/widget-contract';

export type FormMode = 'add' | 'edit' | 'preview';
export type Values = Record<string, unknown>;

/** What a submission handler answers: nothing or ok on success, or the server's field errors (the 422 shape). */
export type SubmitOutcome = void | { ok: true } | { ok: false; errors: Record<string, string[]>; message?: string };

/** Answers an assistant suggests for empty fields, with the badge shown beside each. */
export type Suggestions = Record<string, { value: unknown; badge?: string }>;

/** One error of the summary: its path ("members.1.email"), the field as people name it, the message and the answer. */
export interface ErrorItem {
  path: string;
  label: string;
  message: string;
  value: unknown;
}

export interface FormRendererProps {
  /** A checked definition; compile it once and pass `compiled` to share it. */
  definition: FormDefinition;
  compiled?: CompiledForm;
  /** Forms that components embed, by id (the members table's member form). */
  forms?: Record<string, FormDefinition>;
  widgets: WidgetRegistry;
  components?: ComponentRegistry;
  mode?: FormMode;
  initialValues?: Values;
  /** Answers of an embedding form that this form's conditions read (a row form's parent). */
  context?: Values;
  /** Receives the validated answers (hidden fields dropped, numbers converted) and the raw ones. */
  onSubmit: (data: Values, raw: Values) => Promise<SubmitOutcome> | SubmitOutcome;
  /** Loads a server option list; defaults to GET /api/v1{endpoint}. */
  fetchOptions?: (endpoint: string) => Promise<Option[]>;
  /** Asks an assistant for answers when a suggestion field is pressed. */
  onSuggest?: (field: FieldDef, values: Values) => Promise<Suggestions>;
  /** Show a review of every answer before the final submit (default: when there is more than one step). */
  review?: boolean;
  submitLabel?: string;
  /** Keep the answers after a successful submit instead of resetting. */
  keepValuesOnSuccess?: boolean;
  /**
   * Asks an assistant to explain the step's errors (the summary's one "Explain these errors" action);
   * answers explanations by error path, drawn under each field until its message changes.
   */
  explainErrors?: (items: ErrorItem[]) => Promise<Record<string, string>>;
  /** Told of every change of the answers (the organisers' preview shows what the engine makes of them). */
  onValuesChange?: (values: Values) => void;
  /** Heading level of step titles, so the form fits the page's outline. */
  headingLevel?: 2 | 3;
  /** The step to open on (a resumed draft); clamped to the form's steps. */
  initialStep?: number;
  /** Told when the applicant moves to another step (drafts save on every move). */
  onStepChange?: (step: number) => void;
  /** Drawn after Next (or Submit), e.g. 'Save and continue later': the primary action stays the first stop. */
  extraActions?: ReactNode;
}
