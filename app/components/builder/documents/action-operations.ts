// Step 6, the actions of an Action Logic rule (workflow-builder.md §2 step 6, §3 Action, §4, §9) as pure changes
// of the draft: the action items offered on a page, add (selected after), change, delete (the previous one selected),
// the blank rule added when a document has none, the page's legend and the list's search.
import type { TFunction } from 'i18next';
import type { Action, ActionType, Document, DocumentRule, WorkflowDefinition } from '~/engine';
import { addRule, rulesOf } from '../rules/rule-operations';

/**
 * §9's action items in the spec's order, by kind: a page names them from the catalogue (`documents:actions.kinds`,
 * whose English is the spec's menu texts). 'fill-field' closes the list: a form field's fill is made from the field.
 */
export const ACTION_MENU = [
  'add-x',
  'add-check-mark',
  'text-static',
  'text-from-question',
  'text-editor',
  'signature-pad',
  'custom-image',
  'pet-signature-img',
  'resp-signature-img',
  'pet-signature-date',
  'resp-signature-date',
  'fill-field',
] as const satisfies readonly ActionType[];

function changeRule(
  definition: WorkflowDefinition,
  documentUid: string,
  ruleUid: string,
  change: (rule: DocumentRule) => DocumentRule,
): WorkflowDefinition {
  const documents = definition.documents ?? [];
  const document = documents.find((d) => d.uid === documentUid);
  const rule = document?.rules?.find((r) => r.uid === ruleUid);
  if (!document || !rule) return definition;
  const changed = change(rule);
  if (changed === rule) return definition;
  return {
    ...definition,
    documents: documents.map((d) =>
      d === document ? { ...d, rules: d.rules!.map((r) => (r === rule ? changed : r)) } : d,
    ),
  };
}

/** Every action placed on a page of the document, with its rule: the page's legend (§2 step 6). */
export function actionsOnPage(document: Document, page: number): { rule: DocumentRule; action: Action }[] {
  return rulesOf(document).flatMap((rule) =>
    // a form field's fill is drawn by the form itself, not placed on the page
    (rule.actions ?? []).filter((a) => a.location.page === page && a.type !== 'fill-field').map((action) => ({ rule, action })),
  );
}

/**
 * The action items a page offers (§4): no second text editor on a page that holds one, and nothing more on a blank
 * page whose text editor fills it.
 */
export function actionChoices(document: Document, page: number): ActionType[] {
  const onPage = actionsOnPage(document, page).map((p) => p.action);
  const editor = onPage.find((a) => a.type === 'text-editor');
  if (editor && (editor.pageIsBlank || document.pages[page - 1]?.source.kind === 'blank')) return [];
  // a form field's fill is made from the field (step 4's mapping), not placed from the menu
  const all = ACTION_MENU.filter((type) => type !== 'fill-field');
  return editor ? all.filter((type) => type !== 'text-editor') : all;
}

/** §4: opening the action editor on a document without rules adds a blank Action Logic rule. */
export function withActionRule(definition: WorkflowDefinition, documentUid: string, uid: string): WorkflowDefinition {
  const document = definition.documents?.find((d) => d.uid === documentUid);
  if (!document || rulesOf(document).length > 0) return definition;
  return addRule(definition, documentUid, 'Action Logic', uid);
}

export function addAction(
  definition: WorkflowDefinition,
  documentUid: string,
  ruleUid: string,
  action: Action,
): WorkflowDefinition {
  return changeRule(definition, documentUid, ruleUid, (rule) => ({
    ...rule,
    actions: [...(rule.actions ?? []), action],
  }));
}

export function patchAction(
  definition: WorkflowDefinition,
  documentUid: string,
  ruleUid: string,
  uid: string,
  patch: Partial<Action>,
): WorkflowDefinition {
  return changeRule(definition, documentUid, ruleUid, (rule) =>
    rule.actions?.some((a) => a.uid === uid)
      ? { ...rule, actions: rule.actions.map((a) => (a.uid === uid ? { ...a, ...patch } : a)) }
      : rule,
  );
}

/** Deletes an action; the uid of the one before it (or the new first) comes back to be selected (§4). */
export function deleteAction(
  definition: WorkflowDefinition,
  documentUid: string,
  ruleUid: string,
  uid: string,
): { definition: WorkflowDefinition; selected: string | undefined } {
  const rule = definition.documents?.find((d) => d.uid === documentUid)?.rules?.find((r) => r.uid === ruleUid);
  const actions = rule?.actions ?? [];
  const index = actions.findIndex((a) => a.uid === uid);
  if (index < 0) return { definition, selected: undefined };
  const left = actions.filter((a) => a.uid !== uid);
  return {
    definition: changeRule(definition, documentUid, ruleUid, (r) => ({ ...r, actions: left })),
    selected: left[Math.max(0, index - 1)]?.uid,
  };
}

/** §9: the search shows above 10 actions and filters from 3 characters, by title or kind (as the page names kinds). */
export function searchActions(actions: Action[], query: string, kindLabel: (type: ActionType) => string): Action[] {
  const wanted = query.trim().toLocaleLowerCase('en-US');
  if (actions.length <= 10 || wanted.length < 3) return actions;
  return actions.filter(
    (a) =>
      (a.title ?? '').toLocaleLowerCase('en-US').includes(wanted) ||
      a.type.includes(wanted) ||
      kindLabel(a.type).toLocaleLowerCase().includes(wanted),
  );
}

/** An action's kind as its badge and its name without a title say it, in the page's words ('static text'). */
export const actionKindIn = (t: TFunction<'documents'>) => (type: ActionType) => t(`actions.kindNames.${type}`);

/** What the list and the legend call an action, in the page's words: its title, else its kind and page. */
export function actionNameIn(t: TFunction<'documents'>): (action: Action) => string {
  const kind = actionKindIn(t);
  return (action) => action.title?.trim() || t('actions.nameOnPage', { kind: kind(action.type), page: action.location.page });
}
