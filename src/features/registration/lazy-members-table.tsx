import { useEffect, useState, type ComponentType } from 'react';
import type { FormDefinition } from '../../engine/index';
import { useFormWords, type FormRendererProps } from '../../form-react/index';
import { loadOnce } from '../../lib/load-once';
import type { ComponentFieldProps, WidgetRegistry } from '../../lib/widget-contract';
import './lazy-members-table.css';
import type * as LoadedTableModule from './members-table';

type TableModule = typeof LoadedTableModule;

const tableCode = loadOnce(() => import('./members-table'));

/** Downloads the members table's code: only team forms draw it, so it is not part of every form's JavaScript. */
export const preloadMembersTable = (): Promise<TableModule> => tableCode.load();

/**
 * createMembersTable whose code arrives on demand (decision 4): until then a placeholder of the empty table's height
 * holds its place; a failed download says so in the field with 'Try again', and the other answers stay.
 */
export function createLazyMembersTable(
  forms: Record<string, FormDefinition>,
  widgets: WidgetRegistry,
  explainErrors?: FormRendererProps['explainErrors'],
): ComponentType<ComponentFieldProps> {
  let table: ComponentType<ComponentFieldProps> | undefined; // one component per registry: its rows' dialog state survives renders
  const tableOf = (module: TableModule) => (table ??= module.createMembersTable(forms, widgets, explainErrors));
  return function LazyMembersTable(props: ComponentFieldProps) {
    const [module, setModule] = useState(tableCode.loaded);
    const [failed, setFailed] = useState(false);
    const { t } = useFormWords();
    useEffect(() => {
      if (module || failed) return;
      let wanted = true;
      preloadMembersTable().then(
        (arrived) => wanted && setModule(arrived),
        () => wanted && setFailed(true),
      );
      return () => {
        wanted = false;
      };
    }, [module, failed]);
    if (module) {
      const Table = tableOf(module);
      return <Table {...props} />;
    }
    if (!failed) return <div className="members-table-loading" aria-hidden="true" />;
    return (
      <div id={props.id} tabIndex={-1} role="alert" className="widget-load-failed">
        <p>{t('widget.loadFailed', { label: props.label })}</p>
        <button type="button" className="button button-secondary" onClick={() => setFailed(false)}>
          {t('widget.tryAgain')}
        </button>
      </div>
    );
  };
}
