// What every answerable questionnaire field shares: its ids, label, hint, help, the hidden version and
// fingerprint inputs, the message block, and the aria-describedby / aria-invalid that tie them together.
import { CircleHelp, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '~/components/ui/cn';
import type { FormElement } from '~/engine';
import { fingerprintName, versionName } from '~/answer-form/form-answers';
import { Shown, useFieldTexts } from './shown-text';
import type { ChildSupportInfo } from '~/services/guide/child-support-info.server';

export interface ElementFieldProps {
  element: FormElement;
  value: unknown;
  version: number;
  fingerprint: string;
  messages: string[];
  computedText?: string;
  groupOptions?: string[];
  groupingLabel?: string;
  /** the page's link to a stored upload or typed signature */
  fileHref?: string;
  /** where the element's Print button posts the page: a print-friendly page of it (dialog-window, embedded-image) */
  printHref?: string;
  highlighted?: boolean;
  hydrated: boolean;
  workflowState: string;
  /** The child support calculator's information by state (child_support_info), for that element type. */
  childSupportInfo?: Record<string, ChildSupportInfo>;
  /** A dialog window shown open (its ?dialog={uid} page without JavaScript). */
  dialogOpen?: boolean;
  /**
   * The answer is shown, not taken (a disabled fieldset around it, or a spouse who may not propose a file): a stored
   * upload or signature is shown without the controls to replace or delete it.
   */
  readOnly?: boolean;
}

/** One field's props with its element narrowed to a type, and what the chrome worked out for its controls. */
export interface Field<E extends FormElement = FormElement> extends Omit<ElementFieldProps, 'element'> {
  element: E;
  uid: string;
  invalid: boolean;
  /** the ids a control's aria-describedby names: the hint when there is one, the messages when there are any */
  described: string | undefined;
  /** the type's hint paragraph (number bounds, a validator's example), or null */
  hint: ReactNode;
  /** aria-invalid and aria-describedby for a control */
  common: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; autoFocus?: true };
}

// defined in tailwind.css (components layer)
export const control = 'q-control';
export const choice = 'q-choice';

export const controlId = (uid: string, part?: string) => (part ? `q-${uid}-${part}` : `q-${uid}`);
export const errorId = (uid: string) => `q-${uid}-error`;
export const helpId = (uid: string) => `q-${uid}-hint`;

export const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
export const list = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' && v ? [v] : [];
export const record = (v: unknown) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function describedBy(uid: string, messages: string[], hint: boolean) {
  const ids = [hint ? helpId(uid) : '', messages.length ? errorId(uid) : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The field with its ids worked out; `hintText` is the type's hint (see text-fields.tsx). */
export function fieldOf<E extends FormElement>(
  props: ElementFieldProps & { element: E },
  hintText: string | undefined,
): Field<E> {
  const uid = props.element.uid;
  const invalid = props.messages.length > 0;
  const described = describedBy(uid, props.messages, Boolean(hintText));
  const hint = hintText ? (
    <p id={helpId(uid)} className="text-sm text-muted">
      {hintText}
    </p>
  ) : null;
  return {
    ...props,
    uid,
    invalid,
    described,
    hint,
    // a field jumped to takes the focus (without JavaScript through autofocus; with it, the form focuses it)
    common: { 'aria-invalid': invalid || undefined, 'aria-describedby': described, ...(props.highlighted && !props.hydrated ? { autoFocus: true as const } : {}) },
  };
}

export function Label({
  element,
  htmlFor,
  as = 'label',
}: {
  element: FormElement;
  htmlFor?: string;
  as?: 'label' | 'legend';
}) {
  const t = useFieldTexts();
  const content = (
    <>
      <Shown element={element} part="label">
        {element.label ?? element.title}
      </Shown>
      {element.required ? (
        <span className="ml-1 text-danger" aria-hidden="true">
          *
        </span>
      ) : null}
      {element.required ? <span className="sr-only">{t('fields.required')}</span> : null}
    </>
  );
  return as === 'legend' ? (
    <legend className="font-medium text-ink">{content}</legend>
  ) : (
    <label htmlFor={htmlFor} className="block font-medium text-ink">
      {content}
    </label>
  );
}

// Always present, so that a message an autosave brings is announced; controls point at it only when it has one.
function Messages({ uid, messages }: { uid: string; messages: string[] }) {
  return (
    <div
      id={errorId(uid)}
      aria-live="polite"
      className={messages.length ? 'mt-1 text-sm font-medium text-danger' : undefined}
    >
      {messages.map((m, i) => (
        <p key={i}>{m}</p>
      ))}
    </div>
  );
}

function Help({ element }: { element: FormElement }) {
  const t = useFieldTexts();
  const help = element.helpData;
  if (!help?.text && !help?.youtubeLink) return null;
  return (
    <details className="mt-1 text-sm">
      <summary className="inline-flex cursor-pointer items-center gap-1 text-brand">
        <CircleHelp aria-hidden="true" className="size-4" /> {t('fields.help')}
      </summary>
      {help.text ? (
        <p className="mt-1 text-muted">
          <Shown element={element} part="help">
            {help.text}
          </Shown>
        </p>
      ) : null}
      {help.youtubeLink ? (
        <a className="text-brand underline" href={help.youtubeLink} target="_blank" rel="noreferrer">
          {t('fields.helpVideo')}
        </a>
      ) : null}
    </details>
  );
}

/** The frame around an answerable field's controls: highlight, the hidden version inputs, help, messages. */
export function FieldChrome({ field, children }: { field: Field; children: ReactNode }) {
  const { uid } = field;
  return (
    <div className={cn('rounded-lg', field.highlighted && 'ring-4 ring-warning ring-offset-4')}>
      {children}
      <input type="hidden" name={versionName(uid)} value={field.version} />
      <input type="hidden" name={fingerprintName(uid)} value={field.fingerprint} />
      <Help element={field.element} />
      <Messages uid={uid} messages={field.messages} />
    </div>
  );
}

/** Aria props for the inputs of a table or dialog, which point at the messages only (they have no hint). */
export function messageProps(field: Pick<Field, 'uid' | 'messages'>) {
  return field.messages.length ? { 'aria-invalid': true, 'aria-describedby': errorId(field.uid) } : {};
}

// Posts the whole page to the print-friendly page of this element, which saves it first: the same with and
// without JavaScript, and what is printed is what was typed.
export function PrintButton({ href, label }: { href: string; label: string }) {
  return (
    <button
      type="submit"
      formAction={href}
      className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-md border border-brand px-3 text-brand"
    >
      <Printer aria-hidden="true" className="size-4" /> {label}
    </button>
  );
}
