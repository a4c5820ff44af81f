// Connects the renderer to the engine's evaluation: which documents are included (document display
// logic), which Action Logic rules hold, which static blocks show, and the answers as the renderer
// sees them (hidden elements' answers removed, as the questionnaire clears them).
import type { Action, Document, DynamicBlock } from '../definition/documents.ts';
import type { FormElement } from '../definition/elements.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';
import { compile } from '../evaluation/compile.ts';
import { evaluate } from '../evaluation/evaluate.ts';
import type { Evaluation, EvaluationContext } from '../evaluation/evaluation.ts';
import { compileJsonLogic } from '../logic/compile-json-logic.ts';
import { conditionToJsonLogic, type TranslationScope } from '../logic/to-json-logic.ts';
import { truthy } from '../logic/truthy.ts';
import type { FieldInfo } from './format.ts';
import type { RenderDecisions } from './render.ts';

export interface WorkflowRenderPlan {
  decisions: RenderDecisions;
  /** The clean answers of the elements that show (hidden ones are left out) and the computed values. */
  answers: Record<string, unknown>;
  fields: FieldInfo[];
  evaluation: Evaluation;
}

/** What the renderer needs to format an element's answer. */
export function fieldInfo(element: FormElement): FieldInfo {
  const e = element as FormElement & Record<string, unknown>;
  const info: FieldInfo = { uid: element.uid, type: element.type };
  if (typeof e.title === 'string') info.title = e.title;
  for (const key of ['format', 'variant', 'prefix', 'suffix'] as const) if (typeof e[key] === 'string') info[key] = e[key] as string;
  if (typeof e.useCommas === 'boolean') info.useCommas = e.useCommas;
  if (Array.isArray(e.headers)) info.headers = e.headers as FieldInfo['headers'];
  return info;
}

export function planWorkflowRender(definition: WorkflowDefinition, rawAnswers: Record<string, unknown>, context: EvaluationContext = {}): WorkflowRenderPlan {
  const compiled = compile(definition);
  const evaluation = evaluate(compiled, rawAnswers, context);
  const hidden = new Set(evaluation.hiddenElementUids);
  const elements = compiled.elements.map((e) => e.element);
  // The documents print the answers as evaluation read them (a date typed 03/14/2015 is 2015-03-14, a number
  // typed '4,600' is 4600, an invalid answer is none) and the computed values, never the raw form posts.
  const answers: Record<string, unknown> = { ...evaluation.answers };
  for (const [uid, computed] of Object.entries(evaluation.computed))
    if (computed.value !== null && !hidden.has(uid)) answers[uid] = computed.value;
  const collaborate = typeof context.collaborate === 'boolean' ? context.collaborate : definition.collaborate !== false;
  const scope: TranslationScope = {
    elementsByUid: new Map(elements.map((e) => [e.uid, e])),
    libraryByUid: new Map((definition.displayLogicLibrary ?? []).map((r) => [r.uid, r])),
  };
  const data = { a: answers, c: { collaborate } };
  const documents = new Set(evaluation.visibleDocumentIds);
  const rules = new Set(evaluation.activeRuleIds);
  const blockCache = new Map<DynamicBlock, boolean>();
  return {
    evaluation,
    answers,
    fields: elements.map(fieldInfo),
    decisions: {
      includesDocument: (document: Document) => documents.has(document.uid),
      appliesRule: (_document, rule) => rules.has(rule.uid),
      showsBlock: (_document: Document, _action: Action, block: DynamicBlock) => {
        let shown = blockCache.get(block);
        if (shown === undefined) {
          const logic = conditionToJsonLogic(block as Parameters<typeof conditionToJsonLogic>[0], scope);
          shown = truthy(compileJsonLogic(logic)(data));
          blockCache.set(block, shown);
        }
        return shown;
      },
    },
  };
}
