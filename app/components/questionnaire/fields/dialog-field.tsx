// The dialog family: a dialog window opens (as a details element, so it works without JavaScript) onto its own
// text fields and a choice of buttons (its signature fields are not shown on the page).
import { ChevronDown } from 'lucide-react';
import type { ElementOfType } from '~/engine';
import { fieldName } from '~/questionnaire/form-answers';
import {
  choice,
  control,
  controlId,
  FieldChrome,
  messageProps,
  PrintButton,
  record,
  text,
  type Field,
} from './field-chrome';

export function DialogWindowField(field: Field<ElementOfType<'dialog-window'>>) {
  const { element, value, uid, printHref } = field;
  const errorProps = messageProps(field);
  const answer = record(value);
  const fields = record(answer.fields);
  return (
    <FieldChrome field={field}>
      <details
        className="dialog-window group rounded-lg border border-line bg-white"
        open={Object.keys(fields).length > 0 || undefined}
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 font-medium text-brand [&::-webkit-details-marker]:hidden">
          <span>{element.label ?? element.title}</span>
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-line p-4" role="group" aria-labelledby={controlId(uid, 'heading')}>
          <h3 id={controlId(uid, 'heading')} className="font-semibold">
            {element.heading ?? element.label}
          </h3>
          {element.text ? <p className="mt-1 text-muted">{element.text}</p> : null}
          <div className="mt-3 grid gap-3">
            {element.dialogFields
              .filter((f) => f.type !== 'signature-pad')
              .map((f) => (
                <div key={f.uid}>
                  <label htmlFor={controlId(uid, f.uid)} className="block text-sm font-medium">
                    {f.label ?? f.title}
                    {f.required ? <span className="sr-only"> (required)</span> : null}
                  </label>
                  {f.type === 'text-input-long' ? (
                    <textarea
                      id={controlId(uid, f.uid)}
                      name={fieldName(uid, `f.${f.uid}`)}
                      defaultValue={text(fields[f.uid])}
                      placeholder={f.placeholder}
                      rows={3}
                      className={control}
                      {...errorProps}
                    />
                  ) : (
                    <input
                      id={controlId(uid, f.uid)}
                      name={fieldName(uid, `f.${f.uid}`)}
                      defaultValue={text(fields[f.uid])}
                      placeholder={f.placeholder}
                      className={control}
                      {...errorProps}
                    />
                  )}
                </div>
              ))}
          </div>
          {element.buttons?.length ? (
            <fieldset className="mt-3">
              <legend className="text-sm font-medium">Your choice</legend>
              <div className="mt-1 grid gap-2 sm:grid-cols-2">
                {element.buttons.map((b) => (
                  <label key={b} className={choice}>
                    <input
                      type="radio"
                      name={fieldName(uid, 'button')}
                      value={b}
                      defaultChecked={answer.buttonClicked === b}
                      className="size-5 accent-brand"
                    />{' '}
                    {b}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {printHref ? <PrintButton href={printHref} label="Print this form" /> : null}
        </div>
      </details>
    </FieldChrome>
  );
}
