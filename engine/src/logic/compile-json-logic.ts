// Compiles a json-logic rule once into nested closures: no eval, no Function, no interpretation per call.
// Every operation behaves exactly as in json-logic-js 2.0.5 (including its quirks: `and` returns the
// deciding value, `var` walks any value, `+` parses floats), so that json-logic-js stays the reference.
import { customOperations } from './operations.ts';
import { truthy } from './truthy.ts';
import { runTestTree, slotTest, TestTree, TreeKind } from './slot-tests.ts';
import type { SlotData, TestTable } from './slot-tests.ts';

export type CompiledRule = (data: unknown) => unknown;

export class JsonLogicCompileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JsonLogicCompileError';
  }
}

// json-logic operations take any JSON and apply JavaScript's own coercions (`<` on strings, `+` on
// parsed floats), exactly as json-logic-js does; typing their arguments `any` says so.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Operation = (...args: any[]) => unknown;

/** Data as the compiled closures read it: properties walked by `var`, answer slots in `s`. */
type Walkable = Record<string, unknown>;
const slotsOf = (data: unknown): readonly unknown[] => (data as SlotData).s;

/** The plain (argument-evaluating) operations of json-logic-js, reimplemented with the same semantics. */
const STANDARD: Record<string, Operation> = {
  '==': (a, b) => a == b,
  '===': (a, b) => a === b,
  '!=': (a, b) => a != b,
  '!==': (a, b) => a !== b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '<': (a, b, c) => (c === undefined ? a < b : a < b && b < c),
  '<=': (a, b, c) => (c === undefined ? a <= b : a <= b && b <= c),
  '!!': (a) => truthy(a),
  '!': (a) => !truthy(a),
  '%': (a, b) => a % b,
  in: (a, b) => {
    if (!b || typeof b.indexOf === 'undefined') return false;
    return b.indexOf(a) !== -1;
  },
  cat: (...args) => args.join(''),
  substr: (source, start, end) => {
    if (end < 0) {
      const temp = String(source).substr(start);
      return temp.substr(0, temp.length + end);
    }
    return String(source).substr(start, end);
  },
  '+': (...args) => args.reduce((a: number, b) => parseFloat(a as never) + parseFloat(b), 0),
  '*': (...args) => args.reduce((a, b) => parseFloat(a) * parseFloat(b)),
  '-': (a, b) => (b === undefined ? -a : a - b),
  '/': (a, b) => a / b,
  min: (...args) => Math.min(...args),
  max: (...args) => Math.max(...args),
  merge: (...args) => args.reduce((a: unknown[], b) => a.concat(b), []),
};

const isLogic = (rule: unknown): rule is Record<string, unknown> =>
  typeof rule === 'object' && rule !== null && !Array.isArray(rule) && Object.keys(rule).length === 1;

/** A compiled node, with its value when it is known at compile time, or its slot test when it is one. */
interface Node {
  run: CompiledRule;
  constant?: { value: unknown };
  tree?: TestTree;
}

function treeNode(tree: TestTree): Node {
  return { run: (d) => runTestTree(tree, d as SlotData), tree };
}

const constant = (value: unknown): Node => ({ run: () => value, constant: { value } });

function lookup(data: unknown, segments: readonly string[], notFound: unknown): unknown {
  let current = data;
  for (const segment of segments) {
    if (current === null || current === undefined) return notFound;
    current = (current as Walkable)[segment];
    if (current === undefined) return notFound;
  }
  return current;
}

/**
 * Lets a caller read some var paths faster than by walking the data (see compile.ts): either a
 * compiled reader, or a slot, an index into the array `data.s` (the value read as by `var`).
 */
export type VarResolver = (path: string) => CompiledRule | { slot: number } | undefined;

/** The slot a node reads, when it is a plain `var` of a slotted path. */
const SLOT = Symbol('slot');
type SlotNode = Node & { [SLOT]?: number };

