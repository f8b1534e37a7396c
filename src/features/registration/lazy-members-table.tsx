import type { FormDefinition } from '../../engine/index';
import type { FormRendererProps } from '../../form-react/index';
import type { ComponentFieldProps, WidgetRegistry } from '../../lib/widget-contract';
import { lazyWidget, type LazyWidget } from '../../widgets/lazy-widget';

/**
 * createMembersTable whose code arrives on demand, as a heavy widget's does (decision 4): only team forms draw it. A
 * placeholder of the empty table's height holds its place; a failed download says so in the field with 'Try again'.
 */
export function createLazyMembersTable(
  forms: Record<string, FormDefinition>,
  widgets: WidgetRegistry,
  explainErrors?: FormRendererProps['explainErrors'],
): LazyWidget<ComponentFieldProps> {
  // Made once its code is there, one per registry: its rows' dialog state survives renders.
  return lazyWidget(async () => (await import('./members-table')).createMembersTable(forms, widgets, explainErrors), { size: 'table' });
}
