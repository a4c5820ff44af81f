// Step 5, Rules (workflow-builder.md §2 step 5, §3 Rule, §4): the rules of the current document in order: Display
// Logic, Action Logic (whose actions open step 6) and the one Sharing Logic rule with its read-only, comment and
// edit limits; the search above 10 rules; order changes that swap; delete with renumbering; and the document-level
// display logic card. A rule's condition is shown as a sentence beside the place of the logic step's editor.
import { keywordState, NoResults, SEARCH_ERROR_CLASS } from '~/components/ui/no-results';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import type { Document, DocumentRule, RuleType, WorkflowDefinition } from '~/engine';
import { randomId } from '~/services/builder/definition';
import type { BuilderAction } from '../builder-history';
import { currentDocumentOf, DocumentSelector } from '../documents/documents-step';
import { conditionSummary } from '~/utils/condition-summary';
import { ConditionFieldsEditor } from '../logic/condition-editor';
import { DocumentLogicMarker } from '../logic/logic-findings-marker';
import { testableQuestions } from '../logic/logic-operations';
import { DocumentDisplayLogicCard } from './document-display-logic-card';
import {
  addRule,
  changeRuleType,
  deleteRule,
  renameRule,
  ruleTypeChoices,
  rulesOf,
  searchRules,
  setRuleOrder,
  setRuleCondition,
  setSharingLimit,
  sharingLimitOf,
  sharingLimitProblem,
  showsRuleSearch,
  type SharingLimitField,
} from './rule-operations';

type Dispatch = (action: BuilderAction) => void;

const inputClass = 'min-h-11 w-full rounded-md border border-line bg-white px-3 py-2';
const SHARING_FIELDS: SharingLimitField[] = ['readOnlyShareLimit', 'commentShareLimit', 'editShareLimit'];

function SharingLimitInput({
  rule,
  field,
  label,
  onChange,
}: {
  rule: DocumentRule;
  field: SharingLimitField;
  label: string;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('documents');
  const [text, setText] = useState(String(sharingLimitOf(rule, field)));
  const problem = sharingLimitProblem(text);
  const id = `${rule.uid}-${field}`;
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        inputMode="numeric"
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          if (!sharingLimitProblem(e.target.value)) onChange(Number(e.target.value.trim()));
        }}
      />
      {problem ? (
        <p id={`${id}-error`} className="text-danger">
          {t('rules.limitProblem')}
        </p>
      ) : null}
    </div>
  );
}

/** §5: a rule's tests are joined by and, or or x-or ('not' is for a document's display logic). */
const RULE_OPERATORS = ['and', 'or', 'x-or'] as const;

