// The builder's documents step (workflow-builder.md §2 step 4, §4 "Builder state", §5): documents and their template
// pages as pure changes of the draft definition, the page-name rules, and the step's keyword filter. The builder
// page and the upload route both use it; every change returns a new definition, so each one can be undone.
import type { Document, DocumentChildrenOption, DocumentPage, PageSource, WorkflowDefinition } from '../../engine';
import { UNIQUE_PAGE_NAME_MESSAGE } from '../../engine';
import { randomId } from './definition';

export { UNIQUE_PAGE_NAME_MESSAGE };
/** Shown when Accept is pressed on a name another page has (§5). */
export const NAME_IN_USE_MESSAGE = 'The name you attempted to accept is already in use.';
export const PAGES_WITHOUT_UNIQUE_NAMES_TITLE = 'Pages Without Unique Names';
/** Move-page target meaning "before every page" (§2 step 4). */
export const MOVE_TO_START = 'START';

export function pagesWithoutUniqueNamesMessage(count: number): string {
  return `There are ${count} pages added this session with non-unique names. Please change the names of those pages before saving.`;
}

export function documentsOf(definition: WorkflowDefinition): Document[] {
  return [...(definition.documents ?? [])].sort((a, b) => a.order - b.order);
}

function withDocuments(definition: WorkflowDefinition, documents: Document[]): WorkflowDefinition {
  return { ...definition, documents: documents.map((document, index) => ({ ...document, order: index + 1 })) };
}

function changeDocument(
  definition: WorkflowDefinition,
  uid: string,
  change: (document: Document) => Document,
): WorkflowDefinition {
  const documents = documentsOf(definition);
  const current = documents.find((d) => d.uid === uid);
  if (!current) return definition;
  const changed = change(current);
  if (changed === current) return definition;
  return withDocuments(
    definition,
    documents.map((d) => (d === current ? changed : d)),
  );
}

// ---- documents ----

/** §3: a new document is 'Document N' unless the author names it; an empty name gives the default (§5). */
export function addDocument(
  definition: WorkflowDefinition,
  name = '',
  uid = randomId(12),
): { definition: WorkflowDefinition; uid: string } {
  const documents = documentsOf(definition);
  const document: Document = {
    uid,
    type: 'pdf',
    name: name.trim() || `Document ${documents.length + 1}`,
    order: documents.length + 1,
    pages: [],
    rules: [],
  };
  return { definition: withDocuments(definition, [...documents, document]), uid };
}

/** An empty name cancels the rename (§5): the definition comes back unchanged. */
export function renameDocument(definition: WorkflowDefinition, uid: string, name: string): WorkflowDefinition {
  const trimmed = name.trim();
  if (!trimmed) return definition;
  return changeDocument(definition, uid, (d) => (d.name === trimmed ? d : { ...d, name: trimmed }));
}

export function canDeleteDocument(definition: WorkflowDefinition): boolean {
  return documentsOf(definition).length > 1;
}

/** Deleting needs more than one document (§4); the builder goes back to the first one left, whose uid comes back. */
export function deleteDocument(
  definition: WorkflowDefinition,
  uid: string,
): { definition: WorkflowDefinition; current: string | undefined } {
  const documents = documentsOf(definition);
  if (documents.length <= 1 || !documents.some((d) => d.uid === uid)) return { definition, current: documents[0]?.uid };
  const left = documents.filter((d) => d.uid !== uid);
  return { definition: withDocuments(definition, left), current: left[0]!.uid };
}

/** The documents in the order given by their uids (the reorder dialog's drag); unknown uids are ignored, missing ones keep their place at the end. */
export function reorderDocuments(definition: WorkflowDefinition, uids: string[]): WorkflowDefinition {
  const documents = documentsOf(definition);
  const byUid = new Map(documents.map((d) => [d.uid, d]));
  const ordered = uids.flatMap((uid) => (byUid.has(uid) ? [byUid.get(uid)!] : []));
  const rest = documents.filter((d) => !uids.includes(d.uid));
  const next = [...ordered, ...rest];
  if (next.every((d, index) => d === documents[index])) return definition;
  return withDocuments(definition, next);
}

export function setDocumentChildrenOption(
  definition: WorkflowDefinition,
  uid: string,
  option: DocumentChildrenOption,
): WorkflowDefinition {
  return changeDocument(definition, uid, (d) => ({ ...d, childrenOption: option }));
}

