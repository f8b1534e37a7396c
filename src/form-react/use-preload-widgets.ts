import { useEffect } from 'react';
import type { FieldDef, FieldType, FormDefinition } from '../engine/index';
import type { WidgetRegistry } from '../lib/widget-contract';

/** How long Next waits for a step's widgets on a slow link before drawing it anyway, with placeholders. */
const STEP_WAIT_MS = 10_000;

function collectTypes(fields: readonly FieldDef[], into: Set<FieldType>) {
  for (const field of fields) {
    into.add(field.type);
    collectTypes(field.fields, into);
  }
}

// A failed download is shown by the widget itself when it is drawn, with a way to try again.
const preloadTypes = (widgets: WidgetRegistry, types: Set<FieldType>) =>
  Promise.all([...types].map((type) => widgets[type]?.preload?.().catch(() => undefined)));

/**
 * Once the first screen is drawn, starts downloading the widgets these forms use (those with a
 * `preload`), so the applicant does not wait for the date picker on the next step.
 */
export function usePreloadWidgets(widgets: WidgetRegistry, definition: FormDefinition, forms: Record<string, FormDefinition> | undefined) {
  useEffect(() => {
    const types = new Set<FieldType>();
    for (const form of [definition, ...Object.values(forms ?? {})]) collectTypes(form.fields, types);
    // When the browser is idle: downloading them at once slows the first screen's own work.
    const start = () => void preloadTypes(widgets, types);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(start, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
  }, [widgets, definition, forms]);
}

/**
 * Resolves when the widgets of these fields are downloaded, or after a few seconds: a step is shown
 * with its controls in place, so a keyboard user's Tab never skips a field still loading.
 */
export function whenWidgetsReady(widgets: WidgetRegistry, fields: readonly FieldDef[]): Promise<unknown> {
  const types = new Set<FieldType>();
  collectTypes(fields, types);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise((resolve) => (timer = setTimeout(resolve, STEP_WAIT_MS)));
  return Promise.race([preloadTypes(widgets, types), giveUp]).finally(() => clearTimeout(timer));
}
