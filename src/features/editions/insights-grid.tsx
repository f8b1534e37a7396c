import { useT, type MessageId } from '../../lib/i18n/translate';
import { useNumbers } from '../layout/use-numbers';
import type { Edition } from './edition-schema';
import { useCountUp } from './use-count-up';

type InsightTitle = Edition['insights'][number]['title'];

const INSIGHT_WORDS: Record<InsightTitle, MessageId> = {
  Participants: 'insight.participants',
  Teams: 'insight.teams',
  Mentors: 'insight.mentors',
  Judges: 'insight.judges',
  Sponsors: 'insight.sponsors',
  Volunteers: 'insight.volunteers',
  'Local Winners': 'insight.localWinners',
};

function Insight({ title, count }: { title: InsightTitle; count: number }) {
  const t = useT();
  const numbers = useNumbers();
  const [value, ref] = useCountUp(count);
  return (
    <li className="insight">
      {/* The animated number is for the eye; assistive technology reads the final figure. */}
      <strong ref={ref} aria-hidden="true">
        {numbers.count(value)}
      </strong>
      <span className="visually-hidden">{numbers.count(count)}</span>
      <span className="insight-title">{t(INSIGHT_WORDS[title])}</span>
    </li>
  );
}

export function InsightsGrid({ edition }: { edition: Edition }) {
  const t = useT();
  const { year } = useNumbers();
  return (
    <section className="section edition-insights" aria-labelledby="insights-title">
      <div className="container">
        <h2 id="insights-title" className="section-title">
          {t('edition.insights.title', { year: year(edition.year) })}
        </h2>
        {edition.insights.length > 0 ? (
          <ul className="insights-grid">
            {edition.insights.map((insight) => (
              <Insight key={insight.title} title={insight.title} count={insight.count} />
            ))}
          </ul>
        ) : (
          <p className="edition-missing">{t('edition.insights.none')}</p>
        )}
      </div>
    </section>
  );
}
