import { useMemo } from 'react';
import { compileDefinition } from '../engine/index';
import { browserPatterns } from '../lib/browser-patterns';
import { FormState } from './form-state';
import { useFormWords } from './form-words';
import { useOptionLists } from './use-option-lists';
import { usePreloadWidgets } from './use-preload-widgets';
import { useRendererSettings } from './use-renderer-settings';
import { useWizardSteps } from './use-wizard-steps';
import type { FormRendererProps, Values } from './types';
import { WithQueryClient } from './with-query-client';
import './form-renderer.css';

/** Initial answers: the definition's empty values, overlaid with given ones for known fields only. */
function startingValues(base: Values, given: Values | undefined): Values {
  if (!given) return base;
  return Object.fromEntries(Object.entries(base).map(([name, empty]) => [name, name in given ? given[name] : empty]));
}

/**
 * Draws any checked definition as a multi-step form: the wizard validates each step with its own
 * compiled schema, the whole form on submit, and maps the server's 422 errors back onto fields.
 */
export function FormRenderer(props: FormRendererProps) {
  return (
    <WithQueryClient>
      <FormSetup {...props} />
    </WithQueryClient>
  );
}

/** What no answer changes, worked out here and not in FormState, which draws again on every keystroke. */
function FormSetup(props: FormRendererProps) {
  const { definition, forms } = props;
  const compiled = useMemo(
    () => props.compiled ?? compileDefinition(definition, { forms, patterns: browserPatterns }),
    [props.compiled, definition, forms],
  );
  const words = useFormWords();
  const settings = useRendererSettings(props, compiled, words);
  const wizard = useWizardSteps(props);
  const initialValues = useMemo(() => startingValues(compiled.initialValues, props.initialValues), [compiled, props.initialValues]);
  const optionLists = useOptionLists(compiled.definition.fields, settings.actions.fetchOptions);
  usePreloadWidgets(props.widgets, compiled.definition, forms);
  return <FormState {...props} {...{ compiled, settings, wizard, words, initialValues, optionLists }} />;
}
