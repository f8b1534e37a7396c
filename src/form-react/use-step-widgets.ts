import { useState } from 'react';
import type { FieldDef } from '../engine/index';
import { useRenderer } from './renderer-context';
import { whenWidgetsReady } from './use-preload-widgets';

/** After this long waiting for the next step's widgets, the applicant is told why Next has not moved on yet. */
const SLOW_STEP_MS = 300;

/** Waits for a step's widgets before it is drawn, saying so only when the wait is long enough to notice. */
export function useStepWidgets() {
  const { widgets } = useRenderer();
  const [waiting, setWaiting] = useState(false);
  const waitFor = async (fields: readonly FieldDef[]) => {
    const ready = whenWidgetsReady(widgets, fields);
    // Said only after a while, so a fast link sees no flash.
    const slow = setTimeout(() => setWaiting(true), SLOW_STEP_MS);
    await ready;
    clearTimeout(slow);
    setWaiting(false);
  };
  return { waiting, waitFor };
}
