// The table family: an item table's read-only rows, and the rows a person adds, edits and deletes (one empty
// row to add to, up to the row limit), each cell labelled by its column.
import { cn } from '~/components/ui/cn';
import { ELEMENT_DEFAULTS, moneyUpperBound, type ElementOfType } from '~/engine';
import { usDate } from '~/answer-form/form-answers';
import { fieldName } from '~/answer-form/form-answers';
import { usNumber } from '~/utils/us-number';
import { control, controlId, FieldChrome, Label, messageProps, text, type Field } from './field-chrome';
import { useChoiceText, useFieldTexts, useTextLangs } from './shown-text';

export function ItemTableField(field: Field<ElementOfType<'item-table'>>) {
  const { element, value, uid } = field;
  const t = useFieldTexts();
  // a typed date keeps its MM/DD/YYYY mask in every language; the hint's letters are the page's ('MM/DD/AAAA')
  const dateHint = t('fields.dateMask');
  // the columns' names and a select column's choices are the author's, marked with the language they are shown in
  const lang = useTextLangs(element);
  const choiceText = useChoiceText(element);
  const errorProps = messageProps(field);
  const readOnlyRows = element.readOnlyRows ?? [];
  const cell = (v: unknown, variant: string) =>
    variant === 'money' && v !== '' && v !== undefined ? `$${usNumber(Number(v))}` : variant === 'date' ? usDate(v) : text(v);
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const editable = element.variant === 'user-input-allowed';
  const limit = element.inputRowsLimit ?? Infinity;
  const shown = editable ? (rows.length < limit ? [...rows, {}] : rows) : [];
  return (
    <FieldChrome field={field}>
      <fieldset>
        <Label element={element} as="legend" />
        {readOnlyRows.length ? (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <thead>
                <tr>
                  {element.headers.map((h) => (
                    <th key={h.value} scope="col" className="border-b border-line p-2 text-left" {...lang(`headers.${h.value}`)}>
                      {h.text}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {readOnlyRows.map((row, r) => (
                  <tr key={r}>
                    {element.headers.map((h) => {
                      // a read-only row's words are the author's (a choice shown in the person's reading)
                      const shown = h.variant === 'select' && typeof row[h.value] === 'string' ? choiceText(row[h.value] as string) : { text: cell(row[h.value], h.variant), ...(h.variant === 'text' ? lang('readOnlyRows') : {}) };
                      return (
                        <td key={h.value} className={cn('border-b border-line p-2', h.variant === 'money' && 'text-right')} lang={shown.lang}>
                          {shown.text}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {editable ? (
          <>
            <input type="hidden" name={fieldName(uid, 'rows')} value={shown.length} />
            <div className="mt-2 grid gap-3">
              {shown.map((row, r) => {
                const isNew = r === rows.length;
                return (
                  <fieldset key={r} className="rounded-lg border border-line bg-white p-3">
                    <legend className="px-1 text-sm font-medium">{isNew ? t('fields.addRow') : t('fields.row', { n: r + 1 })}</legend>
                    <div className="grid gap-2 sm:grid-cols-2">
                      {element.headers.map((h) => {
                        const id = controlId(uid, `${r}-${h.value}`);
                        const name = fieldName(uid, `${r}.${h.value}`);
                        // a date cell shows as typed when it is no date yet, so the person sees what to correct
                        const v = h.variant === 'date' ? usDate(row[h.value]) : text(row[h.value]);
                        return (
                          <div key={h.value}>
                            <label htmlFor={id} className="block text-sm font-medium">
                              <span {...lang(`headers.${h.value}`)}>{h.text}</span>
                              {h.variant === 'money' ? t('fields.moneyRange', { lower: usNumber(ELEMENT_DEFAULTS.moneyBounds.lower), upper: usNumber(moneyUpperBound(h)) }) : ''}
                              {h.variant === 'date' && !/MM\/DD\/YYYY|MM\/DD\/AAAA/.test(h.text) ? ` (${dateHint})` : ''}
                            </label>
                            {h.variant === 'select' ? (
                              <select id={id} name={name} defaultValue={v} className={control} {...errorProps}>
                                <option value="">{t('fields.choose')}</option>
                                {(h.options ?? []).map((o) => (
                                  <option key={o} value={o} lang={choiceText(o).lang}>
                                    {choiceText(o).text}
                                  </option>
                                ))}
                              </select>
                            ) : (
                              <div className="flex items-stretch">
                                {h.variant === 'money' ? (
                                  <span className="mt-1 flex items-center rounded-l-md border border-r-0 border-line bg-canvas px-2 text-muted">
                                    $
                                  </span>
                                ) : null}
                                <input
                                  id={id}
                                  name={name}
                                  defaultValue={v}
                                  inputMode={h.variant === 'money' || h.variant === 'number' ? 'decimal' : undefined}
                                  placeholder={h.variant === 'date' ? dateHint : undefined}
                                  className={cn(control, h.variant === 'money' && 'rounded-l-none')}
                                  {...errorProps}
                                />
                              </div>
                            )}
                          </div>
                        );
                      })}
                    </div>
                    {!isNew ? (
                      <label className="mt-2 flex items-center gap-2 text-sm">
                        <input type="checkbox" name={fieldName(uid, `${r}.delete`)} className="size-5 accent-brand" />{' '}
                        {t('fields.deleteRow', { n: r + 1 })}
                      </label>
                    ) : null}
                  </fieldset>
                );
              })}
            </div>
            <button
              type="submit"
              name="intent"
              value="save"
              className="mt-2 inline-flex min-h-11 items-center rounded-md border border-brand px-4 text-brand"
            >
              {rows.length < limit ? t('fields.saveRowsAdd') : t('fields.saveRows')}
            </button>
          </>
        ) : null}
      </fieldset>
    </FieldChrome>
  );
}
