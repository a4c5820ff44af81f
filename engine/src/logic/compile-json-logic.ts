// Compiles a json-logic rule once into nested closures: no eval, no Function, no interpretation per call.
// Every operation behaves exactly as in json-logic-js 2.0.5 (including its quirks: `and` returns the
// deciding value, `var` walks any value, `+` parses floats), so that json-logic-js stays the reference.
import { customOperations } from './operations.ts';
import { truthy } from './truthy.ts';

export type CompiledRule = (data: unknown) => unknown;

export class JsonLogicCompileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JsonLogicCompileError';
  }
}

type Operation = (...args: any[]) => unknown;

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

/** A compiled node, with its value when it is known at compile time. */
interface Node {
  run: CompiledRule;
  constant?: { value: unknown };
}

const constant = (value: unknown): Node => ({ run: () => value, constant: { value } });

function lookup(data: unknown, segments: readonly string[], notFound: unknown): unknown {
  let current: any = data;
  for (const segment of segments) {
    if (current === null || current === undefined) return notFound;
    current = current[segment];
    if (current === undefined) return notFound;
  }
  return current;
}

function compileVar(args: Node[]): Node {
  const path = args[0];
  const fallback = args[1];
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
        run: (data: any) => {
          if (data === null || data === undefined) return null;
          const v = data[s0];
          return v === undefined ? null : v;
        },
      };
    }
    if (!fallback && segments.length === 2) {
      const [s0, s1] = segments as [string, string];
      return {
        run: (data: any) => {
          if (data === null || data === undefined) return null;
          const x = data[s0];
          if (x === undefined || x === null) return null;
          const v = x[s1];
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
  if (runs.length === 2) {
    const [a, b] = runs as [CompiledRule, CompiledRule];
    return isAnd
      ? { run: (d) => { const x = a(d); return truthy(x) ? b(d) : x; } }
      : { run: (d) => { const x = a(d); return truthy(x) ? x : b(d); } };
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

function compileScoped(op: 'some' | 'all' | 'none', args: Node[], operations: Record<string, Operation>, rawArgs: unknown[]): Node {
  const source = args[0]?.run ?? (() => undefined);
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

function compileNode(rule: unknown, operations: Record<string, Operation>): Node {
  if (Array.isArray(rule)) {
    const items = rule.map((r) => compileNode(r, operations));
    if (items.every((i) => i.constant)) return { run: () => items.map((i) => i.constant!.value) };
    const runs = items.map((i) => i.run);
    return { run: (d) => runs.map((r) => r(d)) };
  }
  if (!isLogic(rule)) return constant(rule);
  const op = Object.keys(rule)[0]!;
  const raw = rule[op];
  const rawArgs = Array.isArray(raw) ? raw : [raw];
  if (op === 'some' || op === 'all' || op === 'none') return compileScoped(op, [compileNode(rawArgs[0], operations)], operations, rawArgs);
  const args = rawArgs.map((r) => compileNode(r, operations));
  switch (op) {
    case 'var':
      return compileVar(args);
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
  if (typeof fn !== 'function') throw new JsonLogicCompileError(`Unrecognized operation "${op}" in ${JSON.stringify(rule).slice(0, 200)}`);
  return applyOperation(fn, args);
}

const DEFAULT_OPERATIONS: Record<string, Operation> = { ...STANDARD, ...(customOperations as Record<string, Operation>) };

/**
 * Compiles a json-logic rule into a function of the data. Supported: var, if/?:, and, or, !, !!,
 * comparisons, in, cat, substr, arithmetic, min, max, merge, missing, some/all/none and Accord's
 * custom operations. Throws JsonLogicCompileError on an unknown operation.
 */
export function compileJsonLogic(rule: unknown, extraOperations: Record<string, Operation> = {}): CompiledRule {
  const operations = Object.keys(extraOperations).length ? { ...DEFAULT_OPERATIONS, ...extraOperations } : DEFAULT_OPERATIONS;
  return compileNode(rule, operations).run;
}
