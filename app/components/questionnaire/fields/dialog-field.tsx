// The dialog family (end-user-journey.md §2): a dialog window is a button on the page that opens a form dialog
// with its own text and signature fields, a choice of buttons and a print button. With JavaScript it is a native
// modal <dialog>; without, the button saves the page and comes back with ?dialog={uid}, where the same dialog is
// rendered open over a backdrop. Its fields belong to the questionnaire's form either way, so they save with it.
import { ChevronRight, X } from 'lucide-react';
import { useState } from 'react';
import type { ElementOfType } from '~/engine';
import { dialogSignatureName, fieldName } from '~/answer-form/form-answers';
import { SignaturePad } from '../signature-pad';
import { dialogOpenerProps, useModalDialog } from '../use-modal-dialog';
import { choice, control, controlId, FieldChrome, messageProps, PrintButton, record, text, type Field } from './field-chrome';
import { useChoiceText, useFieldTexts, useTextLangs } from './shown-text';


type DialogField = ElementOfType<'dialog-window'>['dialogFields'][number];

/** What the dialog's controls hold now: how many of its fields are filled in and the button chosen. */
function dialogState(dialog: HTMLDialogElement, element: ElementOfType<'dialog-window'>, uid: string) {
  const named = (name: string) => dialog.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(name)}"]`);
  const holds = (name: string) => (named(name)?.value.trim() ?? '') !== '';
  const filled = element.dialogFields.filter((f) => {
    if (f.type !== 'signature-pad') return holds(fieldName(uid, `f.${f.uid}`));
    const cleared = (named(dialogSignatureName(uid, f.uid, 'clear')) as HTMLInputElement | null)?.checked === true;
    return holds(dialogSignatureName(uid, f.uid, 'typed')) || holds(dialogSignatureName(uid, f.uid, 'image')) || (holds(dialogSignatureName(uid, f.uid, 'kept')) && !cleared);
  }).length;
  const chosen = dialog.querySelector<HTMLInputElement>(`input[name="${CSS.escape(fieldName(uid, 'button'))}"]:checked`)?.value;
  return { filled, buttonClicked: chosen };
}

