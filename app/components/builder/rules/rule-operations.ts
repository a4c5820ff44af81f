// Step 5, the rules of the current document (workflow-builder.md §2 step 5, §3 Rule, §4, §5, §9) as pure changes of
// the draft: add (one Sharing Logic rule at most), rename, change type, change order by swapping with the rule at
// that position, delete with the later rules renumbered, sharing limits, and the list's search.
import type { ConditionFields, Document, DocumentRule, RuleType, WorkflowDefinition } from '~/engine';
import { RULE_TYPES } from '~/engine';

export const DELETE_RULE_TITLE = 'Delete Rule';
export const DELETE_RULE_MESSAGE = 'Are you sure you want to delete this rule?';
export const ACTION_LOGIC_HINT = 'Add or change to an ACTION LOGIC rule in order to access actions.';
/** §5: sharing defaults read-only 1, comment 1, edit 0. */
export const SHARING_DEFAULTS = { readOnlyShareLimit: 1, commentShareLimit: 1, editShareLimit: 0 } as const;
/** §9: the search shows above 10 rules and filters from 3 characters. */
export const SEARCH_SHOWN_ABOVE = 10;
export const SEARCH_MIN_CHARACTERS = 3;

export type SharingLimitField = keyof typeof SHARING_DEFAULTS;

export function rulesOf(document: Document | undefined): DocumentRule[] {
  return [...(document?.rules ?? [])].sort((a, b) => a.order - b.order);
}

function changeRules(
  definition: WorkflowDefinition,
  documentUid: string,
  change: (rules: DocumentRule[]) => DocumentRule[],
): WorkflowDefinition {
  const documents = definition.documents ?? [];
  const document = documents.find((d) => d.uid === documentUid);
  if (!document) return definition;
  const before = rulesOf(document);
  const after = change(before);
  if (after === before) return definition;
  const renumbered = after.map((rule, index) => (rule.order === index + 1 ? rule : { ...rule, order: index + 1 }));
  return { ...definition, documents: documents.map((d) => (d === document ? { ...d, rules: renumbered } : d)) };
}

/** Whether the document already has its one Sharing Logic rule, so the type list disables it (§4). */
export function hasSharingRule(document: Document | undefined, except?: string): boolean {
  return rulesOf(document).some((rule) => rule.type === 'Sharing Logic' && rule.uid !== except);
}

/** The rule types a rule may take: Sharing Logic only while no other rule of the document has it. */
export function ruleTypeChoices(
  document: Document | undefined,
  ruleUid?: string,
): { type: RuleType; disabled: boolean }[] {
  return RULE_TYPES.map((type) => ({ type, disabled: type === 'Sharing Logic' && hasSharingRule(document, ruleUid) }));
}

function typeDefaults(type: RuleType): Partial<DocumentRule> {
  if (type === 'Sharing Logic') return { ...SHARING_DEFAULTS };
  if (type === 'Action Logic') return { actions: [] };
  return { displayLogicQuestions: [], displayLogicQuestionsDefault: 'hide' };
}

/** A new rule at the end, 'Rule N', holding always until its condition is set. A second Sharing Logic rule is refused. */
export function addRule(
  definition: WorkflowDefinition,
  documentUid: string,
  type: RuleType,
  uid: string,
): WorkflowDefinition {
  const document = definition.documents?.find((d) => d.uid === documentUid);
  if (type === 'Sharing Logic' && hasSharingRule(document)) return definition;
  return changeRules(definition, documentUid, (rules) => [
    ...rules,
    {
      uid,
      name: `Rule ${rules.length + 1}`,
      type,
      order: rules.length + 1,
      conditional: 'always',
      operator: 'and',
      questions: [],
      ...typeDefaults(type),
    },
  ]);
}

export function renameRule(
  definition: WorkflowDefinition,
  documentUid: string,
  uid: string,
  name: string,
): WorkflowDefinition {
  return changeRules(definition, documentUid, (rules) =>
    rules.some((r) => r.uid === uid && r.name !== name)
      ? rules.map((r) => (r.uid === uid ? { ...r, name } : r))
      : rules,
  );
}

/** A new type keeps the rule's name and condition and takes that type's defaults; the old type's parts go. */
export function changeRuleType(
  definition: WorkflowDefinition,
  documentUid: string,
  uid: string,
  type: RuleType,
): WorkflowDefinition {
  const document = definition.documents?.find((d) => d.uid === documentUid);
  if (type === 'Sharing Logic' && hasSharingRule(document, uid)) return definition;
  return changeRules(definition, documentUid, (rules) => {
    const rule = rules.find((r) => r.uid === uid);
    if (!rule || rule.type === type) return rules;
    const {
      actions: _actions,
      autoNumberingLevels: _levels,
      displayLogicQuestions: _questions,
      displayLogicQuestionsDefault: _default,
      readOnlyShareLimit: _r,
      commentShareLimit: _c,
      editShareLimit: _e,
      ...kept
    } = rule;
    return rules.map((r) => (r.uid === uid ? ({ ...kept, type, ...typeDefaults(type) } as DocumentRule) : r));
  });
}

