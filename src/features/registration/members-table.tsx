import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { componentContracts, type FormDefinition } from '../../engine/index';
import { FormRenderer, useFormWords, type FormRendererProps, type Values } from '../../form-react/index';
import type { ComponentFieldProps, WidgetRegistry } from '../../lib/widget-contract';
import { MemberDialog } from './member-dialog';
import { useFirstRowDefaults } from './row-defaults';
import './members-table.css';

type Row = Values;
type Editing = { index: number | null; initial?: Row } | undefined;

/**
 * The team members table: rows added and edited through a dialog drawing the row form. The team
 * is complete exactly when it has as many members as the count answered before (the error flag).
 */
export function createMembersTable(
  forms: Record<string, FormDefinition>,
  widgets: WidgetRegistry,
  explainErrors?: FormRendererProps['explainErrors'],
) {
  return function MembersTable({ field, id, value, onChange, onBlur, disabled, values, nestedErrors, describedBy }: ComponentFieldProps) {
    const props = componentContracts['members-table'].propsSchema.parse(field.componentProps);
    const rowForm = forms[props.rowForm];
    const rows: Row[] = Array.isArray(value) ? (value as Row[]) : [];
    const count = Number(props.countField ? values[props.countField] : Number.NaN);
    const flag = !Number.isInteger(count) || rows.length !== count;
    const [editing, setEditing] = useState<Editing>();
    const opener = useRef<HTMLElement | null>(null);
    const table = useRef<HTMLTableElement>(null);
    const labelKey = props.labelKey ?? 'name';
    const firstRow = useFirstRowDefaults();
    const { t, number } = useFormWords();

    if (!rowForm) return <p role="alert">{t('members.missingForm', { form: props.rowForm })}</p>;

    const open = (index: number | null, event: React.MouseEvent<HTMLElement>) => {
      opener.current = event.currentTarget;
      setEditing({ index, initial: index === null ? (rows.length === 0 ? firstRow : undefined) : rows[index] });
    };
    const addShows = (length: number) => !Number.isInteger(count) || length < count;
    // Back to the button that opened the dialog; to the table when that button is gone.
    const close = (focusTable = false) => {
      setEditing(undefined);
      requestAnimationFrame(() => (focusTable ? table.current : opener.current)?.focus());
    };
    // Cancel leaves the field (it counts as visited); a save only changes the rows, checked once visited or attempted.
    const cancel = () => {
      onBlur();
      close();
    };
    const save = (row: Row) => {
      const adding = editing?.index == null;
      const next = adding ? [...rows, row] : rows.map((current, index) => (index === editing.index ? row : current));
      onChange(next);
      close(adding && !addShows(next.length)); // the last member saved: Add Member is gone
    };
    // The pressed Delete goes with its row: focus the table, which is read out with what is left.
    const remove = (index: number) => {
      onChange(rows.filter((_, position) => position !== index));
      requestAnimationFrame(() => table.current?.focus());
    };
    const rowErrors = Object.entries(nestedErrors);

    return (
      <div id={id} className="members-table" aria-describedby={describedBy}>
        {Number.isInteger(count) && flag ? (
          <p className="members-flag" role="status">
            {t('members.flag', { count, shown: number(count) })}
          </p>
        ) : null}
        <p className="members-note">{t('members.note')}</p>
        <table ref={table} tabIndex={-1}>
          <caption className="visually-hidden">{field.label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('members.name')}</th>
              <th scope="col">{t('members.nationalId')}</th>
              <th scope="col">{t('members.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={3}>{t('members.none')}</td>
              </tr>
            ) : (
              rows.map((row, index) => {
                const name = String(row[labelKey] ?? t('members.member', { row: number(index + 1) }));
                return (
                  <tr key={index}>
                    <td>
                      <bdi>{name}</bdi>
                    </td>
                    <td>
                      <bdi>{String(row.national ?? row.national_id ?? '')}</bdi>
                    </td>
                    <td className="members-actions">
                      <button type="button" className="link-button" disabled={disabled} onClick={(event) => open(index, event)}>
                        {t('members.edit')}
                        <span className="visually-hidden"> {name}</span>
                      </button>
                      <button type="button" className="link-button" disabled={disabled} onClick={() => remove(index)}>
                        {t('members.delete')}
                        <span className="visually-hidden"> {name}</span>
                      </button>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
        {rowErrors.length > 0 ? (
          <ul className="members-errors" role="alert">
            {rowErrors.map(([path, message]) => {
              const [row, key] = path.split('.');
              const label = rowForm.fields.find((candidate) => candidate.name === key)?.label ?? key;
              return <li key={path}>{t('members.rowError', { row: number(Number(row) + 1), label, message })}</li>;
            })}
          </ul>
        ) : null}
        {addShows(rows.length) ? (
          <button type="button" className="button button-secondary" disabled={disabled} onClick={(event) => open(null, event)}>
            {t('members.add')}
          </button>
        ) : null}
        {editing
          ? createPortal(
              <MemberDialog title={editing.index === null ? t('members.addTitle') : t('members.editTitle')} onClose={cancel}>
                <FormRenderer
                  definition={rowForm}
                  forms={forms}
                  widgets={widgets}
                  mode={editing.index === null ? 'add' : 'edit'}
                  initialValues={editing.initial}
                  context={values}
                  submitLabel={t('members.save')}
                  explainErrors={explainErrors}
                  headingLevel={3}
                  onSubmit={(_data, raw) => save(raw)}
                />
              </MemberDialog>,
              document.body,
            )
          : null}
      </div>
    );
  };
}
