// The Dialog Builder (workflow-builder.md §2, a 75%-wide popup): the fields of one dialog-window element, only
// short text, long text and signature pad; a sortable list of them and a live Dialog Preview through the
// questionnaire's own renderer. Titles are normalised (spaces to hyphens, upper case) after a 500 ms pause and
// must be unique within the dialog.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import * as Dialog from '@radix-ui/react-dialog';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ElementField } from '~/components/questionnaire/element-field';
import { Button } from '~/components/ui/button';
import { DIALOG_FIELD_TYPES, type DialogField, type DialogFieldType, type ElementOfType, type WorkflowDefinition } from '~/engine';
import { useSayFinding } from '~/i18n/engine-texts';
import type { BuilderProblem } from '~/services/builder/definition';
import type { BuilderAction } from './builder-history';
import { DIALOG_TITLE_TAKEN_MESSAGE, newDialogField, normaliseDialogTitle, patchElement } from './element-operations';
import { dragAccessibility } from './drag-announcements';

/** §2: a dialog title is normalised once the author pauses typing for this long. */
export const DIALOG_TITLE_PAUSE_MS = 500;

const inputClass = 'w-full rounded-md border border-line px-2 py-1';

function DialogFieldRow({
  field,
  taken,
  problems,
  onChange,
  onMove,
  onDelete,
}: {
  field: DialogField;
  taken: boolean;
  problems: BuilderProblem[];
  onChange: (patch: Partial<DialogField>, key: string) => void;
  /** moves it one place up or down; undefined at that end of the list */
  onMove: { up?: (() => void) | undefined; down?: (() => void) | undefined };
  onDelete: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: field.uid });
  const [title, setTitle] = useState(field.title);
  // the stored title changes from outside too (undo, redo, the normalising): show it then
  const [shownTitle, setShownTitle] = useState(field.title);
  if (shownTitle !== field.title) {
    setShownTitle(field.title);
    setTitle(field.title);
  }
  useEffect(() => {
    if (title === field.title) return;
    const timer = setTimeout(() => {
      const normalised = normaliseDialogTitle(title);
      if (normalised === field.title) setTitle(normalised);
      else onChange({ title: normalised }, `${field.uid}.title`);
    }, DIALOG_TITLE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [title, field.title, field.uid, onChange]);
  const id = `dialog-field-${field.uid}`;
  const { t } = useTranslation('builder');
  const say = useSayFinding();
  // the save's problem of a taken title is said once, by the builder, in the admin's language
  const messages = [...(taken ? [t('dialog.titleTaken')] : []), ...problems.filter((p) => p.message !== DIALOG_TITLE_TAKEN_MESSAGE || !taken).map(say)];
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} data-uid={field.uid} className="grid gap-2 rounded-md border border-line bg-white p-2">
      <div className="flex items-center gap-2">
        <button type="button" className="inline-flex size-8 cursor-grab items-center justify-center rounded text-muted" aria-label={t('card.move', { title: field.title })} {...attributes} {...listeners}>
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <span className="rounded bg-brand-soft px-2 text-xs">{t(`types.${field.type}`)}</span>
        <span className="flex-1" />
        {/* a single pointer's way to reorder (WCAG 2.5.7) beside the drag handle */}
        <button type="button" className="inline-flex size-8 items-center justify-center rounded disabled:opacity-40" aria-label={t('card.moveUp', { title: field.title })} disabled={!onMove.up} onClick={onMove.up}>
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button type="button" className="inline-flex size-8 items-center justify-center rounded disabled:opacity-40" aria-label={t('card.moveDown', { title: field.title })} disabled={!onMove.down} onClick={onMove.down}>
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        <button type="button" className="inline-flex size-8 items-center justify-center rounded text-danger" aria-label={t('card.delete', { title: field.title })} onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <label htmlFor={`${id}-title`} className="text-sm font-medium">
        {t('dialog.title')}
      </label>
      <input id={`${id}-title`} className={inputClass} value={title} aria-invalid={messages.length ? true : undefined} onChange={(e) => setTitle(e.target.value)} />
      {messages.map((m) => (
        <p key={m} className="text-sm text-danger">
          {m}
        </p>
      ))}
      <label htmlFor={`${id}-label`} className="text-sm font-medium">
        {t('dialog.label')}
      </label>
      <input id={`${id}-label`} className={inputClass} value={field.label ?? ''} onChange={(e) => onChange({ label: e.target.value }, `${field.uid}.label`)} />
      <label htmlFor={`${id}-placeholder`} className="text-sm font-medium">
        {t('dialog.placeholder')}
      </label>
      <input id={`${id}-placeholder`} className={inputClass} value={field.placeholder ?? ''} onChange={(e) => onChange({ placeholder: e.target.value || undefined }, `${field.uid}.placeholder`)} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-5 accent-brand" checked={field.required === true} onChange={(e) => onChange({ required: e.target.checked || undefined }, `${field.uid}.required`)} />
        {t('dialog.required')}
      </label>
    </li>
  );
}

