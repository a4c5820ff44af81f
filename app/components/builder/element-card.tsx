// One element in step 2's list: a sortable row (dnd-kit, moved by mouse, touch or keyboard through its handle)
// that opens into a card with every attribute of its type, its problems from the last save, and Duplicate and
// Delete. The first page-break is fixed: no handle, no Duplicate, no Delete (§2 Step 2).
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, Copy, GripVertical, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FormElement, WorkflowDefinition } from '~/engine';
import type { BuilderProblem } from '~/services/builder/definition';
import { Button } from '~/components/ui/button';
import { useSayFinding } from '~/i18n/engine-texts';
import { AttributeInput, editedAttributes } from './element-attributes';
import { ElementLogicMarker } from './logic/logic-findings-marker';

export interface ElementCardProps {
  element: FormElement;
  definition: WorkflowDefinition;
  /** the saved form's id (its pictures are kept under it), null until the first save */
  formId: string | null;
  number: number;
  fixed: boolean;
  open: boolean;
  problems: BuilderProblem[];
  onToggle: () => void;
  /** key: the box typed in (a burst of typing is one undo step); undefined for a change of its own */
  onPatch: (patch: Record<string, unknown>, key?: string) => void;
  /** moves it one place up or down its page; undefined where it cannot go (the button stays, disabled) */
  onMoveUp?: (() => void) | undefined;
  onMoveDown?: (() => void) | undefined;
  onDuplicate: () => void;
  onDelete: () => void;
  onOpenDialogBuilder: () => void;
}

const moveButtonClass = 'inline-flex size-8 items-center justify-center rounded hover:bg-brand-soft disabled:opacity-40';

export function ElementCard({ element, definition, formId, number, fixed, open, problems, onToggle, onPatch, onMoveUp, onMoveDown, onDuplicate, onDelete, onOpenDialogBuilder }: ElementCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: element.uid, disabled: fixed });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const bodyId = `card-${element.uid}`;
  const say = useSayFinding();
  const problemsAt = (field: string) => problems.filter((p) => p.field === field || p.field.startsWith(`${field}/`)).map(say);
  const shownAtFields = new Set(editedAttributes(element).map(([name]) => name));
  const otherProblems = problems.filter((p) => !shownAtFields.has(p.field.split('/')[0] ?? ''));
  const { t } = useTranslation('builder');
  const title = element.title;
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-uid={element.uid}
      className={`rounded-lg border bg-white ${problems.length ? 'border-danger' : 'border-line'} ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <div className="flex items-center gap-2 p-2">
        {fixed ? (
          <span className="inline-block w-8" aria-hidden="true" />
        ) : (
          <button
            type="button"
            className="inline-flex size-8 cursor-grab items-center justify-center rounded text-muted hover:bg-brand-soft"
            aria-label={t('card.move', { title })}
            {...attributes}
            {...listeners}
          >
            <GripVertical aria-hidden="true" className="size-5" />
          </button>
        )}
        <button type="button" className="flex flex-1 items-center gap-2 text-left" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          {open ? <ChevronDown aria-hidden="true" className="size-4" /> : <ChevronRight aria-hidden="true" className="size-4" />}
          <span className="text-sm text-muted">{number}</span>
          {element.title ? (
            <span className="font-medium" lang="en">
              {element.title}
            </span>
          ) : (
            <span className="font-medium">{t('card.noTitle')}</span>
          )}
          <span className="rounded bg-brand-soft px-2 text-xs">{t(`types.${element.type}`)}</span>
          {problems.length ? <span className="text-xs text-danger">{t('card.toFix', { count: problems.length })}</span> : null}
        </button>
        <ElementLogicMarker definition={definition} uid={element.uid} title={element.title} />
        {fixed ? null : (
          <>
            <button type="button" className={moveButtonClass} aria-label={t('card.moveUp', { title })} disabled={!onMoveUp} onClick={onMoveUp}>
              <ArrowUp aria-hidden="true" className="size-4" />
            </button>
            <button type="button" className={moveButtonClass} aria-label={t('card.moveDown', { title })} disabled={!onMoveDown} onClick={onMoveDown}>
              <ArrowDown aria-hidden="true" className="size-4" />
            </button>
            <button type="button" className="inline-flex size-8 items-center justify-center rounded hover:bg-brand-soft" aria-label={t('card.duplicate', { title })} onClick={onDuplicate}>
              <Copy aria-hidden="true" className="size-4" />
            </button>
            <button type="button" className="inline-flex size-8 items-center justify-center rounded text-danger hover:bg-red-50" aria-label={t('card.delete', { title })} onClick={onDelete}>
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </>
        )}
      </div>
      {open ? (
        <div id={bodyId} className="grid gap-3 border-t border-line p-3">
          {otherProblems.map((p) => (
            <p key={`${p.field}-${p.message}`} className="text-sm text-danger">
              {p.field ? `${p.field}: ${say(p)}` : say(p)}
            </p>
          ))}
          {editedAttributes(element).map(([name, schema]) => (
            <AttributeInput
              key={name}
              element={element}
              name={name}
              schema={schema}
              definition={definition}
              formId={formId}
              problems={problemsAt(name)}
              onPatch={(patch, key) => onPatch(patch, key === null ? undefined : `${element.uid}.${name}${key ? `.${key}` : ''}`)}
            />
          ))}
          {element.type === 'dialog-window' ? (
            <div className="grid gap-1">
              <p className="text-sm">{t('card.dialogFields', { count: element.dialogFields.length })}</p>
              {problemsAt('dialogFields').map((m) => (
                <p key={m} className="text-sm text-danger">
                  {m}
                </p>
              ))}
              <Button type="button" variant="secondary" onClick={onOpenDialogBuilder}>
                {t('card.openDialogBuilder')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
