import { Link } from 'react-router-dom';
import { TEAM_SIZE } from '../../lib/event/event-facts';

const STEPS = [
  { title: 'Learn at the bootcamp', text: 'A one-day bootcamp with workshops and talks gets you ready before the event.' },
  { title: 'Form your team', text: `${TEAM_SIZE}, on site or virtually.` },
  { title: 'Pick a challenge', text: 'Choose one of the challenges published by the international organisers, or create your own.' },
  { title: 'Build and present', text: 'Turn your idea into a working project, a proposal and a short video of at most three minutes.' },
];

export function AboutSection() {
  return (
    <section className="section" aria-labelledby="home-about-title">
      <div className="container home-about">
        <div>
          <p className="eyebrow">About the hackathon</p>
          <h2 id="home-about-title" className="section-title">
            The Cairo edition of the space apps hackathon
          </h2>
          <p>
            Students, graduates, professionals and past participants meet every year in Cairo to take part in the international space-agency
            hackathon. The Cairo edition has been held since 2015.
          </p>
          <Link to="/about">More about the event</Link>
        </div>
        <ol className="home-steps">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <span className="home-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
