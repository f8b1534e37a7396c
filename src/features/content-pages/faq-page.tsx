import { Link } from 'react-router-dom';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { useEventSettings } from '../registration-windows/use-event-settings';
import { faqItems } from '../../lib/event/faq-items';
import './content.css';

export function FaqPage() {
  const { settings } = useEventSettings();
  return (
    <>
      <BreadcrumbBanner title="F.A.Q." />
      <div className="content">
        <h2>Frequently asked questions</h2>
        {/* Answers carry this edition's dates: none are shown before the settings say them. */}
        {settings ? (
          <div className="card-list">
            {faqItems(settings).map((item) => (
              <details key={item.question} className="faq-item">
                <summary>{item.question}</summary>
                <div className="faq-answer">
                  {item.list ? (
                    <ul>
                      {item.answer.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  ) : (
                    item.answer.map((line) => <p key={line}>{line}</p>)
                  )}
                </div>
              </details>
            ))}
          </div>
        ) : (
          <p role="status">Loading...</p>
        )}
        <p>
          Another question? <Link to="/contact">Contact the organisers</Link>.
        </p>
      </div>
    </>
  );
}
