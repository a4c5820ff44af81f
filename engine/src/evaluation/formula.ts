// The safe expression language of computed properties: arithmetic over answers, parsed by hand into
// closures. No eval, no Function, no property access on objects, so a formula can only compute numbers.
//
//   formula   := or
//   or        := and ('||' and)*          and := compare ('&&' compare)*
//   compare   := sum (('<'|'<='|'>'|'>='|'=='|'!=') sum)?
//   sum       := product (('+'|'-') product)*      product := power (('*'|'/'|'%') power)*
//   power     := unary ('^' power)?                unary := '-' unary | '!' unary | primary
//   primary   := number | '{' reference '}' | name '(' args ')' | '(' formula ')'
//
// A reference names an element by title: `{GROSS_INCOME}`; `{ASSETS.value}` sums an item-table column.
// An unanswered reference counts as 0; a result that is not a finite number (division by zero) is null.

export class FormulaError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'FormulaError';
  }
}

export type Resolve = (reference: string) => number | null | undefined;
export type CompiledFormula = (resolve: Resolve) => number | null;
type Node = (resolve: Resolve) => number;

const FUNCTIONS: Record<string, { min: number; max: number; apply: (args: number[]) => number }> = {
  min: { min: 1, max: Infinity, apply: (a) => Math.min(...a) },
  max: { min: 1, max: Infinity, apply: (a) => Math.max(...a) },
  sum: { min: 1, max: Infinity, apply: (a) => a.reduce((s, v) => s + v, 0) },
  abs: { min: 1, max: 1, apply: (a) => Math.abs(a[0]!) },
  floor: { min: 1, max: 1, apply: (a) => Math.floor(a[0]!) },
  ceil: { min: 1, max: 1, apply: (a) => Math.ceil(a[0]!) },
  round: {
    min: 1,
    max: 2,
    apply: ([v, digits = 0]) => {
      const f = 10 ** Math.max(0, Math.min(10, Math.trunc(digits)));
      return Math.round(v! * f) / f;
    },
  },
};

type Token =
  | { kind: 'num'; value: number; at: number }
  | { kind: 'ref'; value: string; at: number }
  | { kind: 'name'; value: string; at: number }
  | { kind: 'op'; value: string; at: number };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (/[0-9.]/.test(c)) {
      const m = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(source.slice(i));
      if (!m) throw new FormulaError(`Unexpected "${c}" at ${i}.`, i);
      tokens.push({ kind: 'num', value: Number(m[0]), at: i });
      i += m[0].length;
    } else if (c === '{') {
      const end = source.indexOf('}', i);
      if (end < 0) throw new FormulaError(`Unclosed "{" at ${i}.`, i);
      const ref = source.slice(i + 1, end).trim();
      if (!ref) throw new FormulaError(`Empty reference at ${i}.`, i);
      tokens.push({ kind: 'ref', value: ref, at: i });
      i = end + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_]\w*/.exec(source.slice(i))!;
      tokens.push({ kind: 'name', value: m[0], at: i });
      i += m[0].length;
    } else {
      const two = source.slice(i, i + 2);
      if (['<=', '>=', '==', '!=', '&&', '||'].includes(two)) {
        tokens.push({ kind: 'op', value: two, at: i });
        i += 2;
      } else if ('+-*/%^()<>!,'.includes(c)) {
        tokens.push({ kind: 'op', value: c, at: i });
        i++;
      } else throw new FormulaError(`Unexpected "${c}" at ${i}.`, i);
    }
  }
  return tokens;
}

const truth = (v: number) => (v !== 0 && !Number.isNaN(v) ? 1 : 0);

class Parser {
  private index = 0;
  readonly references = new Set<string>();
  constructor(
    private readonly tokens: Token[],
    private readonly length: number,
  ) {}

  parse(): Node {
    if (this.tokens.length === 0) throw new FormulaError('The formula is empty.', 0);
    const node = this.or();
    const rest = this.tokens[this.index];
    if (rest) throw new FormulaError(`Unexpected "${String(rest.value)}" at ${rest.at}.`, rest.at);
    return node;
  }

  private peekOp(...ops: string[]): string | undefined {
    const t = this.tokens[this.index];
    return t?.kind === 'op' && ops.includes(t.value) ? t.value : undefined;
  }

  private expect(op: string): void {
    if (!this.peekOp(op)) {
      const t = this.tokens[this.index];
      throw new FormulaError(`Expected "${op}" at ${t ? t.at : this.length}.`, t ? t.at : this.length);
    }
    this.index++;
  }

