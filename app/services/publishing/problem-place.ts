// Where a problem of a workflow is, in the author's words (issue 31, finding 4): the element's title, the document
// and rule's names, and the condition the problem sits in as a sentence, instead of the JSON pointer the engine
// gives ('/elements/12/displayLogic/root/children/0').
import type { WorkflowDefinition } from '~/engine';
import { conditionSummary } from '../../utils/condition-summary';

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const JOINERS: Record<string, string> = { and: 'all of', or: 'any of', not: 'none of', 'x-or': 'exactly one of' };

/** A node of a display-logic tree as a sentence: its tests, its children in brackets, or the library rule it uses. */
export function nodeSummary(node: unknown, definition: WorkflowDefinition): string {
  if (!isRecord(node)) return 'a condition not written yet';
  if (node.kind === 'library') {
    const rule = definition.displayLogicLibrary?.find((r) => r.uid === node.libraryUid);
    return rule ? `the library rule "${rule.name}"` : 'a library rule that no longer exists';
  }
  if (node.kind === 'compound' && node.conditional !== 'always') {
    const children = Array.isArray(node.children) ? node.children : [];
    const lead = node.conditional === 'else' ? 'Unless' : 'If';
    const joiner = JOINERS[String(node.operator ?? 'and')] ?? 'all of';
    return `${lead} ${joiner}: ${children.map((child) => `(${nodeSummary(child, definition)})`).join('; ')}`;
  }
  return conditionSummary(node, definition);
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

function conditionWords(node: Json | undefined, definition: WorkflowDefinition): string {
  const name = typeof node?.name === 'string' && node.name.trim() ? ` "${node.name.trim()}"` : '';
  return `the condition${name} '${nodeSummary(node, definition)}'`;
}

/** Where the problem at `pointer` is, for a person: 'the element "REASON" (element 13), in its display logic, …'. */
export function problemPlace(definition: WorkflowDefinition, pointer: string): string {
  const parts = pointer.split('/').slice(1).map(decode);
  const index = Number(parts[1]);
  if (parts[0] === 'elements' && Number.isInteger(index)) {
    const element = definition.elements[index];
    const name = `the element "${element?.title || element?.label || 'without a title'}" (element ${index + 1})`;
    if (parts[2] !== 'displayLogic' || !element) return name;
    const logic = element.displayLogic as Json | undefined;
    return `${name}, in its display logic, ${conditionWords(nodeOnPath(logic?.root, parts.slice(4)), definition)}`;
  }
  if (parts[0] === 'documents' && Number.isInteger(index)) {
    const document = definition.documents?.[index];
    const name = `the document "${document?.name ?? index + 1}"`;
    const ruleIndex = Number(parts[3]);
    if (parts[2] === 'rules' && Number.isInteger(ruleIndex)) {
      const rule = document?.rules?.[ruleIndex];
      const ruleName = `the rule "${rule?.name ?? ruleIndex + 1}" of ${name}`;
      if (parts[4] === 'actions') {
        const action = rule?.actions?.[Number(parts[5])];
        return `${ruleName}, its action "${action?.title || action?.type || Number(parts[5]) + 1}"`;
      }
      return parts[4] === 'questions' || parts[4] === 'conditional' || parts[4] === 'operator'
        ? `${ruleName}, ${conditionWords({ ...(rule as Json | undefined), name: undefined }, definition)}`
        : ruleName;
    }
    if (parts[2] === 'displayLogic') return `${name}, in its display logic, ${conditionWords(document?.displayLogic as Json | undefined, definition)}`;
    return name;
  }
  if (parts[0] === 'displayLogicLibrary' && Number.isInteger(index)) {
    const rule = definition.displayLogicLibrary?.[index];
    return `the library rule "${rule?.name ?? index + 1}"`;
  }
  return 'the workflow';
}
