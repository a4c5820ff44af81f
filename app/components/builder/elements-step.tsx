// Step 2, Build Form (workflow-builder.md §2): the element-type picker (every type of the engine's registry),
// page tabs, a search over the page's elements when it has more than 10 (§9: from 3 characters, 300 ms after the
// last key; by title, label or type), the page's elements in a sortable list (drag, or the keyboard: focus a
// handle, Space, arrows, Space), each an expandable card; beside it the live preview with 'Display All Form
// Elements' and 'Participating: Uni / Col', which stays in view (sticky) beside a long open card on a wide screen.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '~/components/ui/dialog';
import { Button } from '~/components/ui/button';
import { ELEMENT_TYPES, type ElementType, type WorkflowDefinition } from '~/engine';
import type { BuilderProblem } from '~/services/builder/definition';
import type { BuilderAction } from './builder-history';
import { BuilderPreview } from './builder-preview';
import { DialogBuilder } from './dialog-builder';
import { ElementCard } from './element-card';
import { dragAccessibility } from './drag-announcements';
import {
  addElement,
  deleteElement,
  duplicateElement,
  moveElement,
  newElement,
  PAGE_SEARCH_DEBOUNCE_MS,
  PAGE_SEARCH_MIN_CHARACTERS,
  pagesOf,
  patchElement,
  searchPageElements,
  showsPageSearch,
} from './element-operations';

/** The page's search box: what is typed shows at once, the list follows 300 ms after the last key (§9). */
function PageSearch({ onSearch, pageUid }: { onSearch: (query: string) => void; pageUid: string }) {
  const [typed, setTyped] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { t } = useTranslation('builder', { keyPrefix: 'elements' });
  function type(query: string) {
    setTyped(query);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(query), PAGE_SEARCH_DEBOUNCE_MS);
  }
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={`page-search-${pageUid}`} className="font-medium">
        {t('search')}
      </label>
      <input
        id={`page-search-${pageUid}`}
        type="search"
        className="rounded-md border border-line px-2 py-1"
        placeholder={t('searchHint', { count: PAGE_SEARCH_MIN_CHARACTERS })}
        value={typed}
        onChange={(e) => type(e.target.value)}
      />
    </div>
  );
}

export function PageTabs({
  definition,
  pageIndex,
  onSelect,
  label,
}: {
  definition: WorkflowDefinition;
  pageIndex: number;
  onSelect: (index: number) => void;
  label: string;
}) {
  const { t } = useTranslation('builder', { keyPrefix: 'elements' });
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-1">
      {pagesOf(definition).map((page, index) => (
        <button
          key={page.uid}
          type="button"
          role="tab"
          aria-selected={index === pageIndex}
          className={`rounded-t-md border border-b-0 px-3 py-1 text-sm ${index === pageIndex ? 'bg-white font-semibold text-brand' : 'bg-brand-soft'}`}
          onClick={() => onSelect(index)}
        >
          {page.label ? <span lang="en">{page.label}</span> : t('pageNumbered', { number: index + 1 })}
        </button>
      ))}
    </div>
  );
}

export function PreviewSwitches({
  showAll,
  collaborate,
  onShowAll,
  onCollaborate,
}: {
  showAll?: boolean;
  collaborate: boolean;
  onShowAll?: (v: boolean) => void;
  onCollaborate: (v: boolean) => void;
}) {
  const { t } = useTranslation('builder', { keyPrefix: 'elements' });
  return (
    <div className="flex flex-wrap items-center gap-4 text-sm">
      {onShowAll ? (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            role="switch"
            className="size-5 accent-brand"
            checked={showAll}
            onChange={(e) => onShowAll(e.target.checked)}
          />
          {t('displayAll')}
        </label>
      ) : null}
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          role="switch"
          className="size-5 accent-brand"
          checked={collaborate}
          onChange={(e) => onCollaborate(e.target.checked)}
        />
        {collaborate ? t('participatingCol') : t('participatingUni')}
      </label>
    </div>
  );
}