/**
 * Marks the document people sign at step 5 (ADR 027): ticking it on one document unticks it on the others, so a
 * workflow edited in the builder marks exactly one; unticking leaves none, which the builder's checks then name.
 */
export function setSignedDocument(definition: WorkflowDefinition, uid: string, signed: boolean): WorkflowDefinition {
  if (!documentsOf(definition).some((d) => d.uid === uid)) return definition;
  const documents = documentsOf(definition).map((d) => {
    const { signedDocument: _, ...rest } = d;
    return (d.uid === uid ? signed : false) ? { ...rest, signedDocument: true } : rest;
  });
  return { ...definition, documents };
}

// ---- page names ----

/** How page names are kept and compared: trimmed and uppercase (§3 'name uppercase', §5 case-insensitive). */
export function normalizePageName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase();
}

function allPages(definition: WorkflowDefinition): { documentUid: string; index: number; page: DocumentPage }[] {
  return documentsOf(definition).flatMap((d) => d.pages.map((page, index) => ({ documentUid: d.uid, index, page })));
}

/** Whether `name` is free among all template pages of the workflow, leaving out the page being renamed. */
export function isPageNameFree(
  definition: WorkflowDefinition,
  name: string,
  self?: { documentUid: string; index: number },
): boolean {
  const wanted = normalizePageName(name);
  return !allPages(definition).some(
    (p) =>
      normalizePageName(p.page.name) === wanted &&
      !(self && p.documentUid === self.documentUid && p.index === self.index),
  );
}

/** The message a page-name field shows while typed: 'Required' when empty, the spec's uniqueness text when taken. */
export function pageNameProblem(
  definition: WorkflowDefinition,
  name: string,
  self?: { documentUid: string; index: number },
): string | undefined {
  if (!normalizePageName(name)) return 'Required';
  return isPageNameFree(definition, name, self) ? undefined : UNIQUE_PAGE_NAME_MESSAGE;
}

/** `base`, or `base_2`, `base_3`, ... : the first name no page has (§4 'duplicates are auto-suffixed with a number'). */
export function firstFreePageName(taken: Iterable<string>, base: string): string {
  const names = new Set([...taken].map(normalizePageName));
  const stem = normalizePageName(base) || 'PAGE';
  if (!names.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!names.has(`${stem}_${n}`)) return `${stem}_${n}`;
}

