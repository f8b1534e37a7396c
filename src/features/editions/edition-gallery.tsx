import { useT } from '../../lib/i18n/translate';
import { useNumbers } from '../layout/use-numbers';
import type { Edition } from './edition-schema';
import { PLACEHOLDER_GALLERY } from './placeholder-gallery';

/** A masonry of photos (3 columns, gap 8 px) in a 450 px tall scrolling box; images load lazily. */
export function EditionGallery({ edition }: { edition: Edition }) {
  const t = useT();
  const { year } = useNumbers();
  const photos = edition.gallary.length > 0;
  const items = photos ? edition.gallary : PLACEHOLDER_GALLERY.map(({ img, title }) => ({ img, title: t(title) }));
  return (
    <section className="section" aria-labelledby="gallery-title">
      <div className="container">
        <h2 id="gallery-title" className="section-title">
          {t('edition.gallery.title')}
        </h2>
        {photos ? null : <p className="edition-missing">{t('edition.gallery.placeholders')}</p>}
        {/* Focusable so keyboard users can scroll the box. */}
        <div className="gallery" role="region" aria-label={t('edition.gallery.label', { year: year(edition.year) })} tabIndex={0}>
          <ul className="gallery-columns">
            {items.map((item, index) => (
              <li key={`${item.img}-${index}`} className="gallery-item">
                <img src={item.img} alt={item.title} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
