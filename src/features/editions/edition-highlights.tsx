import { useLanguage } from '../../lib/i18n/language-context';
import { useT } from '../../lib/i18n/translate';
import { useNumbers } from '../layout/use-numbers';
import type { Edition } from './edition-schema';

export function EditionHighlights({ edition }: { edition: Edition }) {
  const t = useT();
  const language = useLanguage();
  const { year } = useNumbers();
  return (
    <section className="section" aria-labelledby="highlights-title">
      <div className="container edition-highlights">
        <div>
          <h2 id="highlights-title" className="section-title">
            {t('edition.highlights.title')}
          </h2>
          <p>{edition.highlightsDescription[language]}</p>
        </div>
        {edition.videoUrl ? (
          <div className="edition-video">
            <iframe
              src={edition.videoUrl}
              title={t('edition.highlights.video', { year: year(edition.year) })}
              loading="lazy"
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
            />
          </div>
        ) : (
          <p className="edition-missing">{t('edition.highlights.noVideo')}</p>
        )}
      </div>
    </section>
  );
}
