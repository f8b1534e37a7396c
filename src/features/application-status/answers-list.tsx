import type { FieldDef } from '../../engine/index';
import { useFormWords, Words } from '../../form-react/index';
import { ContactLink } from '../layout/contact-link';
import { useFormDefinition } from '../registration/use-form-definition';
import { AnswerEntries } from './answer-entries';

interface AnswersListProps {
  formId: string;
  answers: Record<string, unknown>;
  title: string;
}

/** The answers as sent, read-only, labelled by the form's definition (and the members table by its row form). */
export function AnswersList({ formId, answers, title }: AnswersListProps) {
  const state = useFormDefinition(formId);
  const definition = state.status === 'ready' ? state.definition : undefined;
  const rowFormId = definition?.fields.map((field) => field.componentProps.rowForm).find((id): id is string => typeof id === 'string');
  // Hooks cannot be called per field: one embedded row form is read (the team form has one).
  const rowState = useFormDefinition(rowFormId ?? formId);
  const rowDefinition = rowFormId && rowState.status === 'ready' ? rowState.definition : undefined;
  const rowFields = (field: FieldDef | undefined) => {
    if (!field) return undefined;
    if (field.fields.length > 0) return field.fields;
    return field.componentProps.rowForm === rowFormId ? rowDefinition?.fields : undefined;
  };
  const words = useFormWords();
  const loading = state.status === 'loading' || (rowFormId !== undefined && rowState.status === 'loading');
  return (
    <section className="answers" aria-labelledby="answers-title">
      <h2 id="answers-title">{title}</h2>
      <p>
        <Words id="status.answersFixed" components={{ 0: <ContactLink /> }} />
      </p>
      {loading ? (
        <p className="page-status">{words.t('status.loadingAnswers')}</p>
      ) : (
        <AnswerEntries answers={answers} fields={definition?.fields} rowFields={rowFields} words={words} />
      )}
    </section>
  );
}
