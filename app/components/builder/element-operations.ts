// Pure changes to a draft's elements, each returning a new definition (the history keeps the old one): add an
// element of any registry type, duplicate, delete, move within a page, edit one attribute; and the pages the
// page-breaks make. The first page-break stays first: it cannot be moved, duplicated or deleted (§2 Step 2).
import type { DialogField, DialogFieldType, ElementType, FormElement, WorkflowDefinition } from '~/engine';
import { randomId } from '~/services/builder/definition';

export interface BuilderPage {
  /** index of the page's page-break in the elements */
  start: number;
  /** index after the page's last element */
  end: number;
  uid: string;
  label: string;
}

export function pagesOf(definition: WorkflowDefinition): BuilderPage[] {
  const pages: BuilderPage[] = [];
  definition.elements.forEach((element, index) => {
    if (element.type === 'page-break' || index === 0) {
      const last = pages.at(-1);
      if (last) last.end = index;
      pages.push({ start: index, end: definition.elements.length, uid: element.uid, label: element.label || element.title });
    }
  });
  return pages;
}

/** A title not used yet: the base, or the base with the first free number after it. */
export function uniqueTitle(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}_${n}`)) return `${base}_${n}`;
}

const typeWords = (type: string) => type.replace(/-/g, ' ');

/** What each type needs to be a complete element from the start (the engine's schema requires these). */
const TYPE_STARTS = {
  'single-select': () => ({ variant: 'radio', options: ['Option 1', 'Option 2'] }),
  'state-select': () => ({ variant: 'drop-down' }),
  'multi-select': () => ({ variant: 'checkboxes', options: ['Option 1', 'Option 2'], match: 'any' }),
  'number-input': () => ({ lowerBound: -100, upperBound: 100 }),
  'text-input-short': () => ({ validator: 'none' }),
  'text-input-long': () => ({}),
  'signature-pad': () => ({ signer: 'petitioner' }),
  'file-input': () => ({}),
  'page-break': () => ({}),
  heading: () => ({ align: 'left' }),
  subheading: () => ({ align: 'left' }),
  paragraph: () => ({ align: 'left' }),
  'youtube-video': () => ({}),
  'date-picker': () => ({ variant: 'single-date', format: 'MMMM Do, YYYY', validator: 'none' }),
  'dialog-window': () => ({ buttons: ['Open'], dialogFields: [] }),
  'computed-property': () => ({ formula: '0', visible: true }),
  'grouped-options': (definition: WorkflowDefinition) => {
    const grouping = definition.elements.find((e) => e.type === 'single-select' || e.type === 'state-select');
    const options = grouping && 'options' in grouping && grouping.options ? grouping.options : [];
    return { groupingQuestion: grouping?.uid ?? '', groupingVariant: 'select', groupingOptions: Object.fromEntries(options.map((o) => [o, []])) };
  },
  label: () => ({}),
  'item-table': () => ({ variant: 'user-input-allowed', headers: [{ text: 'Item', value: 'item', align: 'start', variant: 'text' }] }),
  'embedded-image': () => ({ variant: 'image-static', alignment: 'center', interactionType: 'none', images: [] }),
  'child-support-calculator': () => ({}),
} satisfies Record<ElementType, (definition: WorkflowDefinition) => Record<string, unknown>>;

/** A new element of a type, with a placeholder title and label naming the type (§3). */
export function newElement(type: ElementType, definition: WorkflowDefinition): FormElement {
  const titles = definition.elements.map((e) => e.title);
  const pageCount = pagesOf(definition).length;
  const title = type === 'page-break' ? uniqueTitle(`PAGE_${pageCount + 1}`, titles) : uniqueTitle(`NEW_${type.toUpperCase().replace(/-/g, '_')}`, titles);
  const label = type === 'page-break' ? `Page ${pageCount + 1}` : `New ${typeWords(type)}`;
  return { uid: randomId(12), type, title, label, ...TYPE_STARTS[type](definition) } as FormElement;
}

/** Adds an element at the end of a page (a page-break at the end of the form: a new page). */
export function addElement(
  definition: WorkflowDefinition,
  type: ElementType,
  pageIndex: number,
  element: FormElement = newElement(type, definition),
): { definition: WorkflowDefinition; element: FormElement } {
  const page = pagesOf(definition)[pageIndex];
  const at = type === 'page-break' || !page ? definition.elements.length : page.end;
  const elements = [...definition.elements];
  elements.splice(at, 0, element);
  return { definition: { ...definition, elements }, element };
}

/** A copy right after the original, titled ' - COPY' (§2), with new uids for it and its dialog fields. */
export function duplicateElement(definition: WorkflowDefinition, uid: string): WorkflowDefinition {
  const index = definition.elements.findIndex((e) => e.uid === uid);
  if (index <= 0) return definition;
  const original = definition.elements[index]!;
  const copy = structuredClone(original) as FormElement;
  copy.uid = randomId(12);
  copy.title = uniqueTitle(`${original.title} - COPY`, definition.elements.map((e) => e.title));
  if (copy.type === 'dialog-window') copy.dialogFields = copy.dialogFields.map((f) => ({ ...f, uid: randomId(12) }));
  const elements = [...definition.elements];
  elements.splice(index + 1, 0, copy);
  return { ...definition, elements };
}


export function deleteElement(definition: WorkflowDefinition, uid: string): WorkflowDefinition {
  const index = definition.elements.findIndex((e) => e.uid === uid);
  if (index <= 0) return definition;
  return { ...definition, elements: definition.elements.filter((e) => e.uid !== uid) };
}

/** Moves an element to another place on its own page; the page's page-break stays first. */
export function moveElement(definition: WorkflowDefinition, uid: string, targetUid: string): WorkflowDefinition {
  const from = definition.elements.findIndex((e) => e.uid === uid);
  const to = definition.elements.findIndex((e) => e.uid === targetUid);
  const page = pagesOf(definition).find((p) => from > p.start && from < p.end);
  if (!page || from === to || to <= page.start || to >= page.end) return definition;
  const elements = [...definition.elements];
  const [moved] = elements.splice(from, 1);
  elements.splice(to, 0, moved!);
  return { ...definition, elements };
}

/** Sets attributes of an element; an attribute set to undefined is removed. */
export function patchElement(definition: WorkflowDefinition, uid: string, patch: Record<string, unknown>): WorkflowDefinition {
  return {
    ...definition,
    elements: definition.elements.map((e) => {
      if (e.uid !== uid) return e;
      const next = { ...e } as Record<string, unknown>;
      for (const [attribute, value] of Object.entries(patch)) {
        if (value === undefined) delete next[attribute];
        else next[attribute] = value;
      }
      return next as unknown as FormElement;
    }),
  };
}

/** Dialog field titles: spaces to hyphens, upper case (§2 Dialog Builder). */
export function normaliseDialogTitle(title: string): string {
  return title.trim().replace(/\s+/g, '-').toUpperCase();
}

export function newDialogField(type: DialogFieldType, fields: DialogField[]): DialogField {
  return { uid: randomId(12), type, title: uniqueTitle(normaliseDialogTitle(`NEW ${type}`), fields.map((f) => f.title)), label: `New ${typeWords(type)}` };
}

export const DIALOG_TITLE_TAKEN_MESSAGE = 'Please enter a unique title for this form element.';

/** A list with one item moved to another place (the structured editors' up and down buttons). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** §9: a builder search shows above 10 items and filters from 3 characters, 300 ms after the last key. */
export const PAGE_SEARCH_SHOWN_ABOVE = 10;
export const PAGE_SEARCH_MIN_CHARACTERS = 3;
export const PAGE_SEARCH_DEBOUNCE_MS = 300;

/** Whether step 2 shows its search box for a page (§2 'a search box (for some pages)'): above 10 elements on it. */
export function showsPageSearch(elements: readonly FormElement[]): boolean {
  return elements.length > PAGE_SEARCH_SHOWN_ABOVE;
}

/** The page's elements the search keeps: all of them below 3 characters; else those whose title, label or type holds the text, in any case. */
export function searchPageElements(elements: readonly FormElement[], query: string): readonly FormElement[] {
  const wanted = query.trim().toLocaleLowerCase('en-US');
  if (!showsPageSearch(elements) || wanted.length < PAGE_SEARCH_MIN_CHARACTERS) return elements;
  return elements.filter((element) => [element.title, element.label ?? '', element.type].some((text) => text.toLocaleLowerCase('en-US').includes(wanted)));
}
