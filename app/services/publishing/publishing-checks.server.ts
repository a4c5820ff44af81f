// What must hold before a workflow is published (workflow-builder.md §4): the engine's checks of its definition.
// One function, so every check the engine gains (the logic issue's findings) blocks publishing from one place.
import { validateWorkflow } from '../../engine.server';

export interface PublishingProblem {
  /** JSON pointer into the definition, '' for the whole workflow */
  pointer: string;
  message: string;
}

/** The problems that block publishing this definition; empty when it may be published. */
export function publishingProblems(definition: unknown): PublishingProblem[] {
  const validation = validateWorkflow(definition);
  return validation.valid ? [] : validation.problems.map((p) => ({ pointer: p.pointer, message: p.message }));
}
