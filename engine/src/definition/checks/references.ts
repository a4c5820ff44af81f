// Every uid a definition refers to exists and fits: questions in conditions (with a comparison that
// suits the element type), library rules, grouping questions, rule targets and action questions.
import { PARTICIPATING_COMPARISONS } from '../conditions.ts';
import { elementTypeInfo } from '../element-registry.ts';
import type { Comparison } from '../conditions.ts';
import type { ElementType } from '../element-types.ts';
import { engineText, type EngineText } from '../engine-text.ts';
import { pointer, problem } from '../problem.ts';
import type { WorkflowProblem } from '../problem.ts';
import { checkBlocks } from '../../pdf/rich-text.ts';
import type { AutoNumberingLevel, DynamicBlock, RichTextNode } from '../documents.ts';
import { conditionSites, isRecord, records, text, walkNodes } from './walk.ts';
import type { Json } from './walk.ts';

const NUMBER_VALUE: readonly Comparison[] = ['greater-than', 'equal-to', 'less-than'];
const DATE_VALUE: readonly Comparison[] = ['after', 'before', 'equal-to'];
const NEEDS_ANSWER: readonly Comparison[] = ['is', 'is-not', 'any', 'all', 'contains'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkQuestion(question: Json, at: string, owner: EngineText, elements: Map<string, Json>): WorkflowProblem[] {
  const comparison = text(question.comparison) as Comparison | undefined;
  if (comparison === undefined) return [];
  if ((PARTICIPATING_COMPARISONS as readonly string[]).includes(comparison)) return [];
  const uid = text(question.questionUid);
  if (uid === undefined) return [];
  const element = elements.get(uid);
  if (!element)
    return [problem(at + '/questionUid', 'test-unknown-question', { owner, uid })];
  const type = text(element.type) as ElementType;
  const allowed = elementTypeInfo(type)?.comparisons;
  if (!allowed || !allowed.includes(comparison))
    return [
      allowed
        ? problem(at + '/comparison', 'test-comparison-not-for-type', { owner, comparison, title: text(element.title) ?? uid, type, allowed: allowed.join(', ') })
        : problem(at + '/comparison', 'test-comparison-unknown-type', { owner, comparison, title: text(element.title) ?? uid, type: String(type) }),
    ];
  const problems: WorkflowProblem[] = [];
  const isDate = type === 'date-picker';
  const valueOk = (v: unknown) =>
    isDate ? typeof v === 'string' && ISO_DATE.test(v) : typeof v === 'number' && Number.isFinite(v);
  const expected = engineText(isDate ? 'expected-date' : 'expected-number');
  if ((isDate ? DATE_VALUE : NUMBER_VALUE).includes(comparison) && !valueOk(question.value))
    problems.push(problem(at + '/value', 'test-needs-value', { owner, comparison, expected }));
  if (comparison === 'between')
    for (const key of ['lowerLimit', 'upperLimit'])
      if (!valueOk(question[key]))
        problems.push(problem(`${at}/${key}`, 'test-between-needs-limit', { owner, limit: key, expected }));
  if (NEEDS_ANSWER.includes(comparison)) {
    const answers = Array.isArray(question.answer)
      ? question.answer
      : question.answer === undefined
        ? []
        : [question.answer];
    if (answers.length === 0)
      problems.push(problem(at + '/answer', 'test-needs-answer', { owner, comparison }));
    const options = Array.isArray(element.options) ? element.options : undefined;
    if (options && (type === 'single-select' || type === 'multi-select'))
      answers.forEach((answer) => {
        if (!options.includes(answer))
          problems.push(problem(at + '/answer', 'test-answer-not-option', { owner, answer: String(answer), title: text(element.title) ?? uid }));
      });
  }
  return problems;
}

export function checkReferences(definition: Json): WorkflowProblem[] {
  const elements = new Map<string, Json>();
  for (const [element] of records(definition.elements)) {
    const uid = text(element.uid);
    if (uid !== undefined && !elements.has(uid)) elements.set(uid, element);
  }
  const libraryUids = new Set(records(definition.displayLogicLibrary).map(([rule]) => text(rule.uid)));
  const problems: WorkflowProblem[] = [];

  for (const site of conditionSites(definition))
    for (const [question, q] of site.questions)
      problems.push(...checkQuestion(question, `${site.pointer}/${q}`, site.owner, elements));

  const libraryNodeRoots: [unknown, string][] = [
    ...records(definition.elements).map(([e, i]): [unknown, string] => [
      isRecord(e.displayLogic) ? e.displayLogic.root : undefined,
      pointer('elements', i, 'displayLogic', 'root'),
    ]),
    ...records(definition.displayLogicLibrary).map(([r, i]): [unknown, string] => [
      r.root,
      pointer('displayLogicLibrary', i, 'root'),
    ]),
  ];
  for (const [root, at] of libraryNodeRoots)
    for (const visited of walkNodes(root, at)) {
      const uid = text(visited.node.libraryUid);
      if (uid !== undefined && !libraryUids.has(uid))
        problems.push(problem(visited.pointer + '/libraryUid', 'library-rule-missing', { uid }));
    }

  for (const [element, e] of records(definition.elements)) {
    if (element.type !== 'grouped-options') continue;
    const uid = text(element.groupingQuestion);
    if (uid === undefined) continue;
    const target = elements.get(uid);
    if (!target || (target.type !== 'single-select' && target.type !== 'state-select'))
      problems.push(problem(pointer('elements', e, 'groupingQuestion'), 'grouping-question-wrong', { title: text(element.title) ?? e, uid }));
  }

  for (const [document, d] of records(definition.documents))
    for (const [rule, r] of records(document.rules)) {
      for (const [uid, i] of (Array.isArray(rule.displayLogicQuestions) ? rule.displayLogicQuestions : []).map(
        (u, i): [unknown, number] => [u, i],
      ))
        if (typeof uid === 'string' && !elements.has(uid))
          problems.push(problem(pointer('documents', d, 'rules', r, 'displayLogicQuestions', i), 'rule-question-missing', { uid }));
      for (const [action, a] of records(rule.actions)) {
        const uid = text(action.question);
        if (uid !== undefined && !elements.has(uid))
          problems.push(problem(pointer('documents', d, 'rules', r, 'actions', a, 'question'), 'action-question-missing', { title: text(action.title) ?? a, uid }));
        if (action.type === 'text-editor') problems.push(...checkTextEditor(action, pointer('documents', d, 'rules', r, 'actions', a), elements));
      }
    }
  return problems;
}

/**
 * A text editor's blocks: each answer block's question exists, each block's condition tests questions that exist,
 * and every tag written in the text has a block (a tag without one prints raw, like '**INCOME**').
 */
function checkTextEditor(action: Json, at: string, elements: Map<string, Json>): WorkflowProblem[] {
  const problems: WorkflowProblem[] = [];
  const owner = engineText('owner-text-editor', { title: text(action.title) ?? at });
  const blocks = records(action.blocks);
  const savedData = isRecord(action.savedData) ? action.savedData : undefined;
  const { unknownTags, blocksWithoutQuestion } = checkBlocks(
    isRecord(savedData?.text) ? (savedData.text as unknown as RichTextNode) : undefined,
    blocks.map(([block]) => block as unknown as DynamicBlock),
    records(action.autoNumberingLevels).map(([level]) => level as unknown as AutoNumberingLevel),
    new Set(elements.keys()),
  );
  for (const missing of blocksWithoutQuestion) {
    const index = blocks.findIndex(([block]) => block.name === missing.name);
    problems.push(problem(`${at}/blocks/${index}/value`, 'block-question-missing', { owner, tag: missing.tag, uid: missing.questionUid }));
  }
  for (const tag of unknownTags)
    problems.push(problem(`${at}/savedData/text`, 'text-unknown-tag', { owner, tag }));
  for (const [block, b] of blocks)
    for (const [question, q] of records(block.questions)) {
      const uid = text(question.questionUid);
      if (uid !== undefined && !elements.has(uid))
        problems.push(problem(`${at}/blocks/${b}/questions/${q}/questionUid`, 'block-test-missing', { owner, block: text(block.name) ?? b, uid }));
    }
  return problems;
}
