import { useId, useMemo, useState } from 'react';
import { diffDefinitions } from '../../../engine/organiser';
import type { Translate } from '../../../lib/i18n/translate';
import { useConsoleWords } from '../i18n/use-console-words';
import { describedBy, Field } from '../parts/form-parts';
import { DefinitionChanges } from './definition-changes';
import { useFormVersion, type CheckedVersion, type PublishedForm } from './forms-api';

/** Pick two versions of a form and see what changed from the first to the second. */
export function VersionCompare({ form }: { form: PublishedForm }) {
  const id = useId();
  const { t, number } = useConsoleWords();
  const [from, setFrom] = useState(form.versions[1]?.version ?? form.version);
  const [to, setTo] = useState(form.version);
  const [compared, setCompared] = useState<{ from: number; to: number }>();
  const [error, setError] = useState<string>();
  const before = useFormVersion(form.formId, compared?.from);
  const after = useFormVersion(form.formId, compared?.to);

  const options = form.versions.map((entry) => (
    <option key={entry.version} value={entry.version}>
      {t('console.compare.option', { version: number(entry.version) })}
    </option>
  ));
  const fromId = `${id}-from`;
  // Every form has its own pair of selects: their names say which form they belong to.
  const ofForm = <span className="visually-hidden"> {t('console.compare.ofForm', { title: form.title })}</span>;

  return (
    <section className="forms-compare" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('console.compare.title')}</h3>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (from === to) {
            setError(t('console.compare.same'));
            document.getElementById(fromId)?.focus();
            return;
          }
          setError(undefined);
          setCompared({ from, to });
        }}
      >
        <div className="forms-compare-choices">
          <Field
            id={fromId}
            label={
              <>
                {t('console.compare.from')}
                {ofForm}
              </>
            }
            error={error}
          >
            <select
              id={fromId}
              value={from}
              onChange={(event) => setFrom(Number(event.target.value))}
              aria-describedby={describedBy(fromId, false, error)}
              aria-invalid={Boolean(error)}
            >
              {options}
            </select>
          </Field>
          <Field
            id={`${id}-to`}
            label={
              <>
                {t('console.compare.to')}
                {ofForm}
              </>
            }
          >
            <select id={`${id}-to`} value={to} onChange={(event) => setTo(Number(event.target.value))}>
              {options}
            </select>
          </Field>
        </div>
        <button type="submit" className="console-button console-button-quiet">
          {t('console.compare.button')}
          <span className="visually-hidden"> {t('console.compare.buttonOf', { title: form.title })}</span>
        </button>
      </form>
      <Comparison compared={compared} before={before} after={after} />
    </section>
  );
}

type Loaded = ReturnType<typeof useFormVersion>;

/** Why a version cannot be diffed: it no longer passes the engine's checks. */
function brokenText(version: string, checked: CheckedVersion, t: Translate): string[] {
  if (checked.ok) return [];
  const problems = checked.problems.map((problem) => `${problem.path} ${problem.message}`).join(t('console.compare.problemSeparator'));
  return [t('console.compare.broken', { version, problems })];
}

/** The outcome of a comparison; one live region says it, whatever it is, so a screen reader hears each new result. */
function Comparison({ compared, before, after }: { compared: { from: number; to: number } | undefined; before: Loaded; after: Loaded }) {
  const { t, number } = useConsoleWords();
  const diff = useMemo(
    () => (before.data?.ok && after.data?.ok ? diffDefinitions(before.data.definition, after.data.definition) : undefined),
    [before.data, after.data],
  );
  let message = '';
  if (!compared) message = '';
  else if (before.isError || after.isError) {
    message = t('console.compare.notLoaded', { reason: (before.error ?? after.error)!.message });
  } else if (before.isPending || after.isPending) message = t('console.compare.loading');
  else if (!diff) {
    message = [...brokenText(number(compared.from), before.data, t), ...brokenText(number(compared.to), after.data, t)].join(' ');
  } else {
    message = t('console.compare.outcome', {
      from: number(compared.from),
      to: number(compared.to),
      count: diff.added.length,
      added: number(diff.added.length),
      removed: number(diff.removed.length),
      changed: number(diff.changed.length),
    });
  }
  return (
    <>
      <p role="status" className="forms-outcome">
        {message}
      </p>
      {compared && diff ? <DefinitionChanges diff={diff} /> : null}
    </>
  );
}