/** §4: a rule given another position swaps places with the rule at that position. */
export function setRuleOrder(
  definition: WorkflowDefinition,
  documentUid: string,
  uid: string,
  order: number,
): WorkflowDefinition {
  return changeRules(definition, documentUid, (rules) => {
    const from = rules.findIndex((r) => r.uid === uid);
    const to = order - 1;
    if (from < 0 || !Number.isInteger(order) || to < 0 || to >= rules.length || to === from) return rules;
    const next = [...rules];
    [next[from], next[to]] = [next[to]!, next[from]!];
    return next;
  });
}

/** §4: deleting shifts the later rules up and renumbers them. */
export function deleteRule(definition: WorkflowDefinition, documentUid: string, uid: string): WorkflowDefinition {
  return changeRules(definition, documentUid, (rules) =>
    rules.some((r) => r.uid === uid) ? rules.filter((r) => r.uid !== uid) : rules,
  );
}

/** A sharing limit is a whole number of spouses, 0 or more; anything else is refused with a message. */
export function sharingLimitProblem(value: string): string | undefined {
  return /^\d{1,2}$/.test(value.trim()) ? undefined : 'Enter a whole number from 0 to 99.';
}

export function setSharingLimit(
  definition: WorkflowDefinition,
  documentUid: string,
  uid: string,
  field: SharingLimitField,
  value: number,
): WorkflowDefinition {
  return changeRules(definition, documentUid, (rules) =>
    rules.some((r) => r.uid === uid && r[field] !== value)
      ? rules.map((r) => (r.uid === uid ? { ...r, [field]: value } : r))
      : rules,
  );
}

export function sharingLimitOf(rule: DocumentRule, field: SharingLimitField): number {
  const value = rule[field];
  return typeof value === 'number' ? value : SHARING_DEFAULTS[field];
}

/** Whether the search box shows: above 10 rules (§9). */
export function showsRuleSearch(rules: readonly DocumentRule[]): boolean {
  return rules.length > SEARCH_SHOWN_ABOVE;
}

/** The rules the search keeps: all of them below 3 characters; otherwise those whose name or type holds the text, in any case. */
export function searchRules(rules: DocumentRule[], query: string): DocumentRule[] {
  const wanted = query.trim().toLocaleLowerCase('en-US');
  if (!showsRuleSearch(rules) || wanted.length < SEARCH_MIN_CHARACTERS) return rules;
  return rules.filter(
    (rule) =>
      rule.name.toLocaleLowerCase('en-US').includes(wanted) || rule.type.toLocaleLowerCase('en-US').includes(wanted),
  );
}

/** Step 6 opens only for an Action Logic rule (§2). */
export function opensActions(rule: DocumentRule | undefined): boolean {
  return rule?.type === 'Action Logic';
}

/** The rule step 6 places actions for: the one opened from step 5, or else the document's first Action Logic rule. */
export function actionsRuleOf(document: Document | undefined, ruleUid: string | undefined): DocumentRule | undefined {
  const rules = rulesOf(document);
  return rules.find((r) => r.uid === ruleUid) ?? rules.find((r) => r.type === 'Action Logic');
}

/**
 * Whether the stepper lets the author into step 6 (§2: only for an Action Logic rule). A document without rules
 * is let in, since opening step 6 gives it a blank Action Logic rule (§4), and so is a workflow without documents,
 * whose step 6 says to add one first.
 */
export function actionsReachable(document: Document | undefined, ruleUid: string | undefined): boolean {
  if (!document || rulesOf(document).length === 0) return true;
  return opensActions(actionsRuleOf(document, ruleUid));
}

/** A rule's condition (if / else / always, its operator and tests), as the logic step's condition editor edits it. */
export function setRuleCondition(
  definition: WorkflowDefinition,
  documentUid: string,
  uid: string,
  condition: Pick<ConditionFields, 'conditional' | 'operator' | 'questions'>,
): WorkflowDefinition {
  return changeRules(definition, documentUid, (rules) =>
    rules.some((r) => r.uid === uid) ? rules.map((r) => (r.uid === uid ? withCondition(r, condition) : r)) : rules,
  );
}

/** When the document is produced at all (§2 step 4's display logic card). */
export function setDocumentDisplayLogic(
  definition: WorkflowDefinition,
  documentUid: string,
  condition: Pick<ConditionFields, 'conditional' | 'operator' | 'questions'>,
): WorkflowDefinition {
  const documents = definition.documents ?? [];
  if (!documents.some((d) => d.uid === documentUid)) return definition;
  return {
    ...definition,
    documents: documents.map((d) => (d.uid === documentUid ? { ...d, displayLogic: withCondition(d.displayLogic ?? {}, condition) } : d)),
  };
}

/** The condition's three fields replaced; an operator the editor left unset is removed rather than kept stale. */
function withCondition<T extends ConditionFields>(target: T, condition: Pick<ConditionFields, 'conditional' | 'operator' | 'questions'>): T {
  const { operator: _old, ...rest } = target;
  return { ...rest, conditional: condition.conditional, questions: condition.questions, ...(condition.operator ? { operator: condition.operator } : {}) } as T;
}
