import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workflow } from '../testing/fixtures.ts';
import { main } from './main.ts';

function cli(args: string[], cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  return main(args, { out: (l) => out.push(l), err: (l) => err.push(l), cwd }).then((code) => ({
    code,
    out: out.join('\n'),
    err: err.join('\n'),
  }));
}

function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'accord-cli-'));
  for (const [name, content] of Object.entries(files))
    writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}

const valid = workflow([
  { uid: 'kids', type: 'single-select', title: 'HAS_KIDS', options: ['Yes', 'No'], required: true },
  {
    uid: 'names',
    type: 'text-input-short',
    title: 'KID_NAMES',
    required: true,
    displayLogic: {
      hideByDefault: false,
      root: {
        uid: 'n',
        kind: 'expression',
        conditional: 'if',
        operator: 'and',
        questions: [{ questionUid: 'kids', comparison: 'is', answer: 'Yes' }],
      },
    },
  },
]);

describe('the accord CLI', () => {
  it('exits 0 for a valid workflow', async () => {
    const dir = folder({ 'w.json': valid });
    expect(await cli(['validate', 'w.json'], dir)).toMatchObject({ code: 0, out: 'w.json: valid' });
  });

  it('exits 1 and lists every problem with its JSON pointer for a broken workflow', async () => {
    const broken = { ...valid, version: 'one', elements: [...valid.elements, { ...valid.elements[1], uid: 'dup' }] };
    const dir = folder({ 'w.json': broken });
    const result = await cli(['validate', 'w.json'], dir);
    expect(result.code).toBe(1);
    expect(result.out).toContain('w.json: 3 errors, 0 warnings');
    expect(result.out).toContain('/version  Must match pattern');
    expect(result.out).toContain('/elements/1/title  Please enter a unique title for this form element.');
    expect(result.out).toContain('/elements/3/title  Please enter a unique title for this form element.');
  });

  it('fails on a logic error and lists a warning without failing', async () => {
    const contradiction = structuredClone(valid);
    const names = contradiction.elements[2]!;
    names.displayLogic!.root = { uid: 'n', kind: 'expression', conditional: 'if', operator: 'and', questions: [{ questionUid: 'kids', comparison: 'is', answer: 'Yes' }, { questionUid: 'kids', comparison: 'is', answer: 'No' }] };
    const failing = await cli(['validate', 'w.json'], folder({ 'w.json': contradiction }));
    expect(failing.code).toBe(1);
    expect(failing.out).toContain('w.json: 2 errors, 0 warnings');
    expect(failing.out).toContain('error   /elements/2/displayLogic/root  The display logic of "KID_NAMES" can never be true: its tests contradict each other. [condition-never-true]');
    const always = structuredClone(valid);
    always.elements[2]!.displayLogic!.root = { uid: 'n', kind: 'expression', conditional: 'if', operator: 'or', questions: [{ questionUid: 'kids', comparison: 'is', answer: 'Yes' }, { questionUid: 'kids', comparison: 'is-not', answer: 'Yes' }] };
    const warned = await cli(['validate', 'w.json'], folder({ 'w.json': always }));
    expect(warned.code).toBe(0);
    expect(warned.out).toContain('w.json: 0 errors, 1 warning');
    expect(warned.out).toContain('[condition-always-true]');
  });

  it('says what to do when a file is missing or not JSON', async () => {
    const dir = folder({ 'bad.json': '{ nope' });
    expect(await cli(['validate', 'missing.json'], dir)).toMatchObject({
      code: 1,
      err: expect.stringContaining('Check the path'),
    });
    expect(await cli(['validate', 'bad.json'], dir)).toMatchObject({
      code: 1,
      err: expect.stringContaining('is not valid JSON'),
    });
  });

  it('runs answers keyed by title and prints visibility, missing fields and messages as JSON', async () => {
    const dir = folder({ 'w.json': valid, 'a.json': { HAS_KIDS: 'No', KID_NAMES: 'Ann' } });
    const result = await cli(['run', 'w.json', '--answers', 'a.json'], dir);
    expect(result.code).toBe(0);
    const output = JSON.parse(result.out);
    expect(output).toMatchObject({
      hidden: ['KID_NAMES'],
      cleared: ['KID_NAMES'],
      missing: [],
      sharingLimits: { readOnly: 1, comment: 1, edit: 0 },
    });
  });

  it('runs scenario files and ends with the passed and failed counts', async () => {
    const dir = folder({
      'w.json': valid,
      'w.scenario.json': {
        workflow: 'w.json',
        scenarios: [
          {
            name: 'yes shows the names',
            answers: { HAS_KIDS: 'Yes' },
            expect: { visible: ['KID_NAMES'], missing: ['KID_NAMES'] },
          },
          { name: 'a wrong expectation fails', answers: { HAS_KIDS: 'No' }, expect: { visible: ['KID_NAMES'] } },
        ],
      },
    });
    const result = await cli(['test', '.'], dir);
    expect(result.code).toBe(1);
    expect(result.out).toContain('✓ w.scenario.json › yes shows the names');
    expect(result.out).toContain('expected "KID_NAMES" to be visible, but it is hidden.');
    expect(result.out.split('\n').at(-1)).toBe('1 passed, 1 failed');
  });

  it("renders a scenario's documents and checks the strings it expects printed and absent, and reports document coverage", async () => {
    const withDocument = workflow(
      [
        { uid: 'county', type: 'single-select', title: 'FILING_COUNTY', options: ['Salt Lake', 'Weber'], required: true },
        { uid: 'income', type: 'number-input', title: 'PET_GROSS_INCOME', prefix: '$', lowerBound: 0, upperBound: 1000000 },
        { uid: 'email', type: 'text-input-short', title: 'PET_EADD' },
        { uid: 'phone', type: 'text-input-short', title: 'PET_PHONE' },
      ],
      {
        documents: [
          {
            uid: 'petition',
            type: 'pdf',
            name: 'Petition',
            order: 1,
            signedDocument: true,
            pages: [{ name: 'PETITION_1', source: { kind: 'blank' } }],
            rules: [
              {
                uid: 'r1',
                name: 'Caption',
                type: 'Action Logic',
                order: 1,
                conditional: 'always',
                actions: [
                  {
                    uid: 'terms',
                    title: 'Terms',
                    type: 'text-editor',
                    location: { page: 1 },
                    savedData: { text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'County: **COUNTY**. The petitioner has a gross monthly income of **INCOME**.' }] }] } },
                    blocks: [
                      { uid: 'b1', name: 'County', type: 'question-input', value: 'county' },
                      { uid: 'b2', name: 'Income', type: 'question-input', value: 'income' },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    );
    const dir = folder({
      'w.json': withDocument,
      'w.scenario.json': {
        workflow: 'w.json',
        notPrinted: { PET_EADD: 'the invitation goes there; courts do not ask for it' },
        baseAnswers: { FILING_COUNTY: 'Salt Lake', PET_GROSS_INCOME: '4,600', PET_EADD: 'a@example.com', PET_PHONE: '801-555-0100' },
        scenarios: [
          { name: 'prints the county and the income', expect: { printed: ['County: Salt Lake', 'gross monthly income of $4,600.00'], absent: ['County: ____', 'annual'] } },
          { name: 'a wrong county fails', answers: { FILING_COUNTY: 'Weber' }, expect: { printed: ['County: Salt Lake'], absent: ['County: Weber'] } },
        ],
      },
    });
    const result = await cli(['test', '.'], dir);
    expect(result.code).toBe(1);
    expect(result.out).toContain('✓ w.scenario.json › prints the county and the income');
    expect(result.out).toContain('✗ w.scenario.json › a wrong county fails');
    expect(result.out).toContain('expected the documents (Petition) to print "County: Salt Lake"; they do not.');
    expect(result.out).toContain('expected the documents not to print "County: Weber"; it is on Petition, page 1.');
    expect(result.out).toContain('document coverage of w.json: 1 of 4 answered questions reach no document, 1 marked not printed:\n  PET_PHONE\n');
    expect(result.out.split('\n').at(-1)).toBe('1 passed, 1 failed');
  });

  it('generates scenarios for a Utah sample that reach every outcome, and accord test runs them and prints the coverage', async () => {
    const sample = readFileSync(new URL('../../../templates/workflows/utah-divorce-without-children.json', import.meta.url), 'utf8');
    const dir = folder({ 'utah.json': sample });
    const generated = await cli(['scenarios', 'generate', 'utah.json'], dir);
    expect(generated.code).toBe(0);
    expect(generated.out).toMatch(/^\d+ scenarios written to utah\.generated\.scenario\.json$/m);
    const tested = await cli(['test', '--quiet', '.'], dir);
    expect(tested.code).toBe(0);
    const coverage = tested.out.split('\n').find((line) => line.startsWith('condition coverage of utah.json: '));
    expect(coverage).toMatch(/: (\d+) of \1 outcomes \(100%\)$/);
    // the only outcomes not counted are the author's 'always' rules, named one by one (an answer block has no condition that decides anything)
    expect(tested.out).toContain('not counted, proved by the logic checks (2):');
    expect(tested.out).toContain('the rule "Text" of document "Petition for Divorce" (/documents/0/rules/0): always true');
    expect(tested.out).not.toContain('not reached');
    expect(tested.out.split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed$/);
  });

  it('exits 2 with the usage on an unknown command or option', async () => {
    const dir = folder({});
    expect(await cli(['nope'], dir)).toMatchObject({ code: 2, err: expect.stringContaining('Unknown command "nope"') });
    expect(await cli(['validate', '--bogus', 'x'], dir)).toMatchObject({
      code: 2,
      err: expect.stringContaining('Usage: accord validate'),
    });
  });
});
