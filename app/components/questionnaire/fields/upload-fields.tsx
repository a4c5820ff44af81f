// The file and signature family: an upload (checked by content on the server) and a signature, drawn with
// JavaScript or typed without it. Both show what is stored and offer to remove it.
import { cn } from '~/components/ui/cn';
import { ELEMENT_DEFAULTS, type ElementOfType } from '~/engine';
import { fieldName } from '~/questionnaire/form-answers';
import { SignaturePad } from '../signature-pad';
import { control, controlId, errorId, FieldChrome, helpId, Label, record, type Field } from './field-chrome';

export function FileField(field: Field<ElementOfType<'file-input'>>) {
  const { element, uid, invalid } = field;
  const file = record(field.value);
  const accept = element.accept?.length ? element.accept : ELEMENT_DEFAULTS.fileTypes;
  return (
    <FieldChrome field={field}>
      <Label element={element} htmlFor={controlId(uid)} />
      <p id={helpId(uid)} className="text-sm text-muted">
        Accepted formats: {accept.join(', ')}
      </p>
      {typeof file.name === 'string' ? (
        <p className="mt-1 text-sm">
          Uploaded:{' '}
          {field.fileHref ? (
            <a className="text-brand underline" href={field.fileHref} download={file.name}>
              {file.name}
            </a>
          ) : (
            file.name
          )}
        </p>
      ) : null}
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
      {typeof file.name === 'string' ? (
        <label className="mt-2 flex items-center gap-2 text-sm">
          <input type="checkbox" name={fieldName(uid, 'remove')} className="size-5 accent-brand" /> Remove this file
        </label>
      ) : null}
    </FieldChrome>
  );
}

export function SignatureField(field: Field<ElementOfType<'signature-pad'>>) {
  const { element, uid, hydrated } = field;
  const signature = record(field.value);
  const image = typeof signature.image === 'string' ? signature.image : field.fileHref;
  return (
    <FieldChrome field={field}>
      <fieldset>
        <Label element={element} as="legend" />
        {signature.signed ? (
          <div className="mt-2">
            <p className="text-sm text-muted">
              Signed
              {typeof signature.dateStamp === 'string'
                ? ` on ${new Date(signature.dateStamp).toLocaleDateString('en-US')}`
                : ''}
              .
            </p>
            {image ? (
              <img
                src={image}
                alt={`Your signature${typeof signature.typedName === 'string' ? `: ${signature.typedName}` : ''}`}
                className="mt-1 h-20 rounded border border-line bg-white"
              />
            ) : null}
            <label className="mt-2 flex items-center gap-2 text-sm">
              <input type="checkbox" name={fieldName(uid, 'clear')} className="size-5 accent-brand" /> Remove my
              signature
            </label>
          </div>
        ) : null}
        {hydrated ? <SignaturePad uid={uid} name={fieldName(uid, 'image')} /> : null}
        <label htmlFor={controlId(uid, 'typed')} className="mt-3 block text-sm font-medium">
          {hydrated ? 'Or type your full legal name to sign' : 'Type your full legal name to sign'}
        </label>
        <input
          id={controlId(uid, 'typed')}
          name={fieldName(uid, 'typed')}
          type="text"
          autoComplete="name"
          className={control}
          {...field.common}
        />
      </fieldset>
    </FieldChrome>
  );
}
