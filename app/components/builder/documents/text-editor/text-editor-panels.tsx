// The text-editor action's side panels (workflow-builder.md §2 step 6, §3, §4, §8): the Block Checker (tags in
// the text with no block), the Dynamic Blocks panel (add, rename, type, source or text, display logic with the
// logic step's condition editor, completeness, filters, delete with the spec's confirmation) and the
// Auto-Numbering panel (levels, their style, completeness, delete with the spec's confirmation).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import { AUTO_NUMBERING_TYPES, BLOCK_TYPES, type Action, type AutoNumberingType, type BlockType, type DynamicBlock, type FormElement } from '~/engine';
import { randomId } from '~/services/builder/definition';
import { ConditionFieldsEditor } from '../../logic/condition-editor';
import {
  addBlock,
  addLevel,
  blockComplete,
  deleteBlock,
  deleteLevel,
  filterBlocks,
  levelComplete,
  tagOf,
  tagsWithoutBlock,
  blocksWithoutQuestion,
  updateBlock,
  updateLevel,
  type BlockFilter,
} from './text-editor-operations';

type OnPatch = (patch: Partial<Action>, key: string) => void;

const inputClass = 'min-h-9 w-full rounded-md border border-line bg-white px-2 py-1 text-sm';
/** Blocks test answers the way rules do: and, or, x-or. */
const BLOCK_OPERATORS = ['and', 'or', 'x-or'] as const;
/** What a log-data block may print (its label is documents:textEditor.logKeys). */
const LOG_KEYS = ['generatedAt'] as const;

/** A name that follows the draft (undo, redo) while it is typed; an empty name is not kept (the tag comes from it). */
function NameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const { t } = useTranslation('documents');
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  return (
    <label className="grid gap-1 text-sm font-medium">
      {t('textEditor.name')}
      <input
        className={inputClass}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const name = e.target.value.trim();
          if (name) {
            setSeen(name);
            onChange(name);
          }
        }}
      />
    </label>
  );
}

function Status({ complete }: { complete: boolean }) {
  const { t } = useTranslation('documents');
  return (
    <span className={`rounded px-1.5 text-xs font-semibold ${complete ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'}`}>
      {complete ? t('textEditor.complete') : t('textEditor.incomplete')}
    </span>
  );
}

function Panel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="grid content-start gap-2 self-start rounded-lg border border-line bg-white p-3">
      {children}
    </section>
  );
}

