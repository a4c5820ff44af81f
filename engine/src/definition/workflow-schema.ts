// JSON Schema (draft 2020-12) of a whole workflow definition. Documents come from the PDF fragment
// (documents.ts); their rule conditions and display logic are constrained here.
import { CHILDREN_OPTIONS } from './workflow.ts';
import { conditionSchema, questionConditionSchema, CONDITIONALS, LOGICAL_OPERATORS } from './conditions.ts';
import { displayLogicDefs, displayLogicLibraryRuleSchema, elementDisplayLogicSchema } from './display-logic.ts';
import { documentSchema } from './documents.ts';
import { elementSchema } from './element-schema.ts';
import { workflowLanguagesSchema, workflowTranslationsSchema } from './translation-schema.ts';

const shareLimit = { type: 'integer', minimum: 0 } as const;

/** What the engine requires of each document rule beyond the PDF fragment. */
export const ruleConditionSchema = {
  type: 'object',
  properties: {
    conditional: { enum: CONDITIONALS },
    operator: { enum: LOGICAL_OPERATORS },
    questions: { type: 'array', items: questionConditionSchema },
    displayLogicQuestions: { type: 'array', items: { type: 'string', minLength: 1 } },
    displayLogicQuestionsDefault: { enum: ['show', 'hide'] },
    readOnlyShareLimit: shareLimit,
    commentShareLimit: shareLimit,
    editShareLimit: shareLimit,
  },
} as const;

export const workflowSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://accord.local/schemas/workflow.json',
  title: 'Accord workflow definition',
  type: 'object',
  required: [
    'name',
    'state',
    'type',
    'childrenOptions',
    'useCounties',
    'counties',
    'collaborate',
    'version',
    'elements',
  ],
  properties: {
    id: { type: 'string', minLength: 1 },
    name: { type: 'string', minLength: 1 },
    description: { type: 'string' },
    jurisdiction: { type: 'string' },
    state: { type: 'string', minLength: 1 },
    type: { type: 'string', minLength: 1 },
    childrenOptions: { enum: CHILDREN_OPTIONS },
    useCounties: { type: 'boolean' },
    counties: { type: 'array', items: { type: 'string' }, uniqueItems: true },
    collaborate: { type: 'boolean' },
    version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+$' },
    languages: workflowLanguagesSchema,
    translations: workflowTranslationsSchema,
    elements: { type: 'array', items: elementSchema },
    displayLogicLibrary: { type: 'array', items: displayLogicLibraryRuleSchema },
    documents: {
      type: 'array',
      items: {
        allOf: [
          documentSchema,
          {
            properties: {
              rules: { type: 'array', items: ruleConditionSchema },
              displayLogic: conditionSchema,
            },
          },
        ],
      },
    },
  },
  additionalProperties: false,
  $defs: {
    ...displayLogicDefs,
    elementDisplayLogic: elementDisplayLogicSchema,
  },
} as const;
