// Step 4's work with a court form's own fields (issue 34) as pure changes of the draft: questions drafted from the
// fields of a template file, a field mapped by hand to a question (with suggestions by name similarity and kind
// agreement), the fields no question fills yet, and a new revision of the form put in place of the old one, keeping
// every mapping whose field name still exists.
import {
  draftFromFields,
  fieldTitle,
  fillAction,
  kindAgrees,
  suggestedKind,
  type Action,
  type Document,
  type DocumentRule,
  type FormElement,
  type FormField,
  type WorkflowDefinition,
} from '~/engine';

/** The Action Logic rule that holds a document's fill actions. */
export const FORM_FIELDS_RULE = 'Form fields';

/** The fields a question can fill: not buttons, signatures or read-only fields. */
export function fillableFields(fields: FormField[]): FormField[] {
  return fields.filter((f) => suggestedKind(f) !== undefined);
}

/** The fill actions of a document for the fields of one template file, by field name. */
export function fillsOf(document: Document, file: string): Map<string, Action> {
  const fills = new Map<string, Action>();
  for (const rule of document.rules ?? [])
    for (const action of rule.actions ?? []) {
      const page = document.pages[(action.location?.page ?? 0) - 1];
      if (action.type === 'fill-field' && action.field && page?.source.kind === 'pdf' && page.source.file === file) fills.set(action.field, action);
    }
  return fills;
}

/** The document page (1-based) that shows page `pdfPage` of the template file, if the document has it. */
function documentPageOf(document: Document, file: string, pdfPage: number): number | undefined {
  const index = document.pages.findIndex((p) => p.source.kind === 'pdf' && p.source.file === file && p.source.page === pdfPage);
  return index < 0 ? undefined : index + 1;
}

function withFillRule(document: Document, newUid: () => string, change: (actions: Action[]) => Action[]): Document {
  const rules = document.rules ?? [];
  const existing = rules.find((r) => r.type === 'Action Logic' && r.name === FORM_FIELDS_RULE);
  if (existing) return { ...document, rules: rules.map((r) => (r === existing ? { ...r, actions: change(r.actions ?? []) } : r)) };
  const rule: DocumentRule = { uid: newUid(), name: FORM_FIELDS_RULE, type: 'Action Logic', order: rules.length + 1, conditional: 'always', actions: change([]) };
  return { ...document, rules: [...rules, rule] };
}

function replaceDocument(definition: WorkflowDefinition, document: Document): WorkflowDefinition {
  return { ...definition, documents: (definition.documents ?? []).map((d) => (d.uid === document.uid ? document : d)) };
}

/** Places a fill action on the document page that shows the field's first widget. */
function placed(action: Action, document: Document, file: string, field: FormField): Action {
  const pdfPage = field.widgets.find((w) => w.page !== null)?.page ?? 1;
  return { ...action, location: { page: documentPageOf(document, file, pdfPage) ?? 1 } };
}

/**
 * 'Create questions from these fields': a question per field not filled yet (the drafted page-breaks and questions at
 * the end of the questionnaire) and a fill action per field in the document's 'Form fields' rule.
 */
export function createQuestionsFromFields(
  definition: WorkflowDefinition,
  documentUid: string,
  file: string,
  fields: FormField[],
  newUid: () => string,
): { definition: WorkflowDefinition; added: number } {
  const document = definition.documents?.find((d) => d.uid === documentUid);
  if (!document) return { definition, added: 0 };
  const filled = fillsOf(document, file);
  const open = fields.filter((f) => !filled.has(f.name));
  const draft = draftFromFields(open, {
    file,
    pageCount: 0,
    documentName: document.name,
    takenTitles: definition.elements.map((e) => e.title),
    newUid,
  });
  const byName = new Map(open.map((f) => [f.name, f]));
  const actions = (draft.document.rules?.[0]?.actions ?? []).map((a) => placed(a, document, file, byName.get(a.field!)!));
  const questions = draft.elements.filter((e) => e.type !== 'page-break').length;
  if (!questions) return { definition, added: 0 };
  const next = withFillRule(document, newUid, (existing) => [...existing, ...actions]);
  return { definition: replaceDocument({ ...definition, elements: [...definition.elements, ...draft.elements] }, next), added: questions };
}

/** Element types a field cannot take an answer from are never offered. */
const ANSWERING = new Set(['text-input-short', 'text-input-long', 'date-picker', 'number-input', 'single-select', 'multi-select', 'state-select', 'computed-property']);

function words(text: string): Set<string> {
  return new Set(
    text
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1),
  );
}

