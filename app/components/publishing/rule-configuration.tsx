// The approval page's Rule Configuration tab (workflow-builder.md §2 'Approval screens'): the selected document's
// rules in their order, each with its condition and the actions it places, read-only, so a stakeholder sees what
// the PDF output does before approving it. Said in the page's language (`documents:ruleConfiguration`, the
// condition in the builder's words); the names, titles and texts are the author's, as written.
import { useTranslation } from 'react-i18next';
import type { Action, WorkflowDefinition } from '~/engine';
import { conditionSummary } from '~/utils/condition-summary';

type WorkflowDocument = NonNullable<WorkflowDefinition['documents']>[number];

/** What an action places beside its kind: its static text, or the question it prints (by label, else title, else uid). */
function actionDetail(definition: WorkflowDefinition, action: Action): string {
  if (action.staticText) return action.staticText;
  if (!action.question) return '';
  const element = definition.elements.find((e) => e.uid === action.question);
  return element ? element.label || element.title : action.question;
}

export function RuleConfiguration({ definition, document }: { definition: WorkflowDefinition; document: WorkflowDocument | undefined }) {
  const { t } = useTranslation('documents');
  const { t: builderT } = useTranslation('builder');
  if (!document) return <p>{t('ruleConfiguration.noDocuments')}</p>;
  const rules = [...(document.rules ?? [])].sort((a, b) => a.order - b.order);
  const actionSaid = (action: Action) => {
    const what = action.title || t(`actions.kindNames.${action.type}`);
    const detail = actionDetail(definition, action);
    return detail ? t('ruleConfiguration.actionWith', { what, page: action.location.page, detail }) : t('ruleConfiguration.action', { what, page: action.location.page });
  };
  return (
    <section aria-label={t('rules.rulesOf', { name: document.name })} className="grid gap-3">
      <p className="text-sm text-muted">
        {t('ruleConfiguration.counts', {
          name: document.name,
          pages: t('ruleConfiguration.templatePages', { count: document.pages.length }),
          rules: t('ruleConfiguration.rules', { count: rules.length }),
        })}
      </p>
      {rules.length === 0 ? <p>{t('ruleConfiguration.noRules')}</p> : null}
      <ol className="grid gap-3">
        {rules.map((rule) => (
          <li key={rule.uid} className="grid gap-1 rounded-md border border-line bg-white p-3">
            <h3 className="font-semibold">{t('ruleConfiguration.ruleHeading', { order: rule.order, name: rule.name })}</h3>
            <p className="text-sm">{t('ruleConfiguration.ruleLine', { type: t(`rules.types.${rule.type}`), condition: conditionSummary(rule, definition, builderT) })}</p>
            {(rule.actions ?? []).length > 0 ? (
              <ul className="list-disc pl-5 text-sm">
                {(rule.actions ?? []).map((action) => (
                  <li key={action.uid}>{actionSaid(action)}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{t('ruleConfiguration.noActions')}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
