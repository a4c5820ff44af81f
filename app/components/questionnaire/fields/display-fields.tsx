// The display family, which holds no answer the page posts: headings and text, the page break (the tabs
// stand for it), a computed value, and the child support calculator's link to the state's own calculator.
import { useTranslation } from 'react-i18next';
import type { ElementOfType } from '~/engine';
import { controlId, type Field } from './field-chrome';
import { Shown, shownPart } from './shown-text';

export function HeadingField({ element }: Field<ElementOfType<'heading'>>) {
  return <h2 className="text-2xl font-semibold text-brand">
      <Shown element={element} part={shownPart(element, 'heading')}>
        {element.label ?? element.heading ?? element.title}
      </Shown>
    </h2>;
}

export function SubheadingField({ element }: Field<ElementOfType<'subheading'>>) {
  return <h3 className="text-lg font-semibold text-ink">
      <Shown element={element} part={shownPart(element, 'heading')}>
        {element.label ?? element.heading ?? element.title}
      </Shown>
    </h3>;
}

export function ParagraphField({ element }: Field<ElementOfType<'paragraph'>>) {
  return <p className="leading-relaxed text-ink">
      <Shown element={element} part={shownPart(element, 'text')}>
        {element.label ?? element.text ?? ''}
      </Shown>
    </p>;
}

export function LabelField({ element }: Field<ElementOfType<'label'>>) {
  return <p className="font-medium text-ink">
      <Shown element={element} part={shownPart(element, 'text')}>
        {element.label ?? element.text ?? ''}
      </Shown>
    </p>;
}

export function PageBreakField(_field: Field<ElementOfType<'page-break'>>) {
  return null;
}

export function ComputedField({ element, uid, computedText }: Field<ElementOfType<'computed-property'>>) {
  return (
    <div data-element-uid={uid}>
      <p className="font-medium" id={controlId(uid, 'label')}>
        {element.label ?? element.title}
      </p>
      <output
        aria-labelledby={controlId(uid, 'label')}
        className="mt-1 block text-xl font-semibold text-brand"
        data-computed={uid}
      >
        {computedText || '—'}
      </output>
    </div>
  );
}

export function ChildSupportField({ element, uid, workflowState, childSupportInfo }: Field<ElementOfType<'child-support-calculator'>>) {
  const state = element.state ?? workflowState;
  const info = childSupportInfo?.[state];
  const { t } = useTranslation('questionnaire');
  return (
    <section aria-labelledby={controlId(uid, 'title')} className="rounded-lg border border-line bg-brand-soft p-4">
      <h3 id={controlId(uid, 'title')} className="font-semibold">
        {element.label ?? t('fields.calculator')} ({state})
      </h3>
      {info ? (
        <>
          <p className="mt-1">{info.description}</p>
          <a
            className="mt-2 inline-block font-medium text-brand underline"
            href={info.hyperlink}
            target="_blank"
            rel="noreferrer"
          >
            {t('fields.calculatorOpen', { website: info.website })}
          </a>
        </>
      ) : (
        <p className="mt-1">{t('fields.calculatorMissing', { state })}</p>
      )}
    </section>
  );
}
