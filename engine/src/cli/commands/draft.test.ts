// accord draft: a fillable form becomes a draft workflow beside a copy of the form; validate accepts it; render with
// answers keyed by element uid fills the form's own fields; validate refuses a fill action naming a missing field.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WorkflowDefinition } from '../../definition/workflow.ts';
import { readFormFields } from '../../pdf/form-fields.ts';
import { FORMS_DIR, formFixture, formLeftovers, inkInRect, wordsInRect } from '../../pdf/form-test-tools.ts';
import { main } from '../main.ts';

async function run(args: string[], cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l), cwd });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The pdf-lib form drafted into a new folder. */
async function drafted(): Promise<{ dir: string; workflow: WorkflowDefinition }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'accord-draft-'));
  await run(['draft', path.join(FORMS_DIR, 'pdf-lib-form.pdf'), '--out', 'workflow.json'], dir);
  return { dir, workflow: JSON.parse(readFileSync(path.join(dir, 'workflow.json'), 'utf8')) as WorkflowDefinition };
}

const byTitle = (workflow: WorkflowDefinition, title: string) => workflow.elements.find((e) => e.title === title)!;

describe('accord draft', () => {
  it('drafts one question per field with the kind its field suggests, and one fill action per field', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'accord-draft-'));
    const drafted = await run(['draft', path.join(FORMS_DIR, 'pdf-lib-form.pdf'), '--out', 'workflow.json'], dir);
    expect(drafted).toMatchObject({ code: 0, err: '' });
    expect(existsSync(path.join(dir, 'pdf-lib-form.pdf'))).toBe(true);
    const workflow = JSON.parse(readFileSync(path.join(dir, 'workflow.json'), 'utf8')) as WorkflowDefinition;
    const kinds = Object.fromEntries(workflow.elements.map((e) => [e.title, e.type]));
    expect(kinds).toEqual({
      'PDF-LIB-FORM_PAGE_1': 'page-break',
      "Petitioner's full name": 'text-input-short',
      'Case number': 'text-input-short',
      Grounds: 'text-input-long',
      'Monthly income': 'number-input',
      'Date of marriage': 'date-picker',
      'The parties have minor children': 'multi-select',
      Residence: 'single-select',
      County: 'single-select',
      Relief: 'multi-select',
      'PDF-LIB-FORM_PAGE_2': 'page-break',
      'Signature of petitioner': 'text-input-short',
    });
    expect(byTitle(workflow, "Petitioner's full name")).toMatchObject({ required: true });
    expect(byTitle(workflow, 'Case number')).not.toHaveProperty('required');
    expect(byTitle(workflow, 'Monthly income')).toMatchObject({ prefix: '$', useCommas: true, lowerBound: 0, upperBound: 99_999_999 });
    expect(byTitle(workflow, 'Residence')).toMatchObject({ variant: 'radio', options: ['State', 'County'] });
    expect(byTitle(workflow, 'County')).toMatchObject({ variant: 'drop-down', options: ['Maricopa', 'Pima', 'Yavapai'] });
    expect(byTitle(workflow, 'The parties have minor children')).toMatchObject({ options: ['The parties have minor children'] });
    expect(workflow.documents![0]!.signedDocument).toBe(true);
    const actions = workflow.documents![0]!.rules![0]!.actions!;
    expect(actions.map((a) => a.field)).toEqual(['Petitioner.Name', 'CaseNumber', 'Grounds', 'MonthlyIncome', 'DateOfMarriage', 'HasChildren', 'Residence', 'County', 'Relief', 'SignatureOfPetitioner']);
    expect(actions.every((a) => a.type === 'fill-field' && workflow.elements.some((e) => e.uid === a.question))).toBe(true);

    // accepted: the one warning is the free-text case number, which a longer answer would overflow
    expect(await run(['validate', 'workflow.json'], dir)).toMatchObject({
      code: 0,
      out: 'workflow.json: 0 errors, 1 warning\n  warning /documents/0/rules/0/actions/1/question  In document "pdf-lib-form": the action "Case number" fills the field "CaseNumber" with the answer to "Case number", which takes at most 8 characters: a longer answer is cut to fit.',
    });

    const answers = {
      [byTitle(workflow, "Petitioner's full name").uid]: 'Ann Lee',
      [byTitle(workflow, 'Monthly income').uid]: 4600,
      [byTitle(workflow, 'Date of marriage').uid]: '2012-06-01',
      [byTitle(workflow, 'The parties have minor children').uid]: ['The parties have minor children'],
      [byTitle(workflow, 'Residence').uid]: 'County',
    };
    writeFileSync(path.join(dir, 'answers.json'), JSON.stringify(answers));
    expect(await run(['render', 'workflow.json', '--answers', 'answers.json', '--out', 'out.pdf', '--today', '2026-11-27'], dir)).toMatchObject({ code: 0, err: '' });
    const pdf = new Uint8Array(readFileSync(path.join(dir, 'out.pdf')));
    const reading = await readFormFields(formFixture('pdf-lib-form.pdf'));
    if (!reading.ok) throw new Error(reading.message);
    const rect = (name: string, i = 0) => reading.fields.find((f) => f.name === name)!.widgets[i]!.rect!;
    expect(wordsInRect(pdf, 1, rect('Petitioner.Name')).join(' ')).toBe('Ann Lee');
    expect(wordsInRect(pdf, 2, rect('Petitioner.Name', 1)).join(' ')).toBe('Ann Lee');
    expect(wordsInRect(pdf, 1, rect('MonthlyIncome')).join(' ')).toBe('$4,600.00');
    expect(wordsInRect(pdf, 1, rect('DateOfMarriage')).join(' ')).toBe('06/01/2012');
    expect(inkInRect(pdf, 1, rect('HasChildren'))).toBeGreaterThan(10);
    expect(inkInRect(pdf, 1, rect('Residence', 1))).toBeGreaterThan(10);
    expect(wordsInRect(pdf, 1, rect('CaseNumber'))).toEqual([]);
    expect(formLeftovers(pdf)).toEqual({ acroForm: false, widgets: 0 });
  });

  it("drafts LibreOffice Writer's form (another producer) with the kinds its fields suggest, and validate accepts it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'accord-draft-'));
    expect(await run(['draft', path.join(FORMS_DIR, 'libreoffice-form.pdf'), '--out', 'workflow.json'], dir)).toMatchObject({ code: 0, err: '' });
    const workflow = JSON.parse(readFileSync(path.join(dir, 'workflow.json'), 'utf8')) as WorkflowDefinition;
    expect(Object.fromEntries(workflow.elements.map((e) => [e.title, e.type]))).toEqual({
      'LIBREOFFICE-FORM_PAGE_1': 'page-break',
      'Petitioner name': 'text-input-short',
      Grounds: 'text-input-long',
      'Has children': 'multi-select',
      Residence: 'single-select',
      County: 'single-select',
      Relief: 'multi-select',
      'Monthly income': 'number-input',
      'Date of marriage': 'date-picker',
    });
    expect(byTitle(workflow, 'Residence')).toMatchObject({ variant: 'radio', options: ['State', 'County'] });
    expect(byTitle(workflow, 'County')).toMatchObject({ variant: 'drop-down', options: ['Maricopa', 'Pima', 'Yavapai'] });
    expect(byTitle(workflow, 'Relief')).toMatchObject({ options: ['Divorce', 'Custody', 'Support'] });
    expect(byTitle(workflow, 'Has children')).toMatchObject({ options: ['Has children'] });
    expect(byTitle(workflow, 'Monthly income')).toMatchObject({ prefix: '$', lowerBound: 0, upperBound: 99_999_999 });
    const actions = workflow.documents![0]!.rules![0]!.actions!;
    expect(actions.map((a) => a.field)).toEqual(['PetitionerName', 'Grounds', 'HasChildren', 'Residence', 'County', 'Relief', 'MonthlyIncome', 'DateOfMarriage']);
    expect(actions.every((a) => a.type === 'fill-field' && workflow.elements.some((e) => e.uid === a.question))).toBe(true);
    // accepted: the one warning is the name's 40-character maximum
    expect(await run(['validate', 'workflow.json'], dir)).toMatchObject({ code: 0, out: expect.stringMatching(/^workflow\.json: 0 errors, 1 warning\n.*"PetitionerName".*at most 40 characters/) });
  });

  it('validate: a fill action naming a field the template lacks is an error', async () => {
    const { dir, workflow } = await drafted();
    workflow.documents![0]!.rules![0]!.actions![1]!.field = 'CaseNo';
    writeFileSync(path.join(dir, 'workflow.json'), JSON.stringify(workflow));
    const result = await run(['validate', 'workflow.json'], dir);
    expect(result.code).toBe(1);
    expect(result.out).toContain('/documents/0/rules/0/actions/1/field  In document "pdf-lib-form": the action "Case number" fills the field "CaseNo", which the template pdf-lib-form.pdf does not have.');
  });

  it('validate warns of a required field of a filled form that no question fills', async () => {
    const { dir, workflow } = await drafted();
    const rule = workflow.documents![0]!.rules![0]!;
    rule.actions = rule.actions!.filter((a) => a.field !== 'Petitioner.Name');
    writeFileSync(path.join(dir, 'workflow.json'), JSON.stringify(workflow));
    const result = await run(['validate', 'workflow.json'], dir);
    expect(result.code).toBe(0);
    expect(result.out).toContain('warning /documents/0  In document "pdf-lib-form": the form\'s required field "Petitioner.Name" is filled by no question.');
  });

  it('a form that cannot be drafted gets its message and exit code 1', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'accord-draft-'));
    const result = await run(['draft', path.join(FORMS_DIR, 'encrypted-form.pdf'), '--out', 'w.json'], dir);
    expect(result.code).toBe(1);
    expect(result.err).toContain('This form is protected (encrypted)');
    expect(existsSync(path.join(dir, 'w.json'))).toBe(false);
  });
});
