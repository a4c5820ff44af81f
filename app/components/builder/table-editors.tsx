// An item table's columns and read-only rows, edited as forms instead of JSON (workflow-builder.md §3 'Header', §5,
// §6 'Item-table editing opens in admin mode'). A column: header, alignment, kind (text, drop-down, number, money,
// date), its options, sortable / writeable / divider, and for money a higher limit; the Actions column people use to
// edit and delete their rows is added by the questionnaire itself. A row: one box per column, every one required.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ELEMENT_DEFAULTS } from '~/engine';
import { Button } from '~/components/ui/button';
import { inputClass, ItemButtons, MoneyInput, Problems, smallButtonClass } from './attribute-controls';
import { MONEY_INPUT } from './money';
import { cellProblem, COLUMN_ALIGNS, COLUMN_VARIANTS, newColumn, newColumnProblem, type NewColumn, type NewColumnProblem, type TableHeader, type TableRow } from './table-columns';

type Change<T> = (value: T, key: string | null) => void;

function withoutEmpty<T extends object>(item: T): T {
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined)) as T;
}

function OptionsBox({ id, label, options, onChange }: { id: string; label: string; options: readonly string[]; onChange: (options: string[]) => void }) {
  return (
    <>
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <textarea id={id} className={inputClass} rows={3} value={options.join('\n')} onChange={(e) => onChange(e.target.value.split('\n'))} />
    </>
  );
}