  private binary(next: () => Node, ops: string[], make: (op: string, l: Node, r: Node) => Node): Node {
    let left = next();
    for (let op = this.peekOp(...ops); op; op = this.peekOp(...ops)) {
      this.index++;
      left = make(op, left, next());
    }
    return left;
  }

  private or = (): Node => this.binary(this.and, ['||'], (_, l, r) => (x) => (truth(l(x)) || truth(r(x)) ? 1 : 0));
  private and = (): Node => this.binary(this.compare, ['&&'], (_, l, r) => (x) => (truth(l(x)) && truth(r(x)) ? 1 : 0));
  private compare = (): Node =>
    this.binary(this.sum, ['<', '<=', '>', '>=', '==', '!='], (op, l, r) => {
      switch (op) {
        case '<':
          return (x) => (l(x) < r(x) ? 1 : 0);
        case '<=':
          return (x) => (l(x) <= r(x) ? 1 : 0);
        case '>':
          return (x) => (l(x) > r(x) ? 1 : 0);
        case '>=':
          return (x) => (l(x) >= r(x) ? 1 : 0);
        case '==':
          return (x) => (l(x) === r(x) ? 1 : 0);
        default:
          return (x) => (l(x) !== r(x) ? 1 : 0);
      }
    });
  private sum = (): Node =>
    this.binary(this.product, ['+', '-'], (op, l, r) => (op === '+' ? (x) => l(x) + r(x) : (x) => l(x) - r(x)));
  private product = (): Node =>
    this.binary(this.power, ['*', '/', '%'], (op, l, r) =>
      op === '*' ? (x) => l(x) * r(x) : op === '/' ? (x) => l(x) / r(x) : (x) => l(x) % r(x),
    );
  private power = (): Node => {
    const base = this.unary();
    if (!this.peekOp('^')) return base;
    this.index++;
    const exponent = this.power();
    return (x) => base(x) ** exponent(x);
  };
  private unary = (): Node => {
    if (this.peekOp('-')) {
      this.index++;
      const inner = this.unary();
      return (x) => -inner(x);
    }
    if (this.peekOp('!')) {
      this.index++;
      const inner = this.unary();
      return (x) => (truth(inner(x)) ? 0 : 1);
    }
    return this.primary();
  };
  private primary = (): Node => {
    const t = this.tokens[this.index];
    if (!t) throw new FormulaError('The formula ends too early.', this.length);
    this.index++;
    if (t.kind === 'num') {
      const value = t.value;
      return () => value;
    }
    if (t.kind === 'ref') {
      const ref = t.value;
      this.references.add(ref);
      return (resolve) => {
        const v = resolve(ref);
        return typeof v === 'number' && Number.isFinite(v) ? v : 0;
      };
    }
    if (t.kind === 'name') {
      const name = t.value.toLowerCase();
      if (name === 'if') return this.conditional();
      const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
      if (!fn) throw new FormulaError(`Unknown function "${t.value}" at ${t.at}; use a {reference} for answers.`, t.at);
      const args = this.args();
      if (args.length < fn.min || args.length > fn.max)
        throw new FormulaError(
          `${name}() takes ${fn.min === fn.max ? fn.min : `${fn.min} or more`} argument(s) at ${t.at}.`,
          t.at,
        );
      return (x) => fn.apply(args.map((a) => a(x)));
    }
    if (t.value === '(') {
      const inner = this.or();
      this.expect(')');
      return inner;
    }
    throw new FormulaError(`Unexpected "${t.value}" at ${t.at}.`, t.at);
  };
  private args(): Node[] {
    this.expect('(');
    const args: Node[] = [];
    if (this.peekOp(')')) {
      this.index++;
      return args;
    }
    args.push(this.or());
    while (this.peekOp(',')) {
      this.index++;
      args.push(this.or());
    }
    this.expect(')');
    return args;
  }
  private conditional(): Node {
    const args = this.args();
    if (args.length !== 3) throw new FormulaError('if() takes 3 arguments: condition, then, else.', this.length);
    const [c, a, b] = args as [Node, Node, Node];
    return (x) => (truth(c(x)) ? a(x) : b(x));
  }
}

export interface ParsedFormula {
  evaluate: CompiledFormula;
  references: string[];
}

/** Parses a formula once; throws FormulaError with the position of the first problem. */
export function parseFormula(source: string): ParsedFormula {
  const parser = new Parser(tokenize(source), source.length);
  const node = parser.parse();
  return {
    references: [...parser.references],
    evaluate: (resolve) => {
      const value = node(resolve);
      return Number.isFinite(value) ? value : null;
    },
  };
}
