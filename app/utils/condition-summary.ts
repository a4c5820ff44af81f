// A rule's or a document's condition in one plain sentence, for the rules list and the display logic card: the
// condition itself is edited by the logic step's ConditionEditor (app/components/builder/logic/), not here.
import type { WorkflowDefinition } from '~/engine';

interface QuestionTest {
  questionUid?: string;
  comparison?: string;
  answer?: string | string[];
  value?: number | string;
  lowerLimit?: number | string;
  upperLimit?: number | string;
}

const JOINERS: Record<string, string> = { and: 'all of', or: 'any of', not: 'none of', 'x-or': 'exactly one of' };

function describeTest(test: QuestionTest, titles: Map<string, string>): string {
  const comparison = (test.comparison ?? '?').replace(/-/g, ' ');
  if (test.comparison === 'collaborating' || test.comparison === 'unilateral')
    return `the spouses take part ${test.comparison === 'collaborating' ? 'together' : 'alone'}`;
  const question = test.questionUid
    ? `“${titles.get(test.questionUid) ?? `a deleted question (${test.questionUid})`}”`
    : 'a question not chosen yet';
  if (test.comparison === 'between')
    return `${question} between ${String(test.lowerLimit ?? '?')} and ${String(test.upperLimit ?? '?')}`;
  const compared =
    test.answer !== undefined ? (Array.isArray(test.answer) ? test.answer.join(', ') : test.answer) : test.value;
  return compared === undefined || compared === ''
    ? `${question} ${comparison}`
    : `${question} ${comparison} ${String(compared)}`;
}

/** 'Always', or 'If all of: “Title” is Yes; …' ('Unless' for an else condition). */
export function conditionSummary(
  condition: { conditional?: unknown; operator?: unknown; questions?: unknown } | undefined,
  definition: WorkflowDefinition,
): string {
  if (!condition || condition.conditional === undefined || condition.conditional === 'always') return 'Always';
  const titles = new Map(definition.elements.map((e) => [e.uid, e.title]));
  const tests = (Array.isArray(condition.questions) ? condition.questions : []) as QuestionTest[];
  const lead = condition.conditional === 'else' ? 'Unless' : 'If';
  if (tests.length === 0) return `${lead}: no question chosen yet`;
  const joiner = JOINERS[String(condition.operator ?? 'and')] ?? 'all of';
  return `${lead} ${tests.length === 1 ? '' : `${joiner}: `}${tests.map((t) => describeTest(t, titles)).join('; ')}`.replace(
    / {2,}/g,
    ' ',
  );
}
