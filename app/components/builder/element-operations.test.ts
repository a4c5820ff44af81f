import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES, type WorkflowDefinition } from '~/engine';
import { validateWorkflow } from '~/engine.server';
import { newFormDefinition } from '~/services/builder/definition';
import { addElement, deleteElement, duplicateElement, moveElement, newDialogField, normaliseDialogTitle, pagesOf, searchPageElements, showsPageSearch } from './element-operations';

function withEveryType(): WorkflowDefinition {
  let definition = newFormDefinition('Every type');
  for (const type of ELEMENT_TYPES) definition = addElement(definition, type, 0).definition;
  return definition;
}

describe('element operations', () => {
  it('a new element of every type in the engine registry makes a valid workflow', () => {
    const definition = withEveryType();
    expect(definition.elements.map((e) => e.type).slice(1).sort()).toEqual([...ELEMENT_TYPES].sort());
    expect(validateWorkflow(definition).problems).toEqual([]);
  });

  it('a page-break starts a new page at the end; other elements go to the end of the chosen page', () => {
    let definition = newFormDefinition('Pages');
    definition = addElement(definition, 'page-break', 0).definition;
    definition = addElement(definition, 'heading', 0).definition;
    expect(pagesOf(definition).map((p) => [p.start, p.end])).toEqual([[0, 2], [2, 3]]);
    expect(definition.elements[1]?.type).toBe('heading');
  });

  it("a duplicate follows its original with ' - COPY' and new uids", () => {
    const { definition, element } = addElement(newFormDefinition('Copy'), 'dialog-window', 0);
    const withField = { ...definition, elements: definition.elements.map((e) => (e.type === 'dialog-window' ? { ...e, dialogFields: [newDialogField('text-input-short', [])] } : e)) };
    const copied = duplicateElement(withField, element.uid);
    const [original, copy] = copied.elements.slice(1) as [Extract<typeof element, { type: 'dialog-window' }>, Extract<typeof element, { type: 'dialog-window' }>];
    expect(copy.title).toBe(`${original.title} - COPY`);
    expect(copy.uid).not.toBe(original.uid);
    expect(copy.dialogFields[0]?.uid).not.toBe(original.dialogFields[0]?.uid);
    expect(validateWorkflow(copied).problems).toEqual([]);
  });

  it('the first page-break cannot be duplicated, deleted or moved, and nothing moves before a page-break', () => {
    const definition = withEveryType();
    const first = definition.elements[0]!.uid;
    expect(duplicateElement(definition, first)).toBe(definition);
    expect(deleteElement(definition, first)).toBe(definition);
    expect(moveElement(definition, definition.elements[2]!.uid, first)).toBe(definition);
    const moved = moveElement(definition, definition.elements[1]!.uid, definition.elements[3]!.uid);
    expect(moved.elements[3]?.uid).toBe(definition.elements[1]!.uid);
  });

  it('dialog titles turn spaces into hyphens and letters to upper case', () => {
    expect(normaliseDialogTitle('  spouse  phone number ')).toBe('SPOUSE-PHONE-NUMBER');
  });

  it('the page search shows above 10 elements and, from 3 characters, keeps those whose title, label or type holds the text in any case', () => {
    const elements = withEveryType().elements;
    const ten = elements.slice(0, 10);
    expect(showsPageSearch(ten)).toBe(false);
    expect(searchPageElements(ten, 'heading')).toBe(ten);
    const eleven = elements.slice(0, 11).map((e, i) => (i === 3 ? { ...e, title: 'SPOUSE-NAME', label: 'Your spouse’s full name' } : e));
    expect(showsPageSearch(eleven)).toBe(true);
    expect(searchPageElements(eleven, 'sp')).toBe(eleven);
    expect(searchPageElements(eleven, '  spou ').map((e) => e.uid)).toEqual([eleven[3]!.uid]);
    expect(searchPageElements(eleven, 'FULL NAME').map((e) => e.uid)).toEqual([eleven[3]!.uid]);
    // titles and labels of new elements spell the type with '_' and spaces: a hyphen finds the type itself
    const byType = eleven.filter((e) => e.type.startsWith('text-input'));
    expect(byType.length).toBeGreaterThan(0);
    expect(searchPageElements(eleven, 'TEXT-INPUT')).toEqual(byType);
    expect(searchPageElements(eleven, 'nothing like this')).toEqual([]);
  });
});