export function DialogWindowField(field: Field<ElementOfType<'dialog-window'>>) {
  const { element, value, uid, printHref, hydrated, dialogOpen = false } = field;
  const dialog = useModalDialog(dialogOpen, hydrated);
  const answer = record(value);
  const fields = record(answer.fields);
  // after Done (or closing) with JavaScript, the summary says what the dialog now holds, before any reload
  const [closedWith, setClosedWith] = useState<{ filled: number; buttonClicked: string | undefined } | null>(null);
  const filled = closedWith?.filled ?? element.dialogFields.filter((f) => fields[f.uid] !== undefined).length;
  const buttonClicked = closedWith ? closedWith.buttonClicked : answer.buttonClicked;
  const title = element.label ?? element.title;
  const t = useFieldTexts();
  // a button is stored by its English text and shown in the person's reading (ADR 035)
  const choiceText = useChoiceText(element);
  // the author's texts, each marked with the language it is shown in
  const lang = useTextLangs(element);
  const titleLang = element.label ? lang('label') : {};

  const first = element.dialogFields[0];
  return (
    <FieldChrome field={field}>
      <button
        {...dialogOpenerProps(hydrated, uid)}
        onClick={hydrated ? () => dialog.current?.showModal() : undefined}
        aria-describedby={controlId(uid, 'state')}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-line bg-white px-4 py-2 text-left font-medium text-brand"
      >
        <span {...titleLang}>{title}</span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
      </button>
      <p id={controlId(uid, 'state')} className="mt-1 text-sm text-muted">
        {filled || buttonClicked
          ? [filled ? t('fields.dialogFilled', { filled, total: element.dialogFields.length }) : '', typeof buttonClicked === 'string' ? t('fields.dialogChoice', { choice: choiceText(buttonClicked).text }) : ''].filter(Boolean).join('; ')
          : t('fields.dialogEmpty')}
      </p>
      {/* without JavaScript an open <dialog> is not modal: a backdrop keeps the page behind out of reach */}
      {dialogOpen && !hydrated ? <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/50" /> : null}
      <dialog
        ref={dialog}
        open={dialogOpen && !hydrated ? true : undefined}
        onClose={(event) => setClosedWith(dialogState(event.currentTarget, element, uid))}
        aria-labelledby={controlId(uid, 'heading')}
        className="fixed inset-0 z-50 m-auto h-fit max-h-[90vh] w-[min(94vw,36rem)] overflow-y-auto rounded-lg border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-black/50"
      >
        <div className="flex items-start justify-between gap-2 border-b border-line p-4">
          <div>
            <h3 id={controlId(uid, 'heading')} className="text-lg font-semibold" {...(element.heading ? lang('heading') : titleLang)}>
              {element.heading ?? title}
            </h3>
            {element.text ? (
              <p className="mt-1 text-muted" {...lang('text')}>
                {element.text}
              </p>
            ) : null}
          </div>
          <CloseButton hydrated={hydrated} onClose={() => dialog.current?.close()} label={t('fields.closeNamed', { name: title })} />
        </div>
        <div className="grid gap-3 p-4">
          {element.dialogFields.map((f) =>
            f.type === 'signature-pad' ? (
              <DialogSignature key={f.uid} field={field} dialogField={f} stored={fields[f.uid]} labelLang={f.label ? lang(`fields.${f.uid}.label`) : {}} />
            ) : (
              <div key={f.uid}>
                <label htmlFor={controlId(uid, f.uid)} className="block text-sm font-medium">
                  <span {...(f.label ? lang(`fields.${f.uid}.label`) : {})}>{f.label ?? f.title}</span>
                  {f.required ? <span className="sr-only">{t('fields.required')}</span> : null}
                </label>
                {f.type === 'text-input-long' ? (
                  <textarea id={controlId(uid, f.uid)} name={fieldName(uid, `f.${f.uid}`)} defaultValue={text(fields[f.uid])} placeholder={f.placeholder} {...(f.placeholder ? lang(`fields.${f.uid}.placeholder`) : {})} rows={3} className={control} autoFocus={dialogOpen && !hydrated && f === first ? true : undefined} {...messageProps(field)} />
                ) : (
                  <input id={controlId(uid, f.uid)} name={fieldName(uid, `f.${f.uid}`)} defaultValue={text(fields[f.uid])} placeholder={f.placeholder} {...(f.placeholder ? lang(`fields.${f.uid}.placeholder`) : {})} className={control} autoFocus={dialogOpen && !hydrated && f === first ? true : undefined} {...messageProps(field)} />
                )}
              </div>
            ),
          )}
          {element.buttons?.length ? (
            <fieldset>
              <legend className="text-sm font-medium">{t('fields.yourChoice')}</legend>
              <div className="mt-1 grid gap-2 sm:grid-cols-2">
                {element.buttons.map((b) => {
                  const shown = choiceText(b);
                  return (
                    <label key={b} className={choice}>
                      <input type="radio" name={fieldName(uid, 'button')} value={b} defaultChecked={answer.buttonClicked === b} className="size-5 accent-brand" /> {shown.lang ? <span lang={shown.lang}>{shown.text}</span> : shown.text}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ) : null}
          {/* the messages inside the dialog too, where the person is typing */}
          {field.messages.length ? (
            <div className="text-sm font-medium text-danger">
              {field.messages.map((m, i) => (
                <p key={i}>{m}</p>
              ))}
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            {printHref ? <PrintButton href={printHref} label={t('fields.printForm')} /> : null}
            <DoneButton hydrated={hydrated} onClose={() => dialog.current?.close()} />
          </div>
        </div>
      </dialog>
    </FieldChrome>
  );
}

/** A signature inside the dialog: drawn (JavaScript) or typed, the stored one kept until replaced or removed. */
function DialogSignature({ field, dialogField, stored, labelLang }: { field: Field<ElementOfType<'dialog-window'>>; dialogField: DialogField; stored: unknown; labelLang: { lang?: string } }) {
  const { uid, hydrated } = field;
  const signature = record(stored);
  const name = (part: 'typed' | 'image' | 'kept' | 'clear') => dialogSignatureName(uid, dialogField.uid, part);
  const t = useFieldTexts();
  return (
    <fieldset>
      <legend className="text-sm font-medium">
        <span {...labelLang}>{dialogField.label ?? dialogField.title}</span>
        {dialogField.required ? <span className="sr-only">{t('fields.required')}</span> : null}
      </legend>
      {signature.signed ? (
        <>
          <input type="hidden" name={name('kept')} value={JSON.stringify(stored)} />
          <p className="mt-1 text-sm text-muted">
            {typeof signature.typedName === 'string' ? t('fields.signedAs', { name: signature.typedName }) : `${t('fields.signed')}.`}
          </p>
          {typeof signature.image === 'string' ? <img src={signature.image} alt={t('fields.yourSignature')} className="mt-1 h-16 rounded border border-line bg-white" /> : null}
          <label className="mt-1 flex items-center gap-2 text-sm">
            <input type="checkbox" name={name('clear')} className="size-5 accent-brand" /> {t('fields.removeSignature')}
          </label>
        </>
      ) : null}
      {hydrated ? <SignaturePad uid={`${uid}-${dialogField.uid}`} name={name('image')} /> : null}
      <label htmlFor={controlId(uid, `${dialogField.uid}-typed`)} className="mt-2 block text-sm">
        {hydrated ? t('fields.orTypeToSign') : t('fields.typeToSign')}
      </label>
      <input id={controlId(uid, `${dialogField.uid}-typed`)} name={name('typed')} type="text" autoComplete="name" className={control} {...messageProps(field)} />
    </fieldset>
  );
}

function CloseButton({ hydrated, onClose, label }: { hydrated: boolean; onClose: () => void; label: string }) {
  // without JavaScript, closing saves the page and shows it again without the dialog
  return (
    <button type={hydrated ? 'button' : 'submit'} name={hydrated ? undefined : 'intent'} value={hydrated ? undefined : 'save'} onClick={hydrated ? onClose : undefined} className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-canvas">
      <X aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

function DoneButton({ hydrated, onClose }: { hydrated: boolean; onClose: () => void }) {
  const t = useFieldTexts();
  return (
    <button type={hydrated ? 'button' : 'submit'} name={hydrated ? undefined : 'intent'} value={hydrated ? undefined : 'save'} onClick={hydrated ? onClose : undefined} className="mt-2 inline-flex min-h-11 items-center rounded-md bg-brand px-4 font-medium text-white">
      {t('fields.done')}
    </button>
  );
}
