import type { StepDef } from '../engine/index';
import { stepHeadingId } from './field-ids';
import { useFormWords } from './form-words';
import { useRenderer } from './renderer-context';

/** A step's heading, text, warning and links, as the definition writes them. */
export function StepIntro({ step }: { step: StepDef }) {
  const { formId, headingLevel } = useRenderer();
  const { t } = useFormWords();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const paragraphs = (step.description ?? '').split(/\n{2,}/).filter((text) => text.trim() !== '');
  return (
    <div className="step-intro">
      <Heading id={stepHeadingId(formId)} className="step-title" tabIndex={-1}>
        {step.title}
      </Heading>
      {paragraphs.map((text, index) => (
        <p key={index} className="step-text">
          {text}
        </p>
      ))}
      {step.notice ? (
        <p className="step-notice" role="note">
          <strong>{t('field.important')} </strong>
          {step.notice}
        </p>
      ) : null}
      {step.links.length > 0 ? (
        <ul className="step-links">
          {step.links.map((link) => (
            <li key={link.href + link.label}>
              <a href={link.href} {...(/^https?:/.test(link.href) ? { target: '_blank', rel: 'noreferrer' } : {})}>
                {link.label}
                {/^https?:/.test(link.href) ? <span className="visually-hidden"> {t('field.newTab')}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
