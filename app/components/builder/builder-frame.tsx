// The workflow builder (workflow-builder.md §2, full screen): toolbar with Undo, Redo, Import, Export, Save
// Workflow and Close, the seven-step stepper, and the step shown. The draft lives in a reducer with its history;
// Save Workflow sends it with the version it was based on, and the engine's problems come back to their elements.
import { useFetcher, useNavigate } from '@remix-run/react';
import { Redo2, Undo2 } from 'lucide-react';
import { useEffect, useReducer, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '~/components/ui/button';
import { pageTitle } from '~/utils/page-title';
import { ModalDialog } from '~/components/ui/dialog';
import { FormMessage } from '~/components/ui/field';
import type { WorkflowDefinition } from '~/engine';
import type { BuilderProblem } from '~/services/builder/definition';
import { builderReducer, hasUnsavedChanges, startHistory } from './builder-history';
import { BuilderPreview } from './builder-preview';
import { pagesOf } from './element-operations';
import { ElementsStep, PageTabs, PreviewSwitches } from './elements-step';
import { DisplayLogicStep, LogicFindingsPanel, useLogicFindings } from './logic/display-logic-step';
import { MetadataStep, type MetadataChoices } from './metadata-step';
import { importBundle, importRefusalText, readImportedWorkflow } from './workflow-file';
import { currentDocumentOf, DocumentsStep } from './documents/documents-step';
import { RulesStep } from './rules/rules-step';
import { actionsReachable } from './rules/rule-operations';
import { ActionsStep } from './documents/actions-step';
import { ProcessedFile } from './documents/processed-file';
import { bundleFileCount, bundleFileName, unsavedBundle } from '~/services/publishing/workflow-bundle';
import { pagesWithoutUniqueNames } from '~/services/builder/documents';

/** The steps in order, by their names' keys in the builder catalogue (`steps.metadata`: 'Add Metadata'). */
export const BUILDER_STEPS = ['metadata', 'form', 'logic', 'documents', 'rules', 'actions', 'preview'] as const;
type BuilderTexts = TFunction<'builder'>;
/** Every step of the builder is built. */
const AVAILABLE_STEPS = new Set([1, 2, 3, 4, 5, 6, 7]);
const ACTIONS_STEP = 6;

export type SaveResponse =
  | { kind: 'saved' | 'unchanged' | 'created'; id: string; version: string; problems: BuilderProblem[]; definition: WorkflowDefinition }
  | { kind: 'stale' | 'pending' | 'unreadable'; message: string };

export interface BuilderData extends MetadataChoices {
  id: string | null;
  version: string;
  definition: WorkflowDefinition;
  problems: BuilderProblem[];
}

/** The stepper; step 6 is disabled, with the spec's hint beside it, while the current rule is not Action Logic (§2). */
function Stepper({ step, onStep, actionsHint }: { step: number; onStep: (step: number) => void; actionsHint: string | null }) {
  const { t } = useTranslation('builder');
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex flex-wrap gap-2">
        {BUILDER_STEPS.map((label, index) => {
          const number = index + 1;
          const available = AVAILABLE_STEPS.has(number) && !(number === ACTIONS_STEP && actionsHint);
          return (
            <li key={label}>
              <button
                type="button"
                disabled={!available}
                aria-current={step === number ? 'step' : undefined}
                aria-describedby={number === ACTIONS_STEP && actionsHint ? 'actions-step-hint' : undefined}
                className={`rounded-full border px-3 py-1 text-sm ${step === number ? 'border-brand bg-brand text-white' : 'border-line bg-white'} disabled:cursor-not-allowed disabled:text-muted`}
                onClick={() => onStep(number)}
              >
                {t('steps.numbered', { number, name: t(`steps.${label}`) })}
              </button>
            </li>
          );
        })}
      </ol>
      {actionsHint ? (
        <p id="actions-step-hint" className="mt-1 text-sm text-muted">
          {actionsHint}
        </p>
      ) : null}
    </nav>
  );
}

