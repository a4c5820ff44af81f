// Each decision record's heading carries its own number (docs/decisions/NNN-name.md starts '# NNN: '), so a
// reference such as 'ADR 006' finds the heading it names: 006 to 008 were once headed 004, 004 and 005.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const decisions = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/decisions');
const records = readdirSync(decisions).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe('decision records', () => {
  it('are found', () => {
    expect(records.length).toBeGreaterThan(20);
  });

  it.each(records)('%s is headed with its number', (name) => {
    const heading = readFileSync(path.join(decisions, name), 'utf8').split('\n')[0];
    expect(heading).toMatch(new RegExp(`^# ${name.slice(0, 3)}: `));
  });
});
