// The text family: short and long text, and numbers (typed as text so commas and a sign are kept as typed).
import type { ReactNode } from 'react';
import { cn } from '~/components/ui/cn';
import { ELEMENT_DEFAULTS, type ElementOfType } from '~/engine';
import { fieldName } from '~/answer-form/form-answers';
import type { QuestionnaireTexts } from '~/answer-form/page-messages';
import { usNumber } from '~/utils/us-number';
import { control, controlId, FieldChrome, Label, text, type Field } from './field-chrome';
import { useTextLangs } from './shown-text';

/** The hint under a number's or a validated short text's label. */
export function textHint(
  element: ElementOfType<'number-input'> | ElementOfType<'text-input-short'>,
  t: QuestionnaireTexts,
): string | undefined {
  if (element.type === 'number-input') {
    const lower = element.lowerBound ?? ELEMENT_DEFAULTS.numberBounds.lower;
    const upper = element.upperBound ?? ELEMENT_DEFAULTS.numberBounds.upper;
    const bounds = { lower: usNumber(lower), upper: usNumber(upper) };
    return element.useCommas ? t('fields.numberHintCommas', bounds) : t('fields.numberHint', bounds);
  }
  switch (element.validator) {
    case 'phone':
      return t('fields.phoneHint');
    case 'ssn':
      return t('fields.ssnHint');
    case 'zip':
      return t('fields.zipHint');
    case 'time':
      return t('fields.timeHint');
    default:
      return undefined;
  }
}

/** Short and long text: one line (typed for e-mail and phone, numeric keyboards for digits) or a text area. */
export function TextField(field: Field<ElementOfType<'text-input-short'> | ElementOfType<'text-input-long'>>) {
  const { element, uid } = field;
  const lang = useTextLangs(element);
  // attributes in the order the page has always rendered them
  const head = { id: controlId(uid), name: fieldName(uid) };
  const tail = {
    defaultValue: text(field.value),
    placeholder: element.placeholder,
    ...(element.placeholder ? lang('placeholder') : {}),
    className: control,
    ...field.common,
  };
  let input: ReactNode;
  if (element.type === 'text-input-long') input = <textarea {...head} rows={4} {...tail} />;
  else {
    const type = element.validator === 'email' ? 'email' : element.validator === 'phone' ? 'tel' : 'text';
    const numeric = element.validator === 'numbers' || element.validator === 'zip' || element.validator === 'ssn';
    input = <input {...head} type={type} inputMode={numeric ? 'numeric' : undefined} {...tail} />;
  }
  return (
    <FieldChrome field={field}>
      <Label element={element} htmlFor={controlId(uid)} />
      {field.hint}
      {input}
    </FieldChrome>
  );
}

export function NumberField(field: Field<ElementOfType<'number-input'>>) {
  const { element, uid } = field;
  const lang = useTextLangs(element);
  return (
    <FieldChrome field={field}>
      <Label element={element} htmlFor={controlId(uid)} />
      {field.hint}
      <div className="mt-1 flex items-stretch">
        {element.prefix ? (
          <span className="flex items-center whitespace-nowrap rounded-l-md border border-r-0 border-line bg-canvas px-3 text-muted" {...lang('prefix')}>
            {element.prefix}
          </span>
        ) : null}
        <input
          id={controlId(uid)}
          name={fieldName(uid)}
          type="text"
          inputMode="decimal"
          defaultValue={text(field.value)}
          placeholder={element.placeholder}
          {...(element.placeholder ? lang('placeholder') : {})}
          className={cn(control, 'mt-0', element.prefix && 'rounded-l-none', element.suffix && 'rounded-r-none')}
          {...field.common}
        />
        {element.suffix ? (
          <span className="flex items-center whitespace-nowrap rounded-r-md border border-l-0 border-line bg-canvas px-3 text-sm text-muted" {...lang('suffix')}>
            {element.suffix}
          </span>
        ) : null}
      </div>
    </FieldChrome>
  );
}
