import { describe, expect, it } from 'vitest';
import { COMPARISONS_BY_ELEMENT_TYPE } from './element-registry.ts';
import {
  ANSWERABLE_ELEMENT_TYPES,
  ELEMENT_TYPE_REGISTRY,
  REQUIRABLE_ELEMENT_TYPES,
  hasAnswerInput,
  elementTypeInfo,
  takesAnswer,
} from './element-registry.ts';
import { ELEMENT_TYPES } from './element-types.ts';
import type { FormElement } from './elements.ts';

const el = (e: Record<string, unknown>) => ({ uid: 'u', title: 'T', ...e }) as FormElement;

describe('the element-type registry', () => {
  it('has one entry for each of the 21 types and no other', () =>
    expect(Object.keys(ELEMENT_TYPE_REGISTRY).sort()).toEqual([...ELEMENT_TYPES].sort()));

  it('lets exactly the types of workflow-builder.md §3 be required', () =>
    expect(REQUIRABLE_ELEMENT_TYPES).toEqual([
      'single-select',
      'state-select',
      'multi-select',
      'number-input',
      'text-input-short',
      'text-input-long',
      'signature-pad',
      'file-input',
      'date-picker',
      'dialog-window',
      'item-table',
      'embedded-image',
    ]));

  it('counts a watched video, a grouped-options choice and the calculator figures as answers besides the requirable types', () =>
    expect(new Set(ANSWERABLE_ELEMENT_TYPES)).toEqual(
      new Set([...REQUIRABLE_ELEMENT_TYPES, 'youtube-video', 'grouped-options', 'child-support-calculator']),
    ));

  it('knows no type by a name it does not list, not even an object property name', () => {
    expect(elementTypeInfo('tax-form')).toBeUndefined();
    expect(elementTypeInfo('constructor')).toBeUndefined();
  });

  it('decides by variant whether a table, a grouped-options element or an image takes an answer', () => {
    expect(takesAnswer(el({ type: 'item-table', variant: 'read-only', headers: [] }))).toBe(false);
    expect(takesAnswer(el({ type: 'item-table', variant: 'user-input-allowed', headers: [] }))).toBe(true);
    expect(takesAnswer(el({ type: 'grouped-options', groupingVariant: 'text' }))).toBe(false);
    expect(takesAnswer(el({ type: 'grouped-options', groupingVariant: 'select' }))).toBe(true);
    expect(takesAnswer(el({ type: 'embedded-image', interactionType: 'none', images: [] }))).toBe(false);
    expect(takesAnswer(el({ type: 'embedded-image', interactionType: 'multi-select', images: [] }))).toBe(true);
    expect(takesAnswer(el({ type: 'heading' }))).toBe(false);
    expect(takesAnswer(el({ type: 'tax-form' }))).toBe(false);
  });

  it('leaves the calculator figures and computed values out of what the questionnaire page answers', () => {
    expect(hasAnswerInput(el({ type: 'child-support-calculator' }))).toBe(false);
    expect(hasAnswerInput(el({ type: 'computed-property', formula: '1' }))).toBe(false);
    expect(hasAnswerInput(el({ type: 'file-input' }))).toBe(true);
    expect(hasAnswerInput(el({ type: 'youtube-video' }))).toBe(true);
  });

  it('gives display-only types no comparison, so a condition on a heading is refused', () => {
    for (const type of ['page-break', 'heading', 'subheading', 'paragraph', 'label'] as const)
      expect(COMPARISONS_BY_ELEMENT_TYPE[type]).toEqual([]);
    expect(COMPARISONS_BY_ELEMENT_TYPE['file-input']).toEqual(['uploaded', 'not-uploaded']);
  });
});
