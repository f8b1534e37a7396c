import type { WidgetProps } from '../lib/widget-contract';

/** Says which field could not be drawn and where it is written, instead of leaving a blank page. */
export function unknownWidgetMessage({ name, type, path, componentName }: WidgetProps['field']): string {
  const named = componentName === undefined ? '' : ` named "${componentName}"`;
  return `No widget for field "${name}" of type "${type}"${named} (${path})`;
}

export function UnknownWidget({ field, id }: WidgetProps) {
  return (
    <p id={id} role="alert" className="widget-unknown">
      {unknownWidgetMessage(field)}
    </p>
  );
}
// The message names the field itself; a label pointing at a paragraph would label nothing.
UnknownWidget.layout = 'inline' as const;
