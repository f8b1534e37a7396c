import { SocialLinks } from '../layout/social-links';
import { CountdownRings } from './countdown-rings';
import { cairoDateTime } from '../../lib/event/format-date';
import type { RegistrationKind } from './window-phase';
import './coming-soon.css';

export const REGISTRATION_TITLES: Record<RegistrationKind, string> = {
  bootcamp: 'Bootcamp Registration',
  hackathon: 'Hackathon Registration',
};

// The specification's wording; the bootcamp page names its own form so it never contradicts an open hackathon form.
export const NOT_OPEN_MESSAGES: Record<RegistrationKind, string> = {
  hackathon: 'Hackathon registration is not open yet, stay tuned for more updates, And follow us via social media for more updates.',
  bootcamp: 'Bootcamp registration is not open yet, stay tuned for more updates, And follow us via social media for more updates.',
};

interface ComingSoonProps {
  kind: RegistrationKind;
  /** Closed: the not-open message; otherwise a countdown to `opens`. */
  closed: boolean;
  opens: Date;
}

/** What a registration route shows outside its window. */
export function ComingSoon({ kind, closed, opens }: ComingSoonProps) {
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <p className="coming-soon-eyebrow">{REGISTRATION_TITLES[kind]}</p>
      {closed ? (
        <>
          <h2 id="coming-soon-title">Registration is not open</h2>
          <p className="coming-soon-message">{NOT_OPEN_MESSAGES[kind]}</p>
          <SocialLinks className="social-links coming-soon-social" />
        </>
      ) : (
        <>
          <h2 id="coming-soon-title">Registration opens in</h2>
          <CountdownRings target={opens} label="Time until registration opens" />
          <p className="coming-soon-date">Opens on {cairoDateTime(opens)}.</p>
        </>
      )}
    </section>
  );
}
