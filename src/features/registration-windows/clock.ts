import { createContext, useContext } from 'react';

/** Where "now" comes from: the real clock in the app, a fixed one in tests. */
export interface Clock {
  now: () => Date;
}

export const ClockContext = createContext<Clock>({ now: () => new Date() });

export const useClock = () => useContext(ClockContext);
