// The pictures in docs/screens/ are tracked: a test run writes them only when asked (SCREENS=1), so an ordinary
// run leaves the work tree clean. A screenshot into docs/screens/ counts as guarded when its spec skips without
// SCREENS, or when the lines just before it test SCREENS (directly or through a screens() helper that reads it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const e2e = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tests/e2e');

function specs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? specs(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
  );
}

/** The docs/screens/ screenshots of a spec that nothing makes conditional on SCREENS, as 'file:line'. */
function unguardedScreenshots(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (/test\.skip\(\s*!process\.env\.SCREENS/.test(text)) return [];
  const helperReadsScreens = /const screens = [^\n]*process\.env\.SCREENS/.test(text);
  const lines = text.split('\n');
  return lines.flatMap((line, i) => {
    if (!/screenshot\(/.test(line) || !/docs\/screens\//.test(line)) return [];
    const before = lines.slice(Math.max(0, i - 6), i + 1).join('\n');
    const guarded = before.includes('process.env.SCREENS') || (helperReadsScreens && /screens\(/.test(before)) || /^async function screenshot\(/m.test(before);
    return guarded ? [] : [`${path.relative(e2e, file)}:${i + 1}`];
  });
}

describe('screenshots for docs/screens/', () => {
  it('are written only when a run asks for them with SCREENS=1', () => {
    expect(specs(e2e).flatMap(unguardedScreenshots)).toEqual([]);
  });
});
