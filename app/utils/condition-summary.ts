// A rule's or a document's condition in one plain sentence, for the rules list, the display logic card and the
// approval page's Rule Configuration: the condition itself is edited by the logic step's ConditionEditor
// (app/components/builder/logic/), not here. The words are the builder catalogue's (`condition.summary`, the
// comparisons' names `condition.comparisons`), said in the language of the `t` given; the questions' titles and
// answers are the author's and go in as they are.
import type { TFunction } from 'i18next';
import type { WorkflowDefinition } from '~/engine';

interface QuestionTest {
  questionUid?: string;
  comparison?: string;
  answer?: string | string[];
  value?: number | string;
  lowerLimit?: number | string;
  upperLimit?: number | string;
}

type T = TFunction<'builder'>;
type Joiner = 'and' | 'or' | 'not' | 'x-or';
const JOINERS: readonly Joiner[] = ['and', 'or', 'not', 'x-or'];

/** A comparison by its catalogue name ('equal-to' → 'equal to'); one the catalogue does not know, as written. */
function comparisonSaid(t: T, comparison: string | undefined): string {
  const comparisons = t('condition.comparisons', { returnObjects: true }) as Record<string, string>;
  if (comparison && Object.hasOwn(comparisons, comparison)) return comparisons[comparison]!;
  return (comparison ?? '?').replace(/-/g, ' ');
}

function describeTest(t: T, test: QuestionTest, titles: Map<string, string>): string {
  if (test.comparison === 'collaborating' || test.comparison === 'unilateral')
    return t(test.comparison === 'collaborating' ? 'condition.summary.together' : 'condition.summary.alone');
  const title = test.questionUid ? titles.get(test.questionUid) : undefined;
  const question = !test.questionUid
    ? t('condition.summary.notChosen')
    : title === undefined
      ? t('condition.summary.deletedQuestion', { uid: test.questionUid })
      : t('condition.summary.question', { title });
  if (test.comparison === 'between')
    return t('condition.summary.between', { question, lower: String(test.lowerLimit ?? '?'), upper: String(test.upperLimit ?? '?') });
  const comparison = comparisonSaid(t, test.comparison);
  const compared = test.answer !== undefined ? (Array.isArray(test.answer) ? test.answer.join(', ') : test.answer) : test.value;
  return compared === undefined || compared === ''
    ? t('condition.summary.bare', { question, comparison })
    : t('condition.summary.compared', { question, comparison, value: String(compared) });
}

/** 'Always', or 'If all of: “Title” is Yes; …' ('Unless' for an else condition), in the language of `t`. */
export function conditionSummary(
  condition: { conditional?: unknown; operator?: unknown; questions?: unknown } | undefined,
  definition: WorkflowDefinition,
  t: T,
): string {
  if (!condition || condition.conditional === undefined || condition.conditional === 'always') return t('condition.summary.always');
  const titles = new Map(definition.elements.map((e) => [e.uid, e.title]));
  const tests = (Array.isArray(condition.questions) ? condition.questions : []) as QuestionTest[];
  const lead = t(condition.conditional === 'else' ? 'condition.summary.lead.unless' : 'condition.summary.lead.if');
  if (tests.length === 0) return t('condition.summary.noQuestion', { lead });
  const said = tests.map((test) => describeTest(t, test, titles));
  if (said.length === 1) return t('condition.summary.one', { lead, test: said[0] });
  const joiner = JOINERS.find((j) => j === String(condition.operator ?? 'and')) ?? 'and';
  return t('condition.summary.many', { lead, joiner: t(`condition.summary.joiners.${joiner}`), tests: said.join('; ') });
}
