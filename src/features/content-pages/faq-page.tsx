import { Link } from 'react-router-dom';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { FAQ } from './faq-items';
import './content.css';

export function FaqPage() {
  return (
    <>
      <BreadcrumbBanner title="F.A.Q." />
      <div className="content">
        <h2>Frequently asked questions</h2>
        <div className="card-list">
          {FAQ.map((item) => (
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
        <p>
          Another question? <Link to="/contact">Contact the organisers</Link>.
        </p>
      </div>
    </>
  );
}
