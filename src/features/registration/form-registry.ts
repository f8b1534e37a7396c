import { createElement } from 'react';
import type { FormDefinition } from '../../engine/index';
import type { FormRendererProps } from '../../form-react/index';
import type { ComponentRegistry, Widget, WidgetProps, WidgetRegistry } from '../../lib/widget-contract';
import { defaultWidgets } from '../../widgets/default-widgets';
import { createLazyMembersTable } from './lazy-members-table';

/** The widgets and components every registration form is drawn with. */
export function registryFor(
  forms: Record<string, FormDefinition>,
  rowExplainErrors?: FormRendererProps['explainErrors'],
): { widgets: WidgetRegistry; components: ComponentRegistry } {
  const membersTable = createLazyMembersTable(forms, defaultWidgets, rowExplainErrors);
  // A component field's code downloads as a heavy widget's does: once the form is idle, and before Next shows its step.
  const component: Widget = Object.assign((props: WidgetProps) => createElement(defaultWidgets.component, props), {
    preload: membersTable.preload,
  });
  return { widgets: { ...defaultWidgets, component }, components: { 'members-table': membersTable } };
}
