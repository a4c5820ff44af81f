// Step 4, Documents (workflow-builder.md §2 step 4, §4, §5): the document selector with add, rename, delete and the
// reorder dialog; uploads of court PDFs and page images; the page cards, drawn by pdf.js, with rename, move and
// delete; the keyword filter; and the document-level display logic card. Every change goes through the draft's
// history, so it can be undone, and becomes permanent only when the workflow is saved.
import { keywordState, NoResults, SEARCH_ERROR_CLASS } from '~/components/ui/no-results';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { ConfirmDialog, ModalDialog } from '~/components/ui/dialog';
import { FormMessage } from '~/components/ui/field';
import { signedDocumentChoice, type Document, type DocumentChildrenOption, type PageSource, type WorkflowDefinition } from '~/engine';
import {
  ACCEPTED_UPLOAD_EXTENSIONS,
  addDocument,
  addPages,
  canDeleteDocument,
  CHILDREN_FILTERS,
  deleteDocument,
  deletePage,
  documentsOf,
  filterPages,
  MAX_TEMPLATE_BYTES,
  movePage,
  MOVE_TO_START,
  NAME_IN_USE_MESSAGE,
  NO_PAGE_FILTER,
  pageNameProblem,
  renameDocument,
  renamePage,
  reorderDocuments,
  setDocumentChildrenOption,
  setSignedDocument,
  UNIQUE_PAGE_NAME_MESSAGE,
  type FilteredPage,
  type PageFilter,
} from '~/services/builder/documents';
import { randomId, type BuilderProblem } from '~/services/builder/definition';
import type { BuilderAction } from '../builder-history';
import { DocumentDisplayLogicCard } from '../rules/document-display-logic-card';
import { FieldOverlays, FormFieldsPanel, useTemplateFields } from './form-fields-panel';
import { TemplatePageView } from './pdf-view';

/** A page name's problem (the services' English words) in the page's language. */
function pageNameProblemText(t: TFunction<'documents'>, problem: string | undefined): string | undefined {
  if (problem === undefined) return undefined;
  if (problem === 'Required') return t('documentsStep.required');
  if (problem === UNIQUE_PAGE_NAME_MESSAGE) return t('documentsStep.uniquePageName');
  if (problem === NAME_IN_USE_MESSAGE) return t('documentsStep.nameInUse');
  return problem;
}
/** §9: the reorder dialog closes this long after a drop. */
const REORDER_CLOSE_MS = 1500;
/** §9: filter debounce. */
const FILTER_DEBOUNCE_MS = 300;
const THUMBNAIL_WIDTH = 170;

type Dispatch = (action: BuilderAction) => void;
type UploadResponse =
  { ok: true; ref: string; kind: 'pdf' | 'image'; pageCount: number; stem: string } | { ok: false; message: string };

const inputClass = 'min-h-11 w-full rounded-md border border-line bg-white px-3 py-2';

function PlainField({ label, children, hint }: { label: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      {children}
      {hint}
    </label>
  );
}

/** The document being worked on: the one chosen, or the first when it no longer exists. */
export function currentDocumentOf(definition: WorkflowDefinition, uid: string | undefined): Document | undefined {
  const documents = documentsOf(definition);
  return documents.find((d) => d.uid === uid) ?? documents[0];
}

export function DocumentSelector({
  definition,
  current,
  onSelect,
}: {
  definition: WorkflowDefinition;
  current: Document | undefined;
  onSelect: (uid: string) => void;
}) {
  const { t } = useTranslation('documents');
  return (
    <PlainField label={t('documentsStep.document')}>
      <select
        className={inputClass}
        value={current?.uid ?? ''}
        onChange={(e) => onSelect(e.target.value)}
        disabled={!current}
      >
        {documentsOf(definition).map((d) => (
          <option key={d.uid} value={d.uid}>
            {d.name}
          </option>
        ))}
      </select>
    </PlainField>
  );
}

