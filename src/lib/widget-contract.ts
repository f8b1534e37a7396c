import type { ComponentType, ReactNode } from 'react';
import type { FieldDef, FieldType, Option } from '../engine/index';

/** What every widget receives; widgets never see Formik, only this. */
export interface WidgetProps<V = unknown> {
  field: FieldDef;
  /** id of the control, the target of the field's <label>. */
  id: string;
  /** The field's label text, for widgets that place their own label (layout "inline"). */
  label: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  /** Whether the field shows an error now; the message itself is drawn by the field slot. */
  invalid: boolean;
  /** ids of the help text and error message, for aria-describedby. */
  describedBy?: string;
  required: boolean;
  /** Preview mode or a submission in flight. */
  disabled: boolean;
  /** Options resolved for choice fields: built in, from the server, or built from rows. */
  options: Option[];
  optionsLoading?: boolean;
  /** Set for suggestion fields: asks the assistant and fills empty answers. */
  onSuggest?: () => void;
  suggesting?: boolean;
  /** A note beside the control, e.g. "Suggested: Intro to Python". */
  badge?: string;
  /** Set for dynamicArrayField: draws one sub-field of one row through the renderer. */
  renderSubField?: (subField: FieldDef, row: number) => ReactNode;
}

/**
 * How the field slot lays out a widget: "block" puts a <label> above it, "group" wraps it in a
 * <fieldset> with a <legend> (radio groups), "inline" lets the widget place its own label (checkbox).
 */
export type WidgetLayout = 'block' | 'group' | 'inline';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each widget narrows its own value type
export type Widget = ComponentType<WidgetProps<any>> & {
  layout?: WidgetLayout;
  /** Downloads a widget's code ahead of its first use (widgets whose library loads on demand). */
  preload?: () => Promise<unknown>;
};

export type WidgetRegistry = Record<FieldType, Widget>;

/** A named component for `component` fields (e.g. the members table); it may read every answer. */
export interface ComponentFieldProps extends WidgetProps {
  values: Record<string, unknown>;
  /** Errors under this field's path, e.g. { "0.email": "..." } for rows. */
  nestedErrors: Record<string, string>;
}

export type ComponentRegistry = Record<string, ComponentType<ComponentFieldProps>>;
