import { Link } from 'react-router-dom';
import { useLanguage } from '../../lib/i18n/language-context';
import { useT, type MessageId } from '../../lib/i18n/translate';
import { EVENT_WORDS } from '../../lib/event/event-words';
import { useNumbers } from '../layout/use-numbers';

const STEPS: { title: MessageId; text: MessageId }[] = [
  { title: 'home.step.learn.title', text: 'home.step.learn.text' },
  { title: 'home.step.team.title', text: 'home.step.team.text' },
  { title: 'home.step.challenge.title', text: 'home.step.challenge.text' },
  { title: 'home.step.build.title', text: 'home.step.build.text' },
];

export function AboutSection() {
  const t = useT();
  const { teamSize } = EVENT_WORDS[useLanguage()];
  const { count } = useNumbers();
  return (
    <section className="section" aria-labelledby="home-about-title">
      <div className="container home-about">
        <div>
          <p className="eyebrow">{t('home.about.eyebrow')}</p>
          <h2 id="home-about-title" className="section-title">
            {t('home.about.title')}
          </h2>
          <p>{t('home.about.text')}</p>
          <Link to="/about">{t('home.about.more')}</Link>
        </div>
        <ol className="home-steps">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <span className="home-step-number" aria-hidden="true">
                {count(index + 1)}
              </span>
              <h3>{t(step.title)}</h3>
              <p>{t(step.text, { teamSize })}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
