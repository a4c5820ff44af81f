// The display-logic tree editor (workflow-builder.md §2 Step 3, §5, §9), reusable wherever a condition is edited:
// expression, compound and library nodes nested to 10 levels ('Compound' not offered at the last level,
// 'Library' not inside library rules), if / else / always, and / or / not / x-or, a node name, and per question
// only the comparisons of its answer type. Every control is a native one, so the keyboard alone can build a tree.
// `ConditionFieldsEditor` edits a flat condition (a rule's, a block's, a document's) with the same test rows.
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { CONDITIONALS, LOGICAL_OPERATORS, choiceOptions } from '~/engine';
import type { Comparison, Conditional, DisplayLogicLibraryRule, DisplayLogicNode, EngineText, FormElement, LogicalOperator, QuestionCondition } from '~/engine';
import { useSayFinding } from '~/i18n/engine-texts';
import { randomId } from '~/services/builder/definition';
import { PARTICIPATING, comparisonsFor, findingsAt, mayAddCompound, newCompound, newExpression, nodeComplete } from './logic-operations';

export interface LogicFinding {
  pointer: string;
  message: string;
  text?: EngineText;
  severity: 'error' | 'warning';
}

const selectClass = 'rounded-md border border-line bg-white px-2 py-1 text-sm';
const inputClass = 'rounded-md border border-line px-2 py-1 text-sm';

function FindingList({ findings }: { findings: LogicFinding[] }) {
  const { t } = useTranslation('builder');
  const say = useSayFinding();
  if (!findings.length) return null;
  return (
    <ul className="grid gap-1">
      {findings.map((f) => (
        <li key={`${f.pointer}-${f.message}`} className={`rounded border px-2 py-1 text-sm ${f.severity === 'error' ? 'border-danger bg-red-50 text-danger' : 'border-amber-400 bg-amber-50 text-ink'}`}>
          <span className="font-semibold">{f.severity === 'error' ? t('logic.errorPrefix') : t('logic.warningPrefix')}</span>
          {say(f)}
        </li>
      ))}
    </ul>
  );
}

const optionsOf = (question: FormElement | undefined) => (question ? choiceOptions(question) : undefined);

const asList = (answer: QuestionCondition['answer']) => (Array.isArray(answer) ? answer : answer === undefined || answer === '' ? [] : [answer]);

/** What the test compares with: a number, a date, a text, or options to tick, as its comparison needs. */
function TestValue({ test, question, onChange, name }: { test: QuestionCondition; question: FormElement | undefined; onChange: (test: QuestionCondition) => void; name: string }) {
  const { t } = useTranslation('builder');
  const isDate = question?.type === 'date-picker';
  const type = isDate ? 'date' : 'number';
  const read = (raw: string): number | string | undefined => (raw === '' ? undefined : isDate ? raw : Number(raw));
  const set = (patch: Partial<QuestionCondition>) => {
    const next = { ...test, ...patch };
    for (const key of Object.keys(patch) as (keyof QuestionCondition)[]) if (next[key] === undefined) delete next[key];
    onChange(next);
  };
  switch (test.comparison) {
    case 'greater-than':
    case 'less-than':
    case 'equal-to':
    case 'after':
    case 'before':
      return <input aria-label={t('condition.value', { name })} type={type} step="any" className={inputClass} value={test.value ?? ''} onChange={(e) => set({ value: read(e.target.value) })} />;
    case 'between':
      return (
        <span className="flex items-center gap-1 text-sm">
          <input aria-label={t('condition.from', { name })} type={type} step="any" className={inputClass} value={test.lowerLimit ?? ''} onChange={(e) => set({ lowerLimit: read(e.target.value) })} />
          {t('condition.and')}
          <input aria-label={t('condition.to', { name })} type={type} step="any" className={inputClass} value={test.upperLimit ?? ''} onChange={(e) => set({ upperLimit: read(e.target.value) })} />
        </span>
      );
    case 'is':
    case 'is-not':
    case 'any':
    case 'all':
    case 'contains': {
      const options = test.comparison === 'contains' ? undefined : optionsOf(question);
      if (!options) return <input aria-label={t('condition.text', { name })} className={inputClass} value={asList(test.answer)[0] ?? ''} onChange={(e) => set({ answer: e.target.value === '' ? undefined : e.target.value })} />;
      const chosen = asList(test.answer);
      return (
        <fieldset className="flex max-h-40 flex-wrap gap-x-3 gap-y-1 overflow-y-auto text-sm">
          <legend className="sr-only">{t('condition.options', { name })}</legend>
          {options.map((option) => (
            <label key={option} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                onChange={(e) => {
                  const next = e.target.checked ? [...chosen, option] : chosen.filter((o) => o !== option);
                  set({ answer: next.length === 0 ? undefined : next.length === 1 && question?.type !== 'multi-select' ? next[0] : next });
                }}
              />
              {option}
            </label>
          ))}
        </fieldset>
      );
    }
    default:
      return null;
  }
}