function PreviewStep({ definition, formId, documentUid, onDocument }: { definition: WorkflowDefinition; formId: string | null; documentUid: string | undefined; onDocument: (uid: string) => void }) {
  const [pageIndex, setPageIndex] = useState(0);
  const [collaborate, setCollaborate] = useState(definition.collaborate !== false);
  // what is typed into the questionnaire preview, printed in the processed file beside it on Update
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const pages = pagesOf(definition);
  const { t } = useTranslation('builder');
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,48rem)_auto]">
      <div className="grid content-start gap-3">
        <p className="text-sm text-muted">{t('preview.intro')}</p>
        <PreviewSwitches collaborate={collaborate} onCollaborate={setCollaborate} />
        <PageTabs definition={definition} pageIndex={pageIndex} onSelect={setPageIndex} label={t('preview.pages')} />
        <BuilderPreview definition={definition} pageIndex={pageIndex} options={{ showAll: false, collaborate }} label={t('preview.label')} onAnswers={setAnswers} />
        <div className="flex gap-2">
          <Button type="button" variant="secondary" disabled={pageIndex === 0} onClick={() => setPageIndex(pageIndex - 1)}>
            {t('preview.previous')}
          </Button>
          <Button type="button" variant="secondary" disabled={pageIndex >= pages.length - 1} onClick={() => setPageIndex(pageIndex + 1)}>
            {t('preview.next')}
          </Button>
        </div>
      </div>
      <ProcessedFile definition={definition} formId={formId} documentUid={documentUid} onDocument={onDocument} answers={answers} />
    </div>
  );
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Export gives the workflow on screen with its template files (accord-workflow-bundle/1), built by the server, which
 * holds the files; a form never saved has none, and its bundle is made here.
 */
async function exportBundle(definition: WorkflowDefinition, formId: string | null, version: string, t: BuilderTexts): Promise<string | null> {
  const fileName = bundleFileName(definition.name);
  if (!formId) {
    download(new Blob([JSON.stringify(unsavedBundle(definition, version), null, 2) + '\n'], { type: 'application/json' }), fileName);
    return null;
  }
  const body = new FormData();
  body.set('definition', JSON.stringify(definition));
  try {
    const response = await fetch(`/manage-workflows/${formId}/export`, { method: 'POST', body });
    if (!response.ok) return ((await response.json().catch(() => null)) as { message?: string } | null)?.message ?? t('save.exportFailed');
    download(await response.blob(), fileName);
    return null;
  } catch {
    return t('save.exportNoAnswer');
  }
}

/** What a save's answer says: the version saved (or nothing to save), then the problems and warnings, each counted. */
function savedNotice(saved: Extract<SaveResponse, { problems: BuilderProblem[] }>, t: BuilderTexts): { type: 'success' | 'info'; text: string } {
  // the logic checks' warnings are listed, not counted: only errors keep a workflow from being published
  const count = saved.problems.filter((p) => p.severity !== 'warning').length;
  const warnings = saved.problems.length - count;
  const sentences = [
    saved.kind === 'unchanged' ? t('save.unchanged') : t('save.saved', { version: saved.version }),
    count ? t('save.problems', { count }) : null,
    warnings ? t('save.warnings', { count: warnings }) : null,
  ];
  return { type: count ? 'info' : 'success', text: sentences.filter(Boolean).join(' ') };
}

