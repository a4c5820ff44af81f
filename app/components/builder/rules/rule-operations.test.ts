import { describe, expect, it } from 'vitest';
import type { DocumentRule, WorkflowDefinition } from '~/engine';
import { newFormDefinition } from '~/services/builder/definition';
import { conditionSummary } from '~/utils/condition-summary';
import { englishBuilder } from '../../../../i18n/english-builder';
import { textsIn } from '../../../../i18n/texts-for-tests';
import {
  addRule,
  changeRuleType,
  deleteRule,
  opensActions,
  actionsReachable,
  ruleTypeChoices,
  rulesOf,
  searchRules,
  setDocumentDisplayLogic,
  setRuleCondition,
  setRuleOrder,
  setSharingLimit,
  sharingLimitProblem,
  showsRuleSearch,
} from './rule-operations';

function withRules(count: number): WorkflowDefinition {
  const rules: DocumentRule[] = Array.from({ length: count }, (_, i) => ({
    uid: `r${i + 1}`,
    name: `Rule ${i + 1}`,
    type: 'Action Logic',
    order: i + 1,
    actions: [],
  }));
  return {
    ...newFormDefinition('Rules'),
    documents: [{ uid: 'doc', type: 'pdf', name: 'Petition', order: 1, pages: [], rules }],
  };
}
const rules = (d: WorkflowDefinition) => rulesOf(d.documents![0]!);
const order = (d: WorkflowDefinition) => rules(d).map((r) => `${r.order}:${r.uid}`);

describe('rules of a document', () => {
  it('a new rule goes last as Rule N and holds always; a Sharing Logic rule starts with read-only 1, comment 1, edit 0', () => {
    const added = addRule(withRules(2), 'doc', 'Sharing Logic', 'share');
    expect(rules(added).at(-1)).toMatchObject({
      uid: 'share',
      name: 'Rule 3',
      order: 3,
      type: 'Sharing Logic',
      conditional: 'always',
      readOnlyShareLimit: 1,
      commentShareLimit: 1,
      editShareLimit: 0,
    });
  });

  it('only one Sharing Logic rule: the type is disabled once it exists, and a second is refused', () => {
    const once = addRule(withRules(1), 'doc', 'Sharing Logic', 'share');
    expect(ruleTypeChoices(once.documents![0]).find((c) => c.type === 'Sharing Logic')?.disabled).toBe(true);
    // the sharing rule itself may keep its type
    expect(ruleTypeChoices(once.documents![0], 'share').find((c) => c.type === 'Sharing Logic')?.disabled).toBe(false);
    expect(addRule(once, 'doc', 'Sharing Logic', 'again')).toBe(once);
    expect(changeRuleType(once, 'doc', 'r1', 'Sharing Logic')).toBe(once);
  });

  it('giving a rule another position swaps it with the rule there', () => {
    expect(order(setRuleOrder(withRules(4), 'doc', 'r1', 3))).toEqual(['1:r3', '2:r2', '3:r1', '4:r4']);
    const same = withRules(2);
    expect(setRuleOrder(same, 'doc', 'r1', 9)).toBe(same);
  });

  it('deleting a rule moves the later ones up and renumbers them', () => {
    expect(order(deleteRule(withRules(4), 'doc', 'r2'))).toEqual(['1:r1', '2:r3', '3:r4']);
  });

  it('a rule changed to another type leaves the old type’s parts behind', () => {
    const sharing = changeRuleType(withRules(1), 'doc', 'r1', 'Sharing Logic');
    expect(rules(sharing)[0]).not.toHaveProperty('actions');
    expect(opensActions(rules(sharing)[0])).toBe(false);
    const back = changeRuleType(sharing, 'doc', 'r1', 'Action Logic');
    expect(rules(back)[0]).not.toHaveProperty('readOnlyShareLimit');
    expect(opensActions(rules(back)[0])).toBe(true);
  });

  it('step 6 is reachable for an Action Logic rule, a document without rules or no document, and not otherwise (W2.21)', () => {
    const doc = (d: WorkflowDefinition) => d.documents?.find((x) => x.uid === 'doc');
    expect(actionsReachable(undefined, undefined)).toBe(true);
    expect(actionsReachable(doc(withRules(0)), undefined)).toBe(true);
    const actionRules = withRules(2);
    expect(actionsReachable(doc(actionRules), undefined)).toBe(true);
    const sharing = changeRuleType(withRules(1), 'doc', 'r1', 'Sharing Logic');
    expect(actionsReachable(doc(sharing), undefined)).toBe(false);
    expect(actionsReachable(doc(sharing), 'r1')).toBe(false);
    // a Display Logic rule opened from step 5 keeps step 6 closed though another rule is Action Logic
    const mixed = changeRuleType(withRules(2), 'doc', 'r1', 'Display Logic');
    expect(actionsReachable(doc(mixed), 'r1')).toBe(false);
    expect(actionsReachable(doc(mixed), undefined)).toBe(true);
    expect(actionsReachable(doc(mixed), 'r2')).toBe(true);
  });

  it('sharing limits are whole numbers', () => {
    expect(sharingLimitProblem('2')).toBeUndefined();
    expect(sharingLimitProblem('-1')).toBe('Enter a whole number from 0 to 99.');
    expect(sharingLimitProblem('1.5')).toBe('Enter a whole number from 0 to 99.');
    const shared = addRule(withRules(0), 'doc', 'Sharing Logic', 's');
    expect(rules(setSharingLimit(shared, 'doc', 's', 'editShareLimit', 2))[0]).toMatchObject({ editShareLimit: 2 });
  });

  it('the search shows above 10 rules and filters from 3 characters, by name or type', () => {
    const ten = rules(withRules(10));
    expect(showsRuleSearch(ten)).toBe(false);
    expect(searchRules(ten, 'Rule 1')).toHaveLength(10);
    const eleven = rules(withRules(11)).map((r, i) => (i === 4 ? { ...r, name: 'Children clause' } : r));
    expect(showsRuleSearch(eleven)).toBe(true);
    expect(searchRules(eleven, 'ch')).toHaveLength(11);
    expect(searchRules(eleven, 'CHIL').map((r) => r.uid)).toEqual(['r5']);
    expect(searchRules(eleven, 'action logic')).toHaveLength(11);
  });
});

