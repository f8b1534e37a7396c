import type { FormDefinition } from '../../engine/index';
import type { FormRendererProps } from '../../form-react/index';
import type { ComponentRegistry } from '../../lib/widget-contract';
import { defaultWidgets } from '../../widgets/default-widgets';
import { createMembersTable } from './members-table';

/** The widgets and components every registration form is drawn with. */
export function registryFor(
  forms: Record<string, FormDefinition>,
  rowExplainErrors?: FormRendererProps['explainErrors'],
): { widgets: typeof defaultWidgets; components: ComponentRegistry } {
  return { widgets: defaultWidgets, components: { 'members-table': createMembersTable(forms, defaultWidgets, rowExplainErrors) } };
}
