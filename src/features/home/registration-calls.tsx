import { Link } from 'react-router-dom';
import { useLanguage } from '../../lib/i18n/language-context';
import { useT, type MessageId } from '../../lib/i18n/translate';
import type { EventSettings } from '../registration-windows/event-settings';
import { cairoDateTime } from '../../lib/event/format-date';
import { useNow } from '../registration-windows/use-now';
import { windowOf, windowPhase, type RegistrationKind } from '../registration-windows/window-phase';

const FORMS: Record<RegistrationKind, { path: string; action: MessageId; soon: MessageId; closed: MessageId }> = {
  bootcamp: {
    path: '/bootcamp-registration',
    action: 'calls.bootcamp.action',
    soon: 'calls.bootcamp.soon',
    closed: 'calls.bootcamp.closed',
  },
  hackathon: { path: '/register', action: 'calls.hackathon.action', soon: 'calls.hackathon.soon', closed: 'calls.hackathon.closed' },
};

function Call({ kind, settings, now }: { kind: RegistrationKind; settings: EventSettings; now: Date }) {
  const t = useT();
  const language = useLanguage();
  const window = windowOf(settings, kind);
  const phase = windowPhase(window, now);
  const form = FORMS[kind];
  if (phase === 'open') {
    return (
      <li className="call call-open">
        <Link className="button-accent" to={form.path}>
          {t(form.action)}
        </Link>
        <span>{t('calls.openUntil', { date: cairoDateTime(window.closes, language) })}</span>
      </li>
    );
  }
  if (phase === 'before') {
    return (
      <li className="call">
        <Link className="button-ghost" to={form.path}>
          {t(form.soon)}
        </Link>
        <span>{t('calls.opensOn', { date: cairoDateTime(window.opens, language) })}</span>
      </li>
    );
  }
  return (
    <li className="call call-closed">
      <strong>{t(form.closed)}</strong> <span>{t('calls.follow')}</span>
    </li>
  );
}

/** Links to the registration forms, as their windows stand now. */
export function RegistrationCalls({ settings, kinds }: { settings: EventSettings; kinds: RegistrationKind[] }) {
  const now = useNow(30_000);
  return (
    <ul className="calls">
      {kinds.map((kind) => (
        <Call key={kind} kind={kind} settings={settings} now={now} />
      ))}
    </ul>
  );
}
