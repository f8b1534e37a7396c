import type { FieldDef, Option } from '../../../engine/index';
import { optionsFromRows } from '../../../form-react/use-option-lists';
import { AnswerValue, isRows } from './answer-value';

type Row = Record<string, unknown>;

interface AnswerListProps {
  answers: Row;
  /** The definition's fields; answers it does not name are listed under their stored names. */
  fields: FieldDef[] | undefined;
  person: string;
  /** Options of fields whose list comes from the server, by endpoint. */
  listOptions: (endpoint: string) => Option[] | undefined;
}

export interface Entry {
  name: string;
  label: string;
  value: unknown;
  field?: FieldDef;
}

/** The answers in the form's order with their labels, then any the definition does not know. */
export function entriesOf(answers: Row, fields: FieldDef[] | undefined): Entry[] {
  const known = (fields ?? [])
    .filter((field) => field.name in answers)
    .map((field) => ({ name: field.name, label: field.label, value: answers[field.name], field }));
  const named = new Set(known.map((entry) => entry.name));
  const rest = Object.entries(answers)
    .filter(([name]) => !named.has(name))
    .map(([name, value]) => ({ name, label: name, value }));
  return [...known, ...rest];
}

/** Answers that are not tables: a definition list, labelled as in the form. */
export function AnswerList({ answers, fields, person, listOptions }: AnswerListProps) {
  const optionsOf = (field: FieldDef | undefined): Option[] => {
    if (!field) return [];
    if (field.optionsFrom) return optionsFromRows(answers[field.optionsFrom.field], field.optionsFrom.labelKey);
    return (field.endpoint ? listOptions(field.endpoint) : undefined) ?? field.options;
  };
  const entries = entriesOf(answers, fields).filter((entry) => !isRows(entry.value));
  return (
    <dl className="console-answers">
      {entries.map((entry) => (
        <div key={entry.name} className="console-answer">
          <dt dir="auto">{entry.label}</dt>
          <dd>
            <AnswerValue value={entry.value} label={entry.label} person={person} options={optionsOf(entry.field)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