function ColumnFields({ id, header, onChange }: { id: string; header: TableHeader; onChange: (patch: Partial<TableHeader>, key: string | null) => void }) {
  const { t } = useTranslation('builder');
  return (
    <div className="grid gap-1">
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        {t('editors.table.header')}
      </label>
      <input id={`${id}-text`} className={inputClass} value={header.text} aria-invalid={header.text.trim() === '' ? true : undefined} onChange={(e) => onChange({ text: e.target.value }, 'text')} />
      {header.text.trim() === '' ? <p className="text-sm text-danger">{t('editors.table.required')}</p> : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={`${id}-align`} className="text-sm">
            {t('editors.table.alignment')}
          </label>
          <select id={`${id}-align`} className={inputClass} value={header.align} onChange={(e) => onChange({ align: e.target.value as TableHeader['align'] }, null)}>
            {COLUMN_ALIGNS.map((a) => (
              <option key={a} value={a}>
                {t(`editors.table.aligns.${a}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-variant`} className="text-sm">
            {t('editors.table.kind')}
          </label>
          <select
            id={`${id}-variant`}
            className={inputClass}
            value={header.variant}
            onChange={(e) => {
              const variant = e.target.value as TableHeader['variant'];
              onChange({ variant, options: variant === 'select' ? (header.options ?? []) : undefined, upperBound: variant === 'money' ? header.upperBound : undefined }, null);
            }}
          >
            {COLUMN_VARIANTS.map((v) => (
              <option key={v} value={v}>
                {t(`editors.table.variants.${v}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {header.variant === 'select' ? (
        <>
          <OptionsBox id={`${id}-options`} label={t('editors.table.dropDownOptions')} options={header.options ?? []} onChange={(options) => onChange({ options }, 'options')} />
          {(header.options ?? []).every((o) => o.trim() === '') ? <p className="text-sm text-danger">{t('editors.table.options')}</p> : null}
        </>
      ) : null}
      {header.variant === 'money' ? (
        <>
          <label htmlFor={`${id}-upper`} className="text-sm">
            {t('editors.table.highest', { amount: ELEMENT_DEFAULTS.moneyBounds.upper.toLocaleString('en-US') })}
          </label>
          <MoneyInput id={`${id}-upper`} value={header.upperBound} decimals={MONEY_INPUT.tableDecimals} onChange={(upperBound) => onChange({ upperBound }, null)} />
        </>
      ) : null}
      <div className="flex flex-wrap gap-3 text-sm">
        {(['sortable', 'writeable', 'divider'] as const).map((flag) => (
          <label key={flag} className="flex items-center gap-1">
            <input type="checkbox" className="size-4 accent-brand" checked={header[flag] === true} onChange={(e) => onChange({ [flag]: e.target.checked ? true : undefined }, null)} />
            {t(`editors.table.${flag}`)}
          </label>
        ))}
      </div>
    </div>
  );
}

export function ColumnsEditor({ id, headers, onChange, problems }: { id: string; headers: readonly TableHeader[]; onChange: Change<TableHeader[]>; problems: string[] }) {
  const [draft, setDraft] = useState<NewColumn>({ text: '', align: '', variant: 'text', options: [] });
  const [problem, setProblem] = useState<NewColumnProblem | null>(null);
  const { t } = useTranslation('builder');
  const patch = (index: number, change: Partial<TableHeader>, key: string | null) =>
    onChange(
      headers.map((h, i) => (i === index ? withoutEmpty({ ...h, ...change }) : h)),
      key === null ? null : `${index}.${key}`,
    );
  function add() {
    const found = newColumnProblem(draft);
    setProblem(found);
    if (found) return;
    onChange([...headers, newColumn(draft, headers)], null);
    setDraft({ text: '', align: '', variant: 'text', options: [] });
  }
  return (
    <fieldset className="grid gap-3 rounded-md border border-line p-2">
      <legend className="text-sm font-medium">{t('editors.table.columns')}</legend>
      <Problems id={`${id}-problem`} messages={problems} />
      <ol className="grid gap-2" aria-label={t('editors.table.columns')}>
        {headers.map((header, index) => (
          <li key={`${header.value}-${index}`} className="grid gap-2 rounded-md border border-line p-2" aria-label={t('editors.table.column', { number: index + 1, header: header.text })}>
            <ColumnFields id={`${id}-${index}`} header={header} onChange={(change, key) => patch(index, change, key)} />
            <ItemButtons list={headers} index={index} kind="column" onChange={onChange} />
          </li>
        ))}
      </ol>
      <p className="text-sm text-muted">{t('editors.table.actionsNote')}</p>
      <div className="grid gap-1 rounded-md bg-canvas p-2">
        <p className="text-sm font-medium">{t('editors.table.addColumnHeading')}</p>
        <label htmlFor={`${id}-new-text`} className="text-sm">
          {t('editors.table.newHeader')}
        </label>
        <input id={`${id}-new-text`} className={inputClass} value={draft.text} onChange={(e) => setDraft({ ...draft, text: e.target.value })} />
        <div className="grid gap-2 sm:grid-cols-2">
          <div className="grid gap-1">
            <label htmlFor={`${id}-new-align`} className="text-sm">
              {t('editors.table.newAlignment')}
            </label>
            <select id={`${id}-new-align`} className={inputClass} value={draft.align} onChange={(e) => setDraft({ ...draft, align: e.target.value })}>
              <option value="">{t('editors.table.choose')}</option>
              {COLUMN_ALIGNS.map((a) => (
                <option key={a} value={a}>
                  {t(`editors.table.aligns.${a}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-new-variant`} className="text-sm">
              {t('editors.table.newKind')}
            </label>
            <select id={`${id}-new-variant`} className={inputClass} value={draft.variant} onChange={(e) => setDraft({ ...draft, variant: e.target.value as TableHeader['variant'] })}>
              {COLUMN_VARIANTS.map((v) => (
                <option key={v} value={v}>
                  {t(`editors.table.variants.${v}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {draft.variant === 'select' ? <OptionsBox id={`${id}-new-options`} label={t('editors.table.newOptions')} options={draft.options} onChange={(options) => setDraft({ ...draft, options })} /> : null}
        {problem ? (
          <p role="alert" className="text-sm text-danger">
            {t(`editors.table.${problem}`)}
          </p>
        ) : null}
        <div>
          <Button type="button" variant="secondary" onClick={add}>
            {t('editors.table.addColumn')}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}

function CellInput({ id, header, value, onChange }: { id: string; header: TableHeader; value: string | number | undefined; onChange: (value: string | number | undefined, typing: boolean) => void }) {
  const { t } = useTranslation('builder');
  const label = header.text;
  const invalid = cellProblem(header, value) !== null ? true : undefined;
  switch (header.variant) {
    case 'money':
      return <MoneyInput id={id} label={label} value={typeof value === 'number' ? value : undefined} decimals={MONEY_INPUT.tableDecimals} invalid={invalid} onChange={(v) => onChange(v, false)} />;
    case 'select':
      return (
        <select id={id} aria-label={label} className={inputClass} aria-invalid={invalid} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value || undefined, false)}>
          <option value="">{t('editors.table.choose')}</option>
          {(header.options ?? []).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
    case 'number':
      return (
        <input
          id={id}
          aria-label={label}
          type="number"
          step="any"
          className={inputClass}
          aria-invalid={invalid}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => onChange(Number.isFinite(e.target.valueAsNumber) ? e.target.valueAsNumber : undefined, true)}
        />
      );
    case 'date':
      return <input id={id} aria-label={label} type="date" className={inputClass} aria-invalid={invalid} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value || undefined, false)} />;
    case 'text':
      return <input id={id} aria-label={label} className={inputClass} aria-invalid={invalid} value={typeof value === 'string' ? value : String(value ?? '')} onChange={(e) => onChange(e.target.value, true)} />;
  }
}

export function ReadOnlyRowsEditor({ id, headers, rows, onChange, problems }: { id: string; headers: readonly TableHeader[]; rows: readonly TableRow[]; onChange: Change<TableRow[] | undefined>; problems: string[] }) {
  const setCell = (index: number, column: string, value: string | number | undefined, typing: boolean) =>
    onChange(
      rows.map((row, i) => (i === index ? withoutEmpty({ ...row, [column]: value }) : row)) as TableRow[],
      typing ? `${index}.${column}` : null,
    );
  const { t } = useTranslation('builder');
  if (headers.length === 0) return <p className="text-sm text-muted">{t('editors.table.columnFirst')}</p>;
  return (
    <fieldset className="grid gap-2 rounded-md border border-line p-2">
      <legend className="text-sm font-medium">{t('editors.table.rows')}</legend>
      <Problems id={`${id}-problem`} messages={problems} />
      <p className="text-sm text-muted">{t('editors.table.rowsNote')}</p>
      <ol className="grid gap-2" aria-label={t('editors.table.rows')}>
        {rows.map((row, index) => (
          <li key={index} className="grid gap-2 rounded-md border border-line p-2" aria-label={t('editors.table.row', { number: index + 1 })}>
            {headers.map((header) => {
              const cellId = `${id}-${index}-${header.value}`;
              const problem = cellProblem(header, row[header.value]);
              return (
                <div key={header.value} className="grid gap-1">
                  <span className="text-sm">{header.text}</span>
                  <CellInput id={cellId} header={header} value={row[header.value]} onChange={(value, typing) => setCell(index, header.value, value, typing)} />
                  {problem ? <p className="text-sm text-danger">{t(`editors.table.${problem.problem}`, problem.values)}</p> : null}
                </div>
              );
            })}
            <div>
              <button type="button" className={`${smallButtonClass} text-danger`} aria-label={t('editors.table.removeRow', { number: index + 1 })} onClick={() => onChange(rows.length > 1 ? rows.filter((_, i) => i !== index) : undefined, null)}>
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" variant="secondary" onClick={() => onChange([...rows, {}], null)}>
          {t('editors.table.addRow')}
        </Button>
      </div>
    </fieldset>
  );
}
