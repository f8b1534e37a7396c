import type { Edition } from './edition-schema';

export function EditionHighlights({ edition }: { edition: Edition }) {
  return (
    <section className="section" aria-labelledby="highlights-title">
      <div className="container edition-highlights">
        <div>
          <h2 id="highlights-title" className="section-title">
            Highlights
          </h2>
          <p>{edition.highlightsDescription}</p>
        </div>
        {edition.videoUrl ? (
          <div className="edition-video">
            <iframe
              src={edition.videoUrl}
              title={`Video of the ${edition.year} edition`}
              loading="lazy"
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
            />
          </div>
        ) : (
          <p className="edition-missing">The video of this edition is not published on this site yet.</p>
        )}
      </div>
    </section>
  );
}
