import type { CompiledForm, FieldDef, Option } from '../engine/index';
import { answerText } from './answer-text';
import type { Values } from './types';
import { optionsFromRows, type OptionListState } from './use-option-lists';

interface ReviewStepProps {
  compiled: CompiledForm;
  values: Values;
  context: Values;
  optionLists: Map<string, OptionListState>;
  onChange: (step: number) => void;
  headingId: string;
  headingLevel: 2 | 3;
}

/** Every answer by step with a Change link, before a submission that cannot be edited afterwards. */
export function ReviewStep({ compiled, values, context, optionLists, onChange, headingId, headingLevel }: ReviewStepProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const scope = { ...context, ...values };
  const optionsOf = (field: FieldDef): Option[] =>
    field.optionsFrom
      ? optionsFromRows(values[field.optionsFrom.field], field.optionsFrom.labelKey)
      : ((field.endpoint ? optionLists.get(field.endpoint)?.data : undefined) ?? field.options);
  return (
    <div className="review-step">
      <Heading id={headingId} className="step-title" tabIndex={-1}>
        Check your answers
      </Heading>
      <p className="step-notice" role="note">
        <strong>Important: </strong>You cannot edit your application after you submit it.
      </p>
      {compiled.definition.steps.map((step) => {
        const fields = compiled.visibleFields(step.index, scope).filter((field) => field.type !== 'suggestion' && field.type !== 'reCaptcha');
        if (fields.length === 0) return null;
        return (
          <section key={step.index} className="review-section" aria-labelledby={`${headingId}-${step.index}`}>
            <div className="review-section-head">
              <SubHeading id={`${headingId}-${step.index}`}>{step.title}</SubHeading>
              <button type="button" className="link-button" onClick={() => onChange(step.index)}>
                Change<span className="visually-hidden"> {step.title}</span>
              </button>
            </div>
            <dl className="review-list">
              {fields.map((field) => (
                <div key={field.name} className="review-row">
                  <dt>{field.label}</dt>
                  <dd>{answerText(field, values[field.name], optionsOf(field))}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
