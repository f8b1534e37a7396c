import { useFormikContext } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { RendererContext, type Renderer, type RendererSettings } from './renderer-context';
import type { Values } from './types';
import { useFieldHandlers } from './use-field-handlers';
import { useOptionLists } from './use-option-lists';

interface RendererProviderProps {
  settings: RendererSettings;
  attempted: boolean;
  children: ReactNode;
}

/** Completes the form's settings with what only Formik and react-query know, and hands the whole to every slot. */
export function RendererProvider({ settings, attempted, children }: RendererProviderProps) {
  const { isSubmitting } = useFormikContext<Values>();
  const optionLists = useOptionLists(settings.compiled.definition.fields, settings.actions.fetchOptions);
  const handlersOf = useFieldHandlers(attempted);
  const disabled = settings.mode === 'preview' || isSubmitting;
  const renderer = useMemo<Renderer>(
    () => ({ ...settings, optionLists, disabled, attempted, handlersOf }),
    [settings, optionLists, disabled, attempted, handlersOf],
  );
  return <RendererContext value={renderer}>{children}</RendererContext>;
}
