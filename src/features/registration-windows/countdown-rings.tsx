import { timeLeft, type TimeLeft } from './countdown';
import { useNow } from './use-now';
import './countdown-rings.css';

const UNITS: { key: keyof TimeLeft; label: string; max: number }[] = [
  { key: 'days', label: 'Days', max: 365 },
  { key: 'hours', label: 'Hours', max: 24 },
  { key: 'minutes', label: 'Minutes', max: 60 },
  { key: 'seconds', label: 'Seconds', max: 60 },
];

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function Ring({ value, max, label }: { value: number | undefined; max: number; label: string }) {
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
      <span className="countdown-value" data-unit={label}>
        {value === undefined ? '--' : String(value).padStart(2, '0')}
      </span>
      <span className="countdown-label">{label}</span>
    </li>
  );
}

/** Days, Hours, Minutes and Seconds left until `target`, in rings, recomputed every second; empty rings while the target is unknown. */
export function CountdownRings({ target, label }: { target: Date | undefined; label: string }) {
  const now = useNow();
  const left = target && timeLeft(target, now);
  const spoken = left ? UNITS.map(({ key, label: unit }) => `${left[key]} ${unit.toLowerCase()}`).join(', ') : 'loading';
  return (
    <div className="countdown" role="timer" aria-label={`${label}: ${spoken}`}>
      <ul className="countdown-units">
        {UNITS.map(({ key, label: unit, max }) => (
          <Ring key={key} value={left?.[key]} max={max} label={unit} />
        ))}
      </ul>
    </div>
  );
}
