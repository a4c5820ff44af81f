// Conditions as boolean formulas over atoms (one atom per question test), built from the definition with
// exactly the semantics of logic/to-json-logic.ts, so that the checks reason about what the engine runs.
// Every node, rule and question test also becomes an `Item` (its formula and pointer) the checks judge.
import type { Condition, LogicalOperator, QuestionCondition } from '../definition/conditions.ts';
import type { DisplayLogicLibraryRule, DisplayLogicNode } from '../definition/display-logic.ts';
import type { FormElement } from '../definition/elements.ts';
import { pointer as toPointer } from '../definition/problem.ts';
import { compileJsonLogic } from '../logic/compile-json-logic.ts';
import { customOperations } from '../logic/operations.ts';
import { questionToJsonLogic } from '../logic/to-json-logic.ts';
import type { JsonLogic } from '../logic/to-json-logic.ts';
import { truthy } from '../logic/truthy.ts';

export type Formula =
  | { op: 'const'; value: boolean }
  | { op: 'atom'; atom: number }
  | { op: 'not'; part: Formula }
  | { op: 'and' | 'or' | 'xor'; parts: Formula[] };

/** The key of the participating mode (collaborating / unilateral), which is not a question. */
export const PARTICIPATING_KEY = '#participating';

export interface Atom {
  index: number;
  /** The element uid tested, or PARTICIPATING_KEY. */
  key: string;
  element?: FormElement;
  condition: QuestionCondition;
  /** Runs the engine's own compiled test on one clean answer. */
  holds(clean: unknown, collaborate: boolean): boolean;
}

export interface Item {
  pointer: string;
  formula: Formula;
  kind: 'node' | 'question' | 'condition';
  /** An explicit 'always' conditional: holding always is what the author chose, not a mistake. */
  explicitAlways: boolean;
  /** Nodes inlined from a library rule: judged once, at the rule. */
  fromLibrary: boolean;
  children: Item[];
  /** The node, test or condition of the definition it was built from. */
  source?: unknown;
}

export const TRUE: Formula = { op: 'const', value: true };
export const FALSE: Formula = { op: 'const', value: false };
export const not = (part: Formula): Formula => (part.op === 'const' ? { op: 'const', value: !part.value } : part.op === 'not' ? part.part : { op: 'not', part });
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function combine(operator: LogicalOperator | string | undefined, parts: Formula[]): Formula {
  switch (operator) {
    case 'or':
      return parts.length === 0 ? FALSE : parts.length === 1 ? parts[0]! : { op: 'or', parts };
    case 'not':
      return parts.length === 0 ? TRUE : not(parts.length === 1 ? parts[0]! : { op: 'or', parts });
    case 'x-or':
      return parts.length === 0 ? FALSE : { op: 'xor', parts };
    case 'and':
    default:
      return parts.length === 0 ? TRUE : parts.length === 1 ? parts[0]! : { op: 'and', parts };
  }
}

export function applyConditional(conditional: unknown, test: Formula): Formula {
  if (conditional === 'always' || conditional === undefined) return TRUE;
  return conditional === 'else' ? not(test) : test;
}

export interface FormulaScope {
  elementsByUid: ReadonlyMap<string, FormElement>;
  libraryByUid: ReadonlyMap<string, DisplayLogicLibraryRule>;
}

/** Builds formulas for one analysis, numbering its atoms. */
export class FormulaBuilder {
  readonly atoms: Atom[] = [];
  constructor(readonly scope: FormulaScope) {}

  question(condition: QuestionCondition, at: string): Item {
    const logic = questionToJsonLogic(condition, { elementsByUid: this.scope.elementsByUid, libraryByUid: this.scope.libraryByUid });
    let formula: Formula;
    if (typeof logic === 'boolean') formula = { op: 'const', value: logic };
    else {
      const participating = condition.comparison === 'collaborating' || condition.comparison === 'unilateral';
      const key = participating ? PARTICIPATING_KEY : String(condition.questionUid);
      const atom: Atom = {
        index: this.atoms.length,
        key,
        element: participating ? undefined : this.scope.elementsByUid.get(key),
        condition,
        holds: atomTest(logic, key),
      };
      this.atoms.push(atom);
      formula = { op: 'atom', atom: atom.index };
    }
    return { pointer: at, formula, kind: 'question', explicitAlways: false, fromLibrary: false, children: [], source: condition };
  }

  private questions(list: unknown, at: string): Item[] {
    return (Array.isArray(list) ? list : []).map((q, i) => (isRecord(q) ? this.question(q as unknown as QuestionCondition, `${at}/questions/${i}`) : { pointer: `${at}/questions/${i}`, formula: FALSE, kind: 'question' as const, explicitAlways: false, fromLibrary: false, children: [] }));
  }

