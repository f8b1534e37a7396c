import { Link } from 'react-router-dom';

// The figures of the 2024 edition given by the specification.
const FIGURES_2024 = [
  { label: 'Teams', value: 795 },
  { label: 'Mentors', value: 226 },
  { label: 'Judges', value: 144 },
  { label: 'Volunteers', value: 540 },
];

export function EditionsTeaser() {
  return (
    <section className="section home-editions" aria-labelledby="home-editions-title">
      <div className="container">
        <p className="eyebrow">Previous editions</p>
        <h2 id="home-editions-title" className="section-title">
          Ten editions since 2015
        </h2>
        <p>The 2024 edition in figures:</p>
        <ul className="home-figures">
          {FIGURES_2024.map(({ label, value }) => (
            <li key={label}>
              <strong>{value}</strong> <span>{label}</span>
            </li>
          ))}
        </ul>
        <div className="home-hero-actions">
          <Link className="button-accent" to="/2024">
            See the 2024 edition
          </Link>
          <Link className="button-ghost" to="/previosEdition">
            All previous editions
          </Link>
        </div>
      </div>
    </section>
  );
}
