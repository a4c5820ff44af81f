// Deny by default, read from the sources: every loader and action of every route module in app/routes.ts starts
// with exactly one guard of permissions.server.ts, so who may use a route is always its first line. What each
// guard answers to each kind of visitor is tested against the running app in tests/integration/route-access.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import * as permissions from './permissions.server';

const GUARDS = new Set(Object.keys(permissions));
const APP = path.resolve(import.meta.dirname, '..');
const routeFiles = [...new Set(routes.map((r) => r.file))].sort();

/** The name of the guard a statement calls (`await requireUser(request)`, `const x = await guard(...)`, `guard()`). */
function calledGuard(statement: ts.Statement | undefined): string | undefined {
  let expression: ts.Expression | undefined;
  if (statement && ts.isExpressionStatement(statement)) expression = statement.expression;
  else if (statement && ts.isVariableStatement(statement)) expression = statement.declarationList.declarations[0]?.initializer;
  if (expression && ts.isAwaitExpression(expression)) expression = expression.expression;
  if (expression && ts.isCallExpression(expression) && ts.isIdentifier(expression.expression) && GUARDS.has(expression.expression.text))
    return expression.expression.text;
  return undefined;
}

function guardCallsIn(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && GUARDS.has(n.expression.text)) found.push(n.expression.text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** Each exported loader and action of a route module, with the guard its body starts with and every guard it calls. */
function routeFunctions(file: string) {
  const source = ts.createSourceFile(file, readFileSync(path.join(APP, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const functions: Array<{ name: string; firstGuard: string | undefined; guardCalls: string[] }> = [];
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isFunctionDeclaration(statement) && statement.body && (statement.name?.text === 'loader' || statement.name?.text === 'action'))
      functions.push({ name: statement.name.text, firstGuard: calledGuard(statement.body.statements[0]), guardCalls: guardCallsIn(statement.body) });
    // `export const loader = ...` would hide the guard from this check: route modules declare functions
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && (d.name.text === 'loader' || d.name.text === 'action'))
          functions.push({ name: d.name.text, firstGuard: undefined, guardCalls: [] });
  }
  return functions;
}

describe('every route declares who may use it', () => {
  it('the route config names route modules this check can read', () => {
    expect(routeFiles.length).toBeGreaterThan(30);
  });

  it.each(routeFiles)('each loader and action of %s starts with exactly one guard', (file) => {
    for (const fn of routeFunctions(file)) {
      expect(fn.firstGuard, `${file}: the ${fn.name} must start with a guard of app/utils/permissions.server.ts`).toBeDefined();
      expect(fn.guardCalls, `${file}: the ${fn.name} calls more than one guard`).toEqual([fn.firstGuard]);
    }
  });

  // a route about one user workflow names it in its address: its guard must load it and check who asks, never
  // requireUser followed by a rule in a service (the spouse's pages had that until issue 28)
  const USER_WORKFLOW_GUARDS: Record<string, readonly string[]> = {
    'legal-form-guide/divorce-forms/:id': ['requireOwnUserWorkflow', 'requireOwnUserWorkflowLocked', 'requireUserWorkflowParticipant'],
    'respondent-guide/:id': ['requireSpouse'],
    'survey-detail/:id': ['requireSharedSurvey'],
  };
  const userWorkflowRoutes = routes.flatMap((r) => {
    const area = Object.keys(USER_WORKFLOW_GUARDS).find((prefix) => r.path === prefix || r.path?.startsWith(`${prefix}/`));
    return area ? [{ path: r.path!, file: r.file, guards: USER_WORKFLOW_GUARDS[area]! }] : [];
  });

  it('the user-workflow routes are found', () => {
    expect(userWorkflowRoutes.filter((r) => r.path.startsWith('respondent-guide/')).map((r) => r.path).sort()).toEqual([
      'respondent-guide/:id', 'respondent-guide/:id/sign', 'respondent-guide/:id/stipulation',
    ]);
  });

  it.each(userWorkflowRoutes)('$path is guarded by the rule of its user workflow', ({ file, guards }) => {
    for (const fn of routeFunctions(file)) expect(guards, `${file}: the ${fn.name} starts with ${fn.firstGuard}`).toContain(fn.firstGuard);
  });

  it('a loader that does not start with a guard is found', () => {
    const statements = ts.createSourceFile('x.ts', 'const x = await getDb(); await requireUser(request);', ts.ScriptTarget.Latest).statements;
    expect(calledGuard(statements[0])).toBeUndefined();
    expect(calledGuard(statements[1])).toBe('requireUser');
  });
});
