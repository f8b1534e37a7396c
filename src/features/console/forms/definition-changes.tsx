import type { DefinitionDiff, DiffAspect, DiffField, FieldChange } from '../../../engine/organiser';
import { useT, type MessageId } from '../../../lib/i18n/translate';

const ASPECT_WORDS: Record<DiffAspect, MessageId> = {
  label: 'console.diff.label',
  type: 'console.diff.type',
  step: 'console.diff.step',
  required: 'console.diff.required',
  rules: 'console.diff.rules',
  options: 'console.diff.options',
  visibility: 'console.diff.visibility',
};

/** One change in words: the options say which came and went; everything else says what it was and what it is. */
function ChangeText({ change }: { change: FieldChange }) {
  const t = useT();
  const separator = t('console.list.separator');
  const lists = [
    ...(change.added && change.added.length > 0 ? [t('console.diff.added', { values: change.added.join(separator) })] : []),
    ...(change.removed && change.removed.length > 0 ? [t('console.diff.removed', { values: change.removed.join(separator) })] : []),
  ];
  return (
    <>
      <strong>{t(ASPECT_WORDS[change.what])}</strong>
      {lists.length > 0
        ? `: ${lists.join(t('console.compare.problemSeparator'))}`
        : `: ${t('console.diff.wasNow', { before: change.before, after: change.after })}`}
    </>
  );
}

function FieldList({ title, fields, none }: { title: string; fields: DiffField[]; none: string }) {
  return (
    <>
      <h4>{title}</h4>
      {fields.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul>
          {fields.map((field) => (
            <li key={field.name}>
              <bdi>{field.label}</bdi>{' '}
              <span className="forms-name">
                ({field.name}, {field.type})
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** What changed between two versions as three lists: fields added, fields removed and fields changed. */
export function DefinitionChanges({ diff }: { diff: DefinitionDiff }) {
  const t = useT();
  return (
    <div className="forms-changes">
      <FieldList title={t('console.diff.fieldsAdded')} fields={diff.added} none={t('console.diff.noneAdded')} />
      <FieldList title={t('console.diff.fieldsRemoved')} fields={diff.removed} none={t('console.diff.noneRemoved')} />
      <h4>{t('console.diff.fieldsChanged')}</h4>
      {diff.changed.length === 0 ? (
        <p>{t('console.diff.noneChanged')}</p>
      ) : (
        <ul>
          {diff.changed.map((field) => (
            <li key={field.name}>
              <bdi>{field.label}</bdi> <span className="forms-name">({field.name})</span>
              <ul>
                {field.changes.map((change) => (
                  <li key={change.what}>
                    <ChangeText change={change} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
