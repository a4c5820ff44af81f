import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { CONDITIONALS, LOGICAL_OPERATORS, COMPARISONS, questionConditionSchema } from './conditions.ts';
import type { QuestionCondition } from './conditions.ts';
import type { WorkflowDefinition } from './workflow.ts';
import { workflowSchema } from './workflow-schema.ts';

// Typed Required<...>: TypeScript demands every attribute of the types, and nothing else.
const everyAttribute: Required<WorkflowDefinition> = {
  id: 'abcdefghijklmnopqrst',
  name: 'Utah Divorce',
  description: 'd',
  jurisdiction: 'j',
  state: 'Utah',
  type: 'Divorce',
  childrenOptions: 'with',
  useCounties: true,
  counties: ['Salt Lake'],
  collaborate: true,
  version: '0.1.0',
  languages: { es: { offered: true, reviewed: false } },
  translations: { es: { name: 'Divorcio en Utah', description: 'd' } },
  elements: [{ uid: 'p', type: 'page-break', title: 'P' }],
  displayLogicLibrary: [
    { uid: 'l', name: 'L', root: { uid: 'r', kind: 'compound', conditional: 'if', operator: 'and', children: [] } },
  ],
  documents: [
    {
      uid: 'd',
      type: 'pdf',
      name: 'D',
      order: 0,
      pages: [{ name: 'D1', source: { kind: 'blank' } }],
      displayLogic: { conditional: 'always' },
    },
  ],
};
const everyQuestionAttribute: Required<QuestionCondition> = {
  questionUid: 'p',
  comparison: 'between',
  answer: 'x',
  value: 1,
  lowerLimit: 1,
  upperLimit: 2,
};

describe('the workflow schema and the workflow types', () => {
  it('agree on the workflow attributes and accept a workflow using all of them', () => {
    expect(Object.keys(workflowSchema.properties).sort()).toEqual(Object.keys(everyAttribute).sort());
    const validate = new Ajv2020({ strict: false }).compile(workflowSchema);
    expect(validate(everyAttribute), JSON.stringify(validate.errors)).toBe(true);
  });

  it('agree on the question condition attributes and the spec lists', () => {
    expect(Object.keys(questionConditionSchema.properties).sort()).toEqual(Object.keys(everyQuestionAttribute).sort());
    expect(CONDITIONALS).toEqual(['if', 'else', 'always']);
    expect(LOGICAL_OPERATORS).toEqual(['and', 'or', 'not', 'x-or']);
    for (const c of [
      'greater-than',
      'equal-to',
      'less-than',
      'between',
      'answered',
      'not-answered',
      'uploaded',
      'not-uploaded',
      'before-watch',
      'after-watch',
      'after',
      'before',
      'signed',
      'not-signed',
      'collaborating',
      'unilateral',
    ])
      expect(COMPARISONS).toContain(c);
  });
});
