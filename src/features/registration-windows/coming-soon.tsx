import { useLanguage } from '../../lib/i18n/language-context';
import { translate, useT, type MessageId } from '../../lib/i18n/translate';
import { SocialLinks } from '../layout/social-links';
import { CountdownRings } from './countdown-rings';
import { cairoDateTime } from '../../lib/event/format-date';
import type { RegistrationKind } from './window-phase';
import './coming-soon.css';

const TITLES: Record<RegistrationKind, MessageId> = { bootcamp: 'comingSoon.title.bootcamp', hackathon: 'comingSoon.title.hackathon' };

// The specification's wording; the bootcamp page names its own form so it never contradicts an open hackathon form.
const NOT_OPEN: Record<RegistrationKind, MessageId> = {
  hackathon: 'comingSoon.notOpen.hackathon',
  bootcamp: 'comingSoon.notOpen.bootcamp',
};

/** The English titles and not-open messages (the site's English words ship with the entry). */
export const REGISTRATION_TITLES: Record<RegistrationKind, string> = {
  bootcamp: translate('en', TITLES.bootcamp),
  hackathon: translate('en', TITLES.hackathon),
};
export const NOT_OPEN_MESSAGES: Record<RegistrationKind, string> = {
  hackathon: translate('en', NOT_OPEN.hackathon),
  bootcamp: translate('en', NOT_OPEN.bootcamp),
};

interface ComingSoonProps {
  kind: RegistrationKind;
  /** Closed: the not-open message; otherwise a countdown to `opens`. */
  closed: boolean;
  opens: Date;
}

/** What a registration route shows outside its window. */
export function ComingSoon({ kind, closed, opens }: ComingSoonProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <p className="coming-soon-eyebrow">{t(TITLES[kind])}</p>
      {closed ? (
        <>
          <h2 id="coming-soon-title">{t('comingSoon.closedTitle')}</h2>
          <p className="coming-soon-message">{t(NOT_OPEN[kind])}</p>
          <SocialLinks className="social-links coming-soon-social" />
        </>
      ) : (
        <>
          <h2 id="coming-soon-title">{t('comingSoon.opensIn')}</h2>
          <CountdownRings target={opens} label={t('comingSoon.timer')} />
          <p className="coming-soon-date">{t('comingSoon.opensOn', { date: cairoDateTime(opens, language) })}</p>
        </>
      )}
    </section>
  );
}
