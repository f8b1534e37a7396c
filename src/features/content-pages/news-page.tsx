import { Link } from 'react-router-dom';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { NEWS } from './news-items';
import './content.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

export function NewsPage() {
  return (
    <>
      <BreadcrumbBanner title="News" />
      <div className="content">
        <h2>Announcements</h2>
        <ul className="card-list">
          {NEWS.map((item) => (
            <li key={item.title} className="card">
              <article>
                <time dateTime={item.date}>{dateFormat.format(new Date(`${item.date}T00:00:00Z`))}</time>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
                {item.link ? <Link to={item.link.to}>{item.link.label}</Link> : null}
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