function compileVar(args: Node[], resolveVar?: VarResolver): Node {
  const path = args[0];
  const fallback = args[1];
  if (resolveVar && !fallback && path?.constant && typeof path.constant.value === 'string') {
    const resolved = resolveVar(path.constant.value);
    if (typeof resolved === 'function') return { run: resolved };
    if (resolved) {
      const slot = resolved.slot;
      const node: SlotNode = {
        run: (d) => {
          const v = slotsOf(d)[slot];
          return v === undefined ? null : v;
        },
      };
      node[SLOT] = slot;
      return node;
    }
  }
  const notFoundOf = fallback
    ? (data: unknown) => {
        const b = fallback.run(data);
        return b === undefined ? null : b;
      }
    : () => null;
  if (!path || path.constant) {
    const a = path?.constant?.value;
    if (a === undefined || a === '' || a === null) return { run: (data) => data };
    const segments = String(a).split('.');
    if (!fallback && segments.length === 1) {
      const s0 = segments[0]!;
      return {
        run: (data) => {
          if (data === null || data === undefined) return null;
          const v = (data as Walkable)[s0];
          return v === undefined ? null : v;
        },
      };
    }
    if (!fallback && segments.length === 2) {
      const [s0, s1] = segments as [string, string];
      return {
        run: (data) => {
          if (data === null || data === undefined) return null;
          const x = (data as Walkable)[s0];
          if (x === undefined || x === null) return null;
          const v = (x as Walkable)[s1];
          return v === undefined ? null : v;
        },
      };
    }
    return { run: (data) => lookup(data, segments, notFoundOf(data)) };
  }
  return {
    run: (data) => {
      const a = path.run(data);
      const notFound = notFoundOf(data);
      if (a === undefined || a === '' || a === null) return data;
      return lookup(data, String(a).split('.'), notFound);
    },
  };
}

function compileIf(args: Node[]): Node {
  const pairs = Math.floor(args.length / 2);
  const conditions = Array.from({ length: pairs }, (_, i) => args[2 * i]!.run);
  const results = Array.from({ length: pairs }, (_, i) => args[2 * i + 1]!.run);
  const otherwise = args.length % 2 === 1 ? args[args.length - 1]!.run : () => null;
  if (pairs === 1) {
    const [c, r] = [conditions[0]!, results[0]!];
    return { run: (data) => (truthy(c(data)) ? r(data) : otherwise(data)) };
  }
  return {
    run: (data) => {
      for (let i = 0; i < pairs; i++) if (truthy(conditions[i]!(data))) return results[i]!(data);
      return otherwise(data);
    },
  };
}

function compileAndOr(args: Node[], isAnd: boolean): Node {
  const runs = args.map((a) => a.run);
  if (runs.length === 0) return constant(undefined);
  if (args.every((a) => a.tree))
    return treeNode(
      TestTree.combine(
        isAnd ? TreeKind.All : TreeKind.Any,
        args.map((a) => a.tree!),
      ),
    );
  if (runs.length === 2) {
    const [a, b] = runs as [CompiledRule, CompiledRule];
    return isAnd
      ? {
          run: (d) => {
            const x = a(d);
            return truthy(x) ? b(d) : x;
          },
        }
      : {
          run: (d) => {
            const x = a(d);
            return truthy(x) ? x : b(d);
          },
        };
  }
  const n = runs.length;
  return isAnd
    ? {
        run: (d) => {
          let current: unknown;
          for (let i = 0; i < n; i++) {
            current = runs[i]!(d);
            if (!truthy(current)) return current;
          }
          return current;
        },
      }
    : {
        run: (d) => {
          let current: unknown;
          for (let i = 0; i < n; i++) {
            current = runs[i]!(d);
            if (truthy(current)) return current;
          }
          return current;
        },
      };
}

function compileScoped(
  op: 'some' | 'all' | 'none',
  args: Node[],
  operations: Record<string, Operation>,
  rawArgs: unknown[],
): Node {
  const source = args[0]?.run ?? (() => undefined);
  // The test runs on each item, not on the workflow data: no var resolver inside.
  const test = compileNode(rawArgs[1], operations).run;
  return {
    run: (data) => {
      const items = source(data);
      if (!Array.isArray(items) || !items.length) return op === 'none';
      for (const item of items) {
        const hit = truthy(test(item));
        if (op === 'all' && !hit) return false;
        if (op !== 'all' && hit) return op === 'some';
      }
      return op !== 'some';
    },
  };
}

function applyOperation(fn: Operation, args: Node[]): Node {
  if (args.every((a) => a.constant)) {
    try {
      return constant(fn(...args.map((a) => a.constant!.value)));
    } catch {
      // Leave the error to run time, where json-logic-js raises it too.
    }
  }
  const runs = args.map((a) => a.run);
  switch (runs.length) {
    case 0:
      return { run: () => fn() };
    case 1: {
      const [a] = runs as [CompiledRule];
      return { run: (d) => fn(a(d)) };
    }
    case 2: {
      const [a, b] = runs as [CompiledRule, CompiledRule];
      return { run: (d) => fn(a(d), b(d)) };
    }
    case 3: {
      const [a, b, c] = runs as [CompiledRule, CompiledRule, CompiledRule];
      return { run: (d) => fn(a(d), b(d), c(d)) };
    }
    default:
      return { run: (d) => fn(...runs.map((r) => r(d))) };
  }
}

