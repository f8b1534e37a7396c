import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n/translate';
import { describedBy, ErrorSummary, Field, type FormProblem } from '../parts/form-parts';
import { useSaveSettings, useSettings, type ConsoleSettings } from './settings-api';
import { controlId, DATE_FIELDS, DATE_GROUPS, EDITION, TEXT_FIELDS, TEXT_GROUPS } from './settings-fields';
import type { SettingField, TextSettingField } from './settings-fields';
import { serverErrors, settingsFrom, toValues, type SettingErrors, type SettingValues } from './settings-values';
import './settings.css';
import { LoadProblem } from '../parts/load-problem';

/** The event's edition, dates (Cairo time), venues and contact details: the site, the assistant and the e-mails take them from here. */
export function SettingsPage() {
  const settings = useSettings();
  const t = useT();
  return (
    <div className="settings-page">
      <h1>{t('console.settings.title')}</h1>
      <p>{t('console.settings.intro')}</p>
      {settings.isPending ? <p role="status">{t('console.settings.loading')}</p> : null}
      {settings.isError ? (
        <LoadProblem what={t('console.settings.what')} error={settings.error} retry={() => void settings.refetch()} />
      ) : null}
      {settings.data ? <SettingsForm loaded={settings.data} /> : null}
    </div>
  );
}

const ORDER = [EDITION, ...DATE_FIELDS, ...TEXT_FIELDS].map((field) => field.key);

const INPUT_TYPES = { text: 'text', email: 'email', https: 'url' } as const satisfies Record<TextSettingField['kind'], string>;

function SettingsForm({ loaded }: { loaded: ConsoleSettings }) {
  const save = useSaveSettings();
  const t = useT();
  const [values, setValues] = useState<SettingValues>(() => toValues(loaded));
  const [errors, setErrors] = useState<SettingErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState('');

  const refuse = (fields: SettingErrors, form: string[] = []) => {
    setErrors(fields);
    setFormErrors(form);
    setAttempt((count) => count + 1);
  };
  const onSubmit = () => {
    setSaved('');
    const checked = settingsFrom(values, loaded, t);
    if (!checked.ok) return refuse(checked.errors);
    save.mutate(checked.settings, {
      onSuccess: (answer) => {
        setErrors({});
        setFormErrors([]);
        setValues(toValues(answer));
        setSaved(t('console.settings.saved'));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length > 0) {
          const { fields, form } = serverErrors(error.errors, t);
          refuse(fields, form);
        } else refuse({}, [t('console.settings.notSaved', { reason: error.message })]);
      },
    });
  };

  const problems: FormProblem[] = [
    ...formErrors.map((message) => ({ message })),
    ...ORDER.filter((key) => errors[key]).map((key) => ({ controlId: controlId(key), message: errors[key]! })),
  ];
  const input = (field: SettingField, type: 'text' | 'email' | 'url' | 'datetime-local', inputMode?: 'numeric') => {
    const id = controlId(field.key);
    return (
      <Field key={field.key} id={id} label={t(field.label)} hint={t(field.hint)} error={errors[field.key]}>
        <input
          id={id}
          name={field.key}
          type={type}
          // Addresses and numbers read left to right; venues take the direction of what is typed.
          dir={type === 'text' && !inputMode ? 'auto' : 'ltr'}
          // Seconds kept: a window closes at 23:59:59.
          step={type === 'datetime-local' ? 1 : undefined}
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={type === 'email' || type === 'url' ? false : undefined}
          value={values[field.key] ?? ''}
          onChange={(event) => setValues((current) => ({ ...current, [field.key]: event.target.value }))}
          aria-describedby={describedBy(id, true, errors[field.key])}
          aria-invalid={Boolean(errors[field.key])}
          required={!field.optional}
        />
      </Field>
    );
  };

  return (
    <>
      <ErrorSummary problems={problems} attempt={attempt} />
      <form
        className="settings-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {input(EDITION, 'text', 'numeric')}
        {DATE_GROUPS.map((group) => (
          <fieldset key={group.legend}>
            <legend>{t(group.legend)}</legend>
            {group.fields.map((field) => input(field, 'datetime-local'))}
          </fieldset>
        ))}
        {TEXT_GROUPS.map((group) => (
          <fieldset key={group.legend}>
            <legend>{t(group.legend)}</legend>
            {group.fields.map((field) => input(field, INPUT_TYPES[field.kind]))}
          </fieldset>
        ))}
        <button type="submit" className="console-button" disabled={save.isPending}>
          {save.isPending ? t('console.settings.saving') : t('console.settings.save')}
        </button>
        <p role="status" className="settings-saved">
          {saved}
        </p>
      </form>
    </>
  );
}
