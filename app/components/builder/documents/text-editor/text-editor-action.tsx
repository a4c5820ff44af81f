// Step 6's text editor for the selected text-editor action: the Block Checker beside the rich-text editor, and
// the Dynamic Blocks and Auto-Numbering panels. Each change is a patch of the action, dispatched as one step of
// the builder's history (typing in one place within a burst is one step).
import { useTranslation } from 'react-i18next';
import type { Action, RichTextNode, WorkflowDefinition } from '~/engine';
import { printableQuestions, testableQuestions } from '../../logic/logic-operations';
import { RichTextEditor } from './rich-text-editor';
import { AutoNumberingPanel, BlockChecker, DynamicBlocksPanel } from './text-editor-panels';
import { setText } from './text-editor-operations';

export function TextEditorAction({
  action,
  definition,
  onPatch,
  onUndo,
  onRedo,
}: {
  action: Action;
  definition: WorkflowDefinition;
  onPatch: (patch: Partial<Action>, key: string) => void;
  onUndo: () => void;
  onRedo: () => void;
}) {
  const { t } = useTranslation('documents');
  const questions = printableQuestions(definition);
  return (
    <section aria-label={t('textEditor.region')} className="grid gap-4 xl:grid-cols-[16rem_minmax(0,1fr)_22rem]">
      <BlockChecker action={action} questionUids={definition.elements.map((e) => e.uid)} onPatch={onPatch} />
      <div className="grid content-start gap-2">
        <h3 className="font-semibold">{t('textEditor.textOf', { title: action.title || t('textEditor.theTextEditor') })}</h3>
        <RichTextEditor
          text={action.savedData?.text}
          blocks={action.blocks ?? []}
          levels={action.autoNumberingLevels ?? []}
          onChange={(text: RichTextNode) => onPatch(setText(action, text), `${action.uid}-text`)}
          onUndo={onUndo}
          onRedo={onRedo}
        />
        <p className="text-xs text-muted">{t('textEditor.hint')}</p>
      </div>
      <div className="grid content-start gap-3">
        <DynamicBlocksPanel action={action} questions={questions} testable={testableQuestions(definition)} onPatch={onPatch} />
        <AutoNumberingPanel action={action} onPatch={onPatch} />
      </div>
    </section>
  );
}
