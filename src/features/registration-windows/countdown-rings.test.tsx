import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ClockContext } from './clock';
import { CountdownRings } from './countdown-rings';

const target = new Date('2025-10-03T08:00:00+03:00');
const unit = (name: string) => document.querySelector(`[data-unit="${name}"]`)?.textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderAt(start: string) {
  vi.setSystemTime(new Date(start));
  // The injected clock reads the faked system time, so advancing the timers moves it.
  render(
    <ClockContext.Provider value={{ now: () => new Date() }}>
      <CountdownRings target={target} label="Time until the hackathon starts" />
    </ClockContext.Provider>,
  );
}

test('shows Days, Hours, Minutes and Seconds at a fixed clock', () => {
  renderAt('2025-09-30T06:58:57+03:00');
  expect([unit('Days'), unit('Hours'), unit('Minutes'), unit('Seconds')]).toEqual(['03', '01', '01', '03']);
  expect(screen.getByRole('timer')).toHaveAccessibleName('Time until the hackathon starts: 3 days, 1 hours, 1 minutes, 3 seconds');
  expect(screen.getByText('Days')).toBeInTheDocument();
});

test('is recomputed every second', () => {
  renderAt('2025-09-30T06:58:57+03:00');
  act(() => vi.advanceTimersByTime(1000));
  expect(unit('Seconds')).toBe('02');
  act(() => vi.advanceTimersByTime(3000));
  expect([unit('Minutes'), unit('Seconds')]).toEqual(['00', '59']);
});

test('shows zeros once the target has passed, and stays there', () => {
  renderAt('2025-10-03T07:59:58+03:00');
  act(() => vi.advanceTimersByTime(2000));
  expect([unit('Days'), unit('Hours'), unit('Minutes'), unit('Seconds')]).toEqual(['00', '00', '00', '00']);
  act(() => vi.advanceTimersByTime(5000));
  expect(unit('Seconds')).toBe('00');
});

test('fills each ring in proportion to its maximum (365, 24, 60, 60)', () => {
  renderAt('2025-09-30T20:00:00+03:00'); // 2 days 12 hours
  const fills = [...document.querySelectorAll('.countdown-fill')].map((circle) => Number(circle.getAttribute('stroke-dashoffset')));
  const circumference = 2 * Math.PI * 42;
  expect(fills[0]).toBeCloseTo(circumference * (1 - 2 / 365));
  expect(fills[1]).toBeCloseTo(circumference * (1 - 12 / 24));
  expect(fills[2]).toBeCloseTo(circumference);
});

test('shows empty rings, not a wrong count, while the target is not known yet', () => {
  vi.setSystemTime(new Date('2025-09-30T06:58:57+03:00'));
  render(<CountdownRings target={undefined} label="Time until the hackathon starts" />);
  expect([unit('Days'), unit('Hours'), unit('Minutes'), unit('Seconds')]).toEqual(['--', '--', '--', '--']);
  expect(screen.getByRole('timer')).toHaveAccessibleName('Time until the hackathon starts: loading');
});
