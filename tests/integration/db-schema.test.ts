// db/schema.ts is written by hand beside the migrations: this test reads it with the TypeScript compiler and checks
// it against a database migrated to the latest version, table by table and column by column (its name, whether it
// may be null, and the kind of value a select returns), so a migration without its schema change fails here.
import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './support/test-database';

type Kind = 'string' | 'number' | 'boolean' | 'date' | 'bytes' | 'json';
/** nullable null: the schema says unknown, which holds SQL null or not */
type Columns = Record<string, { kind: Kind; nullable: boolean | null }>;

/** What node-postgres returns for each column type here (db/client.ts reads int8 as a number and a date as text). */
const KIND_OF_PG_TYPE: Record<string, Kind> = {
  text: 'string',
  'character varying': 'string',
  uuid: 'string',
  inet: 'string',
  date: 'string',
  integer: 'number',
  smallint: 'number',
  bigint: 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'date',
  bytea: 'bytes',
  jsonb: 'json',
  json: 'json',
};

/** The tables of db/schema.ts's DB interface, each column's select type reduced to its kind and nullability. */
function schemaTables(): Record<string, Columns> {
  const file = path.resolve(import.meta.dirname, '../../db/schema.ts');
  const program = ts.createProgram([file], { strict: true, target: ts.ScriptTarget.ES2022, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const db = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'DB');
  if (!db) throw new Error('db/schema.ts declares no DB interface');
  const kindOf = (type: ts.Type, where: string): Kind => {
    if (type.flags & ts.TypeFlags.StringLike) return 'string';
    if (type.flags & ts.TypeFlags.NumberLike) return 'number';
    if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
    const name = type.getSymbol()?.getName();
    if (name === 'Date') return 'date';
    if (name === 'Buffer' || name === 'Uint8Array') return 'bytes';
    if (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Unknown | ts.TypeFlags.Any)) return 'json';
    throw new Error(`${where}: no kind for the type ${checker.typeToString(type)}`);
  };
  const tables: Record<string, Columns> = {};
  for (const table of checker.getTypeAtLocation(db).getProperties()) {
    const columns: Columns = {};
    for (const column of checker.getTypeOfSymbolAtLocation(table, db).getProperties()) {
      let type = checker.getTypeOfSymbolAtLocation(column, db);
      // ColumnType<S, I, U> and Generated<S> are read as S
      const selected = type.getProperty('__select__');
      if (selected) type = checker.getTypeOfSymbolAtLocation(selected, db);
      const members = type.isUnion() ? type.types : [type];
      const unknown = members.some((t) => t.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any));
      const nullable = unknown ? null : members.some((t) => t.flags & ts.TypeFlags.Null);
      const kinds = new Set(members.filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined))).map((t) => kindOf(t, `${table.name}.${column.name}`)));
      // a union of objects, arrays and literals is one JSON value
      const kind: Kind = kinds.size === 1 ? [...kinds][0]! : 'json';
      columns[column.name] = { kind, nullable };
    }
    tables[table.name] = columns;
  }
  return tables;
}

async function databaseTables(database: TestDatabase): Promise<Record<string, Columns>> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: 'YES' | 'NO' }>`
    select c.table_name, c.column_name, c.data_type, c.is_nullable
    from information_schema.columns c join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name not like 'kysely_%'
    order by c.table_name, c.ordinal_position`.execute(database.db);
  const tables: Record<string, Columns> = {};
  for (const row of rows) {
    const kind = KIND_OF_PG_TYPE[row.data_type];
    if (!kind) throw new Error(`${row.table_name}.${row.column_name}: no kind for the PostgreSQL type ${row.data_type}`);
    (tables[row.table_name] ??= {})[row.column_name] = { kind, nullable: row.is_nullable === 'YES' };
  }
  return tables;
}


let schema: Record<string, Columns>;
let migrated: Record<string, Columns>;
beforeAll(async () => {
  migrated = await databaseTables(await createTestDatabase());
  schema = schemaTables();
});

describe('db/schema.ts', () => {
  it('names every table of the migrated database, and no other', () => {
    expect(Object.keys(schema).sort()).toEqual(Object.keys(migrated).sort());
  });

  it("gives each table the database's columns, each with its nullability and the kind of value a select returns", () => {
    const differences = Object.entries(migrated).flatMap(([table, columns]) =>
      [...new Set([...Object.keys(columns), ...Object.keys(schema[table] ?? {})])]
        .filter((column) => {
          const declared = schema[table]?.[column];
          const actual = columns[column];
          return !declared || !actual || declared.kind !== actual.kind || (declared.nullable !== null && declared.nullable !== actual.nullable);
        })
        .map((column) => ({ column: `${table}.${column}`, schema: schema[table]?.[column] ?? 'missing', database: columns[column] ?? 'missing' })),
    );
    expect(differences).toEqual([]);
  });
});
