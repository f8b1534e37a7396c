import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import type { CompiledForm } from '../engine/index';
import type { ComponentRegistry } from '../lib/widget-contract';
import { errorLabeller } from './error-labels';
import { fetchOptionList } from './fetch-options';
import type { FormWords } from './form-words';
import type { RendererActions, RendererSettings } from './renderer-context';
import type { FormRendererProps, Values } from './types';

const NO_CONTEXT: Values = {};
const NO_COMPONENTS: ComponentRegistry = {};

/** The caller's assistants behind functions of fixed identity: a page that re-renders does not re-render every field. */
function useStableActions({ onSuggest, explainErrors, fetchOptions }: FormRendererProps): RendererActions {
  const latest = useRef({ onSuggest, explainErrors, fetchOptions });
  useLayoutEffect(() => {
    latest.current = { onSuggest, explainErrors, fetchOptions };
  });
  // Whether an assistant is there is part of the identity: it decides what is drawn (a suggestion button, an action).
  const suggests = onSuggest !== undefined;
  const explains = explainErrors !== undefined;
  return useMemo<RendererActions>(
    () => ({
      onSuggest: suggests ? (field, values) => latest.current.onSuggest!(field, values) : undefined,
      explainErrors: explains ? (items) => latest.current.explainErrors!(items) : undefined,
      fetchOptions: (endpoint) => (latest.current.fetchOptions ?? fetchOptionList)(endpoint),
    }),
    [suggests, explains],
  );
}

/** The renderer's settings from its props, with the defaults filled in; the same object until a setting changes. */
export function useRendererSettings(props: FormRendererProps, compiled: CompiledForm, words: FormWords): RendererSettings {
  const formId = `form${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const { forms, mode = 'add', headingLevel = 2, context = NO_CONTEXT, widgets, components = NO_COMPONENTS } = props;
  const labelOf = useMemo(() => errorLabeller(compiled.definition, forms, words), [compiled, forms, words]);
  const actions = useStableActions(props);
  return useMemo(
    () => ({ formId, compiled, mode, headingLevel, context, widgets, components, labelOf, actions }),
    [formId, compiled, mode, headingLevel, context, widgets, components, labelOf, actions],
  );
}