/** How alike a field and a question are: shared words of their names, more when their kinds agree. */
export function similarity(field: FormField, element: FormElement): number {
  const a = words(`${field.name} ${fieldTitle(field)}`);
  const b = words(`${element.title} ${'label' in element && typeof element.label === 'string' ? element.label : ''}`);
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  const names = shared / Math.max(a.size, b.size);
  return names > 0 ? names + (kindAgrees(field, element.type) ? 0.5 : 0) : 0;
}

/** The questions that may fill a field, the likeliest first (those with a positive score are the suggestions). */
export function candidateQuestions(definition: WorkflowDefinition, field: FormField): { element: FormElement; score: number }[] {
  return definition.elements
    .filter((e) => ANSWERING.has(e.type) && kindAgrees(field, e.type))
    .map((element) => ({ element, score: similarity(field, element) }))
    .sort((x, y) => y.score - x.score);
}

/** Maps a field to a question (or, with null, leaves it unfilled): one fill action per field. */
export function mapField(
  definition: WorkflowDefinition,
  documentUid: string,
  file: string,
  field: FormField,
  questionUid: string | null,
  newUid: () => string,
): WorkflowDefinition {
  const document = definition.documents?.find((d) => d.uid === documentUid);
  if (!document) return definition;
  const current = fillsOf(document, file).get(field.name);
  const question = questionUid ? definition.elements.find((e) => e.uid === questionUid) : undefined;
  const next = withFillRule(document, newUid, (actions) => {
    const others = actions.filter((a) => a !== current);
    if (!question) return others;
    const whenAnswer = field.kind === 'checkbox' && question.type === 'multi-select' ? question.options[0] : undefined;
    const action = placed(fillAction(field, question.uid, current?.uid ?? newUid(), fieldTitle(field), whenAnswer), document, file, field);
    return current ? actions.map((a) => (a === current ? action : a)) : [...actions, action];
  });
  // a rule emptied of its last fill goes with it
  const cleaned = { ...next, rules: (next.rules ?? []).filter((r) => !(r.name === FORM_FIELDS_RULE && r.type === 'Action Logic' && (r.actions ?? []).length === 0)) };
  return replaceDocument(definition, cleaned);
}

/** The fields of a file no fill action fills yet (the mapping table's 'unmapped'). */
export function unmappedFields(document: Document, file: string, fields: FormField[]): FormField[] {
  const filled = fillsOf(document, file);
  return fillableFields(fields).filter((f) => !filled.has(f.name));
}

export interface RevisionChanges {
  added: string[];
  removed: string[];
  /** Mappings kept (their field name exists in the new revision). */
  kept: string[];
}

/** What replacing a form by its new revision changes, listed before the author saves. */
export function revisionChanges(document: Document, file: string, oldFields: FormField[], newFields: FormField[]): RevisionChanges {
  const before = new Set(oldFields.map((f) => f.name));
  const after = new Set(newFields.map((f) => f.name));
  const filled = fillsOf(document, file);
  return {
    added: [...after].filter((n) => !before.has(n)),
    removed: [...before].filter((n) => !after.has(n)),
    kept: [...filled.keys()].filter((n) => after.has(n)),
  };
}

/**
 * Puts a new revision of a form in place of the old one in a document: its pages show the new file (pages the new
 * revision lacks are dropped, new pages added at the end), mappings whose field name still exists are kept (moved
 * to the page that now shows the field), and those of removed fields are dropped.
 */
export function replaceTemplate(
  definition: WorkflowDefinition,
  documentUid: string,
  oldFile: string,
  newFile: string,
  newPageCount: number,
  newFields: FormField[],
  pageName: (pdfPage: number) => string,
): WorkflowDefinition {
  const document = definition.documents?.find((d) => d.uid === documentUid);
  if (!document) return definition;
  const fills = fillsOf(document, oldFile);
  const shown = new Set<number>();
  const pages = document.pages.flatMap((p) => {
    if (p.source.kind !== 'pdf' || p.source.file !== oldFile) return [p];
    if (p.source.page > newPageCount) return [];
    shown.add(p.source.page);
    return [{ ...p, source: { ...p.source, file: newFile } }];
  });
  for (let n = 1; n <= newPageCount; n++) if (!shown.has(n)) pages.push({ name: pageName(n), source: { kind: 'pdf', file: newFile, page: n } });
  const byName = new Map(newFields.map((f) => [f.name, f]));
  const moved: Document = { ...document, pages };
  const rules = (document.rules ?? []).map((rule) => ({
    ...rule,
    actions: (rule.actions ?? []).flatMap((action) => {
      if (action.type !== 'fill-field' || !action.field || fills.get(action.field) !== action) return [action];
      const field = byName.get(action.field);
      return field ? [placed(action, moved, newFile, field)] : [];
    }),
  }));
  return replaceDocument(definition, { ...moved, rules });
}