function SortableDocument({ document }: { document: Document }) {
  const { t } = useTranslation('documents');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: document.uid });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-2 rounded border border-line bg-white p-2 ${isDragging ? 'shadow-lg' : ''}`}
    >
      <button
        type="button"
        className="inline-flex size-8 cursor-grab items-center justify-center rounded text-muted hover:bg-brand-soft"
        aria-label={t('documentsStep.moveNamed', { name: document.name })}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      {document.name}
    </li>
  );
}

function ReorderDialog({
  definition,
  open,
  onClose,
  dispatch,
}: {
  definition: WorkflowDefinition;
  open: boolean;
  onClose: () => void;
  dispatch: Dispatch;
}) {
  const { t } = useTranslation('documents');
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const documents = documentsOf(definition);
  function onDragEnd(event: DragEndEvent) {
    const from = documents.findIndex((d) => d.uid === event.active.id);
    const to = documents.findIndex((d) => d.uid === event.over?.id);
    if (from < 0 || to < 0 || from === to) return;
    const uids = arrayMove(documents, from, to).map((d) => d.uid);
    dispatch({ type: 'edit', change: (draft) => reorderDocuments(draft, uids) });
    clearTimeout(timer.current);
    timer.current = setTimeout(onClose, REORDER_CLOSE_MS);
  }
  return (
    <ModalDialog
      open={open}
      title={t('documentsStep.reorderTitle')}
      onOpenChange={(next) => (next ? undefined : onClose())}
      description={
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={documents.map((d) => d.uid)} strategy={verticalListSortingStrategy}>
            <p className="mb-2 text-sm text-muted">{t('documentsStep.reorderHelp')}</p>
            <ol className="grid gap-2" aria-label={t('documentsStep.documentsInOrder')}>
              {documents.map((d) => (
                <SortableDocument key={d.uid} document={d} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      }
    >
      <Button type="button" onClick={onClose}>
        {t('documentsStep.done')}
      </Button>
    </ModalDialog>
  );
}

function NameDialog({
  open,
  title,
  label,
  initial,
  onAccept,
  onClose,
  problemOf,
  acceptLabel,
}: {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  onAccept: (name: string) => string | undefined;
  onClose: () => void;
  problemOf?: (name: string) => string | undefined;
  acceptLabel?: string;
}) {
  const { t } = useTranslation('documents');
  const [name, setName] = useState(initial);
  const [refused, setRefused] = useState<string | undefined>();
  const problem = problemOf?.(name);
  function accept() {
    const result = onAccept(name);
    if (result) setRefused(result);
    else onClose();
  }
  return (
    <ModalDialog
      open={open}
      title={title}
      onOpenChange={(next) => (next ? undefined : onClose())}
      description={
        <form
          onSubmit={(event) => {
            event.preventDefault();
            accept();
          }}
          className="grid gap-2"
        >
          <PlainField label={label}>
            <input
              className={inputClass}
              value={name}
              autoFocus
              aria-invalid={problem ? true : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setRefused(undefined);
              }}
            />
          </PlainField>
          {problem ? <p className="text-sm text-danger">{problem}</p> : null}
          {refused ? <FormMessage type="error">{refused}</FormMessage> : null}
        </form>
      }
    >
      <Button type="button" variant="secondary" onClick={onClose}>
        {t('documentsStep.cancel')}
      </Button>
      <Button type="button" onClick={accept} disabled={Boolean(problem)}>
        {acceptLabel ?? t('documentsStep.accept')}
      </Button>
    </ModalDialog>
  );
}

function MovePageDialog({
  document,
  index,
  onMove,
  onClose,
}: {
  document: Document;
  index: number;
  onMove: (target: typeof MOVE_TO_START | number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  const [target, setTarget] = useState('');
  return (
    <ModalDialog
      open
      title={t('documentsStep.movePageTitle')}
      onOpenChange={(next) => (next ? undefined : onClose())}
      description={
        <PlainField label={t('documentsStep.movePageTo', { name: document.pages[index]?.name ?? t('documentsStep.thePage') })}>
          <select className={inputClass} value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">{t('documentsStep.chooseWhere')}</option>
            <option value={MOVE_TO_START}>{t('documentsStep.start')}</option>
            {document.pages.map((page, i) =>
              i === index ? null : (
                <option key={`${page.name}-${i}`} value={String(i)}>
                  {t('documentsStep.after', { name: page.name })}
                </option>
              ),
            )}
          </select>
        </PlainField>
      }
    >
      <Button type="button" variant="secondary" onClick={onClose}>
        {t('documentsStep.cancel')}
      </Button>
      <Button
        type="button"
        disabled={!target}
        onClick={() => {
          onMove(target === MOVE_TO_START ? MOVE_TO_START : Number(target));
          onClose();
        }}
      >
        {t('documentsStep.move')}
      </Button>
    </ModalDialog>
  );
}

function KeywordFilter({ onChange, noResults }: { onChange: (filter: PageFilter) => void; noResults: boolean }) {
  const { t } = useTranslation('documents');
  const [filter, setFilter] = useState<PageFilter>(NO_PAGE_FILTER);
  useEffect(() => {
    const timer = setTimeout(() => onChange(filter), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filter, onChange]);
  return (
    <fieldset className="grid gap-2 rounded-lg border border-line bg-white p-3">
      <legend className="px-1 text-sm font-semibold">{t('documentsStep.findPages')}</legend>
      <PlainField label={t('documentsStep.keyword')}>
        <input
          className={`${inputClass} ${SEARCH_ERROR_CLASS}`}
          type="search"
          {...keywordState(filter.keyword, noResults, 'pages-no-results')}
          value={filter.keyword}
          onChange={(e) => setFilter({ ...filter, keyword: e.target.value })}
        />
      </PlainField>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          role="switch"
          className="size-5 accent-brand"
          checked={filter.caseSensitive}
          onChange={(e) => setFilter({ ...filter, caseSensitive: e.target.checked })}
        />
        {t('documentsStep.caseSensitive')}
      </label>
      <div role="radiogroup" aria-label={t('documentsStep.childrenFilter')} className="flex flex-wrap gap-3 text-sm">
        {CHILDREN_FILTERS.map((option) => (
          <label key={option.value} className="flex items-center gap-1">
            <input
              type="radio"
              name="children-filter"
              className="size-4 accent-brand"
              checked={filter.children === option.value}
              onChange={() => setFilter({ ...filter, children: option.value })}
            />
            {t(`documentsStep.children.${option.value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type PageDialog = { kind: 'rename' | 'move' | 'delete'; documentUid: string; index: number } | null;

function PageCard({
  formId,
  page,
  number,
  onRename,
  onMove,
  onDelete,
}: {
  formId: string | null;
  page: FilteredPage;
  number: number;
  onRename: () => void;
  onMove: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('documents');
  const source = page.page.source;
  // a fillable PDF's fields drawn on its page (issue 34)
  const form = useTemplateFields(formId, source.kind === 'pdf' ? source.file : undefined);
  const pdfPage = source.kind === 'pdf' ? source.page : 0;
  return (
    <li className="grid gap-2 rounded-lg border border-line bg-white p-2" data-page-name={page.page.name}>
      {formId ? (
        <TemplatePageView
          formId={formId}
          source={source}
          width={THUMBNAIL_WIDTH}
          label={t('documentsStep.pageLabel', { number, name: page.page.name })}
        >
          {form?.ok ? <FieldOverlays fields={form.fields} page={pdfPage} size={form.pageSizes[pdfPage - 1]} /> : null}
        </TemplatePageView>
      ) : (
        <div style={{ width: THUMBNAIL_WIDTH }} className="text-sm text-muted">
          {t('refusals.notSavedYet')}
        </div>
      )}
      <p className="text-sm">
        <span className="font-semibold" lang="en">
          {page.page.name}
        </span>
        <span className="block text-muted">{t('documentsStep.pageOf', { document: page.documentName, number })}</span>
      </p>
      <div className="flex flex-wrap gap-1">
        <Button type="button" size="sm" variant="secondary" onClick={onRename} aria-label={t('documentsStep.renameNamed', { name: page.page.name })}>
          {t('documentsStep.rename')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onMove} aria-label={t('documentsStep.moveNamed', { name: page.page.name })}>
          {t('documentsStep.move')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDelete} aria-label={t('documentsStep.deleteNamed', { name: page.page.name })}>
          {t('documentsStep.delete')}
        </Button>
      </div>
    </li>
  );
}

/** A GIF becomes a PNG in the browser before it is sent: the PDF library embeds PNG and JPEG only. */
async function gifAsPng(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the GIF could not be converted');
  return new File([blob], file.name.replace(/\.gif$/i, '.png'), { type: 'image/png' });
}

function UploadPages({
  formId,
  onUploaded,
}: {
  formId: string | null;
  onUploaded: (upload: Extract<UploadResponse, { ok: true }>) => void;
}) {
  const { t } = useTranslation('documents');
  const [state, setState] = useState<{ busy: boolean; message?: { type: 'error' | 'info'; text: string } }>({
    busy: false,
  });
  const input = useRef<HTMLInputElement>(null);
  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const extension = chosen.name.slice(chosen.name.lastIndexOf('.')).toLowerCase();
    if (!(ACCEPTED_UPLOAD_EXTENSIONS as readonly string[]).includes(extension))
      return setState({ busy: false, message: { type: 'info', text: t('refusals.accepted') } });
    if (chosen.size > MAX_TEMPLATE_BYTES)
      return setState({ busy: false, message: { type: 'error', text: t('refusals.tooLarge') } });
    if (!formId) return setState({ busy: false, message: { type: 'info', text: t('refusals.notSavedYet') } });
    setState({ busy: true, message: { type: 'info', text: t('upload.uploading', { name: chosen.name }) } });
    try {
      const file = extension === '.gif' ? await gifAsPng(chosen) : chosen;
      const body = new FormData();
      body.set('file', file);
      const response = await fetch(`/manage-workflows/${encodeURIComponent(formId)}/documents/upload`, {
        method: 'POST',
        body,
      });
      if (response.status === 413)
        return setState({ busy: false, message: { type: 'error', text: t('refusals.tooLarge') } });
      const answer = (await response
        .json()
        .catch(() => ({ ok: false, message: t('upload.didNotFinish') }))) as UploadResponse;
      if (!answer.ok)
        return setState({
          busy: false,
          message: { type: answer.message === t('refusals.accepted') ? 'info' : 'error', text: answer.message },
        });
      onUploaded(answer);
      setState({
        busy: false,
        message: {
          type: 'info',
          text: t('upload.added', { name: chosen.name, count: answer.pageCount }),
        },
      });
    } catch {
      setState({
        busy: false,
        message: { type: 'error', text: t('upload.connectionLost') },
      });
    }
  }
  return (
    <div className="grid gap-2">
      <div>
        <Button type="button" variant="secondary" disabled={state.busy} onClick={() => input.current?.click()}>
          {state.busy ? t('upload.uploadingButton') : t('upload.addPages')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_UPLOAD_EXTENSIONS.join(',')}
          className="sr-only"
          aria-label={t('upload.addPagesLabel')}
          tabIndex={-1}
          onChange={upload}
          data-testid="template-upload"
        />
      </div>
      <div aria-live="polite">
        {state.message ? <FormMessage type={state.message.type}>{state.message.text}</FormMessage> : null}
      </div>
    </div>
  );
}

/** Step 4's mark on the document people sign at step 5 (ADR 027), with which one signs now and why. */
function SignedDocumentSetting({ definition, current, dispatch }: { definition: WorkflowDefinition; current: Document; dispatch: Dispatch }) {
  const { t } = useTranslation('documents');
  const choice = signedDocumentChoice(documentsOf(definition));
  const now =
    'problem' in choice
      ? choice.problem === 'several'
        ? t('documentsStep.signedSeveral')
        : t('documentsStep.signedNone')
      : choice.document.uid !== current.uid
        ? t('documentsStep.signedOther', { name: choice.document.name })
        : choice.by === 'name'
          ? t('documentsStep.signedByName')
          : null;
  return (
    <div className="grid gap-1">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5 accent-brand"
          checked={current.signedDocument === true}
          onChange={(e) => dispatch({ type: 'edit', change: (draft) => setSignedDocument(draft, current.uid, e.target.checked) })}
        />
        {t('documentsStep.signedDocument')}
      </label>
      {now ? <p className="text-sm text-muted">{now}</p> : null}
    </div>
  );
}

export function DocumentsStep({
  definition,
  formId,
  documentUid,
  onDocument,
  problems,
  dispatch,
}: {
  definition: WorkflowDefinition;
  formId: string | null;
  documentUid: string | undefined;
  onDocument: (uid: string) => void;
  /** What the last save found, for the form fields panel to list its document's. */
  problems?: BuilderProblem[];
  dispatch: Dispatch;
}) {
  const { t } = useTranslation('documents');
  const [dialog, setDialog] = useState<'add' | 'rename' | 'delete' | 'reorder' | null>(null);
  const [pageDialog, setPageDialog] = useState<PageDialog>(null);
  const [filter, setFilter] = useState<PageFilter>(NO_PAGE_FILTER);
  const current = currentDocumentOf(definition, documentUid);
  const filtering = filter.keyword.trim() !== '' || filter.children !== 'all';
  const pages = filtering
    ? filterPages(definition, filter)
    : current
      ? current.pages.map((page, index) => ({ documentUid: current.uid, documentName: current.name, index, page }))
      : [];
  const pageDocument = pageDialog ? documentsOf(definition).find((d) => d.uid === pageDialog.documentUid) : undefined;

  function onUploaded(upload: Extract<UploadResponse, { ok: true }>) {
    const existing = current?.uid;
    const target = existing ?? randomId(12);
    const sources: PageSource[] =
      upload.kind === 'pdf'
        ? Array.from({ length: upload.pageCount }, (_, i) => ({ kind: 'pdf' as const, file: upload.ref, page: i + 1 }))
        : [{ kind: 'image', file: upload.ref }];
    dispatch({
      type: 'edit',
      change: (draft) => {
        // the first upload of a workflow without documents makes its first document
        const next = documentsOf(draft).some((d) => d.uid === target)
          ? draft
          : addDocument(draft, '', target).definition;
        return addPages(next, target, upload.stem, sources);
      },
    });
    onDocument(target);
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
      <aside className="grid content-start gap-3">
        {current ? (
          <DocumentSelector definition={definition} current={current} onSelect={onDocument} />
        ) : (
          <p className="text-sm text-muted">{t('documentsStep.noDocuments')}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" onClick={() => setDialog('add')}>
            {t('documentsStep.addDocument')}
          </Button>
          <Button type="button" size="sm" variant="secondary" disabled={!current} onClick={() => setDialog('rename')}>
            {t('documentsStep.rename')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={documentsOf(definition).length < 2}
            onClick={() => setDialog('reorder')}
          >
            {t('documentsStep.reorder')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={!canDeleteDocument(definition)}
            title={canDeleteDocument(definition) ? undefined : t('documentsStep.keepOneDocument')}
            onClick={() => setDialog('delete')}
          >
            {t('documentsStep.delete')}
          </Button>
        </div>
        {current ? (
          <PlainField label={t('documentsStep.forFamilies')}>
            <select
              className={inputClass}
              value={current.childrenOption ?? 'both'}
              onChange={(e) =>
                dispatch({
                  type: 'edit',
                  change: (draft) =>
                    setDocumentChildrenOption(draft, current.uid, e.target.value as DocumentChildrenOption),
                })
              }
            >
              <option value="both">{t('documentsStep.children.both')}</option>
              <option value="with">{t('documentsStep.children.with')}</option>
              <option value="without">{t('documentsStep.children.without')}</option>
            </select>
          </PlainField>
        ) : null}
        {current ? <SignedDocumentSetting definition={definition} current={current} dispatch={dispatch} /> : null}
        <UploadPages formId={formId} onUploaded={onUploaded} />
        <KeywordFilter onChange={setFilter} noResults={filtering && pages.length === 0} />
        {current ? <DocumentDisplayLogicCard document={current} definition={definition} edit={(change, key) => dispatch({ type: 'edit', change, key })} /> : null}
      </aside>
      <section
        aria-label={filtering ? t('documentsStep.pagesFound') : t('documentsStep.pagesOf', { name: current?.name ?? t('documentsStep.theDocument') })}
        className="grid content-start gap-2"
      >
        <h2 className="text-lg font-semibold">
          {filtering
            ? t('documentsStep.pagesFoundCount', { count: pages.length })
            : current
              ? t('documentsStep.pageCount', { name: current.name, count: current.pages.length })
              : t('documentsStep.pages')}
        </h2>
        {pages.length === 0 ? (
          filtering ? <NoResults id="pages-no-results" /> : <p className="text-sm text-muted">{t('documentsStep.noPages')}</p>
        ) : null}
        <ul className="flex flex-wrap gap-3">
          {pages.map((page) => (
            <PageCard
              key={`${page.documentUid}-${page.index}-${page.page.name}`}
              formId={formId}
              page={page}
              number={page.index + 1}
              onRename={() => setPageDialog({ kind: 'rename', documentUid: page.documentUid, index: page.index })}
              onMove={() => setPageDialog({ kind: 'move', documentUid: page.documentUid, index: page.index })}
              onDelete={() => setPageDialog({ kind: 'delete', documentUid: page.documentUid, index: page.index })}
            />
          ))}
        </ul>
        {filtering ? null : <FormFieldsPanel formId={formId} definition={definition} document={current} problems={problems} dispatch={dispatch} />}
      </section>

      {dialog === 'add' ? (
        <NameDialog
          open
          title={t('documentsStep.addDocument')}
          label={t('documentsStep.addDocumentLabel')}
          initial=""
          acceptLabel={t('documentsStep.add')}
          onClose={() => setDialog(null)}
          onAccept={(name) => {
            // the uid is made here, not in the reducer, which React may run more than once
            const uid = randomId(12);
            dispatch({ type: 'edit', change: (draft) => addDocument(draft, name, uid).definition });
            onDocument(uid);
            return undefined;
          }}
        />
      ) : null}
      {dialog === 'rename' && current ? (
        <NameDialog
          open
          title={t('documentsStep.renameDocument')}
          label={t('documentsStep.documentName')}
          initial={current.name}
          onClose={() => setDialog(null)}
          onAccept={(name) => {
            dispatch({ type: 'edit', change: (draft) => renameDocument(draft, current.uid, name) });
            return undefined;
          }}
        />
      ) : null}
      <ReorderDialog
        definition={definition}
        open={dialog === 'reorder'}
        onClose={() => setDialog(null)}
        dispatch={dispatch}
      />
      <ConfirmDialog
        open={dialog === 'delete' && Boolean(current)}
        title={t('documentsStep.deleteDocument')}
        message={t('documentsStep.deleteDocumentMessage', { name: current?.name ?? '' })}
        onNo={() => setDialog(null)}
        onYes={() => {
          const uid = current!.uid;
          dispatch({ type: 'edit', change: (draft) => deleteDocument(draft, uid).definition });
          // back to the first document left (§4)
          const first = deleteDocument(definition, uid).current;
          if (first) onDocument(first);
          setDialog(null);
        }}
      />
      {pageDialog?.kind === 'rename' && pageDocument ? (
        <NameDialog
          open
          title={t('documentsStep.renamePage')}
          label={t('documentsStep.pageName')}
          initial={pageDocument.pages[pageDialog.index]?.name ?? ''}
          problemOf={(name) => pageNameProblemText(t, pageNameProblem(definition, name, pageDialog))}
          onClose={() => setPageDialog(null)}
          onAccept={(name) => {
            const result = renamePage(definition, pageDialog.documentUid, pageDialog.index, name);
            if (result.problem) return pageNameProblemText(t, result.problem);
            dispatch({
              type: 'edit',
              change: (draft) => renamePage(draft, pageDialog.documentUid, pageDialog.index, name).definition,
            });
            return undefined;
          }}
        />
      ) : null}
      {pageDialog?.kind === 'move' && pageDocument ? (
        <MovePageDialog
          document={pageDocument}
          index={pageDialog.index}
          onClose={() => setPageDialog(null)}
          onMove={(target) =>
            dispatch({
              type: 'edit',
              change: (draft) => movePage(draft, pageDialog.documentUid, pageDialog.index, target),
            })
          }
        />
      ) : null}
      <ConfirmDialog
        open={pageDialog?.kind === 'delete'}
        title={t('documentsStep.deletePage')}
        message={t('documentsStep.deletePageMessage')}
        onNo={() => setPageDialog(null)}
        onYes={() => {
          if (pageDialog)
            dispatch({ type: 'edit', change: (draft) => deletePage(draft, pageDialog.documentUid, pageDialog.index) });
          setPageDialog(null);
        }}
      />
    </div>
  );
}
