// Step 4's court-form operations: questions drafted from fields, a field mapped by hand with suggestions, the
// unmapped fields, and a new revision that keeps the mappings whose field names still exist.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormField, WorkflowDefinition } from '~/engine';
import { readFormFields, validateWorkflow } from '~/engine.server';
import { newFormDefinition } from './definition';
import { addDocument, addPages } from './documents';
import { candidateQuestions, createQuestionsFromFields, fillsOf, mapField, replaceTemplate, revisionChanges, unmappedFields } from './form-mapping';

let fields: FormField[];
let n = 0;
const newUid = () => `u${String(++n).padStart(11, '0')}`;
const FILE = 'pdf/court-form-abc.pdf';

beforeAll(async () => {
  const reading = await readFormFields(new Uint8Array(readFileSync(new URL('../../../engine/src/pdf/__fixtures__/forms/pdf-lib-form.pdf', import.meta.url))));
  if (!reading.ok) throw new Error(reading.message);
  fields = reading.fields;
});

/** A workflow with one question and a document of the form's two pages. */
function workflow(): WorkflowDefinition {
  const base = newFormDefinition('Court form test');
  const withQuestion: WorkflowDefinition = { ...base, elements: [...base.elements, { uid: 'qcounty00001', type: 'single-select', title: 'County of filing', label: 'County', options: ['Maricopa', 'Pima', 'Yavapai'] }] };
  const added = addDocument(withQuestion, 'Petition', 'doc000000001').definition;
  return addPages(added, 'doc000000001', 'Court Form', [1, 2].map((page) => ({ kind: 'pdf' as const, file: FILE, page })));
}

const doc = (d: WorkflowDefinition) => d.documents!.find((x) => x.uid === 'doc000000001')!;
const field = (name: string) => fields.find((f) => f.name === name)!;

describe('creating questions from the fields', () => {
  it('adds a question and a fill action per field; the workflow stays valid', () => {
    const { definition, added } = createQuestionsFromFields(workflow(), 'doc000000001', FILE, fields, newUid);
    expect(added).toBe(10);
    const fills = fillsOf(doc(definition), FILE);
    expect([...fills.keys()]).toHaveLength(10);
    expect(fills.get('SignatureOfPetitioner')!.location.page).toBe(2);
    expect(definition.elements.find((e) => e.title === 'Monthly income')).toMatchObject({ type: 'number-input', prefix: '$', upperBound: 99_999_999 });
    expect(validateWorkflow(definition)).toEqual({ valid: true, problems: [] });
    expect(unmappedFields(doc(definition), FILE, fields)).toEqual([]);
    // a second click adds nothing: every field is filled
    expect(createQuestionsFromFields(definition, 'doc000000001', FILE, fields, newUid).added).toBe(0);
  });
});

describe('mapping a field by hand', () => {
  it('suggests the question whose name and kind agree, maps it, and lists the rest as unmapped', () => {
    const start = workflow();
    expect(unmappedFields(doc(start), FILE, fields)).toHaveLength(10);
    const [best] = candidateQuestions(start, field('County'));
    expect(best).toMatchObject({ element: { uid: 'qcounty00001' } });
    expect(best!.score).toBeGreaterThan(0);
    expect(candidateQuestions(start, field('HasChildren')).filter((c) => c.score > 0)).toEqual([]);
    const mapped = mapField(start, 'doc000000001', FILE, field('County'), 'qcounty00001', newUid);
    expect(fillsOf(doc(mapped), FILE).get('County')).toMatchObject({ type: 'fill-field', question: 'qcounty00001', location: { page: 1 } });
    expect(unmappedFields(doc(mapped), FILE, fields).map((f) => f.name)).not.toContain('County');
    expect(validateWorkflow(mapped)).toEqual({ valid: true, problems: [] });
    const unmapped = mapField(mapped, 'doc000000001', FILE, field('County'), null, newUid);
    expect(fillsOf(doc(unmapped), FILE).size).toBe(0);
    expect(doc(unmapped).rules ?? []).toEqual([]);
  });
});

describe("a court's new revision of the form", () => {
  it('keeps the mappings whose field names still exist and lists the fields added and removed', () => {
    const { definition } = createQuestionsFromFields(workflow(), 'doc000000001', FILE, fields, newUid);
    const revised: FormField[] = [...fields.filter((f) => f.name !== 'Grounds'), { ...field('CaseNumber'), name: 'FilingDate' }];
    expect(revisionChanges(doc(definition), FILE, fields, revised)).toEqual({
      added: ['FilingDate'],
      removed: ['Grounds'],
      kept: [...fillsOf(doc(definition), FILE).keys()].filter((name) => name !== 'Grounds'),
    });
    const replaced = replaceTemplate(definition, 'doc000000001', FILE, 'pdf/court-form-v2.pdf', 2, revised, (page) => `COURT-FORM-V2-${page}`);
    expect(doc(replaced).pages.map((p) => p.source)).toEqual([1, 2].map((page) => ({ kind: 'pdf', file: 'pdf/court-form-v2.pdf', page })));
    const kept = fillsOf(doc(replaced), 'pdf/court-form-v2.pdf');
    expect(kept.has('Grounds')).toBe(false);
    expect(kept.size).toBe(9);
    expect(kept.get('Petitioner.Name')!.question).toBe(fillsOf(doc(definition), FILE).get('Petitioner.Name')!.question);
    expect(unmappedFields(doc(replaced), 'pdf/court-form-v2.pdf', revised).map((f) => f.name)).toEqual(['FilingDate']);
  });
});
