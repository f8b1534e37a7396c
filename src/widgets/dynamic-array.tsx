import { useEffect, useRef } from 'react';
import { fieldTypes, type FieldDef } from '../engine/index';
import type { WidgetProps } from '../lib/widget-contract';
import { onFocusLeave } from './widget-helpers';
import { useWidgetWords } from './widget-words';

type Row = Record<string, unknown>;

/** A fresh row: each sub-field's empty value as its field type defines it ('' text, [] lists, false boxes, null files). */
export function emptyRow(subFields: FieldDef[]): Row {
  return Object.fromEntries(subFields.map((sub) => [sub.name, fieldTypes[sub.type].emptyValue(sub)]));
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button';

/** Rows of sub-fields drawn by the renderer; the value is the array of row objects. */
export function DynamicArray({ field, id, value, onChange, onBlur, invalid, describedBy, disabled, renderSubField }: WidgetProps<Row[]>) {
  const rows = Array.isArray(value) ? value : [];
  const { t, number } = useWidgetWords();
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where focus goes after the rows change: into an added row, or to Add after a removal.
  const focusNext = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    if (target === 'add') addRef.current?.focus();
    else listRef.current?.querySelector<HTMLElement>(`[data-row="${target}"] :is(${FOCUSABLE})`)?.focus();
  }, [rows.length]);

  if (!renderSubField) {
    return (
      <p id={id} role="alert">
        The field "{field.name}" has rows but the renderer gave no way to draw them ({field.path})
      </p>
    );
  }

  const { maxItems } = field.validation;
  const full = maxItems !== undefined && rows.length >= maxItems;
  const add = () => {
    focusNext.current = rows.length;
    onChange([...rows, emptyRow(field.fields)]);
  };
  const remove = (index: number) => {
    focusNext.current = 'add';
    onChange(rows.filter((_, at) => at !== index));
  };

  return (
    <div className="widget-rows" onBlur={onFocusLeave(onBlur)}>
      {rows.length > 0 && (
        <ol ref={listRef} className="widget-rows-list">
          {rows.map((_, index) => (
            // Rows have no identity of their own; the renderer keys their answers by index too.
            <li key={index} data-row={index} role="group" aria-label={`${field.label} ${number(index + 1)}`} className="widget-row">
              {field.fields.map((sub) => (
                <div key={sub.name}>{renderSubField(sub, index)}</div>
              ))}
              <button
                type="button"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={t('widget.removeRow', { row: number(index + 1) })}
              >
                {t('widget.remove')}
              </button>
            </li>
          ))}
        </ol>
      )}
      <button
        ref={addRef}
        type="button"
        id={id}
        onClick={add}
        disabled={disabled || full}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      >
        {t('widget.add')}
      </button>
    </div>
  );
}
DynamicArray.layout = 'group' as const;
