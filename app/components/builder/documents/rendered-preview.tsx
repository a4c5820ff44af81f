// The server's render of a document of the draft (POST /manage-workflows/{id}/render: the engine's renderDocuments
// with sample answers, the render a user workflow's documents get), as step 6's placement preview and step 7's
// processed file show it (workflow-builder.md §2 steps 6 and 7, §4): fetched again after each change, its page
// drawn by pdf.js under a loading overlay while a newer render runs.
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import type { WorkflowDefinition } from '~/engine';
import { Button } from '~/components/ui/button';
import { forgetPdf, PdfPageCanvas } from './pdf-view';

/** §9: the preview re-renders this long after the last change. */
const RENDER_DELAY_MS = 300;

export interface RenderedPreview {
  /** Where the latest render is kept in memory (a new address for each render), with its bytes. */
  url: string | null;
  data?: Uint8Array;
  loading: boolean;
  message?: string;
}

export interface RenderRequest {
  formId: string | null;
  definition: WorkflowDefinition;
  documentUid: string | undefined;
  /** The rule being edited, drawn whatever its condition says. */
  ruleUid?: string;
  /** Answers typed into step 7's questionnaire preview, over the sample answers. */
  answers?: Record<string, unknown>;
  /** Counts "Update" presses: a new count renders again though nothing changed. */
  version: number;
}

/** The document rendered by the server after the latest change, or why it could not be. */
export function useRenderedPreview({ formId, definition, documentUid, ruleUid, answers, version }: RenderRequest) {
  const { t } = useTranslation('documents');
  const [state, setState] = useState<RenderedPreview>({ url: null, loading: false });
  useEffect(() => {
    if (!formId || !documentUid) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, loading: true }));
      // a plain form body: the route takes no files, and the server reads multipart only where files are sent
      const body = new URLSearchParams({
        definition: JSON.stringify(definition),
        documentUid,
        ...(ruleUid ? { ruleUid } : {}),
        ...(answers ? { answers: JSON.stringify(answers) } : {}),
      });
      fetch(`/manage-workflows/${encodeURIComponent(formId)}/render`, {
        method: 'POST',
        body,
        signal: controller.signal,
      })
        .then(async (response) => {
          if (!response.ok) {
            const answer = (await response.json().catch(() => ({}))) as { message?: string };
            return setState((s) => ({
              ...s,
              loading: false,
              message: answer.message ?? t('preview.notDrawn'),
            }));
          }
          const data = new Uint8Array(await response.arrayBuffer());
          setState({ url: `preview:${documentUid}:${Date.now()}`, data, loading: false });
        })
        .catch((error: unknown) => {
          if ((error as { name?: string }).name !== 'AbortError')
            setState((s) => ({
              ...s,
              loading: false,
              message: t('preview.connectionLost'),
            }));
        });
    }, RENDER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // the definition object changes with every edit, and `version` with every "Update" press
  }, [formId, definition, documentUid, ruleUid, answers, version, t]);
  // a replaced render is let go once the newer one is shown (not inside the state update, which must stay pure)
  useEffect(() => {
    const url = state.url;
    return () => {
      if (url) forgetPdf(url);
    };
  }, [state.url]);
  return state;
}

/** A page of the latest render, or `fallback` (the template page) until there is one, under the loading overlay. */
export function RenderedPage({
  preview,
  page,
  width,
  label,
  fallback,
}: {
  preview: RenderedPreview;
  page: number;
  width: number;
  label: string;
  fallback?: React.ReactNode;
}) {
  const { t } = useTranslation('documents');
  return (
    <div className="relative shadow ring-1 ring-line">
      {preview.url && preview.data ? (
        <PdfPageCanvas url={preview.url} data={preview.data} page={page} width={width} label={label} />
      ) : (
        fallback
      )}
      {preview.loading ? (
        <div
          role="status"
          className="absolute inset-0 grid place-items-center bg-white/60 text-sm font-medium text-brand"
        >
          {t('preview.updating')}
        </div>
      ) : null}
    </div>
  );
}

/** Previous page, where the preview is, Next page: the buttons above a rendered preview (step 6 and step 7). */
export function PageStepper({
  page,
  pageCount,
  label,
  onPage,
}: {
  page: number;
  pageCount: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('documents');
  return (
    <>
      <Button type="button" size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('preview.previousPage')}
      </Button>
      <span className="text-sm">{label}</span>
      <Button type="button" size="sm" variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('preview.nextPage')}
      </Button>
    </>
  );
}
