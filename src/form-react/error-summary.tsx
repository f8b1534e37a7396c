import { fieldIds, focusField } from './field-ids';

export interface SummaryItem {
  path: string;
  /** The field to focus: the top field of a nested path. */
  field: string;
  message: string;
}

/** 'There is a problem' with one link per error to its field; announced when it appears. */
export function ErrorSummary({ formId, items, headingLevel }: { formId: string; items: SummaryItem[]; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (items.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby={`${formId}-summary-title`}>
      <Heading id={`${formId}-summary-title`} className="error-summary-title">
        There is a problem
      </Heading>
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
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
