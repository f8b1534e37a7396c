import type { FormikProps } from 'formik';
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createFormStore } from './form-store';
import { RendererContext, type Renderer, type RendererSettings } from './renderer-context';
import type { Values } from './types';
import { useFieldHandlers } from './use-field-handlers';
import type { OptionListState } from './use-option-lists';

interface RendererProviderProps {
  settings: RendererSettings;
  formik: FormikProps<Values>;
  attempted: boolean;
  /** Loaded above Formik's state (FormRenderer), so a keystroke does not ask react-query about every list again. */
  optionLists: Map<string, OptionListState>;
  children: ReactNode;
}

/** Completes the form's settings with what only Formik and react-query know, and hands the whole to every slot. */
export function RendererProvider({ settings, formik, attempted, optionLists, children }: RendererProviderProps) {
  const { values, errors, touched, isSubmitting } = formik;
  const [store] = useState(() => createFormStore({ values, errors, touched }));
  // Relays each state Formik draws to the slots that read the part that changed, within the same commit.
  useLayoutEffect(() => store.publish({ values, errors, touched }), [store, values, errors, touched]);
  const handlersOf = useFieldHandlers(settings, formik, attempted, store);
  const disabled = settings.mode === 'preview' || isSubmitting;
  const renderer = useMemo<Renderer>(
    () => ({ ...settings, store, optionLists, disabled, attempted, handlersOf }),
    [settings, store, optionLists, disabled, attempted, handlersOf],
  );
  return <RendererContext value={renderer}>{children}</RendererContext>;
}
