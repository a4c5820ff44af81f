// A labelled form control with its hint and error, wired for screen readers (aria-invalid, aria-describedby).
// Works with Conform's field metadata, and renders the same markup with or without JavaScript.
import type { FieldMetadata } from '@conform-to/react';
import { X } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-danger">
      {errors[0]}
    </p>
  );
}

const controlClass =
  'mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink shadow-sm aria-[invalid=true]:border-danger';

interface BaseProps {
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

type AnyField = FieldMetadata<unknown>;

/** The label above a control and its optional hint (the hint's id is what describedBy points at). */
function LabelAndHint({ field, label, hint }: { field: AnyField; label: ReactNode; hint?: ReactNode }) {
  return (
    <>
      <label htmlFor={field.id} className="block font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${field.id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </>
  );
}

function describedBy(field: AnyField, hint: boolean): string | undefined {
  const ids = [hint ? `${field.id}-hint` : undefined, field.errors?.length ? field.errorId : undefined].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** What every labelled control takes from Conform's field: its name, id, form, required flag and error wiring. */
function controlProps(field: AnyField, hint: boolean) {
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    required: field.required,
    'aria-invalid': field.errors?.length ? true : undefined,
    'aria-describedby': describedBy(field, hint),
  } as const;
}

/** The frame every labelled control shares: label and hint above, the error below. */
function FieldFrame({ field, label, hint, className, children }: BaseProps & { field: AnyField; children: ReactNode }) {
  return (
    <div className={className}>
      <LabelAndHint field={field} label={label} hint={hint} />
      {children}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

function initialText(field: AnyField): string | undefined {
  return typeof field.initialValue === 'string' ? field.initialValue : undefined;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;
type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>;
type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>;

export function TextField({ field, label, hint, className, ...input }: BaseProps & { field: AnyField } & InputProps) {
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <input
        key={field.key}
        {...controlProps(field, Boolean(hint))}
        defaultValue={input.type === 'password' ? undefined : initialText(field)}
        className={controlClass}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextAreaField({ field, label, hint, className, ...textarea }: BaseProps & { field: AnyField } & TextareaProps) {
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <textarea key={field.key} {...controlProps(field, Boolean(hint))} defaultValue={initialText(field)} className={controlClass} {...textarea} />
    </FieldFrame>
  );
}

export function SelectField({
  field,
  label,
  hint,
  className,
  options,
  optionLabel,
  placeholder,
  ...select
}: BaseProps & { field: AnyField; options: readonly string[]; optionLabel?: (option: string) => string; placeholder?: string } & SelectProps) {
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <select key={field.key} {...controlProps(field, Boolean(hint))} defaultValue={initialText(field) ?? ''} className={controlClass} {...select}>
        <option value="">{placeholder ?? 'Choose…'}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({ field, label, className }: { field: AnyField; label: ReactNode; className?: string }) {
  const initial = field.initialValue;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          key={field.key}
          id={field.id}
          type="checkbox"
          name={field.name}
          form={field.formId}
          defaultChecked={initial === 'on' || initial === true}
          aria-invalid={field.errors?.length ? true : undefined}
          aria-describedby={field.errors?.length ? field.errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-brand"
        />
        <label htmlFor={field.id}>{label}</label>
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A message box; with `onDismiss` it stays until the person dismisses it (ADR 022: nothing disappears on a timer). */
export function FormMessage({ type, children, id, onDismiss }: { type: 'success' | 'info' | 'warning' | 'error'; children: ReactNode; id?: string; onDismiss?: () => void }) {
  const styles = {
    success: 'border-green-700 bg-green-50 text-green-900',
    info: 'border-brand bg-brand-soft text-brand-strong',
    warning: 'border-warning bg-amber-50 text-amber-900',
    error: 'border-danger bg-red-50 text-danger',
  } as const;
  return (
    <div id={id} role={type === 'error' || type === 'warning' ? 'alert' : 'status'} className={cn('rounded-md border-l-4 p-3', onDismiss && 'flex items-start justify-between gap-4', styles[type])}>
      {onDismiss ? <div>{children}</div> : children}
      {onDismiss ? (
        <button type="button" onClick={onDismiss} className="-m-2 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md text-inherit" aria-label="Dismiss this message">
          <X aria-hidden="true" className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
