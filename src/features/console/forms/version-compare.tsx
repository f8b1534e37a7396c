import { useId, useMemo, useState } from 'react';
import { diffDefinitions } from '../../../engine/index';
import { describedBy, Field } from '../parts/form-parts';
import { DefinitionChanges } from './definition-changes';
import { useFormVersion, type CheckedVersion, type PublishedForm } from './forms-api';

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** Pick two versions of a form and see what changed from the first to the second. */
export function VersionCompare({ form }: { form: PublishedForm }) {
  const id = useId();
  const [from, setFrom] = useState(form.versions[1]?.version ?? form.version);
  const [to, setTo] = useState(form.version);
  const [compared, setCompared] = useState<{ from: number; to: number }>();
  const [error, setError] = useState<string>();
  const before = useFormVersion(form.formId, compared?.from);
  const after = useFormVersion(form.formId, compared?.to);

  const options = form.versions.map((entry) => (
    <option key={entry.version} value={entry.version}>
      Version {entry.version}
    </option>
  ));
  const fromId = `${id}-from`;
  // Every form has its own pair of selects: their names say which form they belong to.
  const ofForm = <span className="visually-hidden"> of {form.title}</span>;

  return (
    <section className="forms-compare" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Compare two versions</h3>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (from === to) {
            setError('Choose two different versions to compare.');
            document.getElementById(fromId)?.focus();
            return;
          }
          setError(undefined);
          setCompared({ from, to });
        }}
      >
        <div className="forms-compare-choices">
          <Field id={fromId} label={<>From version{ofForm}</>} error={error}>
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
          <Field id={`${id}-to`} label={<>To version{ofForm}</>}>
            <select id={`${id}-to`} value={to} onChange={(event) => setTo(Number(event.target.value))}>
              {options}
            </select>
          </Field>
        </div>
        <button type="submit" className="console-button console-button-quiet">
          Compare<span className="visually-hidden"> versions of {form.title}</span>
        </button>
      </form>
      <Comparison compared={compared} before={before} after={after} />
    </section>
  );
}

type Loaded = ReturnType<typeof useFormVersion>;

/** Why a version cannot be diffed: it no longer passes the engine's checks. */
function brokenText(version: number, checked: CheckedVersion): string[] {
  if (checked.ok) return [];
  const problems = checked.problems.map((problem) => `${problem.path} ${problem.message}`).join('; ');
  return [`Version ${version} does not pass today's checks, so it cannot be compared: ${problems}.`];
}

/** The outcome of a comparison; one live region says it, whatever it is, so a screen reader hears each new result. */
function Comparison({ compared, before, after }: { compared: { from: number; to: number } | undefined; before: Loaded; after: Loaded }) {
  const diff = useMemo(
    () => (before.data?.ok && after.data?.ok ? diffDefinitions(before.data.definition, after.data.definition) : undefined),
    [before.data, after.data],
  );
  let message = '';
  if (!compared) message = '';
  else if (before.isError || after.isError) message = `The versions could not be loaded: ${(before.error ?? after.error)!.message}`;
  else if (before.isPending || after.isPending) message = 'Loading the two versions…';
  else if (!diff) message = [...brokenText(compared.from, before.data), ...brokenText(compared.to, after.data)].join(' ');
  else {
    const counts = `${count(diff.added.length, 'field')} added, ${diff.removed.length} removed, ${diff.changed.length} changed`;
    message = `From version ${compared.from} to version ${compared.to}: ${counts}.`;
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
