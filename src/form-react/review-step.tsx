import { traitsOf } from '../engine/index';
import { answerText } from './answer-text';
import { fieldOptions } from './field-options';
import { stepHeadingId } from './field-ids';
import { useRenderer } from './renderer-context';
import type { Values } from './types';
import { optionsFromRows } from './use-option-lists';

interface ReviewStepProps {
  values: Values;
  /** Goes back to a step to change its answers. */
  onChange: (step: number) => void;
}

/** Every answer by step with a Change link, before a submission that cannot be edited afterwards. */
export function ReviewStep({ values, onChange }: ReviewStepProps) {
  const { formId, compiled, context, optionLists, headingLevel } = useRenderer();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const headingId = stepHeadingId(formId);
  const scope = { ...context, ...values };
  return (
    <div className="review-step">
      <Heading id={headingId} className="step-title" tabIndex={-1}>
        Check your answers
      </Heading>
      <p className="step-notice" role="note">
        <strong>Important: </strong>You cannot edit your application after you submit it.
      </p>
      {compiled.definition.steps.map((step) => {
        const fields = compiled.visibleFields(step.index, scope).filter((field) => traitsOf(field).reviewable);
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
              {fields.map((field) => {
                const rows = field.optionsFrom ? optionsFromRows(values[field.optionsFrom.field], field.optionsFrom.labelKey) : undefined;
                return (
                  <div key={field.name} className="review-row">
                    <dt>{field.label}</dt>
                    <dd>{answerText(field, values[field.name], fieldOptions(field, optionLists, rows).options)}</dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