function compileNode(
  rule: unknown,
  operations: Record<string, Operation>,
  resolveVar?: VarResolver,
  tests?: TestTable,
): Node {
  if (Array.isArray(rule)) {
    const items = rule.map((r) => compileNode(r, operations, resolveVar, tests));
    // A literal array is built once and shared (frozen: no operation mutates its arguments).
    if (items.every((i) => i.constant)) return constant(Object.freeze(items.map((i) => i.constant!.value)));
    const runs = items.map((i) => i.run);
    return { run: (d) => runs.map((r) => r(d)) };
  }
  if (!isLogic(rule)) return constant(rule);
  const op = Object.keys(rule)[0]!;
  const raw = rule[op];
  const rawArgs = Array.isArray(raw) ? raw : [raw];
  if (op === 'some' || op === 'all' || op === 'none')
    return compileScoped(op, [compileNode(rawArgs[0], operations, resolveVar, tests)], operations, rawArgs);
  const args = rawArgs.map((r) => compileNode(r, operations, resolveVar, tests));
  switch (op) {
    case 'var':
      return compileVar(args, resolveVar);
    case 'if':
    case '?:':
      return compileIf(args);
    case 'and':
      return compileAndOr(args, true);
    case 'or':
      return compileAndOr(args, false);
    case 'missing': {
      const keys = args.map((a) => a.run);
      return {
        run: (d) => {
          const values = keys.map((k) => k(d));
          const list = Array.isArray(values[0]) ? (values[0] as unknown[]) : values;
          return list.filter((key) => {
            const v = key === undefined || key === '' || key === null ? d : lookup(d, String(key).split('.'), null);
            return v === null || v === '';
          });
        },
      };
    }
  }
  const fn = Object.prototype.hasOwnProperty.call(operations, op) ? operations[op] : undefined;
  const slot = (args[0] as SlotNode | undefined)?.[SLOT];
  const standard = fn !== undefined && fn === (customOperations as Record<string, Operation>)[op];
  if (slot !== undefined && standard && args.slice(1).every((a) => a.constant)) {
    const test = slotTest(
      op,
      slot,
      args.slice(1).map((a) => a.constant!.value),
      tests,
    );
    if (test) return treeNode(TestTree.of(test));
  }
  if (op === 'xor' && standard && args.length > 0 && args.every((a) => a.tree))
    return treeNode(
      new TestTree(
        TreeKind.One,
        null,
        args.map((a) => a.tree!),
      ),
    );
  if (op === '!' && fn === STANDARD['!'] && args.length === 1 && args[0]!.tree) {
    const inner = args[0]!.tree;
    return treeNode(
      inner.kind === TreeKind.Test ? TestTree.of(inner.test!.negated()) : new TestTree(TreeKind.Not, null, [inner]),
    );
  }
  if (typeof fn !== 'function')
    throw new JsonLogicCompileError(`Unrecognized operation "${op}" in ${JSON.stringify(rule).slice(0, 200)}`);
  return applyOperation(fn, args);
}

const DEFAULT_OPERATIONS: Record<string, Operation> = {
  ...STANDARD,
  ...(customOperations as Record<string, Operation>),
};

/**
 * Compiles a json-logic rule into a function of the data. Supported: var, if/?:, and, or, !, !!,
 * comparisons, in, cat, substr, arithmetic, min, max, merge, missing, some/all/none and Accord's
 * custom operations. Throws JsonLogicCompileError on an unknown operation.
 */
export function compileJsonLogic(
  rule: unknown,
  options: {
    operations?: Record<string, Operation>;
    resolveVar?: VarResolver;
    /** Shares slot tests across rules; the data must then carry `t` (see slot-tests.ts). */
    tests?: TestTable;
  } = {},
): CompiledRule {
  const operations = options.operations ? { ...DEFAULT_OPERATIONS, ...options.operations } : DEFAULT_OPERATIONS;
  return compileNode(rule, operations, options.resolveVar, options.tests).run;
}
