// The document-level display logic card (workflow-builder.md §2 step 4): when the document is produced, as a
// sentence. The condition tree is edited with the logic step's ConditionEditor, which the lead wires in at the
// marked place below; until then this card shows the condition read-only.
import type { Document, WorkflowDefinition } from '~/engine';
import { conditionSummary } from './condition-summary';

export function ConditionEditorPlace({ what }: { what: string }) {
  return (
    <div data-condition-editor-place={what} className="rounded border border-dashed border-line p-2 text-sm text-muted">
      {`The condition editor for ${what} goes here (display logic step's ConditionEditor).`}
    </div>
  );
}

export function DocumentDisplayLogicCard({
  document,
  definition,
}: {
  document: Document;
  definition: WorkflowDefinition;
}) {
  return (
    <section aria-label="Document display logic" className="grid gap-2 rounded-lg border border-line bg-white p-3">
      <h3 className="text-sm font-semibold">Document display logic</h3>
      <p className="text-sm">
        <span className="text-muted">{`${document.name} is produced: `}</span>
        {conditionSummary(document.displayLogic, definition)}
      </p>
      <ConditionEditorPlace what={`${document.name}'s display logic`} />
    </section>
  );
}
