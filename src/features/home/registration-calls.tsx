import { Link } from 'react-router-dom';
import type { EventSettings } from '../registration-windows/event-settings';
import { cairoDateTime } from '../../lib/event/format-date';
import { useNow } from '../registration-windows/use-now';
import { windowOf, windowPhase, type RegistrationKind } from '../registration-windows/window-phase';

const FORMS: Record<RegistrationKind, { path: string; action: string; name: string }> = {
  bootcamp: { path: '/bootcamp-registration', action: 'Apply to the bootcamp', name: 'Bootcamp registration' },
  hackathon: { path: '/register', action: 'Register your team', name: 'Hackathon registration' },
};

function Call({ kind, settings, now }: { kind: RegistrationKind; settings: EventSettings; now: Date }) {
  const window = windowOf(settings, kind);
  const phase = windowPhase(window, now);
  const form = FORMS[kind];
  if (phase === 'open') {
    return (
      <li className="call call-open">
        <Link className="button-accent" to={form.path}>
          {form.action}
        </Link>
        <span>Open until {cairoDateTime(window.closes)}</span>
      </li>
    );
  }
  if (phase === 'before') {
    return (
      <li className="call">
        <Link className="button-ghost" to={form.path}>
          {form.name} opens soon
        </Link>
        <span>Opens on {cairoDateTime(window.opens)}</span>
      </li>
    );
  }
  return (
    <li className="call call-closed">
      <strong>{form.name} is closed.</strong> <span>Follow us on social media for the next edition.</span>
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
