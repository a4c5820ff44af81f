// The layer rules of .dependency-cruiser.cjs (npm run lint:architecture), run on a small made-up repository
// with one import of each kind, so a rule that stops matching fails here instead of passing silently.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['app', 'db', 'worker', 'server', 'lib', 'engine', 'templates', 'i18n'];

function repositoryWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'accord-layers-'));
  for (const folder of FOLDERS) mkdirSync(path.join(dir, folder));
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

interface Violation {
  rule: string;
  from: string;
  to: string;
}

function violations(dir: string): Violation[] {
  const output = execFileSync(
    path.join(root, 'node_modules/.bin/depcruise'),
    [...FOLDERS, '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'],
    { cwd: dir, encoding: 'utf8' },
  );
  const result = JSON.parse(output) as { summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> } };
  return result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to })).sort((a, b) => a.from.localeCompare(b.from));
}

const exportsOne = 'export const one = 1;\n';
const importsFrom = (spec: string) => `import { one } from '${spec}';\nexport const again = one;\n`;

describe('npm run lint:architecture', () => {
  it('refuses app/ below the app, the programs below lib/ and db/, and anything outside the engine in engine/', () => {
    const dir = repositoryWith({
      'app/page.ts': exportsOne,
      'db/query.ts': importsFrom('../app/page'),
      'worker/task.ts': importsFrom('../app/page'),
      'lib/shared.server.ts': importsFrom('../worker/task'),
      'server/entry.ts': exportsOne,
      'worker/cli.ts': importsFrom('../server/entry'),
      'db/seed.ts': importsFrom('../server/entry'),
      'templates/sample.ts': exportsOne,
      'engine/src/fixture.ts': importsFrom('../../templates/sample'),
    });
    expect(violations(dir)).toEqual([
      { rule: 'no-app-below-the-app', from: 'db/query.ts', to: 'app/page.ts' },
      { rule: 'db-below-the-programs', from: 'db/seed.ts', to: 'server/entry.ts' },
      { rule: 'engine-stands-alone', from: 'engine/src/fixture.ts', to: 'templates/sample.ts' },
      { rule: 'lib-below-the-programs', from: 'lib/shared.server.ts', to: 'worker/task.ts' },
      { rule: 'worker-without-server', from: 'worker/cli.ts', to: 'server/entry.ts' },
      { rule: 'no-app-below-the-app', from: 'worker/task.ts', to: 'app/page.ts' },
    ]);
  });

  it('keeps i18n/ standing alone: the app, the e-mail templates and lib/ read the catalogues, the catalogues import none of them', () => {
    const dir = repositoryWith({
      'i18n/languages.ts': exportsOne,
      'i18n/catalogues/en/emails.ts': importsFrom('../../languages'),
      'app/utils/dates.ts': importsFrom('../../i18n/languages'),
      'templates/emails/texts.ts': importsFrom('../../i18n/catalogues/en/emails'),
      'lib/mail.server.ts': importsFrom('../i18n/languages'),
      'app/page.ts': exportsOne,
      'lib/settings.server.ts': exportsOne,
      'templates/layout.ts': exportsOne,
      'i18n/options.ts': importsFrom('../app/page'),
      'i18n/english.ts': importsFrom('../lib/settings.server'),
      'i18n/catalogues/index.ts': importsFrom('../../templates/layout'),
    });
    expect(violations(dir)).toEqual([
      { rule: 'i18n-stands-alone', from: 'i18n/catalogues/index.ts', to: 'templates/layout.ts' },
      { rule: 'i18n-stands-alone', from: 'i18n/english.ts', to: 'lib/settings.server.ts' },
      { rule: 'i18n-stands-alone', from: 'i18n/options.ts', to: 'app/page.ts' },
    ]);
  });

  // a cycle is reported once, from its first module
  it('refuses an import cycle, and lets lib/ and db/ use each other and the programs use lib/', () => {
    const dir = repositoryWith({
      'app/a.ts': `import { b } from './b';\nexport const a = () => b;\n`,
      'app/b.ts': `import { a } from './a';\nexport const b = () => a;\n`,
      'db/client.ts': exportsOne,
      'lib/delivery.server.ts': importsFrom('../db/client'),
      'db/seed.ts': `import { again } from '../lib/delivery.server';\nexport const seeded = again;\n`,
      'worker/task.ts': `import { again } from '../lib/delivery.server';\nexport const task = again;\n`,
      'app/route.ts': `import { again } from '../lib/delivery.server';\nexport const route = again;\n`,
    });
    expect(violations(dir).map((v) => `${v.rule}: ${v.from}`)).toEqual(['no-circular: app/a.ts']);
  });

  it('keeps app/ in layers: routes on top, services neither importing components nor imported by utils (but the guards), the engine module at the bottom', () => {
    const dir = repositoryWith({
      'app/routes/page.tsx': exportsOne,
      'app/components/card.tsx': exportsOne,
      'app/services/accounts/sessions.server.ts': exportsOne,
      'app/services/guide/intents.server.ts': importsFrom('../../routes/page'),
      'app/services/payments/prices.server.ts': importsFrom('../../components/card'),
      'app/utils/forms.ts': importsFrom('../services/accounts/sessions.server'),
      'app/utils/permissions.server.ts': importsFrom('../services/accounts/sessions.server'),
      'app/engine.server.ts': importsFrom('./services/accounts/sessions.server'),
      'app/routes/other.tsx': importsFrom('../services/accounts/sessions.server'),
      'app/components/list.tsx': importsFrom('./card'),
    });
    expect(violations(dir)).toEqual([
      { rule: 'engine-module-at-the-bottom', from: 'app/engine.server.ts', to: 'app/services/accounts/sessions.server.ts' },
      { rule: 'routes-on-top', from: 'app/services/guide/intents.server.ts', to: 'app/routes/page.tsx' },
      { rule: 'services-without-components', from: 'app/services/payments/prices.server.ts', to: 'app/components/card.tsx' },
      { rule: 'utils-below-services', from: 'app/utils/forms.ts', to: 'app/services/accounts/sessions.server.ts' },
    ]);
  });

  it('lets a service folder import only the folders below it, so no two import each other, and refuses a folder without a place', () => {
    const dir = repositoryWith({
      'app/services/user-workflow/answers.server.ts': exportsOne,
      'app/services/guide/page.server.ts': importsFrom('../user-workflow/answers.server'),
      'app/services/user-workflow/driver.server.ts': importsFrom('../guide/page.server'),
      'app/services/email.server.ts': importsFrom('./user-workflow/answers.server'),
      'app/services/user-workflow/effects.server.ts': importsFrom('../email.server'),
      'app/services/unplaced/thing.server.ts': importsFrom('../user-workflow/answers.server'),
    });
    expect(violations(dir)).toEqual([
      { rule: 'service-folder-placed', from: 'app/services/unplaced/thing.server.ts', to: 'app/services/user-workflow/answers.server.ts' },
      { rule: 'service-folders-one-way', from: 'app/services/user-workflow/driver.server.ts', to: 'app/services/guide/page.server.ts' },
    ]);
  });
});
