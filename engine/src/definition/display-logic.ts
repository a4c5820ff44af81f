// Display-logic trees (workflow-builder.md §3 "Display-logic node", §2 Step 3): expression nodes test
// questions, compound nodes nest other nodes (at most 10 levels), library nodes reuse a named rule.
import { CONDITIONALS, LOGICAL_OPERATORS, questionConditionSchema } from './conditions.ts';
import type { Conditional, LogicalOperator, QuestionCondition } from './conditions.ts';

export const DISPLAY_LOGIC_MAX_DEPTH = 10;
export const NODE_KINDS = ['expression', 'compound', 'library'] as const;

interface NodeBase {
  uid: string;
  name?: string;
  conditional: Conditional;
  /** Inverts the node's result (the spec's `not` flag). */
  negate?: boolean;
}

export interface ExpressionNode extends NodeBase {
  kind: 'expression';
  operator: LogicalOperator;
  questions: QuestionCondition[];
}

export interface CompoundNode extends NodeBase {
  kind: 'compound';
  operator: LogicalOperator;
  children: DisplayLogicNode[];
}

export interface LibraryNode extends NodeBase {
  kind: 'library';
  libraryUid: string;
}

export type DisplayLogicNode = ExpressionNode | CompoundNode | LibraryNode;

/** An element's display logic: it shows when `root` holds, or the inverse when `hideByDefault`. */
export interface ElementDisplayLogic {
  hideByDefault: boolean;
  root: DisplayLogicNode;
}

/** A reusable rule of the library: a named compound node; it may not contain library nodes. */
export interface DisplayLogicLibraryRule {
  uid: string;
  name: string;
  root: CompoundNode;
}

// Recursive through $defs so that any depth validates; the depth limit is a semantic check (see
// checks/display-logic-depth.ts) so that its message can name the element.
export const displayLogicDefs = {
  displayLogicNode: {
    type: 'object',
    required: ['uid', 'kind', 'conditional'],
    properties: {
      uid: { type: 'string', minLength: 1 },
      name: { type: 'string' },
      kind: { enum: NODE_KINDS },
      conditional: { enum: CONDITIONALS },
      negate: { type: 'boolean' },
      operator: { enum: LOGICAL_OPERATORS },
      questions: { type: 'array', items: questionConditionSchema },
      children: { type: 'array', items: { $ref: '#/$defs/displayLogicNode' } },
      libraryUid: { type: 'string', minLength: 1 },
    },
    additionalProperties: false,
    allOf: [
      {
        if: { properties: { kind: { const: 'expression' } } },
        then: { required: ['operator', 'questions'], properties: { children: false, libraryUid: false } },
      },
      {
        if: { properties: { kind: { const: 'compound' } } },
        then: { required: ['operator', 'children'], properties: { questions: false, libraryUid: false } },
      },
      {
        if: { properties: { kind: { const: 'library' } } },
        then: {
          required: ['libraryUid'],
          properties: { questions: false, children: false, operator: false },
        },
      },
    ],
  },
} as const;

export const elementDisplayLogicSchema = {
  type: 'object',
  required: ['hideByDefault', 'root'],
  properties: {
    hideByDefault: { type: 'boolean' },
    root: { $ref: '#/$defs/displayLogicNode' },
  },
  additionalProperties: false,
} as const;

export const displayLogicLibraryRuleSchema = {
  type: 'object',
  required: ['uid', 'name', 'root'],
  properties: {
    uid: { type: 'string', minLength: 1 },
    name: { type: 'string', minLength: 1 },
    root: { allOf: [{ $ref: '#/$defs/displayLogicNode' }, { properties: { kind: { const: 'compound' } } }] },
  },
  additionalProperties: false,
} as const;