/** One question test: the question (or the participating mode), its comparison, and what it compares with. */
function TestRow({ test, questions, onChange, onRemove, name, findings }: { test: QuestionCondition; questions: FormElement[]; onChange: (test: QuestionCondition) => void; onRemove: () => void; name: string; findings: LogicFinding[] }) {
  const { t } = useTranslation('builder');
  const participating = !test.questionUid && (test.comparison === 'collaborating' || test.comparison === 'unilateral');
  const question = questions.find((q) => q.uid === test.questionUid);
  const comparisons = comparisonsFor(question, participating);
  const chooseQuestion = (value: string) => {
    if (value === PARTICIPATING) return onChange({ comparison: 'collaborating' });
    const next = questions.find((q) => q.uid === value);
    const first = comparisonsFor(next, false)[0] ?? 'answered';
    onChange({ questionUid: value, comparison: first });
  };
  return (
    <li className="grid gap-1 rounded border border-line bg-white p-2">
      <div className="flex flex-wrap items-center gap-2">
        <select aria-label={t('condition.question', { name })} className={selectClass} value={participating ? PARTICIPATING : (test.questionUid ?? '')} onChange={(e) => chooseQuestion(e.target.value)}>
          <option value="">{t('condition.chooseQuestion')}</option>
          <option value={PARTICIPATING}>{t('condition.participating')}</option>
          {test.questionUid && !question ? <option value={test.questionUid}>{t('condition.deletedQuestion', { uid: test.questionUid })}</option> : null}
          {questions.map((q) => (
            <option key={q.uid} value={q.uid}>{`${q.title} (${q.type})`}</option>
          ))}
        </select>
        <select aria-label={t('condition.comparison', { name })} className={selectClass} value={test.comparison} onChange={(e) => onChange({ ...(test.questionUid ? { questionUid: test.questionUid } : {}), comparison: e.target.value as Comparison })}>
          {comparisons.includes(test.comparison) ? null : <option value={test.comparison}>{t('condition.notForQuestion', { comparison: t(`condition.comparisons.${test.comparison}`) })}</option>}
          {comparisons.map((c) => (
            <option key={c} value={c}>
              {t(`condition.comparisons.${c}`)}
            </option>
          ))}
        </select>
        <TestValue test={test} question={question} onChange={onChange} name={name} />
        <button type="button" className="ml-auto inline-flex size-8 items-center justify-center rounded text-danger hover:bg-red-50" aria-label={t('condition.remove', { name })} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <FindingList findings={findings} />
    </li>
  );
}

