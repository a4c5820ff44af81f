// The approval page's Rule Configuration tab (workflow-builder.md §2 'Approval screens'): the selected document's
// rules in their order, each with its condition and the actions it places, read-only, so a stakeholder sees what
// the PDF output does before approving it.
import type { WorkflowDefinition } from '~/engine';
import { conditionSummary } from '~/utils/condition-summary';

type WorkflowDocument = NonNullable<WorkflowDefinition['documents']>[number];

function questionLabel(definition: WorkflowDefinition, uid: string | undefined): string {
  if (!uid) return '';
  const element = definition.elements.find((e) => e.uid === uid);
  return element ? `"${element.label || element.title}"` : uid;
}

export function RuleConfiguration({ definition, document }: { definition: WorkflowDefinition; document: WorkflowDocument | undefined }) {
  if (!document) return <p>This workflow has no documents, so it has no rules to show.</p>;
  const rules = [...(document.rules ?? [])].sort((a, b) => a.order - b.order);
  return (
    <section aria-label={`Rules of ${document.name}`} className="grid gap-3">
      <p className="text-sm text-muted">{`${document.name}: ${document.pages.length} template page${document.pages.length === 1 ? '' : 's'}, ${rules.length} rule${rules.length === 1 ? '' : 's'}.`}</p>
      {rules.length === 0 ? <p>This document has no rules.</p> : null}
      <ol className="grid gap-3">
        {rules.map((rule) => (
          <li key={rule.uid} className="grid gap-1 rounded-md border border-line bg-white p-3">
            <h3 className="font-semibold">{`${rule.order}. ${rule.name}`}</h3>
            <p className="text-sm">{`${rule.type} · ${conditionSummary(rule, definition)}`}</p>
            {(rule.actions ?? []).length > 0 ? (
              <ul className="list-disc pl-5 text-sm">
                {(rule.actions ?? []).map((action) => (
                  <li key={action.uid}>{[action.title || action.type, `page ${action.location.page}`, action.staticText ? `"${action.staticText}"` : questionLabel(definition, action.question)].filter(Boolean).join(' · ')}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">No actions.</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
