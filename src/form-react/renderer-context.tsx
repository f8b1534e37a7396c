import { createContext, useContext } from 'react';
import type { CompiledForm, FieldDef, Option } from '../engine/index';
import type { ComponentRegistry, WidgetRegistry } from '../lib/widget-contract';
import type { FormStore } from './form-store';
import type { FormMode, FormRendererProps, Suggestions, Values } from './types';
import type { OptionListState } from './use-option-lists';

/** The assistants a form may call; each is absent where the page has none, and keeps its identity across renders. */
export interface RendererActions {
  onSuggest?: (field: FieldDef, values: Values) => Promise<Suggestions>;
  explainErrors?: FormRendererProps['explainErrors'];
  fetchOptions: (endpoint: string) => Promise<Option[]>;
}

/** What one form instance's settings say, the same on every step: built once by the renderer from its props. */
export interface RendererSettings {
  /** Prefix of every id inside this form instance (two forms on a page never share an id). */
  formId: string;
  compiled: CompiledForm;
  mode: FormMode;
  /** Heading level of step titles, so the form fits the page's outline. */
  headingLevel: 2 | 3;
  /** Answers of an embedding form that this form's conditions read (a row form's parent). */
  context: Values;
  widgets: WidgetRegistry;
  components: ComponentRegistry;
  /** Names the field of an error path ("members.1.email" -> "Team Member 2, Email"). */
  labelOf: (path: string) => string;
  actions: RendererActions;
}

/** Change and leave handlers of one answer; the same functions on every render, so a memoised slot keeps them. */
export interface FieldHandlers {
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** The field disappeared: it no longer counts as visited (it comes back a new question). */
  forget: () => void;
}

/**
 * Everything the wizard, its steps and each field slot share. It changes only when the form's settings,
 * its option lists, a submission or a failed attempt change, never on a keystroke: a slot that reads it
 * re-renders with its own answer, not with every other one.
 */
export interface Renderer extends RendererSettings {
  /** Server option lists by endpoint, each loaded once however many fields use it. */
  optionLists: Map<string, OptionListState>;
  /** Preview, or a submission in flight: no answer can change. */
  disabled: boolean;
  /** After a failed Next or Submit: every answer of the step shows its error and is re-checked as it changes. */
  attempted: boolean;
  handlersOf: (path: string) => FieldHandlers;
  /** Formik's state by path, for the slots that draw one answer; this context keeps its identity as that state changes. */
  store: FormStore;
}

export const RendererContext = createContext<Renderer | null>(null);

/** The renderer of the form this component sits in. */
export function useRenderer(): Renderer {
  const renderer = useContext(RendererContext);
  if (!renderer) throw new Error('useRenderer() is called outside a FormRenderer');
  return renderer;
}