export function DialogBuilder({
  element,
  definition,
  problems,
  dispatch,
  onClose,
}: {
  element: ElementOfType<'dialog-window'>;
  definition: WorkflowDefinition;
  problems: BuilderProblem[];
  dispatch: (action: BuilderAction) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('builder');
  const [type, setType] = useState<DialogFieldType>('text-input-short');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const fields = element.dialogFields;
  const setFields = (change: (fields: DialogField[]) => DialogField[], key?: string) =>
    dispatch({
      type: 'edit',
      key,
      change: (d) => {
        const current = d.elements.find((e) => e.uid === element.uid);
        return current?.type === 'dialog-window' ? patchElement(d, element.uid, { dialogFields: change(current.dialogFields) }) : d;
      },
    });
  const counts = new Map<string, number>();
  for (const f of fields) counts.set(f.title, (counts.get(f.title) ?? 0) + 1);
  const problemsOf = (index: number) => problems.filter((p) => p.field.startsWith(`dialogFields/${index}`));

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    setFields((list) => {
      const from = list.findIndex((f) => f.uid === active.id);
      const to = list.findIndex((f) => f.uid === over.id);
      return from < 0 || to < 0 ? list : arrayMove(list, from, to);
    });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content aria-describedby={undefined} className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[75%] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold text-brand">{t('dialog.heading', { title: element.title })}</Dialog.Title>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            <div className="grid content-start gap-3">
              <div className="flex flex-wrap items-end gap-2">
                <div className="grid gap-1 text-sm">
                  <label htmlFor="dialog-element-type" className="font-medium">
                    {t('dialog.elementType')}
                  </label>
                  <select id="dialog-element-type" className="rounded-md border border-line px-2 py-1" value={type} onChange={(e) => setType(e.target.value as DialogFieldType)}>
                    {DIALOG_FIELD_TYPES.map((fieldType) => (
                      <option key={fieldType} value={fieldType}>
                        {t(`types.${fieldType}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <Button type="button" onClick={() => setFields((list) => [...list, newDialogField(type, list)])}>
                  {t('dialog.add')}
                </Button>
              </div>
              <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={dragAccessibility((id) => fields.find((f) => f.uid === id)?.title, t)}>
                <SortableContext items={fields.map((f) => f.uid)} strategy={verticalListSortingStrategy}>
                  <ol className="grid gap-2" aria-label={t('dialog.elements')}>
                    {fields.map((field, index) => (
                      <DialogFieldRow
                        key={field.uid}
                        field={field}
                        taken={(counts.get(field.title) ?? 0) > 1}
                        problems={problemsOf(index)}
                        onChange={(patch, key) => setFields((list) => list.map((f) => (f.uid === field.uid ? { ...f, ...patch } : f)), key)}
                        onMove={{
                          up: index > 0 ? () => setFields((list) => arrayMove(list, index, index - 1)) : undefined,
                          down: index < fields.length - 1 ? () => setFields((list) => arrayMove(list, index, index + 1)) : undefined,
                        }}
                        onDelete={() => setFields((list) => list.filter((f) => f.uid !== field.uid))}
                      />
                    ))}
                  </ol>
                </SortableContext>
              </DndContext>
              {fields.length === 0 ? <p className="text-sm text-muted">{t('dialog.none')}</p> : null}
            </div>
            <section aria-label={t('dialog.preview')} className="grid content-start gap-2 rounded-lg border border-line bg-canvas p-3">
              <h3 className="font-semibold text-brand">{t('dialog.preview')}</h3>
              <ElementField element={element} value={undefined} version={0} fingerprint="" messages={[]} hydrated workflowState={definition.state} />
            </section>
          </div>
          <div className="mt-6 flex justify-end">
            <Button type="button" onClick={onClose}>
              {t('dialog.done')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
