import { describe, expect, it } from 'vitest';
import { document, expression, showWhen, workflow } from '../testing/fixtures.ts';
import { validateWorkflow } from './validate-workflow.ts';
import { findSignedDocument, signedDocumentChoice } from './signed-document.ts';
import type { FormElement } from './elements.ts';
import type { DisplayLogicNode } from './display-logic.ts';
import type { WorkflowDefinition } from './workflow.ts';

const name: FormElement = { uid: 'name', type: 'text-input-short', title: 'PET_FN', required: true };
const kids: FormElement = { uid: 'kids', type: 'number-input', title: 'KIDS' };

/** Where and what in English (each problem's code and values are held to its English in engine-text.test.ts). */
function problemsOf(definition: unknown) {
  return validateWorkflow(definition).problems.map(({ pointer, message }) => ({ pointer, message }));
}

function nested(depth: number): WorkflowDefinition['elements'][number]['displayLogic'] {
  let node: DisplayLogicNode = {
    uid: 'leaf',
    kind: 'expression',
    conditional: 'if',
    operator: 'and',
    questions: [{ questionUid: 'kids', comparison: 'answered' }],
  };
  for (let i = 1; i < depth; i++)
    node = { uid: `c${i}`, kind: 'compound', conditional: 'if', operator: 'and', children: [node] };
  return { hideByDefault: false, root: node };
}

