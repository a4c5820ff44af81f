// A generated workflow for the benchmark: 1,000 elements, every element after the first page shown
// by display logic nested 10 levels deep, and answers for every question.
import type {
  DisplayLogicNode,
  FormElement,
  LogicalOperator,
  QuestionCondition,
  WorkflowDefinition,
} from '../src/index.ts';

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const OPTIONS = ['A', 'B', 'C', 'D'];
const QUESTION_TYPES = ['number-input', 'single-select', 'multi-select', 'text-input-short', 'date-picker'] as const;

export interface GeneratedWorkflow {
  definition: WorkflowDefinition;
  answers: Record<string, unknown>;
}

export function generateWorkflow(elementCount = 1000, depth = 10, seed = 42): GeneratedWorkflow {
  const rnd = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const elements: FormElement[] = [];
  const answerable: FormElement[] = [];
  const answers: Record<string, unknown> = {};
  let nodeId = 0;

  const condition = (): QuestionCondition => {
    const q = pick(answerable.slice(0, Math.max(30, Math.floor(answerable.length * 0.5))));
    switch (q.type) {
      case 'number-input':
        return rnd() < 0.5
          ? { questionUid: q.uid, comparison: 'greater-than', value: Math.floor(rnd() * 100) }
          : { questionUid: q.uid, comparison: 'between', lowerLimit: 10, upperLimit: 90 };
      case 'single-select':
        return { questionUid: q.uid, comparison: rnd() < 0.8 ? 'is' : 'is-not', answer: pick(OPTIONS) };
      case 'multi-select':
        return { questionUid: q.uid, comparison: rnd() < 0.7 ? 'any' : 'all', answer: [pick(OPTIONS), pick(OPTIONS)] };
      case 'date-picker':
        return { questionUid: q.uid, comparison: rnd() < 0.5 ? 'after' : 'before', value: '2015-06-01' };
      default:
        return { questionUid: q.uid, comparison: rnd() < 0.8 ? 'answered' : 'contains', answer: 'a' };
    }
  };
  const operator = (): LogicalOperator => pick(['and', 'or', 'or', 'x-or', 'not'] as const);
  const tree = (level: number): DisplayLogicNode => {
    const leaf: DisplayLogicNode = {
      uid: `n${nodeId++}`,
      kind: 'expression',
      conditional: 'if',
      operator: operator(),
      questions: [condition(), condition()],
    };
    if (level === depth) return leaf;
    return {
      uid: `n${nodeId++}`,
      kind: 'compound',
      conditional: rnd() < 0.9 ? 'if' : 'else',
      operator: operator(),
      children: [leaf, tree(level + 1)],
    };
  };

  for (let i = 0; i < elementCount; i++) {
    const uid = `e${String(i).padStart(4, '0')}`;
    if (i % 50 === 0) {
      elements.push({ uid, type: 'page-break', title: `PAGE_${i / 50 + 1}` });
      continue;
    }
    const isQuestion = i < 50 || rnd() < 0.6;
    const type = isQuestion ? pick(QUESTION_TYPES) : 'paragraph';
    const base = {
      uid,
      title: `Q_${i}`,
      label: `Question ${i}`,
      required: isQuestion && rnd() < 0.5,
      ...(i >= 50 ? { displayLogic: { hideByDefault: rnd() < 0.2, root: tree(1) } } : {}),
    };
    let element: FormElement;
    switch (type) {
      case 'number-input':
        element = { ...base, type, lowerBound: 0, upperBound: 100 };
        answers[uid] = Math.floor(rnd() * 100);
        break;
      case 'single-select':
        element = { ...base, type, options: OPTIONS };
        answers[uid] = pick(OPTIONS);
        break;
      case 'multi-select':
        element = { ...base, type, options: OPTIONS };
        answers[uid] = OPTIONS.filter(() => rnd() < 0.5);
        break;
      case 'date-picker':
        element = { ...base, type };
        answers[uid] = `${2000 + Math.floor(rnd() * 25)}-0${1 + Math.floor(rnd() * 9)}-1${Math.floor(rnd() * 9)}`;
        break;
      case 'text-input-short':
        element = { ...base, type };
        if (rnd() < 0.8) answers[uid] = rnd() < 0.5 ? 'a reply' : 'Another reply';
        break;
      default:
        element = { ...base, type: 'paragraph' };
    }
    elements.push(element);
    if (isQuestion) answerable.push(element);
  }
  return {
    definition: {
      name: 'Benchmark workflow',
      state: 'Utah',
      type: 'Divorce',
      childrenOptions: 'both',
      useCounties: false,
      counties: [],
      collaborate: true,
      version: '1.0.0',
      elements,
    },
    answers,
  };
}
