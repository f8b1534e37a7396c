import type { Edition } from './edition-schema';
import { PLACEHOLDER_GALLERY } from './placeholder-gallery';

/** A masonry of photos (3 columns, gap 8 px) in a 450 px tall scrolling box; images load lazily. */
export function EditionGallery({ edition }: { edition: Edition }) {
  const photos = edition.gallary.length > 0;
  const items = photos ? edition.gallary : PLACEHOLDER_GALLERY;
  return (
    <section className="section" aria-labelledby="gallery-title">
      <div className="container">
        <h2 id="gallery-title" className="section-title">
          Gallery
        </h2>
        {photos ? null : (
          <p className="edition-missing">
            Photos of this edition are not published on this site yet; these illustrations stand in for them.
          </p>
        )}
        {/* Focusable so keyboard users can scroll the box. */}
        <div className="gallery" role="region" aria-label={`Pictures of ${edition.year}, scrollable`} tabIndex={0}>
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
