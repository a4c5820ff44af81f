// Question tests on answer slots: a custom operation whose first argument reads a slot and whose
// other arguments are constants becomes a small descriptor, and one switch runs it. Any `and`, `or`,
// `xor` and `!` over such tests becomes a TestTree that one recursive function walks: a whole display
// rule then runs without a closure call per node, on objects of one shape each.
// Results are exactly those of the operations in operations.ts (the property tests check it).
import { customOperations as o } from './operations.ts';

export const enum TestCode {
  Answered,
  NumGt,
  NumLt,
  NumEq,
  NumBetween,
  DateAfter,
  DateBefore,
  DateEq,
  DateBetween,
  ChoiceIs,
  ChoiceAny,
  ChoiceAll,
  TextContains,
}

/** A class, so that every test has one hidden class and the switch below reads it monomorphically. */
export class SlotTest {
  constructor(
    readonly code: TestCode,
    readonly slot: number,
    readonly x: unknown,
    readonly y: unknown,
    /** Wrapped in json-logic `!`. */
    readonly negate: boolean,
    /** The test's number in its TestTable (its result is remembered during one evaluation), or -1. */
    readonly id: number,
  ) {}

  negated(): SlotTest {
    return new SlotTest(this.code, this.slot, this.x, this.y, !this.negate, this.id);
  }
}

/**
 * The distinct tests of a compiled workflow. Many rules test the same question the same way ("has
 * children is Yes"); during one evaluation each distinct test runs once per value of its slot, its
 * result kept in `SlotData.t` until evaluate() changes that slot (see `slots`).
 */
export class TestTable {
  private readonly ids = new Map<string, number>();
  /** For each slot, the ids of the tests reading it. */
  readonly bySlot = new Map<number, number[]>();

  get size(): number {
    return this.ids.size;
  }

  intern(code: TestCode, slot: number, x: unknown, y: unknown): number {
    const key = `${code}|${slot}|${JSON.stringify(x) ?? ''}|${JSON.stringify(y) ?? ''}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(key, id);
      const list = this.bySlot.get(slot);
      if (list) list.push(id);
      else this.bySlot.set(slot, [id]);
    }
    return id;
  }
}

/** What compiled slot tests read: answers by position, and optionally the remembered results. */
export interface SlotData {
  s: readonly unknown[];
  /** Per test id: 0 not run yet, 1 false, 2 true. */
  t?: Int8Array;
}

const CODES: Record<string, [TestCode, number]> = {
  answered: [TestCode.Answered, 0],
  num_gt: [TestCode.NumGt, 1],
  num_lt: [TestCode.NumLt, 1],
  num_eq: [TestCode.NumEq, 1],
  num_between: [TestCode.NumBetween, 2],
  date_after: [TestCode.DateAfter, 1],
  date_before: [TestCode.DateBefore, 1],
  date_eq: [TestCode.DateEq, 1],
  date_between: [TestCode.DateBetween, 2],
  choice_is: [TestCode.ChoiceIs, 1],
  choice_any: [TestCode.ChoiceAny, 1],
  choice_all: [TestCode.ChoiceAll, 1],
  text_contains: [TestCode.TextContains, 1],
};

/** A descriptor for `op(slot, ...constants)`, or undefined when the operation has another shape. */
export function slotTest(op: string, slot: number, constants: unknown[], table?: TestTable): SlotTest | undefined {
  const entry = Object.hasOwn(CODES, op) ? CODES[op] : undefined;
  if (!entry || entry[1] !== constants.length) return undefined;
  const [code] = entry;
  return new SlotTest(
    code,
    slot,
    constants[0],
    constants[1],
    false,
    table ? table.intern(code, slot, constants[0], constants[1]) : -1,
  );
}

function raw(test: SlotTest, s: readonly unknown[]): boolean {
  const found = s[test.slot];
  const v = found === undefined ? null : found;
  switch (test.code) {
    case TestCode.Answered:
      return o.answered(v);
    case TestCode.NumGt:
      return o.num_gt(v, test.x);
    case TestCode.NumLt:
      return o.num_lt(v, test.x);
    case TestCode.NumEq:
      return o.num_eq(v, test.x);
    case TestCode.NumBetween:
      return o.num_between(v, test.x, test.y);
    // A single date or a single choice is the common case: compared inline, the rest by the operation.
    case TestCode.DateAfter:
      return typeof v === 'string' ? typeof test.x === 'string' && v > test.x : o.date_after(v, test.x);
    case TestCode.DateBefore:
      return typeof v === 'string' ? typeof test.x === 'string' && v < test.x : o.date_before(v, test.x);
    case TestCode.DateEq:
      return o.date_eq(v, test.x);
    case TestCode.DateBetween:
      return o.date_between(v, test.x, test.y);
    case TestCode.ChoiceIs: {
      if (typeof v !== 'string') return false;
      const x = test.x;
      if (!Array.isArray(x)) return x === v;
      for (let i = 0; i < x.length; i++) if (x[i] === v) return true;
      return false;
    }
    case TestCode.ChoiceAny:
      return o.choice_any(v, test.x);
    case TestCode.ChoiceAll:
      return o.choice_all(v, test.x);
    case TestCode.TextContains:
      return o.text_contains(v, test.x);
  }
}

export function runSlotTest(test: SlotTest, d: SlotData): boolean {
  const t = d.t;
  if (t === undefined || test.id < 0) return raw(test, d.s) !== test.negate;
  let result = t[test.id]!;
  if (result === 0) {
    result = raw(test, d.s) ? 2 : 1;
    t[test.id] = result;
  }
  return (result === 2) !== test.negate;
}

export const enum TreeKind {
  Test,
  All,
  Any,
  One,
  Not,
}

/** A boolean combination of slot tests; the json-logic it comes from returns booleans only. */
export class TestTree {
  constructor(
    readonly kind: TreeKind,
    readonly test: SlotTest | null,
    readonly children: readonly TestTree[],
  ) {}

  static of(test: SlotTest): TestTree {
    return new TestTree(TreeKind.Test, test, []);
  }

  /** and(and(a, b), c) is and(a, b, c): nested nodes of the same kind merge (all values are booleans). */
  static combine(kind: TreeKind.All | TreeKind.Any, children: readonly TestTree[]): TestTree {
    return new TestTree(
      kind,
      null,
      children.flatMap((c) => (c.kind === kind ? c.children : [c])),
    );
  }
}

/** A child: a test directly (most children are), another tree by recursion. */
function runChild(child: TestTree, d: SlotData): boolean {
  return child.kind === TreeKind.Test ? runSlotTest(child.test!, d) : runTestTree(child, d);
}

/** json-logic `and` (first false, else the last: true), `or`, the custom `xor` (exactly one) and `!`. */
export function runTestTree(tree: TestTree, d: SlotData): boolean {
  const children = tree.children;
  switch (tree.kind) {
    case TreeKind.Test:
      return runSlotTest(tree.test!, d);
    case TreeKind.All:
      for (let i = 0; i < children.length; i++) if (!runChild(children[i]!, d)) return false;
      return true;
    case TreeKind.Any:
      for (let i = 0; i < children.length; i++) if (runChild(children[i]!, d)) return true;
      return false;
    case TreeKind.One: {
      let count = 0;
      for (let i = 0; i < children.length; i++) if (runChild(children[i]!, d) && ++count > 1) return false;
      return count === 1;
    }
    case TreeKind.Not:
      return !runChild(children[0]!, d);
  }
}