/** The stem pages of an uploaded file are named after: its name without extension, in capitals and underscores. */
export function pageNameStem(fileName: string): string {
  const stem = fileName
    .replace(/\.[^.]*$/, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return stem || 'PAGE';
}

/** Pages sharing a name with another page, compared case-insensitively (what blocks a save, §5). */
export function pagesWithoutUniqueNames(
  definition: WorkflowDefinition,
): { documentUid: string; index: number; name: string }[] {
  const pages = allPages(definition);
  const counts = new Map<string, number>();
  for (const p of pages)
    counts.set(normalizePageName(p.page.name), (counts.get(normalizePageName(p.page.name)) ?? 0) + 1);
  return pages
    .filter((p) => counts.get(normalizePageName(p.page.name))! > 1)
    .map((p) => ({ documentUid: p.documentUid, index: p.index, name: p.page.name }));
}

// ---- pages ----

/** New pages at the end of a document, each named `{stem}_{n}` and made unique among all template pages. */
export function addPages(
  definition: WorkflowDefinition,
  documentUid: string,
  stem: string,
  sources: PageSource[],
): WorkflowDefinition {
  const taken = allPages(definition).map((p) => p.page.name);
  const pages: DocumentPage[] = sources.map((source, index) => {
    const name = firstFreePageName(
      taken,
      sources.length === 1 && source.kind === 'image' ? stem : `${stem}_${index + 1}`,
    );
    taken.push(name);
    return { uid: randomId(12), name, source };
  });
  return changeDocument(definition, documentUid, (d) => ({ ...d, pages: [...d.pages, ...pages] }));
}

/** A rename to a name another page has is refused: the definition comes back unchanged and the dialog says why. */
export function renamePage(
  definition: WorkflowDefinition,
  documentUid: string,
  index: number,
  name: string,
): { definition: WorkflowDefinition; problem?: string } {
  const problem = pageNameProblem(definition, name, { documentUid, index });
  if (problem) return { definition, problem: problem === UNIQUE_PAGE_NAME_MESSAGE ? NAME_IN_USE_MESSAGE : problem };
  const normalized = normalizePageName(name);
  return {
    definition: changeDocument(definition, documentUid, (d) => ({
      ...d,
      pages: d.pages.map((p, i) => (i === index ? { ...p, name: normalized } : p)),
    })),
  };
}

/**
 * Moves a page to the start or after another page (§2 step 4 move-page dialog). Actions placed on pages of the
 * document follow their page, so moving a page never moves what is drawn on it to another page.
 */
export function movePage(
  definition: WorkflowDefinition,
  documentUid: string,
  index: number,
  target: typeof MOVE_TO_START | number,
): WorkflowDefinition {
  return changeDocument(definition, documentUid, (d) => {
    if (index < 0 || index >= d.pages.length || target === index) return d;
    const order = d.pages.map((_, i) => i).filter((i) => i !== index);
    const at = target === MOVE_TO_START ? 0 : order.indexOf(target) + 1;
    if (target !== MOVE_TO_START && at === 0) return d;
    order.splice(at, 0, index);
    if (order.every((old, i) => old === i)) return d;
    return {
      ...d,
      pages: order.map((old) => d.pages[old]!),
      rules: remapActionPages(d, (oldPage) => order.indexOf(oldPage - 1) + 1),
    };
  });
}

/** Deletes a page and the actions placed on it; actions on later pages move up with their page. */
export function deletePage(definition: WorkflowDefinition, documentUid: string, index: number): WorkflowDefinition {
  return changeDocument(definition, documentUid, (d) => {
    if (index < 0 || index >= d.pages.length) return d;
    const rules = (d.rules ?? []).map((rule) =>
      rule.actions ? { ...rule, actions: rule.actions.filter((action) => action.location.page !== index + 1) } : rule,
    );
    return {
      ...d,
      pages: d.pages.filter((_, i) => i !== index),
      rules: remapActionPages({ ...d, rules }, (page) => (page > index + 1 ? page - 1 : page)),
    };
  });
}

function remapActionPages(document: Document, pageFor: (oldPage: number) => number): Document['rules'] {
  return (document.rules ?? []).map((rule) =>
    rule.actions
      ? {
          ...rule,
          actions: rule.actions.map((action) => ({
            ...action,
            location: { ...action.location, page: pageFor(action.location.page) },
          })),
        }
      : rule,
  );
}

// ---- the keyword filter (§2 step 4) ----

export const CHILDREN_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'both', label: 'With/without' },
  { value: 'with', label: 'With Kids' },
  { value: 'without', label: 'Without Kids' },
] as const;
export type ChildrenFilter = (typeof CHILDREN_FILTERS)[number]['value'];

export interface PageFilter {
  keyword: string;
  caseSensitive: boolean;
  children: ChildrenFilter;
}

export const NO_PAGE_FILTER: PageFilter = { keyword: '', caseSensitive: false, children: 'all' };

export interface FilteredPage {
  documentUid: string;
  documentName: string;
  index: number;
  page: DocumentPage;
}

/**
 * The template pages that match: the keyword is found in the page's name or its document's name (exactly as typed
 * with the case-sensitive switch on, otherwise in any case), and the document is for the chosen families.
 */
export function filterPages(definition: WorkflowDefinition, filter: PageFilter): FilteredPage[] {
  const keyword = filter.keyword.trim();
  const fold = (text: string) => (filter.caseSensitive ? text : text.toLocaleLowerCase('en-US'));
  const wanted = fold(keyword);
  return documentsOf(definition)
    .filter((d) => filter.children === 'all' || (d.childrenOption ?? 'both') === filter.children)
    .flatMap((d) => d.pages.map((page, index) => ({ documentUid: d.uid, documentName: d.name, index, page })))
    .filter((p) => !wanted || fold(p.page.name).includes(wanted) || fold(p.documentName).includes(wanted));
}

/** Files a page-upload accepts (§9): images and PDFs; the server checks the content, not the name. */
export const ACCEPTED_UPLOAD_EXTENSIONS = ['.png', '.gif', '.jpeg', '.jpg', '.pdf'] as const;
export const ACCEPTED_FILES_MESSAGE = 'Please only upload accepted files';
export const MAX_TEMPLATE_BYTES = 50 * 1024 * 1024;
export const TOO_LARGE_TEMPLATE_MESSAGE =
  'This file is larger than 50 MB. Please upload a smaller PDF, for example with fewer pages or lower-resolution scans.';
export const NOT_SAVED_YET_MESSAGE =
  'Save the workflow once before adding documents: their files are kept with the saved workflow.';
