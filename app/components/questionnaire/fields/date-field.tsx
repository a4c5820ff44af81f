// The date family: one date, several dates or a range, as date inputs (or month inputs for a month picker),
// bounded by the element's limits and the engine's earliest date.
import { cn } from '~/components/ui/cn';
import { ELEMENT_DEFAULTS, type ElementOfType } from '~/engine';
import { dateInputValue, fieldName, monthInputValue } from '~/answer-form/form-answers';
import { control, controlId, FieldChrome, helpId, Label, list, record, type Field } from './field-chrome';
import { useFieldTexts } from './shown-text';

export function DateField(field: Field<ElementOfType<'date-picker'>>) {
  const { element, uid, value, common } = field;
  const t = useFieldTexts();
  const variant = element.variant ?? 'single-date';
  const inputType = element.monthPicker ? 'month' : 'date';
  const toInput = element.monthPicker ? monthInputValue : dateInputValue;
  const bounds = element.monthPicker
    ? {}
    : { min: element.minDate ?? ELEMENT_DEFAULTS.earliestDate, max: element.maxDate };
  if (variant === 'multiple-dates') {
    const dates = list(value).map(toInput).filter(Boolean);
    return (
      <FieldChrome field={field}>
        <fieldset>
          <Label element={element} as="legend" />
          <p id={helpId(uid)} className="text-sm text-muted">
            {t('fields.datesHint')}
          </p>
          <div className="mt-2 grid gap-2">
            {[...dates, ''].map((d, i) => (
              <label key={`${i}-${d}`} className="block">
                <span className="text-sm text-muted">{t('fields.dateN', { n: i + 1 })}</span>
                <input
                  type={inputType}
                  name={fieldName(uid)}
                  id={i === 0 ? controlId(uid) : undefined}
                  defaultValue={d}
                  className={control}
                  {...bounds}
                  {...common}
                />
              </label>
            ))}
          </div>
        </fieldset>
      </FieldChrome>
    );
  }
  if (variant === 'date-range') {
    const r = record(value);
    return (
      <FieldChrome field={field}>
        <fieldset>
          <Label element={element} as="legend" />
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            <label className="block">
              <span className="text-sm text-muted">{t('fields.from')}</span>
              <input
                type={inputType}
                name={fieldName(uid, 'start')}
                id={controlId(uid)}
                defaultValue={toInput(r.start)}
                className={control}
                {...bounds}
                {...common}
              />
            </label>
            <label className="block">
              <span className="text-sm text-muted">{t('fields.to')}</span>
              <input
                type={inputType}
                name={fieldName(uid, 'end')}
                defaultValue={toInput(r.end)}
                className={control}
                {...bounds}
                {...common}
              />
            </label>
          </div>
        </fieldset>
      </FieldChrome>
    );
  }
  return (
    <FieldChrome field={field}>
      <Label element={element} htmlFor={controlId(uid)} />
      {field.hint}
      <input
        type={inputType}
        id={controlId(uid)}
        name={fieldName(uid)}
        defaultValue={toInput(value)}
        className={cn(control, 'max-w-xs')}
        {...bounds}
        {...common}
      />
    </FieldChrome>
  );
}
