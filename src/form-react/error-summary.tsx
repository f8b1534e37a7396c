import { memo } from 'react';
import { fieldIds, focusField } from './field-ids';
import { useFormWords } from './form-words';
import { useRenderer } from './renderer-context';
import { explainStatusText, type ExplainStatus } from './use-error-explanations';

export interface SummaryItem {
  path: string;
  /** The field to focus: the top field of a nested path. */
  field: string;
  /** The field as people name it, with its row for a nested path ("Team Member 2, Email"). */
  label: string;
  message: string;
}

interface ErrorSummaryProps {
  items: SummaryItem[];
  /** The one "Explain these errors" action, when an assistant can explain them. */
  explain?: { status: ExplainStatus; onExplain: () => void };
}

/** 'There is a problem' with one link per error naming its field; announced when it appears. */
export function ErrorSummary({ items, explain }: ErrorSummaryProps) {
  const { formId, headingLevel } = useRenderer();
  const { t } = useFormWords();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (items.length === 0) return null;
  return (
    <div className="error-summary">
      {/* Only the list is the alert: the action's progress is said politely, not as another alert. */}
      <div role="alert" aria-labelledby={`${formId}-summary-title`}>
        <Heading id={`${formId}-summary-title`} className="error-summary-title">
          {t('summary.title')}
        </Heading>
        <SummaryLinks formId={formId} items={items} />
      </div>
      {explain ? <ExplainErrorsAction {...explain} /> : null}
    </div>
  );
}

/** One link per error; drawn again only when the list changes, not when the page around it does. */
const SummaryLinks = memo(function SummaryLinks({ formId, items }: { formId: string; items: SummaryItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.path}>
          <a
            href={`#${fieldIds(formId, item.field).id}`}
            onClick={(event) => {
              event.preventDefault();
              focusField(formId, item.field);
            }}
          >
            {item.label}: {item.message}
          </a>
        </li>
      ))}
    </ul>
  );
});

function ExplainErrorsAction({ status, onExplain }: NonNullable<ErrorSummaryProps['explain']>) {
  const words = useFormWords();
  const loading = status.kind === 'loading';
  return (
    <div className="explain-errors">
      {/* aria-disabled, not disabled: the button keeps focus while the explanations load. */}
      <button type="button" className="button button-secondary" aria-disabled={loading} onClick={() => (loading ? undefined : onExplain())}>
        {words.t('summary.explain')}
      </button>
      <p role="status" className={`explain-errors-status${status.kind === 'failed' ? ' explain-errors-failed' : ''}`}>
        {explainStatusText(status, words)}
      </p>
    </div>
  );
}
