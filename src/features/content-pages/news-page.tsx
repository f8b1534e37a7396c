import { Link } from 'react-router-dom';
import { useLanguage } from '../../lib/i18n/language-context';
import { useT } from '../../lib/i18n/translate';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { cairoDate } from '../../lib/event/format-date';
import { useEventSettings } from '../registration-windows/use-event-settings';
import { newsItems } from './news-items';
import './content.css';

export function NewsPage() {
  const t = useT();
  const language = useLanguage();
  const { settings } = useEventSettings();
  return (
    <>
      <BreadcrumbBanner title={t('news.title')} />
      <div className="content">
        <h2>{t('news.heading')}</h2>
        {/* Every announcement is dated by the settings: none is shown before they arrive. */}
        {settings ? (
          <ul className="card-list">
            {newsItems(settings, t, language).map((item) => (
              <li key={item.title} className="card">
                <article>
                  <time dateTime={item.date}>{cairoDate(item.date, language)}</time>
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                  {item.link ? <Link to={item.link.to}>{item.link.label}</Link> : null}
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p role="status">{t('common.loading')}</p>
        )}
      </div>
    </>
  );
}
