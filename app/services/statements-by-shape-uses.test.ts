// The statements that run from a template compiled once per shape (db/statements-by-shape.ts): each
// shape they are used in is kept as a template (no value of theirs goes into the SQL itself), and what they run is
// what Kysely would have built for the same values.
import { describe, expect, it } from 'vitest';
import { compileOnlyDatabase } from '../../tests/support/compile-only-database';
import { sessionByHash } from './accounts/sessions.server';
import { saveStatement } from './user-workflow/answers.server';

const db = compileOnlyDatabase();

const row = (uid: string, version: number) => ({
  user_workflow_id: 'wf',
  field_uid: uid,
  value: JSON.stringify({ text: uid }),
  answered: version % 2 === 0,
  version,
  updated_by: 'user',
  updated_at: new Date(version * 1000),
});

describe("the answers' save statement", () => {
  it('runs from its template for one answer and for several, with each save its own values', () => {
    for (const rows of [[row('a', 1)], [row('a', 2), row('b', 3), row('c', 4)]]) {
      const first = { userWorkflowId: 'wf1', reminderDay: '2026-12-04', rows, modifiedAt: new Date(1) };
      saveStatement.compile(db, first);
      expect(saveStatement.templated(first)).toBe(true);
      const next = { userWorkflowId: 'wf2', reminderDay: '2026-12-05', rows: rows.map((r) => ({ ...r, version: r.version + 10, field_uid: `${r.field_uid}x` })), modifiedAt: new Date(2) };
      const compiled = saveStatement.compile(db, next);
      expect(compiled.parameters).toContain('wf2');
      expect(compiled.parameters).toContain('2026-12-05');
      expect(compiled.parameters).not.toContain('wf1');
      expect(compiled.parameters.filter((p) => typeof p === 'string' && p.endsWith('x'))).toHaveLength(rows.length);
    }
  });
});

describe("the session's read", () => {
  it('runs from its template, each request with its own session', () => {
    sessionByHash.compile(db, { idHash: 'first' });
    expect(sessionByHash.templated({ idHash: 'second' })).toBe(true);
    const { parameters } = sessionByHash.compile(db, { idHash: 'second' });
    expect(parameters).toContain('second');
    expect(parameters).not.toContain('first');
  });
});