function TestList({ tests, questions, onChange, name, pointer, findings }: { tests: QuestionCondition[]; questions: FormElement[]; onChange: (tests: QuestionCondition[]) => void; name: string; pointer: string; findings: LogicFinding[] }) {
  const { t } = useTranslation('builder');
  return (
    <div className="grid gap-2">
      <ol className="grid gap-2" aria-label={t('condition.tests', { name })}>
        {tests.map((test, i) => (
          <TestRow
            key={i}
            test={test}
            questions={questions}
            name={t('condition.test', { name, number: i + 1 })}
            findings={findingsAt(findings, `${pointer}/questions/${i}`)}
            onChange={(next) => onChange(tests.map((t, j) => (j === i ? next : t)))}
            onRemove={() => onChange(tests.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      <div>
        <Button type="button" variant="secondary" onClick={() => onChange([...tests, { comparison: 'answered' } as QuestionCondition])}>
          {t('condition.addTest', { name })}
        </Button>
      </div>
    </div>
  );
}

function Choices<T extends string>({ label: text, value, options, labels, onChange }: { label: string; value: T | undefined; options: readonly T[]; labels: (option: T) => string; onChange: (value: T) => void }) {
  const id = useId();
  const { t } = useTranslation('builder');
  return (
    <span className="flex items-center gap-1 text-sm">
      <label htmlFor={id}>{text}</label>
      <select id={id} className={selectClass} value={value ?? ''} onChange={(e) => onChange(e.target.value as T)}>
        {value === undefined ? <option value="">{t('condition.choose')}</option> : null}
        {options.map((o) => (
          <option key={o} value={o}>
            {labels(o)}
          </option>
        ))}
      </select>
    </span>
  );
}

export interface ConditionEditorProps {
  value: DisplayLogicNode;
  onChange: (node: DisplayLogicNode) => void;
  /** The questions a test may name (elements whose type has comparisons). */
  questions: FormElement[];
  /** The display-logic library; its rules may be used by library nodes. */
  library: readonly DisplayLogicLibraryRule[];
  /** Editing a library rule: no library node may be added inside it (§5). */
  inLibrary?: boolean;
  /** The node's level, 1 for the root (at most 10). */
  depth?: number;
  /** How the node is called for screen readers and buttons ('Node 1.2'); 'Node 1' in the page's words by default. */
  name?: string;
  /** The node's JSON pointer in the definition, to show the findings that point into it. */
  pointer?: string;
  findings?: LogicFinding[];
}

/** A node of a display-logic tree and, for a compound, its children. */
export function ConditionEditor({ value: node, onChange, questions, library, inLibrary = false, depth = 1, name: given, pointer = '', findings = [] }: ConditionEditorProps) {
  const { t } = useTranslation('builder');
  const name = given ?? t('condition.node', { number: 1 });
  const mine = findings.filter((f) => f.pointer === pointer || f.pointer === `${pointer}/questionUid` || f.pointer === `${pointer}/libraryUid`);
  const complete = nodeComplete(node, library);
  const kindLabel = t(`condition.kinds.${node.kind}`);
  const set = (patch: Partial<DisplayLogicNode>) => onChange({ ...node, ...patch } as DisplayLogicNode);
  return (
    <section
      aria-label={t('condition.nodeLabel', { name, kind: kindLabel })}
      data-complete={complete}
      className={`grid gap-2 rounded-lg border-l-4 bg-canvas p-2 ${mine.some((f) => f.severity === 'error') ? 'border-danger' : complete ? 'border-brand' : 'border-amber-400'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-brand-soft px-2 text-xs font-semibold">{t('condition.level', { kind: kindLabel, depth })}</span>
        <label className="flex items-center gap-1 text-sm">
          {t('condition.name')}
          <input aria-label={t('condition.nameOf', { name })} className={inputClass} value={node.name ?? ''} placeholder={t('condition.optional')} onChange={(e) => set({ name: e.target.value === '' ? undefined : e.target.value })} />
        </label>
        <Choices label={t('condition.condition')} value={node.conditional} options={CONDITIONALS} labels={(c) => t(`condition.conditionals.${c}`)} onChange={(conditional) => set({ conditional })} />
        {node.kind === 'library' ? null : <Choices label={t('condition.operator')} value={node.operator} options={LOGICAL_OPERATORS} labels={(o) => t(`condition.operators.${o}`)} onChange={(operator) => set({ operator })} />}
        <label className="flex items-center gap-1 text-sm">
          <input type="checkbox" checked={node.negate === true} onChange={(e) => set({ negate: e.target.checked || undefined })} />
          {t('condition.not')}
        </label>
        {complete ? null : <span className="text-xs font-semibold text-amber-700">{t('condition.incomplete')}</span>}
      </div>
      <FindingList findings={mine} />
      {node.kind === 'expression' ? <TestList tests={node.questions} questions={questions} name={name} pointer={pointer} findings={findings} onChange={(tests) => set({ questions: tests })} /> : null}
      {node.kind === 'library' ? (
        <label className="flex items-center gap-2 text-sm">
          {t('condition.libraryRule')}
          <select className={selectClass} value={node.libraryUid} onChange={(e) => set({ libraryUid: e.target.value })}>
            {library.some((r) => r.uid === node.libraryUid) ? null : <option value={node.libraryUid}>{t('condition.removedRule')}</option>}
            {library.map((rule) => (
              <option key={rule.uid} value={rule.uid}>
                {rule.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {node.kind === 'compound' ? (
        <div className="grid gap-2 border-l border-line pl-3">
          {node.children.map((child, i) => (
            <div key={child.uid} className="grid gap-1">
              <ConditionEditor
                value={child}
                questions={questions}
                library={library}
                inLibrary={inLibrary}
                depth={depth + 1}
                name={`${name}.${i + 1}`}
                pointer={`${pointer}/children/${i}`}
                findings={findings}
                onChange={(next) => set({ children: node.children.map((c, j) => (j === i ? next : c)) })}
              />
              <div>
                <Button type="button" variant="secondary" onClick={() => set({ children: node.children.filter((_, j) => j !== i) })}>
                  {t('condition.remove', { name: `${name}.${i + 1}` })}
                </Button>
              </div>
            </div>
          ))}
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" onClick={() => set({ children: [...node.children, newExpression()] })}>
              {t('condition.addExpression', { name })}
            </Button>
            {mayAddCompound(depth) ? (
              <Button type="button" variant="secondary" onClick={() => set({ children: [...node.children, newCompound()] })}>
                {t('condition.addCompound', { name })}
              </Button>
            ) : null}
            {!inLibrary && library.length ? (
              <Button type="button" variant="secondary" onClick={() => set({ children: [...node.children, { uid: randomId(12), kind: 'library', conditional: 'if', libraryUid: library[0]!.uid }] })}>
                {t('condition.addLibrary', { name })}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {node.kind !== 'compound' && depth === 1 ? (
        <div>
          <Button type="button" variant="secondary" onClick={() => onChange(newCompound([node]))}>
            {t('condition.makeCompound')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** A flat condition: a rule's, a block's or a document's (conditional, operator and question tests). */
export function ConditionFieldsEditor({
  value,
  onChange,
  questions,
  name: given,
  pointer = '',
  findings = [],
  operators = LOGICAL_OPERATORS,
}: {
  value: { conditional?: Conditional; operator?: LogicalOperator | string; questions?: unknown[] };
  onChange: (value: { conditional: Conditional; operator?: LogicalOperator; questions: QuestionCondition[] }) => void;
  questions: FormElement[];
  name?: string;
  pointer?: string;
  findings?: LogicFinding[];
  /** §5: rules offer and, or, x-or; a document's display logic also not. */
  operators?: readonly LogicalOperator[];
}) {
  const { t } = useTranslation('builder');
  const name = given ?? t('condition.condition');
  const conditional = value.conditional ?? 'always';
  const operator = (LOGICAL_OPERATORS as readonly string[]).includes(String(value.operator)) ? (value.operator as LogicalOperator) : undefined;
  const tests = (Array.isArray(value.questions) ? value.questions : []) as QuestionCondition[];
  const emit = (patch: Partial<{ conditional: Conditional; operator: LogicalOperator; questions: QuestionCondition[] }>) =>
    onChange({ conditional, ...(operator ? { operator } : {}), questions: tests, ...patch });
  return (
    <section aria-label={name} className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Choices label={t('condition.condition')} value={conditional} options={CONDITIONALS} labels={(c) => t(`condition.conditionals.${c}`)} onChange={(c) => emit({ conditional: c })} />
        <Choices label={t('condition.operator')} value={operator} options={operators} labels={(o) => t(`condition.operators.${o}`)} onChange={(o) => emit({ operator: o })} />
      </div>
      <FindingList findings={findings.filter((f) => f.pointer === pointer)} />
      {conditional === 'always' ? null : <TestList tests={tests} questions={questions} name={name} pointer={pointer} findings={findings} onChange={(next) => emit({ questions: next })} />}
    </section>
  );
}
