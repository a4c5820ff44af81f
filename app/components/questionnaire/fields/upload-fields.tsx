// The file and signature family: an upload (checked by content on the server) and a signature, drawn with
// JavaScript or typed without it. Both show what is stored and offer to delete it, after the spec's confirmation.
import { cn } from '~/components/ui/cn';
import { ELEMENT_DEFAULTS, type ElementOfType } from '~/engine';
import { fieldName, REMOVE_ANSWER_FIELD } from '~/answer-form/form-answers';
import { dialogOpenerProps, useModalDialog } from '../use-modal-dialog';
import { SignaturePad } from '../signature-pad';
import { control, controlId, errorId, FieldChrome, helpId, Label, record, type Field } from './field-chrome';
import { usePageDates } from '~/utils/use-dates';
import { useFieldTexts } from './shown-text';

export function FileField(field: Field<ElementOfType<'file-input'>>) {
  const { element, uid, invalid } = field;
  const file = record(field.value);
  const accept = element.accept?.length ? element.accept : ELEMENT_DEFAULTS.fileTypes;
  const t = useFieldTexts();
  return (
    <FieldChrome field={field}>
      <Label element={element} htmlFor={controlId(uid)} />
      <p id={helpId(uid)} className="text-sm text-muted">
        {t('fields.accepted', { formats: accept.join(', ') })}
      </p>
      {typeof file.name === 'string' ? (
        <p className="mt-1 text-sm">
          {t('fields.uploaded')}{' '}
          {field.fileHref ? (
            <a className="text-brand underline" href={field.fileHref} download={file.name}>
              {file.name}
            </a>
          ) : (
            file.name
          )}
        </p>
      ) : null}
      {field.readOnly ? null : (
        <input
          type="file"
          id={controlId(uid)}
          name={fieldName(uid, 'file')}
          accept={accept.join(',')}
          className={cn(
            control,
            'file:mr-3 file:rounded file:border-0 file:bg-brand-soft file:px-3 file:py-1 file:text-brand',
          )}
          {...field.common}
          aria-describedby={[helpId(uid), invalid ? errorId(uid) : ''].filter(Boolean).join(' ')}
        />
      )}
      {typeof file.name === 'string' && !field.readOnly ? (
        <DeleteStoredAnswer field={field} what="file" />
      ) : null}
    </FieldChrome>
  );
}

export function SignatureField(field: Field<ElementOfType<'signature-pad'>>) {
  const { element, uid, hydrated } = field;
  const signature = record(field.value);
  const dates = usePageDates();
  const t = useFieldTexts();
  const image = typeof signature.image === 'string' ? signature.image : field.fileHref;
  return (
    <FieldChrome field={field}>
      <fieldset>
        <Label element={element} as="legend" />
        {signature.signed ? (
          <div className="mt-2">
            <p className="text-sm text-muted">
              {t('fields.signed')}
              {typeof signature.dateStamp === 'string' ? (
                <>
                  {t('fields.signedOn')}
                  <time dateTime={signature.dateStamp} lang={dates.lang}>
                    {dates.date(signature.dateStamp)}
                  </time>
                </>
              ) : null}
              .
            </p>
            {image ? (
              <img
                src={image}
                alt={typeof signature.typedName === 'string' ? t('fields.yourSignatureNamed', { name: signature.typedName }) : t('fields.yourSignature')}
                className="mt-1 h-20 rounded border border-line bg-white"
              />
            ) : null}
            {field.readOnly ? null : <DeleteStoredAnswer field={field} what="signature" />}
          </div>
        ) : field.readOnly ? (
          <p className="mt-2 text-sm text-muted">{t('fields.notSigned')}</p>
        ) : null}
        {field.readOnly ? null : (
          <>
            {hydrated ? <SignaturePad uid={uid} name={fieldName(uid, 'image')} /> : null}
            <label htmlFor={controlId(uid, 'typed')} className="mt-3 block text-sm font-medium">
              {hydrated ? t('fields.orTypeToSign') : t('fields.typeToSign')}
            </label>
            <input
              id={controlId(uid, 'typed')}
              name={fieldName(uid, 'typed')}
              type="text"
              autoComplete="name"
              className={control}
              {...field.common}
            />
          </>
        )}
      </fieldset>
    </FieldChrome>
  );
}

/**
 * 'Delete this uploaded file' or 'Delete this signature', asking first with the spec's words (workflow-builder.md
 * §8: 'Are you sure you want to delete this uploaded file?', '…this signature?'). Yes posts the page with the
 * answer deleted; No leaves it. Without JavaScript, asking saves the page and shows it again with the question
 * open (?dialog={uid}), as a dialog window does, and No saves and closes it.
 */
function DeleteStoredAnswer({ field, what }: { field: Field; what: 'file' | 'signature' }) {
  const { uid, hydrated, dialogOpen = false } = field;
  const dialog = useModalDialog(dialogOpen, hydrated);
  const t = useFieldTexts();
  const label = what === 'file' ? t('fields.deleteFile') : t('fields.deleteSignature');
  return (
    <>
      <button
        {...dialogOpenerProps(hydrated, uid)}
        onClick={hydrated ? () => dialog.current?.showModal() : undefined}
        className="mt-2 min-h-11 text-sm text-danger underline"
      >
        {label}
      </button>
      {dialogOpen && !hydrated ? <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/50" /> : null}
      <dialog
        ref={dialog}
        open={dialogOpen && !hydrated ? true : undefined}
        aria-labelledby={controlId(uid, 'delete-title')}
        aria-describedby={controlId(uid, 'delete-text')}
        className="fixed inset-0 z-50 m-auto h-fit w-[min(92vw,28rem)] rounded-lg border border-line bg-white p-4 text-ink shadow-xl backdrop:bg-black/50"
      >
        <h3 id={controlId(uid, 'delete-title')} className="text-lg font-semibold">
          {label}
        </h3>
        <p id={controlId(uid, 'delete-text')} className="mt-2">{what === 'file' ? t('fields.deleteFileQuestion') : t('fields.deleteSignatureQuestion')}</p>
        <div className="mt-4 flex justify-end gap-2">
          <button
            type={hydrated ? 'button' : 'submit'}
            name={hydrated ? undefined : 'intent'}
            value={hydrated ? undefined : 'save'}
            onClick={hydrated ? () => dialog.current?.close() : undefined}
            autoFocus={dialogOpen && !hydrated ? true : undefined}
            className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-medium"
          >
            {t('fields.no')}
          </button>
          <button
            type="submit"
            name={REMOVE_ANSWER_FIELD}
            value={uid}
            className="inline-flex min-h-11 items-center rounded-md bg-danger px-4 font-medium text-white"
          >
            {t('fields.yes')}
          </button>
        </div>
      </dialog>
    </>
  );
}
