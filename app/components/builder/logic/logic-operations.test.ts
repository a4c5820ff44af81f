import { describe, expect, it } from 'vitest';
import type { FormElement, WorkflowDefinition } from '~/engine';
import { newFormDefinition } from '~/services/builder/definition';
import { addLibraryRule, comparisonsFor, findingsAt, newLibraryRule, libraryRuleUsedBy, listElements, printableQuestions, mayAddCompound, newCompound, newExpression, nodeComplete, removeLibraryRule, setDisplayLogic } from './logic-operations';

function withElements(count: number): WorkflowDefinition {
  const definition = newFormDefinition('List');
  for (let i = 1; i < count; i++) definition.elements.push({ uid: `e${i}`, type: i % 2 ? 'text-input-short' : 'number-input', title: `Q_${i}` } as FormElement);
  return definition;
}

describe('the questions a document can print', () => {
  it('are the elements that hold an answer: no heading, paragraph or page break', () => {
    const definition = newFormDefinition('Printable');
    definition.elements.push(
      { uid: 'h', type: 'heading', title: 'HEADING' } as FormElement,
      { uid: 'p', type: 'paragraph', title: 'PARAGRAPH' } as FormElement,
      { uid: 'n', type: 'text-input-short', title: 'NAME' } as FormElement,
      { uid: 'c', type: 'computed-property', title: 'TOTAL', formula: '1' } as FormElement,
    );
    expect(printableQuestions(definition).map((e) => e.title)).toEqual(['NAME', 'TOTAL']);
  });
});

describe('step 3 display logic operations', () => {
  it('a node is complete when always, or when every test has its question, comparison and value', () => {
    const node = newExpression();
    expect(nodeComplete(node)).toBe(false);
    node.questions = [{ questionUid: 'q', comparison: 'greater-than' }];
    expect(nodeComplete(node)).toBe(false);
    node.questions = [{ questionUid: 'q', comparison: 'greater-than', value: 3 }];
    expect(nodeComplete(node)).toBe(true);
    expect(nodeComplete({ ...newExpression(), conditional: 'always' })).toBe(true);
    expect(nodeComplete(newCompound([node, newExpression()]))).toBe(false);
  });

  it('the search filters only above 10 elements and from 3 characters, by title or type', () => {
    expect(listElements(withElements(10), { search: 'Q_1', status: 'all', page: -1 })).toHaveLength(10);
    const many = withElements(12);
    expect(listElements(many, { search: 'Q_', status: 'all', page: -1 })).toHaveLength(12);
    expect(listElements(many, { search: 'Q_1', status: 'all', page: -1 }).map((e) => e.element.title)).toEqual(['Q_1', 'Q_10', 'Q_11']);
    expect(listElements(many, { search: 'number', status: 'all', page: -1 })).toHaveLength(5);
  });

  it('the status filter keeps incomplete or completed logic', () => {
    const definition = setDisplayLogic(setDisplayLogic(withElements(4), 'e1', { hideByDefault: false, root: newExpression() }), 'e2', { hideByDefault: true, root: { ...newExpression(), conditional: 'always' } });
    expect(listElements(definition, { search: '', status: 'incomplete', page: -1 }).map((e) => e.element.uid)).toEqual(['e1']);
    expect(listElements(definition, { search: '', status: 'completed', page: -1 }).map((e) => e.element.uid)).toEqual(['e2']);
  });

  it('removing a library rule names the elements that use it', () => {
    const rule = newLibraryRule('Has kids');
    const definition = addLibraryRule(withElements(3), rule);
    const used = setDisplayLogic(definition, 'e1', { hideByDefault: false, root: newCompound([{ uid: 'l', kind: 'library', conditional: 'if', libraryUid: rule.uid }]) });
    expect(libraryRuleUsedBy(used, rule.uid)).toEqual(['Q_1']);
    expect(removeLibraryRule(used, rule.uid).displayLogicLibrary).toEqual([]);
  });

  it('a compound is not offered at the last of the 10 levels', () => {
    expect(mayAddCompound(8)).toBe(true);
    expect(mayAddCompound(9)).toBe(false);
  });

  it('gives a card the findings about its own part and what is inside it, not those of a neighbour with a longer number', () => {
    const findings = [{ pointer: '/elements/1' }, { pointer: '/elements/1/displayLogic/root/questions/0' }, { pointer: '/elements/10' }, { pointer: '/documents/0/rules/1/actions/0/blocks/2' }];
    expect(findingsAt(findings, '/elements/1').map((f) => f.pointer)).toEqual(['/elements/1', '/elements/1/displayLogic/root/questions/0']);
    expect(findingsAt(findings, '/documents/0/rules/1')).toHaveLength(1);
    expect(findingsAt(findings, '/documents/0/rules/0')).toEqual([]);
  });

  it('the page filter keeps the elements of one page, its page-break first', () => {
    const definition = withElements(5);
    definition.elements.splice(3, 0, { uid: 'p2', type: 'page-break', title: 'PAGE_2', label: 'Two' } as FormElement);
    expect(listElements(definition, { search: '', status: 'all', page: 1 }).map((e) => e.element.uid)).toEqual(['p2', 'e3', 'e4']);
    expect(listElements(definition, { search: '', status: 'all', page: 0 }).map((e) => e.number)).toEqual([1, 2, 3]);
  });

  it('offers per question the comparisons of its answer type (§9), selections with any and all, participating its two', () => {
    const offered = (type: string) => comparisonsFor({ uid: 'q', type, title: 'Q' } as FormElement, false);
    expect(offered('number-input')).toEqual(expect.arrayContaining(['greater-than', 'equal-to', 'less-than', 'between']));
    expect(offered('date-picker')).toEqual(expect.arrayContaining(['after', 'equal-to', 'before', 'between']));
    expect(offered('text-input-short')).toEqual(expect.arrayContaining(['answered', 'not-answered']));
    expect(offered('file-input')).toEqual(['uploaded', 'not-uploaded']);
    expect(offered('youtube-video')).toEqual(['before-watch', 'after-watch']);
    expect(offered('signature-pad')).toEqual(['signed', 'not-signed']);
    expect(offered('multi-select')).toEqual(expect.arrayContaining(['any', 'all']));
    expect(offered('paragraph')).toEqual([]);
    expect(comparisonsFor(undefined, true)).toEqual(['collaborating', 'unilateral']);
  });
});
