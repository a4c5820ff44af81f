import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleDocuments } from '../../testing/sample-documents.ts';
import { pdfText, QUESTIONS, qpdfCheck, readWords, SAMPLES_DIR } from '../../pdf/test-fixtures.ts';
import { main } from '../main.ts';

// A workflow with the fixture's questions and the sample documents, in a folder with copies of the templates.
function workflowFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'accord-render-'));
  mkdirSync(path.join(dir, 'pdf'));
  for (const f of ['petition.pdf', 'stipulation.pdf', 'notice-page.png', 'court-seal.png', 'sample-upload.png', 'sample-signature-petitioner.png'])
    copyFileSync(path.join(SAMPLES_DIR, 'pdf', f), path.join(dir, 'pdf', f));
  const text = (uid: string, title: string, type = 'text-input-short', extra: Record<string, unknown> = {}) => ({ uid, type, title, label: title, ...extra });
  const workflow = {
    name: 'Render test',
    state: 'Utah',
    type: 'Divorce',
    childrenOptions: 'both',
    useCounties: false,
    counties: [],
    collaborate: true,
    version: '0.1.0',
    elements: [
      { uid: 'pagebreak001', type: 'page-break', title: 'Page 1', label: 'Page 1' },
      text(QUESTIONS.petitionerName, 'Petitioner name'),
      text(QUESTIONS.respondentName, 'Respondent name'),
      text(QUESTIONS.marriageDate, 'Date of marriage', 'date-picker'),
      text(QUESTIONS.marriageCity, 'Place of marriage'),
      text(QUESTIONS.county, 'County'),
      text(QUESTIONS.hasChildren, 'Children', 'single-select', { options: ['Yes', 'No'] }),
      text(QUESTIONS.grounds, 'Grounds', 'multi-select', { options: ['Irreconcilable differences', 'Living separately'] }),
      text(QUESTIONS.groundsDetail, 'Grounds in detail', 'text-input-long'),
      text(QUESTIONS.income, 'Income', 'number-input', { prefix: '$', lowerBound: 0, upperBound: 1000000 }),
      text(QUESTIONS.exhibit, 'Exhibit', 'file-input'),
    ],
    documents: sampleDocuments(QUESTIONS, {}).map((d) => ({
      ...d,
      rules: d.rules?.map((r) => ({ ...r, actions: r.actions?.filter((a) => !a.question || ![QUESTIONS.assets, QUESTIONS.exhibit, QUESTIONS.witnessSignature].includes(a.question)) })),
    })),
  };
  writeFileSync(path.join(dir, 'workflow.json'), JSON.stringify(workflow, null, 2));
  writeFileSync(
    path.join(dir, 'answers.json'),
    JSON.stringify({ 'Petitioner name': 'Zoë Ångström', 'Respondent name': 'Luis Peña', 'Date of marriage': '2010-05-20', Children: 'No', Grounds: ['Living separately'], Income: 1000 }),
  );
  return dir;
}

async function run(dir: string, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['render', ...args], { out: (l) => out.push(l), err: (l) => err.push(l), cwd: dir });
  return { code, out, err };
}

describe('accord render', () => {
  it('writes a PDF that qpdf accepts, with every answered text on its page, deciding rules from the answers', async () => {
    const dir = workflowFolder();
    const { code, out, err } = await run(dir, 'workflow.json', '--answers', 'answers.json', '--out', 'out.pdf');
    expect(err.filter((l) => !l.startsWith('warning:'))).toEqual([]);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^out\.pdf: 5 page\(s\), Petition for Divorce \(pages 1-3\), Stipulation and Agreement \(pages 4-5\)/);
    const bytes = readFileSync(path.join(dir, 'out.pdf'));
    expect(qpdfCheck(bytes).ok).toBe(true);
    const words = readWords(bytes);
    const on = (page: number, text: string) => words.some((w) => w.page === page && w.text === text);
    expect(on(1, 'Zoë')).toBe(true);
    expect(on(1, 'Peña')).toBe(true);
    expect(on(1, 'May')).toBe(true);
    expect(on(2, '$1,000.00')).toBe(true);
    // Children: No hides the static children clause in the stipulation.
    expect(words.some((w) => w.text === 'custody')).toBe(false);
    expect(on(4, 'Ångström,')).toBe(true);
  });

  it('prints an answer as evaluation read it: a date typed MM/DD/YYYY and an amount typed with commas', async () => {
    const dir = workflowFolder();
    writeFileSync(
      path.join(dir, 'answers.json'),
      JSON.stringify({ 'Petitioner name': 'Zoë', 'Respondent name': 'Luis', 'Date of marriage': '05/20/2010', Children: 'No', Grounds: ['Living separately'], Income: '4,600' }),
    );
    const { code, err } = await run(dir, 'workflow.json', '--answers', 'answers.json', '--out', 'out.pdf');
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const text = pdfText(readFileSync(path.join(dir, 'out.pdf'))).replace(/\s+/g, ' ');
    expect(text).toContain('May 20th, 2010');
    expect(text).toContain('married on May 20th, 2010.');
    expect(text).toContain('$4,600.00');
  });

  it('exits 1 with one line naming the document and page when a template is corrupt', async () => {
    const dir = workflowFolder();
    writeFileSync(path.join(dir, 'pdf', 'stipulation.pdf'), readFileSync(path.join(dir, 'pdf', 'stipulation.pdf')).subarray(0, 300));
    const { code, err } = await run(dir, 'workflow.json', '--answers', 'answers.json', '--out', 'out.pdf');
    expect(code).toBe(1);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^accord render: document "Stipulation and Agreement", page 1 \(STIPULATION_1\): template "pdf\/stipulation.pdf" is a corrupt PDF/);
  });
});

