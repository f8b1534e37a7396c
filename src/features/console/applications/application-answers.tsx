import { useMemo } from 'react';
import type { FieldDef } from '../../../engine/index';
import { fetchOptionList } from '../../../form-react/fetch-options';
import { useOptionLists } from '../../../form-react/use-option-lists';
import { useFormDefinition } from '../../registration/use-form-definition';
import { useFormVersion } from '../forms/forms-api';
import { useConsoleWords } from '../i18n/use-console-words';
import { AnswerList, entriesOf } from './answer-list';
import { isRows } from './answer-value';
import { formOfKind, type Kind } from './kinds';

const NO_FIELDS: FieldDef[] = [];
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The form's definitions: the version the applicant answered (labels and options as they saw them; the
 * live one if that version cannot be read), and the row form its table embeds (the team's member form).
 */
function useDefinitions(kind: Kind, formVersion: number | null) {
  const formId = formOfKind(kind);
  const main = useFormDefinition(formId);
  const answered = useFormVersion(formId, formVersion ?? undefined);
  const answeredFields = answered.data?.ok ? answered.data.definition.fields : undefined;
  const fields = answeredFields ?? (main.status === 'ready' ? main.definition.fields : undefined);
  const rowFormId = fields?.map((field) => field.componentProps.rowForm).find((id): id is string => typeof id === 'string');
  // Hooks cannot be called per field: one embedded row form is read (the team form has one).
  const rows = useFormDefinition(rowFormId ?? formId);
  const rowFormFields = rowFormId && rows.status === 'ready' ? rows.definition.fields : undefined;
  const loading =
    (main.status === 'loading' && !answeredFields) || answered.isLoading || (rowFormId !== undefined && rows.status === 'loading');
  const rowFields = (field: FieldDef | undefined) => {
    if (!field) return undefined;
    if (field.fields.length > 0) return field.fields;
    return field.componentProps.rowForm === rowFormId ? rowFormFields : undefined;
  };
  return { fields, rowFormFields, rowFields, loading };
}

interface AnswersProps {
  kind: Kind;
  /** The version of the form the applicant answered. */
  formVersion: number | null;
  answers: Record<string, unknown>;
  person: string;
}

/** Every answer labelled as in the form, photos inline; a table's rows (team members) each with their own answers. */
export function ApplicationAnswers({ kind, formVersion, answers, person }: AnswersProps) {
  const { t, number } = useConsoleWords();
  const { fields, rowFormFields, rowFields, loading } = useDefinitions(kind, formVersion);
  const allFields = useMemo(() => [...(fields ?? NO_FIELDS), ...(rowFormFields ?? NO_FIELDS)], [fields, rowFormFields]);
  const lists = useOptionLists(allFields, fetchOptionList);
  const listOptions = (endpoint: string) => lists.get(endpoint)?.data;
  if (loading) return <p className="console-status">{t('console.answers.loading')}</p>;
  const tables = entriesOf(answers, fields).filter((entry) => isRows(entry.value));
  return (
    <>
      <section aria-labelledby="answers-title" className="console-section">
        <h2 id="answers-title">{t('console.answers.title')}</h2>
        <AnswerList answers={answers} fields={fields} person={person} listOptions={listOptions} />
      </section>
      {tables.map((table) => {
        const labelKey = text(table.field?.componentProps.labelKey) || 'name';
        return (
          <section key={table.name} aria-labelledby={`table-${table.name}`} className="console-section">
            <h2 id={`table-${table.name}`}>{table.label}</h2>
            {(table.value as Record<string, unknown>[]).map((row, index) => {
              const name = text(row[labelKey]) || t('console.answers.row', { number: number(index + 1) });
              return (
                <section key={index} aria-labelledby={`table-${table.name}-${index}`} className="console-row">
                  <h3 id={`table-${table.name}-${index}`}>
                    {number(index + 1)}. <bdi>{name}</bdi>
                  </h3>
                  <AnswerList answers={row} fields={rowFields(table.field)} person={name} listOptions={listOptions} />
                </section>
              );
            })}
          </section>
        );
      })}
    </>
  );
}
