// validateWorkflow: every problem of a definition, from the schema and from the checks a schema cannot
// express. It never throws: a check that trips over a malformed part leaves that part to the schema.
import { checkActionLocations } from './checks/action-locations.ts';
import { checkDisplayLogicDepth } from './checks/display-logic-depth.ts';
import { checkFirstPageBreak } from './checks/first-page-break.ts';
import { checkFormulas } from './checks/formulas.ts';
import { checkLibraryCycles, checkNoLibraryInsideLibrary } from './checks/library-rules.ts';
import { checkReferences } from './checks/references.ts';
import { checkSingleSharingRule } from './checks/sharing-rules.ts';
import { checkSignedDocument } from './checks/signed-document.ts';
import { checkUniquePageNames } from './checks/unique-page-names.ts';
import { checkUniqueTitles, checkUniqueUids } from './checks/unique-titles.ts';
import { checkTranslatedChoices } from './checks/translations.ts';
import { isRecord } from './checks/walk.ts';
import { problem, type WorkflowProblem } from './problem.ts';
import { schemaProblems } from './schema-validator.ts';
import type { WorkflowDefinition } from './workflow.ts';

const SEMANTIC_CHECKS = [
  checkFirstPageBreak,
  checkUniqueTitles,
  checkUniqueUids,
  checkUniquePageNames,
  checkDisplayLogicDepth,
  checkNoLibraryInsideLibrary,
  checkLibraryCycles,
  checkReferences,
  checkFormulas,
  checkSingleSharingRule,
  checkActionLocations,
  checkSignedDocument,
  checkTranslatedChoices,
];

export interface WorkflowValidation {
  valid: boolean;
  problems: WorkflowProblem[];
}

const LOCATION_KEY = /\/location\/(x|y|startX|startY|width|height)$/;

export function validateWorkflow(definition: unknown): WorkflowValidation {
  const problems: WorkflowProblem[] = [];
  const semantic: WorkflowProblem[] = [];
  let schema: WorkflowProblem[];
  try {
    schema = schemaProblems(definition);
  } catch (error) {
    schema = [problem('', 'definition-unreadable', { problem: error instanceof Error ? error.message : String(error) })];
  }
  if (isRecord(definition))
    for (const check of SEMANTIC_CHECKS) {
      try {
        semantic.push(...check(definition));
      } catch {
        // A malformed part the check cannot read; the schema problems already point at it.
      }
    }
  // Positions get the builder's own messages (checks/action-locations.ts) rather than ajv's.
  const located = new Set(semantic.filter((p) => LOCATION_KEY.test(p.pointer)).map((p) => p.pointer));
  problems.push(...schema.filter((p) => !located.has(p.pointer)), ...semantic);
  return { valid: problems.length === 0, problems };
}

/** Narrows after validation: true when the definition has no problem at all. */
export function isValidWorkflow(definition: unknown): definition is WorkflowDefinition {
  return validateWorkflow(definition).valid;
}