describe('a bundle exported from the builder (accord-workflow-bundle/1)', () => {
  /** The workflow of workflowFolder() as the builder's export: the definition and its files in one JSON, alone in a folder. */
  function bundleFolder(): string {
    const source = workflowFolder();
    const files = ['petition.pdf', 'stipulation.pdf', 'notice-page.png', 'court-seal.png', 'sample-upload.png', 'sample-signature-petitioner.png'].map((f) => {
      const bytes = readFileSync(path.join(source, 'pdf', f));
      return { path: `pdf/${f}`, mediaType: f.endsWith('.pdf') ? 'application/pdf' : 'image/png', sha256: createHash('sha256').update(bytes).digest('hex'), base64: bytes.toString('base64') };
    });
    const definition = JSON.parse(readFileSync(path.join(source, 'workflow.json'), 'utf8')) as Record<string, unknown>;
    const dir = mkdtempSync(path.join(tmpdir(), 'accord-bundle-'));
    writeFileSync(path.join(dir, 'Render test.accord.json'), JSON.stringify({ format: 'accord-workflow-bundle/1', form: { id: 'formBundle000000001', name: 'Render test', version: '0.1.0', definition }, files }));
    copyFileSync(path.join(source, 'answers.json'), path.join(dir, 'answers.json'));
    writeFileSync(path.join(dir, 'cases.scenarios.json'), JSON.stringify({ workflow: 'Render test.accord.json', scenarios: [{ name: 'children hide nothing', answers: { Children: 'No' }, expect: { visible: ['Children'] } }] }));
    return dir;
  }
  const cli = async (dir: string, ...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l), cwd: dir });
    return { code, out, err };
  };

  it('is read as it is by validate, test and render, its template files taken from inside it', async () => {
    const dir = bundleFolder();
    expect((await cli(dir, 'validate', 'Render test.accord.json')).out).toEqual(['Render test.accord.json: valid']);
    const tested = await cli(dir, 'test', 'cases.scenarios.json');
    expect(tested.code).toBe(0);
    expect(tested.out.at(-1)).toBe('1 passed, 0 failed');
    const rendered = await cli(dir, 'render', 'Render test.accord.json', '--answers', 'answers.json', '--out', 'out.pdf');
    expect(rendered.err.filter((l) => !l.startsWith('warning:'))).toEqual([]);
    expect(rendered.code).toBe(0);
    expect(readWords(readFileSync(path.join(dir, 'out.pdf'))).some((w) => w.page === 1 && w.text === 'Zoë')).toBe(true);
  });

  it('names a damaged file inside the bundle', async () => {
    const dir = bundleFolder();
    const file = path.join(dir, 'Render test.accord.json');
    const bundle = JSON.parse(readFileSync(file, 'utf8')) as { files: { base64: string }[] };
    bundle.files[0]!.base64 = Buffer.from('not the petition').toString('base64');
    writeFileSync(file, JSON.stringify(bundle));
    const { code, err } = await cli(dir, 'render', 'Render test.accord.json', '--out', 'out.pdf');
    expect(code).toBe(1);
    expect(err.join('\n')).toMatch(/the file "pdf\/petition.pdf" inside the bundle does not match its SHA-256/);
  });
});
