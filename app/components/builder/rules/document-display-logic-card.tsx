// The document-level display logic card (workflow-builder.md §2 step 4): when the document is produced, as a
// sentence and in the logic step's condition editor (the same test rows as every other condition).
import { useTranslation } from 'react-i18next';
import type { Document, WorkflowDefinition } from '~/engine';
import { ConditionFieldsEditor } from '../logic/condition-editor';
import { DocumentLogicMarker } from '../logic/logic-findings-marker';
import { testableQuestions } from '../logic/logic-operations';
import { conditionSummary } from '~/utils/condition-summary';
import { setDocumentDisplayLogic } from './rule-operations';

export function DocumentDisplayLogicCard({
  document,
  definition,
  edit,
}: {
  document: Document;
  definition: WorkflowDefinition;
  edit: (change: (draft: WorkflowDefinition) => WorkflowDefinition, key?: string) => void;
}) {
  const { t } = useTranslation('documents');
  const { t: builderT } = useTranslation('builder');
  return (
    <section aria-label={t('rules.displayLogic')} className="grid gap-2 rounded-lg border border-line bg-white p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{t('rules.displayLogic')}</h3>
        <DocumentLogicMarker definition={definition} documentUid={document.uid} label={t('rules.documentLogic', { name: document.name })} />
      </div>
      <p className="text-sm">
        <span className="text-muted">{t('rules.produced', { name: document.name })}</span>
        {conditionSummary(document.displayLogic, definition, builderT)}
      </p>
      <ConditionFieldsEditor
        name={t('rules.documentLogic', { name: document.name })}
        value={document.displayLogic ?? {}}
        questions={testableQuestions(definition)}
        onChange={(condition) => edit((d) => setDocumentDisplayLogic(d, document.uid, condition), `${document.uid}-display-logic`)}
      />
    </section>
  );
}
