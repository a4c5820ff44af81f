// An item table's columns and read-only rows, edited as forms instead of JSON (workflow-builder.md §3 'Header', §5,
// §6 'Item-table editing opens in admin mode'). A column: header, alignment, kind (text, drop-down, number, money,
// date), its options, sortable / writeable / divider, and for money a higher limit; the Actions column people use to
// edit and delete their rows is added by the questionnaire itself. A row: one box per column, every one required.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ELEMENT_DEFAULTS } from '~/engine';
import { Button } from '~/components/ui/button';
import { inputClass, ItemButtons, MoneyInput, Problems, smallButtonClass } from './attribute-controls';
import { MONEY_INPUT } from './money';
import { cellProblem, COLUMN_ALIGNS, COLUMN_VARIANTS, newColumn, newColumnProblem, TABLE_MESSAGES, type NewColumn, type TableHeader, type TableRow } from './table-columns';

const VARIANT_LABELS: Record<TableHeader['variant'], string> = { text: 'Text', select: 'Drop-down', number: 'Number', money: 'Money', date: 'Date' };
const ALIGN_LABELS: Record<TableHeader['align'], string> = { start: 'Left', center: 'Center', end: 'Right' };

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
  return (
    <div className="grid gap-1">
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        Header
      </label>
      <input id={`${id}-text`} className={inputClass} value={header.text} aria-invalid={header.text.trim() === '' ? true : undefined} onChange={(e) => onChange({ text: e.target.value }, 'text')} />
      {header.text.trim() === '' ? <p className="text-sm text-danger">{TABLE_MESSAGES.required}</p> : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={`${id}-align`} className="text-sm">
            Alignment
          </label>
          <select id={`${id}-align`} className={inputClass} value={header.align} onChange={(e) => onChange({ align: e.target.value as TableHeader['align'] }, null)}>
            {COLUMN_ALIGNS.map((a) => (
              <option key={a} value={a}>
                {ALIGN_LABELS[a]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-variant`} className="text-sm">
            Kind
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
                {VARIANT_LABELS[v]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {header.variant === 'select' ? (
        <>
          <OptionsBox id={`${id}-options`} label="Drop-down options (one per line)" options={header.options ?? []} onChange={(options) => onChange({ options }, 'options')} />
          {(header.options ?? []).every((o) => o.trim() === '') ? <p className="text-sm text-danger">{TABLE_MESSAGES.options}</p> : null}
        </>
      ) : null}
      {header.variant === 'money' ? (
        <>
          <label htmlFor={`${id}-upper`} className="text-sm">
            {`Highest amount (empty: $${ELEMENT_DEFAULTS.moneyBounds.upper.toLocaleString('en-US')})`}
          </label>
          <MoneyInput id={`${id}-upper`} value={header.upperBound} decimals={MONEY_INPUT.tableDecimals} onChange={(upperBound) => onChange({ upperBound }, null)} />
        </>
      ) : null}
      <div className="flex flex-wrap gap-3 text-sm">
        {(['sortable', 'writeable', 'divider'] as const).map((flag) => (
          <label key={flag} className="flex items-center gap-1">
            <input type="checkbox" className="size-4 accent-brand" checked={header[flag] === true} onChange={(e) => onChange({ [flag]: e.target.checked ? true : undefined }, null)} />
            {flag === 'sortable' ? 'Sortable' : flag === 'writeable' ? 'People may write in it' : 'Divider'}
          </label>
        ))}
      </div>
    </div>
  );
}

export function ColumnsEditor({ id, headers, onChange, problems }: { id: string; headers: readonly TableHeader[]; onChange: Change<TableHeader[]>; problems: string[] }) {
  const [draft, setDraft] = useState<NewColumn>({ text: '', align: '', variant: 'text', options: [] });
  const [message, setMessage] = useState<string | null>(null);
  const patch = (index: number, change: Partial<TableHeader>, key: string | null) =>
    onChange(
      headers.map((h, i) => (i === index ? withoutEmpty({ ...h, ...change }) : h)),
      key === null ? null : `${index}.${key}`,
    );
  function add() {
    const problem = newColumnProblem(draft);
    setMessage(problem);
    if (problem) return;
    onChange([...headers, newColumn(draft, headers)], null);
    setDraft({ text: '', align: '', variant: 'text', options: [] });
  }
  return (
    <fieldset className="grid gap-3 rounded-md border border-line p-2">
      <legend className="text-sm font-medium">Columns</legend>
      <Problems id={`${id}-problem`} messages={problems} />
      <ol className="grid gap-2" aria-label="Columns">
        {headers.map((header, index) => (
          <li key={`${header.value}-${index}`} className="grid gap-2 rounded-md border border-line p-2" aria-label={`Column ${index + 1}: ${header.text}`}>
            <ColumnFields id={`${id}-${index}`} header={header} onChange={(change, key) => patch(index, change, key)} />
            <ItemButtons list={headers} index={index} name="column" words={['left', 'right']} onChange={onChange} />
          </li>
        ))}
      </ol>
      <p className="text-sm text-muted">An Actions column, where people edit and delete their rows, is added after these.</p>
      <div className="grid gap-1 rounded-md bg-canvas p-2">
        <p className="text-sm font-medium">Add a column</p>
        <label htmlFor={`${id}-new-text`} className="text-sm">
          New column header
        </label>
        <input id={`${id}-new-text`} className={inputClass} value={draft.text} onChange={(e) => setDraft({ ...draft, text: e.target.value })} />
        <div className="grid gap-2 sm:grid-cols-2">
          <div className="grid gap-1">
            <label htmlFor={`${id}-new-align`} className="text-sm">
              New column alignment
            </label>
            <select id={`${id}-new-align`} className={inputClass} value={draft.align} onChange={(e) => setDraft({ ...draft, align: e.target.value })}>
              <option value="">Choose</option>
              {COLUMN_ALIGNS.map((a) => (
                <option key={a} value={a}>
                  {ALIGN_LABELS[a]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-new-variant`} className="text-sm">
              New column kind
            </label>
            <select id={`${id}-new-variant`} className={inputClass} value={draft.variant} onChange={(e) => setDraft({ ...draft, variant: e.target.value as TableHeader['variant'] })}>
              {COLUMN_VARIANTS.map((v) => (
                <option key={v} value={v}>
                  {VARIANT_LABELS[v]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {draft.variant === 'select' ? <OptionsBox id={`${id}-new-options`} label="New column options (one per line)" options={draft.options} onChange={(options) => setDraft({ ...draft, options })} /> : null}
        {message ? (
          <p role="alert" className="text-sm text-danger">
            {message}
          </p>
        ) : null}
        <div>
          <Button type="button" variant="secondary" onClick={add}>
            Add Column
          </Button>
        </div>
      </div>
    </fieldset>
  );
}

function CellInput({ id, header, value, onChange }: { id: string; header: TableHeader; value: string | number | undefined; onChange: (value: string | number | undefined, typing: boolean) => void }) {
  const label = header.text;
  const invalid = cellProblem(header, value) !== null ? true : undefined;
  switch (header.variant) {
    case 'money':
      return <MoneyInput id={id} label={label} value={typeof value === 'number' ? value : undefined} decimals={MONEY_INPUT.tableDecimals} invalid={invalid} onChange={(v) => onChange(v, false)} />;
    case 'select':
      return (
        <select id={id} aria-label={label} className={inputClass} aria-invalid={invalid} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value || undefined, false)}>
          <option value="">Choose</option>
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
  if (headers.length === 0) return <p className="text-sm text-muted">Add a column first; rows have one box per column.</p>;
  return (
    <fieldset className="grid gap-2 rounded-md border border-line p-2">
      <legend className="text-sm font-medium">Read-only rows</legend>
      <Problems id={`${id}-problem`} messages={problems} />
      <p className="text-sm text-muted">Rows people see but cannot change. Every column is required.</p>
      <ol className="grid gap-2" aria-label="Read-only rows">
        {rows.map((row, index) => (
          <li key={index} className="grid gap-2 rounded-md border border-line p-2" aria-label={`Row ${index + 1}`}>
            {headers.map((header) => {
              const cellId = `${id}-${index}-${header.value}`;
              const problem = cellProblem(header, row[header.value]);
              return (
                <div key={header.value} className="grid gap-1">
                  <span className="text-sm">{header.text}</span>
                  <CellInput id={cellId} header={header} value={row[header.value]} onChange={(value, typing) => setCell(index, header.value, value, typing)} />
                  {problem ? <p className="text-sm text-danger">{problem}</p> : null}
                </div>
              );
            })}
            <div>
              <button type="button" className={`${smallButtonClass} text-danger`} aria-label={`Remove row ${index + 1}`} onClick={() => onChange(rows.length > 1 ? rows.filter((_, i) => i !== index) : undefined, null)}>
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" variant="secondary" onClick={() => onChange([...rows, {}], null)}>
          Add Row
        </Button>
      </div>
    </fieldset>
  );
}