export function BuilderFrame({ data }: { data: BuilderData }) {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
  const fetcher = useFetcher<SaveResponse>();
  const [history, dispatch] = useReducer(builderReducer, undefined, () => startHistory(data.definition, data.version));
  const [formId, setFormId] = useState(data.id);
  const [step, setStep] = useState(1);
  const [problems, setProblems] = useState(data.problems);
  const [notice, setNotice] = useState<{ type: 'success' | 'info' | 'error'; text: string } | null>(null);
  const [closing, setClosing] = useState(false);
  // the document steps 4 to 6 work on, and the page count of pages whose names clash (the save is held back)
  const [documentUid, setDocumentUid] = useState<string | undefined>(undefined);
  const [ruleUid, setRuleUid] = useState<string | undefined>(undefined);
  const [clashingPages, setClashingPages] = useState(0);
  const importInput = useRef<HTMLInputElement>(null);
  const dirty = hasUnsavedChanges(history);
  const draft = history.present;
  const stepName = t('steps.numbered', { number: step, name: t(`steps.${BUILDER_STEPS[step - 1]!}`) });
  // each step has a title of its own (WCAG 2.4.2): the step first, then the workflow, then the builder
  const workflowName = draft.name || t('newWorkflow');
  const builderName = t('title');
  useEffect(() => {
    document.title = pageTitle(stepName, workflowName, builderName);
  }, [stepName, workflowName, builderName]);
  const logicFindings = useLogicFindings(draft);
  const [logicFocus, setLogicFocus] = useState<{ elementUid?: string; libraryUid?: string } | null>(null);

  // a save's answer is handled once, when it arrives (state adjusted while rendering, as React advises)
  const arrived = fetcher.state === 'idle' ? (fetcher.data as SaveResponse | undefined) : undefined;
  const [handled, setHandled] = useState<SaveResponse | undefined>(undefined);
  if (arrived && arrived !== handled) {
    setHandled(arrived);
    if ('message' in arrived) setNotice({ type: 'error', text: arrived.message });
    else {
      dispatch({ type: 'saved', definition: arrived.definition, version: arrived.version });
      setProblems(arrived.problems);
      setNotice(savedNotice(arrived, t));
      if (arrived.kind === 'created') setFormId(arrived.id);
    }
  }

  // a new workflow's first save made the form: the address becomes the form's
  useEffect(() => {
    if (formId && formId !== data.id) navigate(`/manage-workflows/${formId}/edit`, { replace: true });
  }, [formId, data.id, navigate]);

  // leaving the page with unsaved work asks first
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z) outside text boxes, whose own undo stays theirs
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch({ type: 'undo' });
      else if (key === 'y' || (key === 'z' && event.shiftKey)) dispatch({ type: 'redo' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // the header's height as --builder-header, so a sticky column (step 2's preview) stays just below it
  const frame = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const observed = header.current;
    if (!observed || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => frame.current?.style.setProperty('--builder-header', `${observed.offsetHeight}px`));
    observer.observe(observed);
    return () => observer.disconnect();
  }, []);

  function save() {
    setNotice(null);
    const clashing = pagesWithoutUniqueNames(draft).length;
    if (clashing > 0) return setClashingPages(clashing);
    const body = new FormData();
    body.set('intent', formId ? 'save' : 'create');
    body.set('definition', JSON.stringify(draft));
    body.set('baseVersion', history.baseVersion);
    fetcher.submit(body, { method: 'post', action: `/manage-workflows/${formId ?? 'new'}/edit` });
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await file.text();
    const read = readImportedWorkflow(text);
    if (!read.ok) {
      setNotice({ type: 'error', text: importRefusalText(t, read) });
      return;
    }
    // a bundle with files (templates, pictures) is taken whole: the server stores them under this form
    const carried = bundleFileCount(JSON.parse(text));
    const imported = carried > 0 ? await importBundle(formId, file) : read;
    if (!imported.ok) {
      setNotice({ type: 'error', text: importRefusalText(t, imported) });
      return;
    }
    dispatch({ type: 'edit', change: (d) => ({ ...imported.definition, id: d.id, version: d.version }) });
    setNotice({ type: 'info', text: carried > 0 ? t('save.importedWithFiles', { file: file.name, count: carried }) : t('save.imported', { file: file.name }) });
  }

  function close() {
    if (dirty) setClosing(true);
    else navigate('/manage-workflows');
  }

  return (
    // what Tab scrolls into view stops below the sticky header rather than under it (WCAG 2.4.11)
    <div ref={frame} className="fixed inset-0 z-30 scroll-pt-[calc(var(--builder-header,0px)+0.75rem)] overflow-y-auto bg-canvas">
      <header ref={header} className="sticky top-0 z-20 grid gap-2 border-b border-line bg-white px-4 py-3 shadow-sm">
        <div className="flex flex-wrap items-center gap-2">
          {/* the workflow's name is the author's, in the definition's English slot (ADR 035) */}
          <h1 className="mr-auto text-xl font-semibold text-brand" lang="en">
            {workflowName}
          </h1>
          <span className="text-sm text-muted">{t(dirty ? 'toolbar.versionUnsaved' : 'toolbar.version', { version: history.baseVersion })}</span>
          <Button type="button" variant="secondary" aria-label={t('toolbar.undo')} disabled={history.past.length === 0} onClick={() => dispatch({ type: 'undo' })}>
            <Undo2 aria-hidden="true" className="size-4" />
          </Button>
          <Button type="button" variant="secondary" aria-label={t('toolbar.redo')} disabled={history.future.length === 0} onClick={() => dispatch({ type: 'redo' })}>
            <Redo2 aria-hidden="true" className="size-4" />
          </Button>
          <Button type="button" variant="secondary" onClick={() => importInput.current?.click()}>
            {t('toolbar.import')}
          </Button>
          <input ref={importInput} type="file" accept="application/json,.json" className="sr-only" aria-label={t('toolbar.importFile')} onChange={importFile} tabIndex={-1} />
          <Button type="button" variant="secondary" onClick={() => void exportBundle(draft, formId, history.baseVersion, t).then((problem) => setNotice(problem ? { type: 'error', text: problem } : null))}>
            {t('toolbar.export')}
          </Button>
          <Button type="button" onClick={save} disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? t('toolbar.saving') : t('toolbar.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={close}>
            {t('toolbar.close')}
          </Button>
        </div>
        <Stepper step={step} onStep={setStep} actionsHint={actionsReachable(currentDocumentOf(draft, documentUid), ruleUid) ? null : t('steps.actionsHint')} />
        <div aria-live="polite">
          {notice ? <FormMessage type={notice.type} onDismiss={() => setNotice(null)}>{notice.text}</FormMessage> : null}
        </div>
        {step === 3 ? null : <LogicFindingsPanel definition={draft} findings={logicFindings} onOpen={(target) => { setLogicFocus(target); setStep(3); }} />}
      </header>
      <div className="p-4">
        {/* the step's name heads its content, so the step's own headings (h3) sit under an h2 (WCAG 1.3.1, axe heading-order) */}
        <h2 className="sr-only">{stepName}</h2>
        {step === 1 ? <MetadataStep definition={draft} choices={data} problems={problems} dispatch={dispatch} /> : null}
        {step === 2 ? <ElementsStep definition={draft} formId={formId} problems={problems} dispatch={dispatch} /> : null}
        {step === 3 ? <DisplayLogicStep definition={draft} dispatch={dispatch} focus={logicFocus} /> : null}
        {step === 4 ? <DocumentsStep definition={draft} formId={formId} documentUid={documentUid} onDocument={setDocumentUid} problems={problems} dispatch={dispatch} /> : null}
        {step === 5 ? <RulesStep definition={draft} documentUid={documentUid} onDocument={setDocumentUid} dispatch={dispatch} onOpenActions={(uid) => (setRuleUid(uid), setStep(6))} /> : null}
        {step === 6 ? <ActionsStep definition={draft} formId={formId} documentUid={documentUid} onDocument={setDocumentUid} ruleUid={ruleUid} onRule={setRuleUid} dispatch={dispatch} /> : null}
        {step === 7 ? <PreviewStep definition={draft} formId={formId} documentUid={documentUid} onDocument={setDocumentUid} /> : null}
      </div>
      <ModalDialog open={clashingPages > 0} title={t('clashingPages.title')} description={t('clashingPages.message', { count: clashingPages })} onOpenChange={(open) => (open ? undefined : setClashingPages(0))}>
        <Button type="button" onClick={() => setClashingPages(0)}>
          {t('clashingPages.close')}
        </Button>
      </ModalDialog>
      <ModalDialog open={closing} title={t('closeDialog.title')} description={t('closeDialog.message')} onOpenChange={(open) => (open ? undefined : setClosing(false))}>
        <Button type="button" variant="secondary" onClick={() => setClosing(false)}>
          {t('closeDialog.no')}
        </Button>
        <Button
          type="button"
          onClick={() => {
            // the draft is dropped, so leaving no longer needs the browser's own warning
            dispatch({ type: 'saved', definition: history.saved, version: history.baseVersion });
            setClosing(false);
            setTimeout(() => navigate('/manage-workflows'), 0);
          }}
        >
          {t('closeDialog.yes')}
        </Button>
      </ModalDialog>
    </div>
  );
}
