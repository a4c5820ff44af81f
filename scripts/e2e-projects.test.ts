// Which end-to-end tests run in which Playwright project, read from Playwright's own list (the config's projects,
// grep and tags applied as a run applies them) of the whole journeys and two specs that mix admin pages with the
// pay page and admin tasks, and the accessibility route sweep (listing the whole suite costs every spec's loading in
// the unit stage): every test runs with JavaScript and without it, except the tests tagged ADMIN_ONLY
// (administrators' pages, which the product does not promise without JavaScript), which run once, with it, and the
// tests tagged BOTH_VIEWS_INSIDE, which run once, in js, and look at the pages without JavaScript themselves. End-user pages keep both: the whole journeys are never
// tagged.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY, BOTH_VIEWS_INSIDE } from '../tests/e2e/support/tags';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LISTED = ['tests/e2e/journeys/', 'tests/e2e/payment-admin.spec.ts', 'tests/e2e/admin.spec.ts', 'tests/e2e/accessibility/route-sweep.spec.ts'];

interface ListedSpec {
  title: string;
  file: string;
  line: number;
  tags: string[];
  tests: { projectName: string }[];
}
interface ListedSuite {
  specs?: ListedSpec[];
  suites?: ListedSuite[];
}

const specsOf = (suite: ListedSuite): ListedSpec[] => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
const projectsOf = (spec: ListedSpec) => spec.tests.map((t) => t.projectName).sort();
const where = (spec: ListedSpec) => `${spec.file}:${spec.line} ${spec.title}`;

describe('the end-to-end projects', () => {
  let specs: ListedSpec[];
  beforeAll(async () => {
    const { stdout } = await promisify(execFile)('npx', ['playwright', 'test', '--list', '--reporter=json', ...LISTED], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: '' },
    });
    specs = (JSON.parse(stdout) as { suites: ListedSuite[] }).suites.flatMap(specsOf);
  }, 120_000);

  it('run a test tagged ADMIN_ONLY once, with JavaScript', () => {
    const tagged = specs.filter((spec) => spec.tags.includes(ADMIN_ONLY.slice(1)));
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.filter((spec) => projectsOf(spec).join() !== 'js').map(where)).toEqual([]);
  });

  it('run a test tagged BOTH_VIEWS_INSIDE (the route sweep, which opens its own contexts without JavaScript) once, in js', () => {
    const tagged = specs.filter((spec) => spec.tags.includes(BOTH_VIEWS_INSIDE.slice(1)));
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.filter((spec) => projectsOf(spec).join() !== 'js').map(where)).toEqual([]);
  });

  it('run every other test with JavaScript and without it', () => {
    const others = specs.filter((spec) => !spec.tags.includes(ADMIN_ONLY.slice(1)) && !spec.tags.includes(BOTH_VIEWS_INSIDE.slice(1)));
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((spec) => projectsOf(spec).join() !== 'js,no-js').map(where)).toEqual([]);
  });

  it('never tag a whole journey: they are end users’ pages from sign-up to the sealed document', () => {
    const journeys = specs.filter((spec) => spec.file.startsWith('journeys/'));
    expect(journeys.length).toBeGreaterThan(0);
    expect(journeys.filter((spec) => projectsOf(spec).join() !== 'js,no-js').map(where)).toEqual([]);
  });
});
