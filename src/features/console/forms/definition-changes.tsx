import type { DefinitionDiff, DiffAspect, DiffField, FieldChange } from '../../../engine/index';

const ASPECT_WORDS: Record<DiffAspect, string> = {
  label: 'Label',
  type: 'Type',
  step: 'Step',
  required: 'Required',
  rules: 'Rules',
  options: 'Options',
  visibility: 'When it shows',
};

/** One change in words: the options say which came and went; everything else says what it was and what it is. */
function ChangeText({ change }: { change: FieldChange }) {
  const lists = [
    ...(change.added && change.added.length > 0 ? [`added ${change.added.join(', ')}`] : []),
    ...(change.removed && change.removed.length > 0 ? [`removed ${change.removed.join(', ')}`] : []),
  ];
  return (
    <>
      <strong>{ASPECT_WORDS[change.what]}</strong>
      {lists.length > 0 ? `: ${lists.join('; ')}` : `: was “${change.before}”, now “${change.after}”`}
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
              {field.label}{' '}
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
  return (
    <div className="forms-changes">
      <FieldList title="Fields added" fields={diff.added} none="No field was added." />
      <FieldList title="Fields removed" fields={diff.removed} none="No field was removed." />
      <h4>Fields changed</h4>
      {diff.changed.length === 0 ? (
        <p>No field was changed.</p>
      ) : (
        <ul>
          {diff.changed.map((field) => (
            <li key={field.name}>
              {field.label} <span className="forms-name">({field.name})</span>
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