describe('condition sentences', () => {
  const en = englishBuilder();
  const definition: WorkflowDefinition = {
    ...newFormDefinition('Sentences'),
    elements: [
      ...newFormDefinition('x').elements,
      { uid: 'q1', type: 'single-select', title: 'Do you have children?' } as never,
    ],
  };
  it('always, if and unless read as plain words naming the questions', () => {
    expect(conditionSummary({ conditional: 'always' }, definition, en)).toBe('Always');
    expect(conditionSummary(undefined, definition, en)).toBe('Always');
    expect(
      conditionSummary(
        { conditional: 'if', operator: 'and', questions: [{ questionUid: 'q1', comparison: 'is', answer: 'Yes' }] },
        definition,
        en,
      ),
    ).toBe('If “Do you have children?” is Yes');
    expect(
      conditionSummary(
        {
          conditional: 'else',
          operator: 'or',
          questions: [
            { questionUid: 'q1', comparison: 'is', answer: 'Yes' },
            { questionUid: 'gone', comparison: 'answered' },
          ],
        },
        definition,
        en,
      ),
    ).toBe('Unless any of: “Do you have children?” is Yes; “a deleted question (gone)” answered');
  });
  it('are said in the page’s language, the question’s title and the answer as the author wrote them', async () => {
    const es = await textsIn('es', 'builder');
    expect(conditionSummary(undefined, definition, es)).toBe('Siempre');
    const condition = {
      conditional: 'else',
      operator: 'or',
      questions: [
        { questionUid: 'q1', comparison: 'is', answer: 'Yes' },
        { questionUid: 'q1', comparison: 'between', lowerLimit: 1, upperLimit: 3 },
        { comparison: 'collaborating' },
      ],
    };
    expect(conditionSummary(condition, definition, es)).toBe('Salvo si se cumple al menos una de estas: «Do you have children?» es Yes; «Do you have children?» entre 1 y 3; los cónyuges participan juntos');
    expect(conditionSummary(condition, definition, en)).toBe('Unless any of: “Do you have children?” is Yes; “Do you have children?” between 1 and 3; the spouses take part together');
    expect(conditionSummary({ conditional: 'if', questions: [] }, definition, es)).toBe('Si: todavía no se eligió ninguna pregunta');
  });
});

describe('conditions of rules and documents', () => {
  const test = { questionUid: 'q1', comparison: 'equals', value: 'Yes' };

  it("a rule's condition is replaced whole, and an operator left unset is removed, not kept stale", () => {
    const set = setRuleCondition(withRules(2), 'doc', 'r2', { conditional: 'if', operator: 'or', questions: [test] });
    expect(rules(set)[1]).toMatchObject({ uid: 'r2', conditional: 'if', operator: 'or', questions: [test] });
    const cleared = setRuleCondition(set, 'doc', 'r2', { conditional: 'always', questions: [] });
    expect(rules(cleared)[1]).toMatchObject({ conditional: 'always', questions: [] });
    expect(rules(cleared)[1]).not.toHaveProperty('operator');
    expect(rules(cleared)[0]).toEqual(rules(withRules(2))[0]);
  });

  it("a document's display logic is set on that document only; an unknown document or rule changes nothing", () => {
    const draft = withRules(1);
    const set = setDocumentDisplayLogic(draft, 'doc', { conditional: 'if', operator: 'and', questions: [test] });
    expect(set.documents![0]!.displayLogic).toEqual({ conditional: 'if', operator: 'and', questions: [test] });
    expect(setDocumentDisplayLogic(draft, 'nope', { conditional: 'always', questions: [] })).toBe(draft);
    expect(setRuleCondition(draft, 'doc', 'nope', { conditional: 'always', questions: [] })).toBe(draft);
  });
});