function RuleCard({
  rule,
  count,
  document,
  definition,
  dispatch,
  onDelete,
  onOpenActions,
}: {
  rule: DocumentRule;
  count: number;
  document: Document;
  definition: WorkflowDefinition;
  dispatch: Dispatch;
  onDelete: () => void;
  onOpenActions: () => void;
}) {
  const { t } = useTranslation('documents');
  const { t: builderT } = useTranslation('builder');
  const edit = (change: (draft: WorkflowDefinition) => WorkflowDefinition, key?: string) =>
    dispatch({ type: 'edit', change, key });
  return (
    <li
      className="grid gap-3 rounded-lg border border-line bg-white p-3"
      data-rule-uid={rule.uid}
      aria-label={t('rules.ruleLabel', { order: rule.order, name: rule.name })}
    >
      <div className="grid gap-2 sm:grid-cols-[6rem_1fr_12rem_auto] sm:items-end">
        <label className="grid gap-1 text-sm font-medium">
          {t('rules.order')}
          <select
            className={inputClass}
            value={rule.order}
            onChange={(e) => edit((d) => setRuleOrder(d, document.uid, rule.uid, Number(e.target.value)))}
          >
            {Array.from({ length: count }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t('rules.ruleName')}
          <input
            className={inputClass}
            value={rule.name}
            onChange={(e) =>
              edit((d) => renameRule(d, document.uid, rule.uid, e.target.value), `rule-name-${rule.uid}`)
            }
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t('rules.type')}
          <select
            className={inputClass}
            value={rule.type}
            onChange={(e) => edit((d) => changeRuleType(d, document.uid, rule.uid, e.target.value as RuleType))}
          >
            {ruleTypeChoices(document, rule.uid).map((choice) => (
              <option key={choice.type} value={choice.type} disabled={choice.disabled}>
                {t(`rules.types.${choice.type}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="button" size="sm" variant="ghost" onClick={onDelete} aria-label={t('rules.deleteNamed', { name: rule.name })}>
          {t('rules.delete')}
        </Button>
      </div>
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm">
          <span className="text-muted">{t('rules.condition')}</span>
          {conditionSummary(rule, definition, builderT)}
        </p>
        <DocumentLogicMarker definition={definition} documentUid={document.uid} ruleUid={rule.uid} label={t('rules.markerLabel', { order: rule.order, name: rule.name })} />
      </div>
      <ConditionFieldsEditor
        name={t('rules.conditionName', { name: rule.name || t('rules.defaultName', { order: rule.order }) })}
        value={rule}
        questions={testableQuestions(definition)}
        operators={RULE_OPERATORS}
        onChange={(condition) => edit((d) => setRuleCondition(d, document.uid, rule.uid, condition), `${rule.uid}-condition`)}
      />
      {rule.type === 'Sharing Logic' ? (
        <fieldset className="grid gap-2 sm:grid-cols-3">
          <legend className="mb-1 text-sm font-semibold">{t('rules.sharingLegend')}</legend>
          {SHARING_FIELDS.map((field) => (
            <SharingLimitInput
              key={field}
              rule={rule}
              field={field}
              label={t(`rules.${field}`)}
              onChange={(value) =>
                edit((d) => setSharingLimit(d, document.uid, rule.uid, field, value), `${rule.uid}-${field}`)
              }
            />
          ))}
        </fieldset>
      ) : null}
      {rule.type === 'Action Logic' ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span>{t('rules.actionCount', { count: rule.actions?.length ?? 0 })}</span>
          <Button type="button" size="sm" variant="secondary" onClick={onOpenActions}>
            {t('rules.openActions')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function RulesStep({
  definition,
  documentUid,
  onDocument,
  dispatch,
  onOpenActions,
}: {
  definition: WorkflowDefinition;
  documentUid: string | undefined;
  onDocument: (uid: string) => void;
  dispatch: Dispatch;
  onOpenActions: (ruleUid: string) => void;
}) {
  const { t } = useTranslation('documents');
  const document = currentDocumentOf(definition, documentUid);
  const [newType, setNewType] = useState<RuleType>('Action Logic');
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<DocumentRule | null>(null);
  if (!document) return <p className="text-muted">{t('rules.addDocumentFirst')}</p>;
  const rules = rulesOf(document);
  const shown = searchRules(rules, query);
  const choices = ruleTypeChoices(document);
  const chosen = choices.find((c) => c.type === newType && !c.disabled) ? newType : 'Action Logic';
  return (
    <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
      <aside className="grid content-start gap-3">
        <DocumentSelector definition={definition} current={document} onSelect={onDocument} />
        <DocumentDisplayLogicCard document={document} definition={definition} edit={(change, key) => dispatch({ type: 'edit', change, key })} />
      </aside>
      <section aria-label={t('rules.rulesOf', { name: document.name })} className="grid content-start gap-3">
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm font-medium">
            {t('rules.newRuleType')}
            <select className={inputClass} value={chosen} onChange={(e) => setNewType(e.target.value as RuleType)}>
              {choices.map((choice) => (
                <option key={choice.type} value={choice.type} disabled={choice.disabled}>
                  {t(`rules.types.${choice.type}`)}
                  {choice.disabled ? t('rules.hasOne') : ''}
                </option>
              ))}
            </select>
          </label>
          <Button
            type="button"
            onClick={() => dispatch({ type: 'edit', change: (d) => addRule(d, document.uid, chosen, randomId(12)) })}
          >
            {t('rules.addRule')}
          </Button>
          {showsRuleSearch(rules) ? (
            <label className="ml-auto grid gap-1 text-sm font-medium">
              {t('rules.searchRules')}
              <input
                className={`${inputClass} ${SEARCH_ERROR_CLASS}`}
                type="search"
                {...keywordState(query, rules.length > 0 && shown.length === 0, 'rules-no-results')}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={t('rules.searchPlaceholder')}
              />
            </label>
          ) : null}
        </div>
        {rules.length === 0 ? <p className="text-sm text-muted">{t('rules.noRules')}</p> : null}
        {rules.length > 0 && shown.length === 0 ? <NoResults id="rules-no-results" /> : null}
        <ol className="grid gap-3">
          {shown.map((rule) => (
            <RuleCard
              key={rule.uid}
              rule={rule}
              count={rules.length}
              document={document}
              definition={definition}
              dispatch={dispatch}
              onDelete={() => setDeleting(rule)}
              onOpenActions={() => onOpenActions(rule.uid)}
            />
          ))}
        </ol>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={t('rules.deleteTitle')}
        message={t('rules.deleteMessage')}
        onNo={() => setDeleting(null)}
        onYes={() => {
          if (deleting) dispatch({ type: 'edit', change: (d) => deleteRule(d, document.uid, deleting.uid) });
          setDeleting(null);
        }}
      />
    </div>
  );
}
