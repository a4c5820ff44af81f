// Where the browser bundle meets the workflow engine: the same compile and evaluate the server runs, for the
// questionnaire's live display logic (validation with ajv and PDF rendering stay on the server).
export { compile, evaluate, US_STATES } from '@accord/engine/browser';
export type { CompiledWorkflow, Evaluation, WorkflowDefinition } from '@accord/engine/browser';
