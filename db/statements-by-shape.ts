// Statements compiled once per shape. Kysely builds a statement's tree of nodes and compiles it to SQL on every call;
// on the autosave's path (about 6,000 saves in a profile of `bench:questionnaire`'s autosave phase) that building and
// compiling was 11% of the app's CPU, half of it the save's one statement. A statement whose SQL depends only on the
// shape of its values (how many rows, which columns), never on the values themselves, is built here once per shape
// with stand-ins in place of the values, compiled, and from then on run as that SQL with the values put where their
// stand-ins were: the same SQL and the same parameters as a fresh build would give (statements-by-shape.test.ts
// compares them).
import { CompiledQuery, type Compilable, type QueryResult } from 'kysely';
import type { Queryable } from './client';

/** Where one value goes: its path in the values object. */
class StandIn {
  constructor(readonly path: readonly (string | number)[]) {}
  read(values: unknown): unknown {
    let at = values;
    for (const step of this.path) at = (at as Record<string | number, unknown>)[step];
    return at;
  }
}

/** Plain objects and arrays are the shape; everything else (strings, numbers, booleans, null, dates) is a value. */
const isShape = (value: unknown): value is Record<string, unknown> | unknown[] =>
  Array.isArray(value) || (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype);

/** The values object with a stand-in for each value (`made` collects them). */
function standInsFor(values: unknown, made: StandIn[], path: (string | number)[] = []): unknown {
  if (Array.isArray(values)) return values.map((v, i) => standInsFor(v, made, [...path, i]));
  if (isShape(values)) return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, standInsFor(v, made, [...path, k])]));
  // undefined leaves a column out of an insert (Kysely's rule): that is shape, not a value
  if (values === undefined) return undefined;
  const standIn = new StandIn(path);
  made.push(standIn);
  return standIn;
}

/** The parameters of a template with each stand-in replaced by its value. */
const filledIn = (parameters: readonly unknown[], values: unknown) => parameters.map((p) => (p instanceof StandIn ? p.read(values) : p));

/** The shape of a values object: its keys, array lengths and which values are left out (undefined). */
export function shapeOf(values: unknown): string {
  if (Array.isArray(values)) return `[${values.map(shapeOf).join(',')}]`;
  if (isShape(values)) return `{${Object.entries(values).map(([k, v]) => `${JSON.stringify(k)}:${shapeOf(v)}`).join(',')}}`;
  return values === undefined ? 'u' : '.';
}

interface Template {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * The template of a shape: the statement compiled with stand-ins, kept only if each value became a parameter (at least
 * once: a value may be used twice, as a reminder's day is set and compared) and the SQL and parameters are the ones
 * the real values give; 'unsafe' when a value went into the SQL itself (Kysely's compiler refuses a stand-in there,
 * or the SQL differs) or a parameter did not come from a value.
 */
function templateOf(real: CompiledQuery, withStandIns: (made: StandIn[]) => CompiledQuery, values: unknown): Template | 'unsafe' {
  const made: StandIn[] = [];
  let compiled: CompiledQuery;
  try {
    compiled = withStandIns(made);
  } catch {
    return 'unsafe';
  }
  const used = new Set(compiled.parameters.filter((p) => p instanceof StandIn)).size;
  const filled = filledIn(compiled.parameters, values);
  const same = compiled.sql === real.sql && filled.length === real.parameters.length && filled.every((p, i) => Object.is(p, real.parameters[i]));
  return used === made.length && same ? { sql: compiled.sql, parameters: compiled.parameters } : 'unsafe';
}

/**
 * A statement built by `build` from `values`, compiled once per shape of `values` and run with them. `build` must put
 * every value into the statement as a parameter (a `where`, a `set`, an insert's `values`, a `sql` template's
 * interpolation) and choose nothing by a value itself (only by the shape): a template in which some stand-in is
 * not a parameter is not kept, and that shape is built afresh every time, as Kysely would.
 */
export function statementByShape<V extends object, R>(build: (db: Queryable, values: V) => Compilable<R>) {
  const templates = new Map<string, Template | 'unsafe'>();
  const compiledFor = (db: Queryable, values: V): CompiledQuery<R> => {
    // a plugin may change the statement it is given (a test's counting one does): with one, each call is built as Kysely would
    if (db.getExecutor().plugins.length > 0) return build(db, values).compile();
    const shape = shapeOf(values);
    const template = templates.get(shape);
    if (template === undefined) {
      // the shape's first statement is the one built with its values, whatever the template turns out to be
      const real = build(db, values).compile();
      templates.set(shape, templateOf(real, (made) => build(db, standInsFor(values, made) as V).compile(), values));
      return real;
    }
    if (template === 'unsafe') return build(db, values).compile();
    return CompiledQuery.raw(template.sql, filledIn(template.parameters, values)) as CompiledQuery<R>;
  };
  return {
    /** The statement's SQL and parameters for these values (what `execute` runs). */
    compile: compiledFor,
    execute: (db: Queryable, values: V): Promise<QueryResult<R>> => db.executeQuery(compiledFor(db, values)),
    /** Whether values of this shape run from a template (false before the first run of the shape, or when it is unsafe). */
    templated: (values: V): boolean => typeof templates.get(shapeOf(values)) === 'object',
  };
}
