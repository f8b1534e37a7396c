import { traitsOf } from '../engine/index';
import { answerText } from './answer-text';
import { fieldOptions } from './field-options';
import { useFormWords } from './form-words';
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
  const words = useFormWords();
  const { t } = words;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const headingId = stepHeadingId(formId);
  const scope = { ...context, ...values };
  const rowName = (index: number) => t('answer.row', { row: words.number(index + 1) });
  return (
    <div className="review-step">
      <Heading id={headingId} className="step-title" tabIndex={-1}>
        {t('review.title')}
      </Heading>
      <p className="step-notice" role="note">
        <strong>{t('field.important')} </strong>
        {t('review.cannotEdit')}
      </p>
      {compiled.definition.steps.map((step) => {
        const fields = compiled.visibleFields(step.index, scope).filter((field) => traitsOf(field).reviewable);
        if (fields.length === 0) return null;
        return (
          <section key={step.index} className="review-section" aria-labelledby={`${headingId}-${step.index}`}>
            <div className="review-section-head">
              <SubHeading id={`${headingId}-${step.index}`}>{step.title}</SubHeading>
              <button type="button" className="link-button" onClick={() => onChange(step.index)}>
                {t('review.change')}
                <span className="visually-hidden"> {step.title}</span>
              </button>
            </div>
            <dl className="review-list">
              {fields.map((field) => {
                const rows = field.optionsFrom
                  ? optionsFromRows(values[field.optionsFrom.field], field.optionsFrom.labelKey, rowName)
                  : undefined;
                return (
                  <div key={field.name} className="review-row">
                    <dt>{field.label}</dt>
                    <dd>
                      {/* <bdi> (dir="auto"): an Arabic answer on an English page (and the reverse) reads the right way round. */}
                      <bdi>{answerText(field, values[field.name], fieldOptions(field, optionLists, rows).options, words)}</bdi>
                    </dd>
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
