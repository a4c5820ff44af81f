// The small controls the element card's editors share: a labelled row with its problems, a text box that follows
// the draft (undo, redo) while keeping what is being typed, and a money box (en-US, at most 11 characters).
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem } from './element-operations';
import { MONEY_INPUT, formatMoney, readMoney } from './money';

export const inputClass = 'w-full rounded-md border border-line px-2 py-1 aria-[invalid=true]:border-danger';
export const smallButtonClass = 'rounded-md border border-line bg-white px-2 py-1 text-sm hover:bg-brand-soft disabled:cursor-not-allowed disabled:text-muted';

export function Row({ id, label, children, problems, note }: { id: string; label: string; children: ReactNode; problems: string[]; note?: string }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {note ? <p className="text-sm text-muted">{note}</p> : null}
      <Problems id={`${id}-problem`} messages={problems} />
    </div>
  );
}

export function Problems({ id, messages }: { id?: string; messages: readonly string[] }) {
  return messages.map((message, index) => (
    <p key={message} id={index === 0 ? id : undefined} className="text-sm text-danger">
      {message}
    </p>
  ));
}

/**
 * Local text that starts from the draft's value and starts again whenever the draft's value changes from outside
 * (undo, redo, a lookup), so a box never shows a value the draft no longer holds.
 */
export function useDraftText(value: string): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return [text, setText];
}

/** An amount in dollars: typed freely, read when the author leaves the box, shown back en-US (§9). */
export function MoneyInput({
  id,
  value,
  decimals,
  onChange,
  label,
  invalid,
}: {
  id: string;
  value: number | undefined;
  decimals: number;
  onChange: (value: number | undefined) => void;
  label?: string;
  invalid?: boolean;
}) {
  const [text, setText] = useDraftText(typeof value === 'number' ? formatMoney(value, decimals) : '');
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation('builder');
  return (
    <>
      <div className="flex items-center">
        <span aria-hidden="true" className="rounded-l-md border border-r-0 border-line bg-canvas px-2 py-1">
          $
        </span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          maxLength={MONEY_INPUT.maxLength}
          aria-label={label}
          className={`${inputClass} rounded-l-none`}
          value={text}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={error ? `${id}-money` : undefined}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => {
            const reading = readMoney(text, decimals);
            if (!reading.ok) return setError(t(`editors.money.${reading.problem}`, reading.values));
            setError(null);
            setText(reading.text);
            if (reading.value !== value) onChange(reading.value);
          }}
        />
      </div>
      {error ? (
        <p id={`${id}-money`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Move up, move down and remove for one item of a list the author orders (pictures, table columns). */
export function ItemButtons<T>({ list, index, kind, onChange }: { list: readonly T[]; index: number; kind: 'column' | 'picture'; onChange: (list: T[], key: null) => void }) {
  const { t } = useTranslation('builder');
  const number = index + 1;
  return (
    <div className="flex gap-1">
      <button type="button" className={smallButtonClass} disabled={index === 0} aria-label={t(`editors.items.${kind}.earlier`, { number })} onClick={() => onChange(moveItem(list, index, index - 1), null)}>
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button type="button" className={smallButtonClass} disabled={index === list.length - 1} aria-label={t(`editors.items.${kind}.later`, { number })} onClick={() => onChange(moveItem(list, index, index + 1), null)}>
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
      <button type="button" className={`${smallButtonClass} text-danger`} aria-label={t(`editors.items.${kind}.remove`, { number })} onClick={() => onChange(list.filter((_, i) => i !== index), null)}>
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