describe('validateWorkflow', () => {
  it('accepts a small valid workflow', () => {
    expect(validateWorkflow(workflow([name, kids]))).toEqual({ valid: true, problems: [] });
  });

  it('never throws and reports a problem for input that is not a workflow', () => {
    for (const input of [null, 42, 'text', [], { elements: 'no' }, { elements: [null, 3] }, undefined]) {
      const result = validateWorkflow(input);
      expect(result.valid).toBe(false);
      expect(result.problems.length).toBeGreaterThan(0);
    }
  });

  it('lists schema problems with their JSON pointers', () => {
    const problems = problemsOf({
      ...workflow([{ ...name, type: 'text-input-short', validator: 'fax' } as never]),
      childrenOptions: 'some',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        { pointer: '/childrenOptions', message: expect.stringContaining('Must be one of') },
        { pointer: '/elements/1/validator', message: expect.stringContaining('Must be one of') },
      ]),
    );
  });

  it('rejects attributes that belong to another element type', () => {
    expect(problemsOf(workflow([{ ...kids, validator: 'email' } as never]))).toContainEqual({
      pointer: '/elements/1',
      message: "Unknown property 'validator'.",
    });
  });

  it('flags every element sharing a title with the builder message', () => {
    const problems = problemsOf(workflow([name, { ...kids, title: 'PET_FN' }]));
    expect(problems).toEqual([
      { pointer: '/elements/1/title', message: 'Please enter a unique title for this form element.' },
      { pointer: '/elements/2/title', message: 'Please enter a unique title for this form element.' },
    ]);
  });

  it('flags duplicate uids', () => {
    expect(problemsOf(workflow([name, { ...kids, uid: 'name' }]))).toContainEqual({
      pointer: '/elements/2/uid',
      message: expect.stringContaining('"name" is already used'),
    });
  });

  it('requires a page-break at index 0', () => {
    const definition = workflow([name]);
    definition.elements = [name, ...definition.elements];
    expect(problemsOf(definition)).toContainEqual({
      pointer: '/elements/0',
      message: expect.stringContaining('must be a page-break'),
    });
  });

  it('compares template page names across documents without regard to case', () => {
    const a = document('a', { signedDocument: true, pages: [{ name: 'PETITION', source: { kind: 'blank' } }] });
    const b = document('b', { order: 1, pages: [{ name: 'petition', source: { kind: 'blank' } }] });
    expect(problemsOf(workflow([name], { documents: [a, b] }))).toEqual([
      { pointer: '/documents/0/pages/0/name', message: 'Name must be unique within the scope of all template images.' },
      { pointer: '/documents/1/pages/0/name', message: 'Name must be unique within the scope of all template images.' },
    ]);
  });

  it('allows display logic 10 levels deep but not 11', () => {
    expect(problemsOf(workflow([kids, { ...name, displayLogic: nested(10) }]))).toEqual([]);
    const problems = problemsOf(workflow([kids, { ...name, displayLogic: nested(11) }]));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain('deeper than 10 levels');
    expect(problems[0]!.pointer).toBe('/elements/2/displayLogic/root' + '/children/0'.repeat(10));
  });

  it('refuses a library node inside a library rule and reports the cycle it makes', () => {
    const library = [
      {
        uid: 'L1',
        name: 'One',
        root: {
          uid: 'r1',
          kind: 'compound',
          conditional: 'if',
          operator: 'and',
          children: [{ uid: 'x1', kind: 'library', conditional: 'if', libraryUid: 'L2' }],
        },
      },
      {
        uid: 'L2',
        name: 'Two',
        root: {
          uid: 'r2',
          kind: 'compound',
          conditional: 'if',
          operator: 'and',
          children: [{ uid: 'x2', kind: 'library', conditional: 'if', libraryUid: 'L1' }],
        },
      },
    ];
    const problems = problemsOf(workflow([name], { displayLogicLibrary: library as never }));
    expect(problems.filter((p) => p.message.includes('cannot use another library rule'))).toHaveLength(2);
    expect(problems).toContainEqual({
      pointer: '/displayLogicLibrary/0',
      message: 'Library rules refer to each other in a cycle: L1 -> L2 -> L1.',
    });
  });

  it('reports references to unknown questions, library rules and grouping questions', () => {
    const problems = problemsOf(
      workflow([
        { ...name, ...showWhen(expression([{ questionUid: 'ghost', comparison: 'answered' }])) },
        {
          uid: 'lib',
          type: 'label',
          title: 'LIB',
          ...showWhen({ uid: 'l', kind: 'library', conditional: 'if', libraryUid: 'nope' }),
        },
        {
          uid: 'g',
          type: 'grouped-options',
          title: 'G',
          groupingQuestion: 'name',
          groupingVariant: 'text',
          groupingOptions: {},
        },
      ]),
    );
    expect(problems).toEqual([
      {
        pointer: '/elements/1/displayLogic/root/questions/0/questionUid',
        message: 'In display logic of element "PET_FN": no form element has the uid "ghost".',
      },
      {
        pointer: '/elements/2/displayLogic/root/libraryUid',
        message: 'No display-logic library rule has the uid "nope".',
      },
      { pointer: '/elements/3/groupingQuestion', message: expect.stringContaining('single-select or state-select') },
    ]);
  });

  it('refuses a comparison that does not suit the question type, and missing comparison values', () => {
    const problems = problemsOf(
      workflow([
        kids,
        { ...name, ...showWhen(expression([{ questionUid: 'kids', comparison: 'signed' }])) },
        {
          uid: 'x',
          type: 'label',
          title: 'X',
          ...showWhen(expression([{ questionUid: 'kids', comparison: 'between', lowerLimit: 1 }])),
        },
      ]),
    );
    expect(problems.map((p) => p.pointer)).toEqual([
      '/elements/2/displayLogic/root/questions/0/comparison',
      '/elements/3/displayLogic/root/questions/0/upperLimit',
    ]);
  });

  it('allows only one Sharing Logic rule', () => {
    const sharing = (uid: string, order: number) => ({
      uid,
      name: uid,
      type: 'Sharing Logic' as const,
      order,
      conditional: 'always' as const,
    });
    const problems = problemsOf(
      workflow([name], { documents: [document('a', { signedDocument: true, rules: [sharing('s1', 1), sharing('s2', 2)] })] }),
    );
    expect(problems).toEqual([
      {
        pointer: '/documents/0/rules/1/type',
        message: 'Only one Sharing Logic rule is allowed; the first is at /documents/0/rules/0/type.',
      },
    ]);
  });

  it('keeps action positions within 0 to 100 across and 0 to 120 down, on an existing page', () => {
    const action = { uid: 'a1', type: 'add-x' as const, location: { page: 2, x: 101, y: 0 } };
    const rule = {
      uid: 'r',
      name: 'r',
      type: 'Action Logic' as const,
      order: 1,
      conditional: 'always' as const,
      actions: [action],
    };
    expect(problemsOf(workflow([name], { documents: [document('a', { signedDocument: true, rules: [rule] })] }))).toEqual([
      { pointer: '/documents/0/rules/0/actions/0/location/x', message: 'Must be a value between 0 and 100' },
      { pointer: '/documents/0/rules/0/actions/0/location/y', message: 'Must be a value between 0 and 120' },
      {
        pointer: '/documents/0/rules/0/actions/0/location/page',
        message: 'Page 2 does not exist: the document has 1 page(s).',
      },
    ]);
  });

  it("refuses a text editor's block whose question the workflow lacks, a tag without a block, and a block testing an unknown question", () => {
    const action = {
      uid: 'terms',
      title: 'Terms',
      type: 'text-editor' as const,
      location: { page: 1 },
      savedData: { text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '**NAME** earns **INCOME**. **GONE** **KIDS_CLAUSE**x**/KIDS_CLAUSE**' }] }] } },
      blocks: [
        { uid: 'b1', name: 'Name', type: 'question-input' as const, value: 'name' },
        { uid: 'b2', name: 'Income', type: 'question-input' as const, value: 'income' },
        { uid: 'b3', name: 'Kids clause', type: 'static-block' as const, conditional: 'if' as const, operator: 'and', questions: [{ questionUid: 'nowhere', comparison: 'greater-than', value: 0 }] },
      ],
    };
    const rule = { uid: 'r', name: 'r', type: 'Action Logic' as const, order: 1, conditional: 'always' as const, actions: [action] };
    expect(problemsOf(workflow([name, kids], { documents: [document('a', { signedDocument: true, rules: [rule] })] }))).toEqual([
      {
        pointer: '/documents/0/rules/0/actions/0/blocks/1/value',
        message: 'Text editor "Terms": block **INCOME** prints the answer to "income", which is no form element of this workflow.',
      },
      {
        pointer: '/documents/0/rules/0/actions/0/savedData/text',
        message: 'Text editor "Terms": the text has the tag **GONE**, which no block or numbering level defines; it would print as it is.',
      },
      {
        pointer: '/documents/0/rules/0/actions/0/blocks/2/questions/0/questionUid',
        message: 'Text editor "Terms": block "Kids clause" tests "nowhere", which is no form element of this workflow.',
      },
    ]);
  });

  it('checks formulas: syntax, references and cycles', () => {
    const problems = problemsOf(
      workflow([
        kids,
        { uid: 'c1', type: 'computed-property', title: 'C1', formula: '{KIDS} * 2 +' },
        { uid: 'c2', type: 'computed-property', title: 'C2', formula: '{NOPE} + 1' },
        { uid: 'c3', type: 'computed-property', title: 'C3', formula: '{C4} + 1' },
        { uid: 'c4', type: 'computed-property', title: 'C4', formula: '{C3} + 1' },
      ]),
    );
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('Formula of "C1": The formula ends too early.'),
      expect.stringContaining('refers to {NOPE}'),
      'Formulas depend on each other in a cycle: C3 -> C4 -> C3.',
    ]);
  });

  it("validates rule and document conditions with the engine's condition schema", () => {
    const rule = {
      uid: 'r',
      name: 'r',
      type: 'Action Logic' as const,
      order: 1,
      conditional: 'if' as const,
      operator: 'sometimes',
      questions: [{ comparison: 'is' }],
    };
    const problems = problemsOf(workflow([name], { documents: [document('a', { signedDocument: true, rules: [rule as never] })] }));
    expect(problems.map((p) => p.pointer)).toEqual(
      expect.arrayContaining(['/documents/0/rules/0/operator', '/documents/0/rules/0/questions/0']),
    );
  });
});

