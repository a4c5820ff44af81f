// The choice family: single and state selects (radio, drop-down or slider), multi-selects (checkboxes or a
// multiple drop-down) and grouped options, whose choices follow another question's answer.
import type { ReactNode } from 'react';
import { cn } from '~/components/ui/cn';
import { US_STATES, type ElementOfType, type FormElement } from '~/engine';
import { Shown, useChoiceText, useFieldTexts } from './shown-text';
import { fieldName } from '~/answer-form/form-answers';
import {
  choice,
  control,
  controlId,
  errorId,
  FieldChrome,
  helpId,
  Label,
  list,
  text,
  type Field,
} from './field-chrome';

function ChoiceList({
  element,
  uid,
  options,
  selected,
  multiple,
  invalid,
  described,
  layout = 'stack',
}: {
  element: FormElement;
  uid: string;
  options: readonly string[];
  selected: string[];
  multiple: boolean;
  invalid: boolean;
  described?: string;
  layout?: 'stack' | 'track';
}) {
  const shown = useChoiceText(element);
  return (
    <div className={cn('mt-2', layout === 'track' ? 'grid auto-cols-fr grid-flow-col gap-1' : 'grid gap-2')}>
      {options.map((option, i) => (
        <label key={option} className={cn(choice, layout === 'track' && 'justify-center text-center text-sm')}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={fieldName(uid)}
            value={option}
            id={i === 0 ? controlId(uid) : undefined}
            defaultChecked={selected.includes(option)}
            aria-invalid={invalid || undefined}
            aria-describedby={described}
            className={cn('size-5 accent-brand', layout === 'track' && 'sr-only')}
          />
          <span lang={shown(option).lang}>{shown(option).text}</span>
        </label>
      ))}
    </div>
  );
}

/** A fieldset of radio buttons or checkboxes, legend and hint first; `children` go between hint and choices. */
function ChoiceFieldset({
  field,
  options,
  multiple,
  layout,
  children,
}: {
  field: Field;
  options: readonly string[];
  multiple: boolean;
  layout?: 'stack' | 'track';
  children?: ReactNode;
}) {
  return (
    <FieldChrome field={field}>
      <fieldset>
        <Label element={field.element} as="legend" />
        {field.hint}
        {children}
        <ChoiceList
          element={field.element}
          uid={field.uid}
          options={options}
          selected={list(field.value)}
          multiple={multiple}
          invalid={field.invalid}
          described={field.described}
          layout={layout}
        />
      </fieldset>
    </FieldChrome>
  );
}

function OptionElements({ element, options }: { element: FormElement; options: readonly string[] }) {
  const shown = useChoiceText(element);
  return options.map((o) => (
    <option key={o} value={o} lang={shown(o).lang}>
      {shown(o).text}
    </option>
  ));
}

/** single-select and state-select: a state select lists the US states unless it names its own, as a drop-down. */
export function SingleChoiceField(field: Field<ElementOfType<'single-select'> | ElementOfType<'state-select'>>) {
  const { element, uid, value } = field;
  const options = element.type === 'state-select' ? (element.options ?? US_STATES) : element.options;
  const variant = element.variant ?? (element.type === 'state-select' ? 'drop-down' : 'radio');
  const t = useFieldTexts();
  if (variant === 'drop-down') {
    return (
      <FieldChrome field={field}>
        <Label element={element} htmlFor={controlId(uid)} />
        {field.hint}
        <select
          id={controlId(uid)}
          name={fieldName(uid)}
          defaultValue={text(value)}
          className={control}
          {...field.common}
        >
          <option value="">{t('fields.choose')}</option>
          <OptionElements element={element} options={options} />
        </select>
      </FieldChrome>
    );
  }
  return (
    <ChoiceFieldset field={field} options={options} multiple={false} layout={variant === 'slider' ? 'track' : 'stack'}>
      {variant === 'slider' ? <p className="text-sm text-muted">{t('fields.slider')}</p> : null}
    </ChoiceFieldset>
  );
}

export function MultiChoiceField(field: Field<ElementOfType<'multi-select'>>) {
  const { element, uid, value, invalid } = field;
  const t = useFieldTexts();
  if (element.variant === 'drop-down') {
    return (
      <FieldChrome field={field}>
        <Label element={element} htmlFor={controlId(uid)} />
        <p id={helpId(uid)} className="text-sm text-muted">
          {t('fields.several')}
        </p>
        <select
          id={controlId(uid)}
          name={fieldName(uid)}
          multiple
          defaultValue={list(value)}
          size={Math.min(6, element.options.length)}
          className={control}
          aria-invalid={invalid || undefined}
          aria-describedby={[helpId(uid), invalid ? errorId(uid) : ''].filter(Boolean).join(' ')}
        >
          <OptionElements element={element} options={element.options} />
        </select>
      </FieldChrome>
    );
  }
  return <ChoiceFieldset field={field} options={element.options} multiple />;
}

function GroupedOption({ element, option }: { element: FormElement; option: string }) {
  const shown = useChoiceText(element)(option);
  return <li lang={shown.lang}>{shown.text}</li>;
}

/** grouped-options: the options of the grouping question's answer, to choose from or (text variant) to read. */
export function GroupedOptionsField(field: Field<ElementOfType<'grouped-options'>>) {
  const { element, uid, value } = field;
  const options = field.groupOptions ?? [];
  const t = useFieldTexts();
  const waiting = <p className="text-sm text-muted">{t('fields.groupingFirst', { question: field.groupingLabel })}</p>;
  if (element.groupingVariant === 'text') {
    return (
      <FieldChrome field={field}>
        <p className="font-medium">
          <Shown element={element} part="label">
            {element.label}
          </Shown>
        </p>
        {options.length ? (
          <ul className="mt-1 list-disc pl-6">
            {options.map((o) => (
              <GroupedOption key={o} element={element} option={o} />
            ))}
          </ul>
        ) : (
          waiting
        )}
      </FieldChrome>
    );
  }
  return (
    <FieldChrome field={field}>
      <fieldset>
        <Label element={element} as="legend" />
        {options.length ? (
          <ChoiceList
            element={element}
            uid={uid}
            options={options}
            selected={list(value)}
            multiple={false}
            invalid={field.invalid}
            described={field.described}
          />
        ) : (
          waiting
        )}
      </fieldset>
    </FieldChrome>
  );
}
