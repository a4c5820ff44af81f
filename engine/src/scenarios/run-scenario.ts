// Runs one scenario against a compiled workflow and lists every expectation that does not hold.
import { compile } from '../evaluation/compile.ts';
import type { CompiledWorkflow } from '../evaluation/compiled-workflow.ts';
import { evaluate } from '../evaluation/evaluate.ts';
import type { UserWorkflowEmitted, UserWorkflowEvent } from '../machines/events.ts';
import { sendEvent, startUserWorkflow } from '../machines/user-workflow-actor.ts';
import { stepsOf } from '../machines/steps.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';
import type { Scenario, ScenarioResult } from './scenario.ts';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
const show = (list: readonly string[]) => (list.length ? list.join(', ') : '(none)');

function isSubset(expected: Record<string, unknown>, actual: Record<string, unknown>): boolean {
  return Object.entries(expected).every(([k, v]) => JSON.stringify(actual[k]) === JSON.stringify(v));
}

/** Runs a scenario. Answers and expectations name elements by title or uid. */
export function runScenario(
  workflow: WorkflowDefinition | CompiledWorkflow,
  scenario: Scenario,
  baseAnswers: Record<string, unknown> = {},
): ScenarioResult {
  const compiled = 'order' in workflow ? workflow : compile(workflow);
  const failures: string[] = [];
  const elements = compiled.elements.map((e) => e.element);
  const uidOf = (name: string): string | undefined =>
    elements.find((e) => e.title === name)?.uid ?? elements.find((e) => e.uid === name)?.uid;
  const titleOf = (uid: string) => elements.find((e) => e.uid === uid)?.title ?? uid;
  const known = (name: string) => {
    const uid = uidOf(name);
    if (uid === undefined) failures.push(`"${name}" names no element of the workflow.`);
    return uid;
  };

  const answers: Record<string, unknown> = {};
  const given = scenario.useBaseAnswers === false ? { ...scenario.answers } : { ...baseAnswers, ...scenario.answers };
  for (const [name, value] of Object.entries(given)) {
    const uid = known(name);
    if (uid !== undefined) answers[uid] = value;
  }
  const context = { today: '2026-01-15', ...scenario.context };
  const result = evaluate(compiled, answers, context);
  const expect = scenario.expect ?? {};

  const visible = new Set(result.visibleElementUids);
  const hidden = new Set(result.hiddenElementUids);
  for (const name of expect.visible ?? []) {
    const uid = known(name);
    if (uid !== undefined && !visible.has(uid)) failures.push(`expected "${name}" to be visible, but it is hidden.`);
  }
  for (const name of expect.hidden ?? []) {
    const uid = known(name);
    if (uid !== undefined && !hidden.has(uid)) failures.push(`expected "${name}" to be hidden, but it is visible.`);
  }
  if (expect.missing) {
    const actual = result.missingRequired.flatMap((p) => p.fields.map((f) => f.title));
    if (!sameSet(actual, expect.missing))
      failures.push(`expected missing required fields [${show(expect.missing)}], got [${show(actual)}].`);
  }
  for (const [name, texts] of Object.entries(expect.messages ?? {})) {
    const uid = known(name);
    if (uid === undefined) continue;
    const actual = result.messages.filter((m) => m.uid === uid).map((m) => m.message);
    if (texts.length === 0 && actual.length) failures.push(`expected no message on "${name}", got [${show(actual)}].`);
    for (const text of texts)
      if (!actual.includes(text)) failures.push(`expected message "${text}" on "${name}", got [${show(actual)}].`);
  }
  if (expect.cleared) {
    const actual = result.answersToClear.map(titleOf);
    for (const name of expect.cleared)
      if (!actual.includes(name) && !result.answersToClear.includes(name))
        failures.push(`expected the answer of "${name}" to be cleared; cleared: [${show(actual)}].`);
  }
  for (const [name, value] of Object.entries(expect.computed ?? {})) {
    const uid = known(name);
    if (uid === undefined) continue;
    const actual = result.computed[uid]?.value ?? null;
    if (actual === null ? value !== null : value === null || Math.abs(actual - value) > 1e-9)
      failures.push(`expected "${name}" to compute ${String(value)}, got ${String(actual)}.`);
  }
  for (const [name, options] of Object.entries(expect.groupedOptions ?? {})) {
    const uid = known(name);
    if (uid === undefined) continue;
    const actual = result.groupedOptions[uid] ?? [];
    if (JSON.stringify(actual) !== JSON.stringify(options))
      failures.push(`expected options of "${name}" to be [${show(options)}], got [${show(actual)}].`);
  }
  if (expect.documents) {
    const docs = compiled.documents.filter((d) => result.visibleDocumentIds.includes(d.uid));
    const actual = docs.map((d) => d.name);
    const matches =
      expect.documents.every((n) => docs.some((d) => d.name === n || d.uid === n)) &&
      docs.length === expect.documents.length;
    if (!matches) failures.push(`expected documents [${show(expect.documents)}], got [${show(actual)}].`);
  }
  const actionNames = new Map<string, string>();
  for (const document of compiled.definition.documents ?? [])
    for (const rule of document.rules ?? [])
      for (const action of rule.actions ?? []) actionNames.set(action.uid, action.title ?? action.uid);
  const activeActions = new Set(result.activeActionIds.flatMap((uid) => [uid, actionNames.get(uid) ?? uid]));
  for (const name of expect.actions ?? [])
    if (!activeActions.has(name)) failures.push(`expected action "${name}" to be active.`);
  for (const name of expect.inactiveActions ?? [])
    if (activeActions.has(name)) failures.push(`expected action "${name}" to be inactive.`);
  if (expect.sharingLimits && !isSubset(expect.sharingLimits, result.sharingLimits as never))
    failures.push(
      `expected sharing limits ${JSON.stringify(expect.sharingLimits)}, got ${JSON.stringify(result.sharingLimits)}.`,
    );

  const needsMachine =
    scenario.events?.length || expect.step !== undefined || expect.respondentStep !== undefined || expect.emitted;
  if (needsMachine) {
    const actor = startUserWorkflow({
      collaborate: context.collaborate ?? compiled.definition.collaborate !== false,
      ...scenario.machine,
    });
    const emitted: UserWorkflowEmitted[] = [];
    (scenario.events ?? []).forEach((raw, index) => {
      const { expect: outcome = 'accepted', ...rest } = raw;
      const event = { missingRequired: result.missingRequiredCount, ...rest } as UserWorkflowEvent;
      const sent = sendEvent(actor, event);
      emitted.push(...sent.emitted);
      if (outcome === 'accepted' && !sent.accepted)
        failures.push(`event #${index + 1} ${event.type} was refused: ${sent.refusal ?? ''}`);
      if (outcome === 'refused' && sent.accepted)
        failures.push(`event #${index + 1} ${event.type} should have been refused.`);
    });
    const steps = stepsOf(actor.getSnapshot());
    if (expect.step !== undefined && steps.step !== expect.step)
      failures.push(`expected step ${expect.step}, got ${steps.step}.`);
    if (expect.respondentStep !== undefined && steps.respondentStep !== expect.respondentStep)
      failures.push(`expected respondent step ${String(expect.respondentStep)}, got ${String(steps.respondentStep)}.`);
    for (const wanted of expect.emitted ?? [])
      if (!emitted.some((e) => isSubset(wanted as Record<string, unknown>, e as Record<string, unknown>)))
        failures.push(`expected the machine to emit ${JSON.stringify(wanted)}; it emitted ${JSON.stringify(emitted)}.`);
    actor.stop();
  }
  return { name: scenario.name, passed: failures.length === 0, failures, answered: Object.keys(result.answers) };
}
