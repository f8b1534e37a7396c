import { useT, type MessageId } from '../../lib/i18n/translate';
import { useNumbers } from '../layout/use-numbers';
import { timeLeft, type TimeLeft } from './countdown';
import { useNow } from './use-now';
import './countdown-rings.css';

const UNITS: { key: keyof TimeLeft; label: MessageId; spoken: MessageId; max: number }[] = [
  { key: 'days', label: 'countdown.unit.days', spoken: 'countdown.days', max: 365 },
  { key: 'hours', label: 'countdown.unit.hours', spoken: 'countdown.hours', max: 24 },
  { key: 'minutes', label: 'countdown.unit.minutes', spoken: 'countdown.minutes', max: 60 },
  { key: 'seconds', label: 'countdown.unit.seconds', spoken: 'countdown.seconds', max: 60 },
];

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function Ring({ value, max, unit, label }: { value: number | undefined; max: number; unit: string; label: string }) {
  const { twoDigits } = useNumbers();
  const filled = Math.min(value ?? 0, max) / max;
  return (
    <li className="countdown-unit">
      <svg className="countdown-ring" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle className="countdown-track" cx="50" cy="50" r={RADIUS} />
        <circle
          className="countdown-fill"
          cx="50"
          cy="50"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - filled)}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <span className="countdown-value" data-unit={unit.charAt(0).toUpperCase() + unit.slice(1)}>
        {value === undefined ? '--' : twoDigits(value)}
      </span>
      <span className="countdown-label">{label}</span>
    </li>
  );
}

/** Days, Hours, Minutes and Seconds left until `target`, in rings, recomputed every second; empty rings while the target is unknown. */
export function CountdownRings({ target, label }: { target: Date | undefined; label: string }) {
  const t = useT();
  const { count } = useNumbers();
  const now = useNow();
  const left = target && timeLeft(target, now);
  // Each unit with its plural ('1 hour', 'ساعتان'), in the digits of the page's language.
  const said = (key: keyof TimeLeft, spoken: MessageId) => (left ? t(spoken, { count: left[key], n: count(left[key]) }) : '');
  const [days, hours, minutes, seconds] = UNITS.map(({ key, spoken }) => said(key, spoken));
  const time = left ? t('countdown.spoken', { days, hours, minutes, seconds }) : t('countdown.loading');
  return (
    <div className="countdown" role="timer" aria-label={`${label}: ${time}`}>
      <ul className="countdown-units">
        {UNITS.map(({ key, label: unit, max }) => (
          <Ring key={key} value={left?.[key]} max={max} unit={key} label={t(unit)} />
        ))}
      </ul>
    </div>
  );
}