  /** A rule's, block's or document's condition; a missing conditional counts as always. */
  condition(condition: Partial<Condition> | undefined, at: string): Item {
    if (!isRecord(condition)) return { pointer: at, formula: TRUE, kind: 'condition', explicitAlways: true, fromLibrary: false, children: [] };
    const children = this.questions(condition.questions, at);
    const formula = applyConditional(condition.conditional, combine(condition.operator, children.map((c) => c.formula)));
    return { pointer: at, formula, kind: 'condition', explicitAlways: condition.conditional !== 'if' && condition.conditional !== 'else', fromLibrary: false, children, source: condition };
  }

  /** A display-logic node; library nodes are inlined (a missing rule or a cycle never holds). */
  node(node: DisplayLogicNode, at: string, libraryPath: readonly string[] = []): Item {
    const fromLibrary = libraryPath.length > 0;
    let children: Item[] = [];
    let test: Formula = FALSE;
    if (isRecord(node)) {
      if (node.kind === 'expression') {
        children = this.questions(node.questions, at);
        test = combine(node.operator, children.map((c) => c.formula));
      } else if (node.kind === 'compound') {
        children = (Array.isArray(node.children) ? node.children : []).map((child, i) => this.node(child, `${at}/children/${i}`, libraryPath));
        test = combine(node.operator, children.map((c) => c.formula));
      } else if (node.kind === 'library') {
        const rule = typeof node.libraryUid === 'string' ? this.scope.libraryByUid.get(node.libraryUid) : undefined;
        if (rule && !libraryPath.includes(rule.uid) && libraryPath.length <= 50) {
          const index = [...this.scope.libraryByUid.keys()].indexOf(rule.uid);
          const inlined = this.node(rule.root, toPointer('displayLogicLibrary', index, 'root'), [...libraryPath, rule.uid]);
          children = [inlined];
          test = inlined.formula;
        }
      }
    }
    const applied = applyConditional(isRecord(node) ? node.conditional : undefined, test);
    const formula = isRecord(node) && node.negate ? not(applied) : applied;
    const explicitAlways = !isRecord(node) || node.conditional === 'always';
    return { pointer: at, formula, kind: 'node', explicitAlways, fromLibrary, children, source: node };
  }
}

type Operation = (...args: unknown[]) => boolean;
const OPERATIONS = customOperations as unknown as Record<string, Operation>;

/**
 * One question test as a function of the answer. questionToJsonLogic gives a custom operation on the answer
 * (or its button) with constant arguments, possibly under '!', or a test of the participating mode: those run
 * directly (thousands of tests are judged per workflow); anything else through the json-logic compiler.
 */
function atomTest(logic: JsonLogic, key: string): Atom['holds'] {
  if (isRecord(logic)) {
    const [op, raw] = Object.entries(logic)[0] ?? [];
    if (op === '!') {
      const inner = atomTest(raw as JsonLogic, key);
      return (clean, collaborate) => !inner(clean, collaborate);
    }
    const args = Array.isArray(raw) ? raw : [raw];
    const read = args[0];
    if (op === '===' && isRecord(read) && read.var === 'c.collaborate') return (_clean, collaborate) => collaborate === args[1];
    const operation = op === undefined ? undefined : OPERATIONS[op];
    const path = isRecord(read) && typeof read.var === 'string' ? read.var.split('.') : [];
    const constants = args.slice(1);
    if (operation && path[0] === 'a' && path[1] === key && path.length <= 3 && constants.every((c) => !isRecord(c))) {
      const field = path[2];
      return (clean) => {
        const value = field === undefined ? clean : isRecord(clean) ? (clean[field] ?? null) : null;
        return operation(value === undefined ? null : value, ...constants);
      };
    }
  }
  const run = compileJsonLogic(logic);
  return (clean, collaborate) => truthy(run({ a: { [key]: clean }, c: { collaborate } }));
}

/** The atoms a formula reads. */
export function atomsOf(formula: Formula, into: Set<number> = new Set()): Set<number> {
  switch (formula.op) {
    case 'atom':
      into.add(formula.atom);
      break;
    case 'not':
      atomsOf(formula.part, into);
      break;
    case 'and':
    case 'or':
    case 'xor':
      for (const part of formula.parts) atomsOf(part, into);
      break;
  }
  return into;
}

/** Evaluates with every atom known. */
export function evaluateFormula(formula: Formula, atom: (index: number) => boolean): boolean {
  switch (formula.op) {
    case 'const':
      return formula.value;
    case 'atom':
      return atom(formula.atom);
    case 'not':
      return !evaluateFormula(formula.part, atom);
    case 'and':
      return formula.parts.every((p) => evaluateFormula(p, atom));
    case 'or':
      return formula.parts.some((p) => evaluateFormula(p, atom));
    case 'xor':
      return formula.parts.filter((p) => evaluateFormula(p, atom)).length === 1;
  }
}
