// The display family, which holds no answer the page posts: headings and text, the page break (the tabs
// stand for it), a computed value, and the child support calculator's link to the state's own calculator.
import { createContext, createElement, useContext, type HTMLAttributes } from 'react';
import type { ElementOfType } from '~/engine';
import { controlId, type Field } from './field-chrome';
import { Shown, shownPart, useFieldTexts } from './shown-text';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The level of a workflow's section heading where its fields are shown: one below the heading of the questionnaire's
 * page they sit under (WCAG 1.3.1: levels never go back up under it), a subheading one further. A page that shows
 * fields under its own headings provides it (`FieldHeadingLevelProvider`); without it a section heading is an h2.
 */
const FieldHeadingLevel = createContext<HeadingLevel>(2);
export const FieldHeadingLevelProvider = FieldHeadingLevel.Provider;

/** A heading `below` levels under the fields' section heading, never past h6. */
function FieldHeading({ below = 0, ...props }: HTMLAttributes<HTMLHeadingElement> & { below?: number }) {
  const level = Math.min(6, useContext(FieldHeadingLevel) + below);
  return createElement(`h${level}`, props);
}

export function HeadingField({ element }: Field<ElementOfType<'heading'>>) {
  return <FieldHeading className="text-2xl font-semibold text-brand">
      <Shown element={element} part={shownPart(element, 'heading')}>
        {element.label ?? element.heading ?? element.title}
      </Shown>
    </FieldHeading>;
}

export function SubheadingField({ element }: Field<ElementOfType<'subheading'>>) {
  return <FieldHeading below={1} className="text-lg font-semibold text-ink">
      <Shown element={element} part={shownPart(element, 'heading')}>
        {element.label ?? element.heading ?? element.title}
      </Shown>
    </FieldHeading>;
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
        <Shown element={element} part="label">
          {element.label ?? element.title}
        </Shown>
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
  const t = useFieldTexts();
  return (
    <section aria-labelledby={controlId(uid, 'title')} className="rounded-lg border border-line bg-brand-soft p-4">
      {/* a section of its own, at the level of the workflow's section headings (one under the page's heading) */}
      <FieldHeading id={controlId(uid, 'title')} className="font-semibold">
        {element.label ? (
          <Shown element={element} part="label">
            {element.label}
          </Shown>
        ) : (
          t('fields.calculator')
        )}{' '}
        (<span lang="en">{state}</span>)
      </FieldHeading>
      {info ? (
        <>
          {/* the state's description is its administrator's English (the child support information page) */}
          <p className="mt-1" lang="en">
            {info.description}
          </p>
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
