// The checks of fill actions against a template's own fields (issue 34): a field the template lacks, and answers the
// field cannot take (a choice none of a radio group's, a drop-down's or a list's options; a printed answer longer than
// the field's maximum length; a check box checked by an answer the question never gives) are errors that block
// publishing; a free-text answer that may be cut to the field's length is a warning.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Document } from '../definition/documents.ts';
import type { FormElement } from '../definition/elements.ts';
import { draftWorkflow } from './draft.ts';
import { checkFormFills, templateFieldsFrom } from './fill-checks.ts';
import { readFormFields } from './form-fields.ts';

const formFixture = (name: string) => new Uint8Array(readFileSync(new URL(`./__fixtures__/forms/${name}`, import.meta.url)));

async function drafted() {
  const reading = await readFormFields(formFixture('pdf-lib-form.pdf'));
  if (!reading.ok) throw new Error(reading.message);
  const workflow = draftWorkflow(reading.fields, { file: 'pdf/form.pdf', pageCount: reading.pageSizes.length, documentName: 'Petition' });
  return { workflow, fieldsOf: templateFieldsFrom(async () => formFixture('pdf-lib-form.pdf')) };
}

const questionFilling = (workflow: { elements: FormElement[]; documents?: Document[] }, field: string) => {
  const action = workflow.documents![0]!.rules![0]!.actions!.find((a) => a.field === field)!;
  return { action, question: workflow.elements.find((e) => e.uid === action.question)! };
};

describe('checking fill actions against the template', () => {
  it('finds nothing wrong in the draft but the free-text answer that may be cut to the comb field', async () => {
    const { workflow, fieldsOf } = await drafted();
    const issues = await checkFormFills(workflow.documents!, fieldsOf, workflow.elements);
    expect(issues.filter((i) => i.severity === 'error')).toEqual([]);
    expect(issues.map((i) => i.message)).toEqual([
      'In document "Petition": the action "Case number" fills the field "CaseNumber" with the answer to "Case number", which takes at most 8 characters: a longer answer is cut to fit.',
    ]);
  });

  it('lists a missing field, a choice the radio group lacks, a list option the list lacks and answers too long for the field', async () => {
    const { workflow, fieldsOf } = await drafted();
    const residence = questionFilling(workflow, 'Residence');
    (residence.question as { options: string[] }).options.push('Tribal land');
    const relief = questionFilling(workflow, 'Relief');
    (relief.question as { options: string[] }).options = ['Divorce', 'Annulment'];
    questionFilling(workflow, 'Grounds').action.field = 'Grounds.Old';
    // the case number filled from the date of marriage (MM/DD/YYYY: 10 characters) and from the monthly income
    const caseNumber = questionFilling(workflow, 'CaseNumber').action;
    const rule = workflow.documents![0]!.rules![0]!;
    caseNumber.question = questionFilling(workflow, 'DateOfMarriage').question.uid;
    rule.actions!.push({ ...caseNumber, uid: 'fillCaseMoney', question: questionFilling(workflow, 'MonthlyIncome').question.uid });
    const issues = await checkFormFills(workflow.documents!, fieldsOf, workflow.elements);
    expect(issues.filter((i) => i.severity === 'error').map((i) => i.message)).toEqual([
      'In document "Petition": the action "Case number" fills the field "CaseNumber" with the answer to "Date of marriage", which takes at most 8 characters, but the answer can print as "09/30/2026", "12/31/2026", "11/23/2026" (10 characters).',
      'In document "Petition": the action "Grounds" fills the field "Grounds.Old", which the template pdf/form.pdf does not have.',
      'In document "Petition": the action "Residence" fills the field "Residence" with the answer to "Residence", which offers "Tribal land": that is not among the field\'s choices ("State", "County").',
      'In document "Petition": the action "Relief" fills the field "Relief" with the answer to "Relief", which offers "Annulment": that is not among the field\'s choices ("Divorce", "Custody", "Support").',
      'In document "Petition": the action "Case number" fills the field "CaseNumber" with the answer to "Monthly income", which takes at most 8 characters, but the answer can print as "$99,999,999.00" (14 characters).',
    ]);
    expect(issues.find((i) => i.message.includes('Tribal land'))!.pointer).toMatch(/^\/documents\/0\/rules\/0\/actions\/\d+\/question$/);
  });

  it('refuses a check box checked by an answer its question never gives', async () => {
    const { workflow, fieldsOf } = await drafted();
    questionFilling(workflow, 'HasChildren').action.whenAnswer = 'Yes, two';
    const issues = await checkFormFills(workflow.documents!, fieldsOf, workflow.elements);
    expect(issues.filter((i) => i.severity === 'error').map((i) => i.message)).toEqual([
      'In document "Petition": the action "The parties have minor children" fills the field "HasChildren" with the answer to "The parties have minor children": the box is checked when the answer is "Yes, two", which is not one of the question\'s options ("The parties have minor children").',
    ]);
  });
});
