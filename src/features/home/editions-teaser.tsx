import { Link } from 'react-router-dom';
import { useT, type MessageId } from '../../lib/i18n/translate';
import { useNumbers } from '../layout/use-numbers';

// The figures of the 2024 edition given by the specification.
const FIGURES_2024: { label: MessageId; value: number }[] = [
  { label: 'insight.teams', value: 795 },
  { label: 'insight.mentors', value: 226 },
  { label: 'insight.judges', value: 144 },
  { label: 'insight.volunteers', value: 540 },
];

export function EditionsTeaser() {
  const t = useT();
  const { count } = useNumbers();
  return (
    <section className="section home-editions" aria-labelledby="home-editions-title">
      <div className="container">
        <p className="eyebrow">{t('home.editions.eyebrow')}</p>
        <h2 id="home-editions-title" className="section-title">
          {t('home.editions.title')}
        </h2>
        <p>{t('home.editions.figures')}</p>
        <ul className="home-figures">
          {FIGURES_2024.map(({ label, value }) => (
            <li key={label}>
              <strong>{count(value)}</strong> <span>{t(label)}</span>
            </li>
          ))}
        </ul>
        <div className="home-hero-actions">
          <Link className="button-accent" to="/2024">
            {t('home.editions.see2024')}
          </Link>
          <Link className="button-ghost" to="/previosEdition">
            {t('home.editions.all')}
          </Link>
        </div>
      </div>
    </section>
  );
}
