// Where a problem of a workflow is, in the author's words (issue 31, finding 4): the element's title, the document
// and rule's names, and the condition the problem sits in as a sentence, instead of the JSON pointer the engine
// gives ('/elements/12/displayLogic/root/children/0'). Said in the language of the words given (`placeWords`: the
// page's; `englishPlaceWords()` for the English the CLI and tests read), from `documents:publishing.place` and the
// builder's condition sentences; the names are the author's, as written.
import type { TFunction } from 'i18next';
import type { WorkflowDefinition } from '~/engine';
import { englishBuilder } from '../../../i18n/english-builder';
import { englishDocuments } from '../../../i18n/english-documents';
import { conditionSummary } from '../../utils/condition-summary';

/** The catalogues a place is said from: the documents' (the place) and the builder's (the condition). */
export interface PlaceWords {
  t: TFunction<'documents'>;
  builder: TFunction<'builder'>;
}

let english: PlaceWords | undefined;
/** The place in English, made once on first use. */
export const englishPlaceWords = (): PlaceWords => (english ??= { t: englishDocuments(), builder: englishBuilder() });

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const JOINERS = ['and', 'or', 'not', 'x-or'] as const;

/** A node of a display-logic tree as a sentence: its tests, its children in brackets, or the library rule it uses. */
export function nodeSummary(node: unknown, definition: WorkflowDefinition, words: PlaceWords): string {
  const { t, builder } = words;
  if (!isRecord(node)) return t('publishing.place.notWritten');
  if (node.kind === 'library') {
    const rule = definition.displayLogicLibrary?.find((r) => r.uid === node.libraryUid);
    return rule ? t('publishing.place.libraryRule', { name: rule.name }) : t('publishing.place.libraryRuleGone');
  }
  if (node.kind === 'compound' && node.conditional !== 'always') {
    const children = Array.isArray(node.children) ? node.children : [];
    const lead = builder(node.conditional === 'else' ? 'condition.summary.lead.unless' : 'condition.summary.lead.if');
    const joiner = JOINERS.find((j) => j === String(node.operator ?? 'and')) ?? 'and';
    const tests = children.map((child) => t('publishing.place.child', { summary: nodeSummary(child, definition, words) })).join('; ');
    return builder('condition.summary.many', { lead, joiner: builder(`condition.summary.joiners.${joiner}`), tests });
  }
  return conditionSummary(node, definition, builder);
}

const decode = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** The deepest node of a display-logic tree on the way to `parts` (root, children/k, ...), with its name if any. */
function nodeOnPath(root: unknown, parts: string[]): Json | undefined {
  let node = isRecord(root) ? root : undefined;
  for (let i = 0; node && parts[i] === 'children' && parts[i + 1] !== undefined; i += 2) {
    const next = (node.children as unknown[] | undefined)?.[Number(parts[i + 1])];
    if (!isRecord(next)) break;
    node = next;
  }
  return node;
}

function conditionWords(node: Json | undefined, definition: WorkflowDefinition, words: PlaceWords): string {
  const summary = nodeSummary(node, definition, words);
  const name = typeof node?.name === 'string' ? node.name.trim() : '';
  return name ? words.t('publishing.place.conditionNamed', { name, summary }) : words.t('publishing.place.condition', { summary });
}

/** Where the problem at `pointer` is, for a person: 'the element "REASON" (element 13), in its display logic, …'. */
export function problemPlace(definition: WorkflowDefinition, pointer: string, words: PlaceWords = englishPlaceWords()): string {
  const { t } = words;
  const parts = pointer.split('/').slice(1).map(decode);
  const index = Number(parts[1]);
  if (parts[0] === 'elements' && Number.isInteger(index)) {
    const element = definition.elements[index];
    const name = t('publishing.place.element', { title: element?.title || element?.label || t('publishing.withoutTitle'), number: index + 1 });
    if (parts[2] !== 'displayLogic' || !element) return name;
    const logic = element.displayLogic as Json | undefined;
    return t('publishing.place.inDisplayLogic', { element: name, condition: conditionWords(nodeOnPath(logic?.root, parts.slice(4)), definition, words) });
  }
  if (parts[0] === 'documents' && Number.isInteger(index)) {
    const document = definition.documents?.[index];
    const name = t('publishing.place.document', { name: document?.name ?? String(index + 1) });
    const ruleIndex = Number(parts[3]);
    if (parts[2] === 'rules' && Number.isInteger(ruleIndex)) {
      const rule = document?.rules?.[ruleIndex];
      const ruleName = t('publishing.place.rule', { name: rule?.name ?? String(ruleIndex + 1), document: name });
      if (parts[4] === 'actions') {
        const action = rule?.actions?.[Number(parts[5])];
        return t('publishing.place.action', { rule: ruleName, action: action?.title || action?.type || String(Number(parts[5]) + 1) });
      }
      return parts[4] === 'questions' || parts[4] === 'conditional' || parts[4] === 'operator'
        ? t('publishing.place.ruleCondition', { rule: ruleName, condition: conditionWords({ ...(rule as Json | undefined), name: undefined }, definition, words) })
        : ruleName;
    }
    if (parts[2] === 'displayLogic') return t('publishing.place.inDisplayLogic', { element: name, condition: conditionWords(document?.displayLogic as Json | undefined, definition, words) });
    return name;
  }
  if (parts[0] === 'displayLogicLibrary' && Number.isInteger(index)) {
    const rule = definition.displayLogicLibrary?.[index];
    return t('publishing.place.libraryRule', { name: rule?.name ?? String(index + 1) });
  }
  return t('publishing.place.workflow');
}

/** A problem said after its place, the place's first letter a capital: 'The element "REASON" (element 4), …: finding'. */
export function placed(words: PlaceWords, place: string, finding: string): string {
  return words.t('publishing.place.placed', { place: `${place.charAt(0).toUpperCase()}${place.slice(1)}`, finding });
}
