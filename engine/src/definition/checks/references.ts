// Every uid a definition refers to exists and fits: questions in conditions (with a comparison that
// suits the element type), library rules, grouping questions, rule targets and action questions.
import { PARTICIPATING_COMPARISONS } from '../conditions.ts';
import { elementTypeInfo } from '../element-registry.ts';
import type { Comparison } from '../conditions.ts';
import type { ElementType } from '../element-types.ts';
import { pointer } from '../problem.ts';
import type { WorkflowProblem } from '../problem.ts';
import { checkBlocks } from '../../pdf/rich-text.ts';
import type { AutoNumberingLevel, DynamicBlock, RichTextNode } from '../documents.ts';
import { conditionSites, isRecord, records, text, walkNodes } from './walk.ts';
import type { Json } from './walk.ts';

const NUMBER_VALUE: readonly Comparison[] = ['greater-than', 'equal-to', 'less-than'];
const DATE_VALUE: readonly Comparison[] = ['after', 'before', 'equal-to'];
const NEEDS_ANSWER: readonly Comparison[] = ['is', 'is-not', 'any', 'all', 'contains'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkQuestion(question: Json, at: string, owner: string, elements: Map<string, Json>): WorkflowProblem[] {
  const comparison = text(question.comparison) as Comparison | undefined;
  if (comparison === undefined) return [];
  if ((PARTICIPATING_COMPARISONS as readonly string[]).includes(comparison)) return [];
  const uid = text(question.questionUid);
  if (uid === undefined) return [];
  const element = elements.get(uid);
  if (!element)
    return [{ pointer: at + '/questionUid', message: `In ${owner}: no form element has the uid "${uid}".` }];
  const type = text(element.type) as ElementType;
  const allowed = elementTypeInfo(type)?.comparisons;
  if (!allowed || !allowed.includes(comparison))
    return [
      {
        pointer: at + '/comparison',
        message: `In ${owner}: "${comparison}" cannot test element "${text(element.title) ?? uid}" of type ${type}${allowed ? ` (use ${allowed.join(', ')})` : ''}.`,
      },
    ];
  const problems: WorkflowProblem[] = [];
  const isDate = type === 'date-picker';
  const valueOk = (v: unknown) =>
    isDate ? typeof v === 'string' && ISO_DATE.test(v) : typeof v === 'number' && Number.isFinite(v);
  const expected = isDate ? 'a date as YYYY-MM-DD' : 'a number';
  if ((isDate ? DATE_VALUE : NUMBER_VALUE).includes(comparison) && !valueOk(question.value))
    problems.push({ pointer: at + '/value', message: `In ${owner}: "${comparison}" needs a value, ${expected}.` });
  if (comparison === 'between')
    for (const key of ['lowerLimit', 'upperLimit'])
      if (!valueOk(question[key]))
        problems.push({ pointer: `${at}/${key}`, message: `In ${owner}: "between" needs ${key}, ${expected}.` });
  if (NEEDS_ANSWER.includes(comparison)) {
    const answers = Array.isArray(question.answer)
      ? question.answer
      : question.answer === undefined
        ? []
        : [question.answer];
    if (answers.length === 0)
      problems.push({
        pointer: at + '/answer',
        message: `In ${owner}: "${comparison}" needs an answer to compare with.`,
      });
    const options = Array.isArray(element.options) ? element.options : undefined;
    if (options && (type === 'single-select' || type === 'multi-select'))
      answers.forEach((answer) => {
        if (!options.includes(answer))
          problems.push({
            pointer: at + '/answer',
            message: `In ${owner}: "${String(answer)}" is not an option of "${text(element.title) ?? uid}".`,
          });
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
        problems.push({
          pointer: visited.pointer + '/libraryUid',
          message: `No display-logic library rule has the uid "${uid}".`,
        });
    }

  for (const [element, e] of records(definition.elements)) {
    if (element.type !== 'grouped-options') continue;
    const uid = text(element.groupingQuestion);
    if (uid === undefined) continue;
    const target = elements.get(uid);
    if (!target || (target.type !== 'single-select' && target.type !== 'state-select'))
      problems.push({
        pointer: pointer('elements', e, 'groupingQuestion'),
        message: `Grouped options "${text(element.title) ?? e}" must be grouped by a single-select or state-select question; "${uid}" is not one.`,
      });
  }

  for (const [document, d] of records(definition.documents))
    for (const [rule, r] of records(document.rules)) {
      for (const [uid, i] of (Array.isArray(rule.displayLogicQuestions) ? rule.displayLogicQuestions : []).map(
        (u, i): [unknown, number] => [u, i],
      ))
        if (typeof uid === 'string' && !elements.has(uid))
          problems.push({
            pointer: pointer('documents', d, 'rules', r, 'displayLogicQuestions', i),
            message: `No form element has the uid "${uid}".`,
          });
      for (const [action, a] of records(rule.actions)) {
        const uid = text(action.question);
        if (uid !== undefined && !elements.has(uid))
          problems.push({
            pointer: pointer('documents', d, 'rules', r, 'actions', a, 'question'),
            message: `Action "${text(action.title) ?? a}" refers to no form element: "${uid}".`,
          });
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
  const owner = `Text editor "${text(action.title) ?? at}"`;
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
    problems.push({
      pointer: `${at}/blocks/${index}/value`,
      message: `${owner}: block **${missing.tag}** prints the answer to "${missing.questionUid}", which is no form element of this workflow.`,
    });
  }
  for (const tag of unknownTags)
    problems.push({ pointer: `${at}/savedData/text`, message: `${owner}: the text has the tag **${tag}**, which no block or numbering level defines; it would print as it is.` });
  for (const [block, b] of blocks)
    for (const [question, q] of records(block.questions)) {
      const uid = text(question.questionUid);
      if (uid !== undefined && !elements.has(uid))
        problems.push({ pointer: `${at}/blocks/${b}/questions/${q}/questionUid`, message: `${owner}: block "${text(block.name) ?? b}" tests "${uid}", which is no form element of this workflow.` });
    }
  return problems;
}
