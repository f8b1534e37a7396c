import { Link } from 'react-router-dom';
import { useLanguage } from '../../lib/i18n/language-context';
import { T, useT } from '../../lib/i18n/translate';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { useEventSettings } from '../registration-windows/use-event-settings';
import { faqItemsIn } from '../../lib/event/faq-items';
import './content.css';

export function FaqPage() {
  const t = useT();
  const language = useLanguage();
  const { settings } = useEventSettings();
  return (
    <>
      <BreadcrumbBanner title={t('faq.title')} />
      <div className="content">
        <h2>{t('faq.heading')}</h2>
        {/* Answers carry this edition's dates: none are shown before the settings say them. */}
        {settings ? (
          <div className="card-list">
            {faqItemsIn(language, settings).map((item) => (
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
          <p role="status">{t('common.loading')}</p>
        )}
        <p>
          <T id="faq.more" components={{ 0: <Link to="/contact" /> }} />
        </p>
      </div>
    </>
  );
}