export function BlockChecker({ action, questionUids, onPatch }: { action: Action; questionUids: string[]; onPatch: OnPatch }) {
  const missing = tagsWithoutBlock(action);
  const orphans = blocksWithoutQuestion(action, questionUids);
  const { t } = useTranslation('documents');
  return (
    <Panel label={t('textEditor.blockChecker')}>
      <h3 className="font-semibold">{t('textEditor.blockChecker')}</h3>
      {missing.length === 0 && orphans.length === 0 ? (
        <p className="text-sm text-muted">{t('textEditor.everyTag')}</p>
      ) : null}
      {missing.length > 0 ? (
        <>
          <p className="text-sm">{t('textEditor.tagsWithout', { count: missing.length })}</p>
          <ul className="grid gap-1">
            {missing.map((tag) => (
              <li key={tag} className="flex flex-wrap items-center justify-between gap-1 text-sm">
                <code className="rounded bg-red-50 px-1 text-danger">{`**${tag}**`}</code>
                <Button type="button" size="sm" variant="secondary" onClick={() => onPatch(addBlock(action, randomId(12), tag.replace(/_/g, ' '), 'question-input'), `${action.uid}-blocks`)}>
                  {t('textEditor.addBlockFor', { tag })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {orphans.length > 0 ? (
        <>
          <p className="text-sm">{t('textEditor.orphans', { count: orphans.length })}</p>
          <ul className="grid gap-1">
            {orphans.map((orphan) => (
              <li key={orphan.tag} className="text-sm">
                <code className="rounded bg-red-50 px-1 text-danger">{`**${orphan.tag}**`}</code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}

function BlockSource({ block, questions, onChange }: { block: DynamicBlock; questions: FormElement[]; onChange: (patch: Partial<DynamicBlock>) => void }) {
  const { t } = useTranslation('documents');
  if (block.type === 'static-block')
    return (
      <label className="grid gap-1 text-sm font-medium">
        {t('textEditor.textShown')}
        <textarea className={inputClass} rows={3} value={block.value ?? ''} onChange={(e) => onChange({ value: e.target.value || undefined })} />
      </label>
    );
  if (block.type === 'question-input' || block.type === 'image-input') {
    const shown = block.type === 'image-input' ? questions.filter((q) => q.type === 'file-input') : questions;
    return (
      <label className="grid gap-1 text-sm font-medium">
        {block.type === 'image-input' ? t('textEditor.imageFrom') : t('textEditor.printsAnswer')}
        <select className={inputClass} value={block.value ?? ''} onChange={(e) => onChange({ value: e.target.value || undefined })}>
          <option value="">{t('textEditor.chooseQuestion')}</option>
          {shown.map((q) => (
            <option key={q.uid} value={q.uid}>
              {q.title || q.uid}
            </option>
          ))}
        </select>
      </label>
    );
  }
  if (block.type === 'log-data')
    return (
      <label className="grid gap-1 text-sm font-medium">
        {t('textEditor.prints')}
        <select className={inputClass} value={block.value ?? ''} onChange={(e) => onChange({ value: e.target.value || undefined })}>
          <option value="">{t('textEditor.choose')}</option>
          {LOG_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`textEditor.logKeys.${key}`)}
            </option>
          ))}
        </select>
      </label>
    );
  return null;
}

function BlockCard({
  block,
  questions,
  testable,
  onChange,
  onDelete,
}: {
  block: DynamicBlock;
  questions: FormElement[];
  testable: FormElement[];
  onChange: (patch: Partial<DynamicBlock>, field: string) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('documents');
  const signature = ['pet-signature-date', 'resp-signature-date', 'pet-signature-img', 'resp-signature-img'].includes(block.type);
  return (
    <li>
      <details className="group rounded border border-line" data-block={tagOf(block)}>
        <summary className="flex cursor-pointer flex-wrap items-center gap-2 px-2 py-1.5 text-sm">
          <span className="font-semibold">{block.name}</span>
          <code className="text-xs text-muted">{`**${tagOf(block)}**`}</code>
          <Status complete={blockComplete(block)} />
        </summary>
        <div className="grid gap-2 border-t border-line p-2">
          <NameField value={block.name} onChange={(name) => onChange({ name }, 'name')} />
          <label className="grid gap-1 text-sm font-medium">
            {t('textEditor.type')}
            <select className={inputClass} value={block.type} onChange={(e) => onChange({ type: e.target.value as BlockType, value: undefined }, 'type')}>
              {BLOCK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`textEditor.blockTypes.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <BlockSource block={block} questions={questions} onChange={(patch) => onChange(patch, 'value')} />
          {signature ? (
            <p className="text-xs text-muted">{t('textEditor.signatureShown')}</p>
          ) : (
            <ConditionFieldsEditor
              name={t('textEditor.blockLogic', { name: block.name })}
              value={block}
              questions={testable}
              operators={BLOCK_OPERATORS}
              onChange={(condition) => onChange({ conditional: condition.conditional, operator: condition.operator, questions: condition.questions }, 'condition')}
            />
          )}
          <div>
            <Button type="button" size="sm" variant="ghost" onClick={onDelete} aria-label={t('textEditor.deleteBlockNamed', { name: block.name })}>
              {t('textEditor.deleteBlock')}
            </Button>
          </div>
        </div>
      </details>
    </li>
  );
}

export function DynamicBlocksPanel({
  action,
  questions,
  testable,
  onPatch,
}: {
  action: Action;
  /** Questions whose answer a block may print. */
  questions: FormElement[];
  /** Questions a display-logic test may name. */
  testable: FormElement[];
  onPatch: OnPatch;
}) {
  const blocks = action.blocks ?? [];
  const [filter, setFilter] = useState<BlockFilter>('all');
  const [name, setName] = useState('');
  const [type, setType] = useState<BlockType>('question-input');
  const [deleting, setDeleting] = useState<DynamicBlock | null>(null);
  const shown = filterBlocks(blocks, filter);
  const { t } = useTranslation('documents');
  const add = () => {
    onPatch(addBlock(action, randomId(12), name, type), `${action.uid}-blocks`);
    setName('');
  };
  return (
    <Panel label={t('textEditor.dynamicBlocks')}>
      <h3 className="font-semibold">{t('textEditor.dynamicBlocksCount', { count: blocks.length })}</h3>
      <div className="grid gap-1">
        <label className="grid gap-1 text-sm font-medium">
          {t('textEditor.newBlockName')}
          <input
            className={inputClass}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </label>
        <div className="flex gap-1">
          <select aria-label={t('textEditor.newBlockType')} className={inputClass} value={type} onChange={(e) => setType(e.target.value as BlockType)}>
            {BLOCK_TYPES.map((blockType) => (
              <option key={blockType} value={blockType}>
                {t(`textEditor.blockTypes.${blockType}`)}
              </option>
            ))}
          </select>
          <Button type="button" size="sm" onClick={add}>
            {t('textEditor.addBlock')}
          </Button>
        </div>
      </div>
      <fieldset className="flex flex-wrap gap-3 text-sm">
        <legend className="sr-only">{t('textEditor.showBlocks')}</legend>
        {(['all', 'incomplete', 'completed'] as const).map((f) => (
          <label key={f} className="flex items-center gap-1">
            <input type="radio" name={`block-filter-${action.uid}`} checked={filter === f} onChange={() => setFilter(f)} />
            {t(`textEditor.filters.${f}`)}
          </label>
        ))}
      </fieldset>
      {blocks.length > 0 && shown.length === 0 ? <p className="text-sm text-muted">{t('textEditor.noResults')}</p> : null}
      <ul className="grid gap-1">
        {shown.map((block) => (
          <BlockCard
            key={block.uid}
            block={block}
            questions={questions}
            testable={testable}
            onChange={(patch, field) => onPatch(updateBlock(action, block.uid, patch), `${action.uid}-block-${block.uid}-${field}`)}
            onDelete={() => setDeleting(block)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t('textEditor.deleteBlockTitle')}
        message={t('textEditor.deleteBlockMessage')}
        onNo={() => setDeleting(null)}
        onYes={() => {
          if (deleting) onPatch(deleteBlock(action, deleting.uid), `${action.uid}-blocks`);
          setDeleting(null);
        }}
      />
    </Panel>
  );
}

function LevelRow({ level, onChange, onDelete }: { level: NonNullable<Action['autoNumberingLevels']>[number]; onChange: (patch: { name?: string; type?: AutoNumberingType }, field: string) => void; onDelete: () => void }) {
  const { t } = useTranslation('documents');
  return (
    <li className="grid gap-1 rounded border border-line p-2" data-level={tagOf(level)}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <code className="text-xs text-muted">{`**${tagOf(level)}**`}</code>
        <Status complete={levelComplete(level)} />
      </div>
      <div className="grid grid-cols-2 gap-1">
        <NameField value={level.name} onChange={(name) => onChange({ name }, 'name')} />
        <label className="grid gap-1 text-sm font-medium">
          {t('textEditor.style')}
          <select className={inputClass} value={level.type} onChange={(e) => onChange({ type: e.target.value as AutoNumberingType }, 'type')}>
            {AUTO_NUMBERING_TYPES.map((style) => (
              <option key={style} value={style}>
                {t(`textEditor.styles.${style}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div>
        <Button type="button" size="sm" variant="ghost" onClick={onDelete} aria-label={t('textEditor.deleteLevelNamed', { name: level.name })}>
          {t('textEditor.deleteLevel')}
        </Button>
      </div>
    </li>
  );
}

export function AutoNumberingPanel({ action, onPatch }: { action: Action; onPatch: OnPatch }) {
  const levels = action.autoNumberingLevels ?? [];
  const [deleting, setDeleting] = useState<string | null>(null);
  const { t } = useTranslation('documents');
  return (
    <Panel label={t('textEditor.autoNumbering')}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{t('textEditor.autoNumberingCount', { count: levels.length })}</h3>
        <Button type="button" size="sm" onClick={() => onPatch(addLevel(action, randomId(6)), `${action.uid}-levels`)}>
          {t('textEditor.addLevel')}
        </Button>
      </div>
      <p className="text-xs text-muted">{t('textEditor.levelsNote')}</p>
      <ol className="grid gap-1">
        {levels.map((level) => (
          <LevelRow
            key={level.uid}
            level={level}
            onChange={(patch, field) => onPatch(updateLevel(action, level.uid, patch), `${action.uid}-level-${level.uid}-${field}`)}
            onDelete={() => setDeleting(level.uid)}
          />
        ))}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        title={t('textEditor.deleteItemTitle')}
        message={t('textEditor.deleteItemMessage')}
        onNo={() => setDeleting(null)}
        onYes={() => {
          if (deleting) onPatch(deleteLevel(action, deleting), `${action.uid}-levels`);
          setDeleting(null);
        }}
      />
    </Panel>
  );
}
