import { describe, expect, it } from 'vitest';
import type { Document, FormElement, WorkflowDefinition } from '@accord/engine';
import { renderWorkflow } from './render-workflow.server';

const document = (uid: string, extra: Partial<Document>): Document => ({ uid, type: 'pdf', name: `Document ${uid}`, order: 0, pages: [{ name: `${uid.toUpperCase()}-P1`, source: { kind: 'blank' } }], ...extra });
const workflow = (elements: FormElement[], extra: Partial<WorkflowDefinition>): WorkflowDefinition => ({
  name: 'Test workflow', state: 'Utah', type: 'Divorce', childrenOptions: 'both', useCounties: false, counties: [], collaborate: true, version: '0.1.0',
  elements: [{ uid: 'page1', type: 'page-break', title: 'PAGE_1', label: 'Page 1' }, ...elements],
  ...extra,
});
const q: FormElement = { uid: 'q', type: 'single-select', title: 'Q', options: ['Yes', 'No'] };
const isYes = [{ questionUid: 'q', comparison: 'is' as const, answer: 'Yes' }];
// the 'mark' rule's action stands on a page the document does not have, so the render warns exactly when it applies
const definition = workflow([q], {
  documents: [
    document('petition', {
      order: 0,
      rules: [
        {
          uid: 'mark',
          name: 'Mark yes',
          type: 'Action Logic',
          order: 1,
          conditional: 'if',
          operator: 'and',
          questions: isYes,
          actions: [{ uid: 'x1', type: 'add-x', location: { page: 9, x: 10, y: 10 } }],
        },
      ],
    }),
    document('waiver', { order: 1, displayLogic: { conditional: 'if', operator: 'and', questions: isYes } }),
  ],
});
const noAsset = (ref: string) => Promise.reject(new Error(`no asset ${ref} in this test`));

describe('renderWorkflow, the one render assembly of the worker and the builder preview', () => {
  it("draws what the answers call for: a document or rule whose condition does not hold is left out", async () => {
    const result = await renderWorkflow({ definition, answers: { q: 'No' }, collaborate: true, loadAsset: noAsset });
    expect(result.documents.map((d) => d.uid)).toEqual(['petition']);
    expect(result.warnings).toEqual([]);
    const yes = await renderWorkflow({ definition, answers: { q: 'Yes' }, collaborate: true, loadAsset: noAsset });
    expect(yes.documents.map((d) => d.uid)).toEqual(['petition', 'waiver']);
    expect(yes.warnings.map((w) => w.message)).toEqual([expect.stringContaining('page 9')]);
  });

  it("the builder's preview draws the document asked for and the rule being edited whatever their conditions", async () => {
    const waiver = await renderWorkflow({ definition, answers: { q: 'No' }, onlyDocuments: ['waiver'], preview: {}, loadAsset: noAsset });
    expect(waiver.documents.map((d) => d.uid)).toEqual(['waiver']);
    const petition = await renderWorkflow({ definition, answers: { q: 'No' }, onlyDocuments: ['petition'], preview: { ruleUid: 'mark' }, loadAsset: noAsset });
    expect(petition.documents.map((d) => d.uid)).toEqual(['petition']);
    expect(petition.warnings.map((w) => w.message)).toEqual([expect.stringContaining('page 9')]);
  });
});
