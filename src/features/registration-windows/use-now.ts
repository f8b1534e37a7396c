import { useEffect, useState } from 'react';
import { useClock } from './clock';

/** The clock's time, read again every `intervalMs` (one second by default). */
export function useNow(intervalMs = 1000): Date {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    setNow(clock.now());
    const timer = setInterval(() => setNow(clock.now()), intervalMs);
    return () => clearInterval(timer);
  }, [clock, intervalMs]);
  return now;
}
