import { useEffect } from 'react';
import type { FieldDef, FieldType, FormDefinition } from '../engine/index';
import type { WidgetRegistry } from '../lib/widget-contract';

function collectTypes(fields: readonly FieldDef[], into: Set<FieldType>) {
  for (const field of fields) {
    into.add(field.type);
    collectTypes(field.fields, into);
  }
}

/**
 * Once the first screen is drawn, starts downloading the widgets these forms use (those with a
 * `preload`), so the applicant does not wait for the date picker on the next step.
 */
export function usePreloadWidgets(widgets: WidgetRegistry, definition: FormDefinition, forms: Record<string, FormDefinition> | undefined) {
  useEffect(() => {
    const types = new Set<FieldType>();
    for (const form of [definition, ...Object.values(forms ?? {})]) collectTypes(form.fields, types);
    // A failed download is shown by the widget itself when it is drawn, with a way to try again.
    const start = () => {
      for (const type of types) widgets[type]?.preload?.().catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(start, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
  }, [widgets, definition, forms]);
}
