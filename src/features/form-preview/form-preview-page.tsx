import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { checkDefinition, type FormDefinition } from '../../engine/index';
import { FormRenderer, useFormWords, Words, type FormMode, type Values } from '../../form-react/index';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../lib/i18n/languages';
import type { MessageId } from '../../lib/i18n/translate';
import { linearPatterns } from '../../lib/linear-patterns';
import memberJson from '../../../forms/member.json';
import volunteerJson from '../../../forms/samples/volunteer.json';
import { registryFor } from '../registration/form-registry';
import { cairoMomentWords } from '../registration/cairo-words';
import { DefinitionInput } from './definition-input';
import { EngineOutput } from './engine-output';
import { ProblemList } from './problem-list';
import { PublishPanel } from './publish-panel';
import { StoredVersionNotice } from './stored-version-notice';
import { useCheckedDefinition } from './use-checked-definition';
import { useConsoleSession } from './use-console-session';
import { useStoredDefinition, type StoredDefinition, type StoredRequest } from './use-stored-definition';
import './form-preview.css';

const member = checkDefinition(memberJson, { patterns: linearPatterns });
const FORMS: Record<string, FormDefinition> = member.ok ? { member: member.definition } : {};
const MODE_NAMES: Record<FormMode, MessageId> = { add: 'preview.modes.add', edit: 'preview.modes.edit', preview: 'preview.modes.preview' };
const MODES = Object.keys(MODE_NAMES) as FormMode[];
const keys = new WeakMap<object, number>();
let counter = 0;
/** A fresh form for each newly checked definition, so answers never leak from the previous one. */
const keyOf = (compiled: object) => {
  if (!keys.has(compiled)) keys.set(compiled, (counter += 1));
  return keys.get(compiled);
};

/** ?form=<id>&version=<n> asks for a stored version; ?form alone names the form to publish as. */
function useAddress(): { formId: string; stored: StoredRequest | undefined } {
  const [params] = useSearchParams();
  const formId = params.get('form') ?? '';
  const version = params.get('version') ?? '';
  return { formId, stored: formId && version ? { formId, version } : undefined };
}

/**
 * The organisers' preview: paste a definition (or open a stored version), see its problems as you type, and fill it live.
 * Nothing is sent unless an admin signed in to the console publishes it.
 */
export default function FormPreviewPage() {
  const address = useAddress();
  const session = useConsoleSession();
  const stored = useStoredDefinition(address.stored);
  const [text, setText] = useState(() => (address.stored ? '' : JSON.stringify(volunteerJson, null, 2)));
  // The stored version replaces the text once when it arrives; later edits are the organiser's.
  const [opened, setOpened] = useState<StoredDefinition>();
  if (stored.data && stored.data !== opened) {
    setOpened(stored.data);
    setText(JSON.stringify(stored.data.data, null, 2));
  }
  const [mode, setMode] = useState<FormMode>('add');
  const [values, setValues] = useState<Values>({});
  const [sent, setSent] = useState(0);
  const words = useFormWords();
  const { t } = words;
  // The texts are shown in the language chosen here, the page's own at first: organisers check each translation.
  const [language, setLanguage] = useState<Language>(words.language);
  const state = useCheckedDefinition(text, FORMS, language);
  const registry = useMemo(() => registryFor(FORMS), []);

  return (
    <div className="form-preview">
      <h1>{t('preview.title')}</h1>
      <p>
        <Words id="preview.intro" components={{ 0: <code dir="ltr" /> }} />
      </p>
      {address.stored ? <StoredVersionNotice request={address.stored} loading={stored.isLoading} error={stored.error} /> : null}
      {opened ? (
        <p role="status">
          {t('preview.opened', {
            version: words.number(opened.version),
            form: address.stored?.formId,
            moment: cairoMomentWords(words, opened.publishedAt),
          })}
        </p>
      ) : null}
      <div className="preview-columns">
        <div>
          <DefinitionInput text={text} onText={setText} />
          {state.status === 'problems' ? <ProblemList title={t('preview.problems')} problems={state.problems} tone="error" /> : null}
          {state.status === 'ready' ? <ProblemList title={t('preview.warnings')} problems={state.warnings} tone="warning" /> : null}
          {state.status === 'ready' && state.warnings.length === 0 ? <p role="status">{t('preview.noProblems')}</p> : null}
          {session?.role === 'admin' && state.status === 'ready' ? (
            <PublishPanel definition={state.source} initialFormId={address.formId} />
          ) : null}
        </div>
        <div>
          <fieldset className="preview-modes">
            <legend>{t('preview.mode')}</legend>
            {MODES.map((option) => (
              <label key={option}>
                <input type="radio" name="preview-mode" value={option} checked={mode === option} onChange={() => setMode(option)} />{' '}
                {t(MODE_NAMES[option])}
              </label>
            ))}
          </fieldset>
          <fieldset className="preview-modes">
            <legend>{t('preview.language')}</legend>
            {LANGUAGES.map((option) => (
              <label key={option} lang={option}>
                <input
                  type="radio"
                  name="preview-language"
                  value={option}
                  checked={language === option}
                  onChange={() => setLanguage(option)}
                />{' '}
                {LANGUAGE_NAMES[option]}
              </label>
            ))}
          </fieldset>
          {state.status === 'ready' ? (
            <>
              {sent > 0 ? <p role="status">{t('preview.sent')}</p> : null}
              <FormRenderer
                key={`${mode}-${keyOf(state.compiled)}`}
                definition={state.compiled.definition}
                compiled={state.compiled}
                forms={FORMS}
                widgets={registry.widgets}
                components={registry.components}
                mode={mode}
                headingLevel={3}
                keepValuesOnSuccess
                onValuesChange={setValues}
                onSubmit={() => setSent((count) => count + 1)}
              />
              <EngineOutput compiled={state.compiled} values={values} />
            </>
          ) : (
            <p role="status">{state.status === 'empty' ? t('preview.empty') : t('preview.fix')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