describe('the document people sign at step 5 (ADR 027)', () => {
  const petition = document('petition', { name: 'Petition' });
  const agreement = document('agreement', { name: 'Agreement', order: 1 });

  it('accepts a workflow that marks exactly one document as signed', () => {
    expect(problemsOf(workflow([name], { documents: [petition, { ...agreement, signedDocument: true }] }))).toEqual([]);
  });

  it('refuses a workflow whose documents mark none and none is named like a stipulation, saying what to do', () => {
    expect(problemsOf(workflow([name], { documents: [petition, agreement] }))).toEqual([
      {
        pointer: '/documents',
        message: "No document is marked as the one people sign at step 5. In step 4, open that document and tick 'People sign this document at step 5'.",
      },
    ]);
  });

  it('refuses two marked documents, naming both', () => {
    expect(problemsOf(workflow([name], { documents: [{ ...petition, signedDocument: true }, { ...agreement, signedDocument: true }] }))).toEqual([
      {
        pointer: '/documents/1/signedDocument',
        message: `Only one document can be the one people sign at step 5, but "Petition" and "Agreement" are both marked. In step 4, untick 'People sign this document at step 5' on all but one.`,
      },
    ]);
  });

  it("keeps the spec's name rule for a stored definition that marks none", () => {
    const stipulation = document('stip', { name: 'Stipulation and Agreement', order: 1 });
    expect(problemsOf(workflow([name], { documents: [petition, stipulation] }))).toEqual([]);
    expect(signedDocumentChoice([petition, stipulation])).toMatchObject({ index: 1, by: 'name' });
    // a mark wins over the name
    expect(findSignedDocument([{ ...petition, signedDocument: true }, stipulation])?.uid).toBe('petition');
  });

  it('leaves a workflow without documents to be built', () => {
    expect(problemsOf(workflow([name]))).toEqual([]);
  });
});
