// Defensive traversal of a definition that may not match the schema: helpers that never throw on
// missing or mistyped parts, used by the semantic checks.
import { engineText, type EngineText } from '../engine-text.ts';
import { pointer } from '../problem.ts';

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function records(value: unknown): [Json, number][] {
  if (!Array.isArray(value)) return [];
  const out: [Json, number][] = [];
  value.forEach((item, index) => {
    if (isRecord(item)) out.push([item, index]);
  });
  return out;
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export interface VisitedNode {
  node: Json;
  pointer: string;
  /** 1 for a root node. */
  depth: number;
}

/** Every node of a display-logic tree, depth first; stops descending past 1000 levels. */
export function walkNodes(root: unknown, rootPointer: string): VisitedNode[] {
  const out: VisitedNode[] = [];
  const visit = (node: unknown, at: string, depth: number): void => {
    if (!isRecord(node) || depth > 1000) return;
    out.push({ node, pointer: at, depth });
    for (const [child, index] of records(node.children)) visit(child, at + pointer('children', index), depth + 1);
  };
  visit(root, rootPointer, 1);
  return out;
}

export interface ConditionSite {
  /** Where the `questions` array lives. */
  pointer: string;
  questions: [Json, number][];
  /** What the condition belongs to, for messages. */
  owner: EngineText;
}

/** Every place that holds question conditions: display-logic nodes, library rules, rules, documents. */
export function conditionSites(definition: Json): ConditionSite[] {
  const sites: ConditionSite[] = [];
  for (const [element, index] of records(definition.elements)) {
    const logic = isRecord(element.displayLogic) ? element.displayLogic : undefined;
    if (!logic) continue;
    for (const visited of walkNodes(logic.root, pointer('elements', index, 'displayLogic', 'root'))) {
      if (Array.isArray(visited.node.questions))
        sites.push({
          pointer: visited.pointer + '/questions',
          questions: records(visited.node.questions),
          owner: engineText('owner-element-logic', { title: text(element.title) ?? index }),
        });
    }
  }
  for (const [rule, index] of records(definition.displayLogicLibrary)) {
    for (const visited of walkNodes(rule.root, pointer('displayLogicLibrary', index, 'root'))) {
      if (Array.isArray(visited.node.questions))
        sites.push({
          pointer: visited.pointer + '/questions',
          questions: records(visited.node.questions),
          owner: engineText('owner-library-rule', { name: text(rule.name) ?? index }),
        });
    }
  }
  for (const [document, d] of records(definition.documents)) {
    const logic = isRecord(document.displayLogic) ? document.displayLogic : undefined;
    if (logic && Array.isArray(logic.questions))
      sites.push({
        pointer: pointer('documents', d, 'displayLogic', 'questions'),
        questions: records(logic.questions),
        owner: engineText('owner-document-logic', { name: text(document.name) ?? d }),
      });
    for (const [rule, r] of records(document.rules)) {
      if (Array.isArray(rule.questions))
        sites.push({
          pointer: pointer('documents', d, 'rules', r, 'questions'),
          questions: records(rule.questions),
          owner: engineText('owner-document-rule', { rule: text(rule.name) ?? r, document: text(document.name) ?? d }),
        });
    }
  }
  return sites;
}
