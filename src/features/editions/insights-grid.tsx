import type { Edition } from './edition-schema';
import { useCountUp } from './use-count-up';

function Insight({ title, count }: { title: string; count: number }) {
  const [value, ref] = useCountUp(count);
  return (
    <li className="insight">
      {/* The animated number is for the eye; assistive technology reads the final figure. */}
      <strong ref={ref} aria-hidden="true">
        {value.toLocaleString('en-US')}
      </strong>
      <span className="visually-hidden">{count.toLocaleString('en-US')}</span>
      <span className="insight-title">{title}</span>
    </li>
  );
}

export function InsightsGrid({ edition }: { edition: Edition }) {
  return (
    <section className="section edition-insights" aria-labelledby="insights-title">
      <div className="container">
        <h2 id="insights-title" className="section-title">
          {edition.year} in figures
        </h2>
        {edition.insights.length > 0 ? (
          <ul className="insights-grid">
            {edition.insights.map((insight) => (
              <Insight key={insight.title} title={insight.title} count={insight.count} />
            ))}
          </ul>
        ) : (
          <p className="edition-missing">The figures of this edition are not published on this site yet.</p>
        )}
      </div>
    </section>
  );
}