export function ElementsStep({
  definition,
  formId,
  problems,
  dispatch,
}: {
  definition: WorkflowDefinition;
  /** the saved form's id, where element pictures are kept; null until the first save */
  formId: string | null;
  problems: BuilderProblem[];
  dispatch: (action: BuilderAction) => void;
}) {
  const { t } = useTranslation('builder');
  const [pageIndex, setPageIndex] = useState(0);
  const [type, setType] = useState<ElementType>('text-input-short');
  const [openUid, setOpenUid] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const elementList = useRef<HTMLOListElement>(null);
  const [dialogUid, setDialogUid] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(true);
  // §2 Step 2: the switch sets the workflow's collaborate flag (saved with the draft), and the preview follows it
  const collaborate = definition.collaborate !== false;
  const setCollaborate = (value: boolean) => dispatch({ type: 'edit', change: (draft) => ({ ...draft, collaborate: value }) });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const pages = pagesOf(definition);
  const current = Math.min(pageIndex, pages.length - 1);
  const page = pages[current];
  const elements = page ? definition.elements.slice(page.start, page.end) : [];
  const [search, setSearch] = useState({ pageUid: '', query: '' });
  const listed = searchPageElements(elements, search.pageUid === page?.uid ? search.query : '');
  const edit = (change: (d: WorkflowDefinition) => WorkflowDefinition, key?: string) =>
    dispatch({ type: 'edit', change, key });

  function add() {
    // made here, not inside the reducer (React may run that later), so its card can be opened at once
    const element = newElement(type, definition);
    edit((d) => addElement(d, type, current, element).definition);
    if (type === 'page-break') setPageIndex(pages.length);
    setOpenUid(element.uid);
  }

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (over && active.id !== over.id) edit((d) => moveElement(d, String(active.id), String(over.id)));
  }
  const accessibility = dragAccessibility((id) => elements.find((e) => e.uid === id)?.title, t);

  const dialogElement = definition.elements.find((e) => e.uid === dialogUid);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid content-start gap-3">
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1 text-sm">
            <label htmlFor="element-type" className="font-medium">
              {t('elements.elementType')}
            </label>
            <select
              id="element-type"
              className="rounded-md border border-line px-2 py-1"
              value={type}
              onChange={(e) => setType(e.target.value as ElementType)}
            >
              {ELEMENT_TYPES.map((elementType) => (
                <option key={elementType} value={elementType}>
                  {t(`types.${elementType}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="button" onClick={add}>
            {t('elements.add')}
          </Button>
        </div>
        <PageTabs definition={definition} pageIndex={current} onSelect={setPageIndex} label={t('elements.pages')} />
        {page && showsPageSearch(elements) ? (
          // one box per page (its key), so a search typed on one page does not filter the next
          <PageSearch key={page.uid} pageUid={page.uid} onSearch={(query) => setSearch({ pageUid: page.uid, query })} />
        ) : null}
        {listed.length < elements.length ? (
          <p
            className="text-sm text-muted"
            role="status"
          >{t('elements.found', { listed: listed.length, count: elements.length })}</p>
        ) : null}
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
          <SortableContext items={listed.map((e) => e.uid)} strategy={verticalListSortingStrategy}>
            {/* focusable by script: it takes the focus when the element whose Delete opened the dialog is gone */}
            <ol ref={elementList} tabIndex={-1} className="grid gap-2" aria-label={t('elements.listOf', { page: page?.label ?? t('elements.thePage') })}>
              {listed.map((element) => {
                const i = elements.indexOf(element);
                return (
                  <ElementCard
                    key={element.uid}
                    element={element}
                    definition={definition}
                    formId={formId}
                    number={(page?.start ?? 0) + i + 1}
                    // a page's page-break starts it; the very first one cannot be touched at all
                    fixed={i === 0}
                    open={openUid === element.uid}
                    problems={problems.filter((p) => p.elementUid === element.uid)}
                    onToggle={() => setOpenUid(openUid === element.uid ? null : element.uid)}
                    onPatch={(patch, key) => edit((d) => patchElement(d, element.uid, patch), key)}
                    // a single pointer's way to reorder (WCAG 2.5.7): the page's first element, its page-break, stays first
                    onMoveUp={i > 1 ? () => edit((d) => moveElement(d, element.uid, elements[i - 1]!.uid)) : undefined}
                    onMoveDown={i > 0 && i < elements.length - 1 ? () => edit((d) => moveElement(d, element.uid, elements[i + 1]!.uid)) : undefined}
                    onDuplicate={() => edit((d) => duplicateElement(d, element.uid))}
                    onDelete={() => setDeleting(element.uid)}
                    onOpenDialogBuilder={() => setDialogUid(element.uid)}
                  />
                );
              })}
            </ol>
          </SortableContext>
        </DndContext>
        {page && current > 0 ? (
          <Button type="button" variant="secondary" onClick={() => setDeleting(page.uid)}>
            {t('elements.deletePageBreak')}
          </Button>
        ) : null}
      </div>
      <div className="grid content-start gap-3 self-start rounded-lg border border-line bg-canvas p-3 lg:sticky lg:top-[calc(var(--builder-header,0px)+1rem)] lg:max-h-[calc(100vh-var(--builder-header,0px)-2rem)] lg:overflow-y-auto">
        <h2 className="text-lg font-semibold text-brand">{t('elements.preview')}</h2>
        <PreviewSwitches
          showAll={showAll}
          collaborate={collaborate}
          onShowAll={setShowAll}
          onCollaborate={setCollaborate}
        />
        <BuilderPreview
          key={page?.uid}
          definition={definition}
          pageIndex={current}
          options={{ showAll, collaborate }}
        />
      </div>
      <ModalDialog
        open={deleting !== null}
        title={t('elements.deleteTitle')}
        description={t('elements.deleteMessage')}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        returnFocus={() => elementList.current}
      >
        <Button type="button" variant="secondary" onClick={() => setDeleting(null)}>
          {t('elements.cancel')}
        </Button>
        <Button
          type="button"
          onClick={() => {
            const uid = deleting;
            setDeleting(null);
            if (uid) edit((d) => deleteElement(d, uid));
          }}
        >
          {t('elements.confirm')}
        </Button>
      </ModalDialog>
      {dialogElement?.type === 'dialog-window' ? (
        <DialogBuilder
          element={dialogElement}
          definition={definition}
          problems={problems.filter((p) => p.elementUid === dialogElement.uid)}
          dispatch={dispatch}
          onClose={() => setDialogUid(null)}
        />
      ) : null}
    </div>
  );
}
