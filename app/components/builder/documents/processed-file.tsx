// Step 7's processed file (workflow-builder.md §2 step 7): the finished computed document beside the interactive
// questionnaire preview, rendered by the same server render as step 6's placement preview, with the answers typed
// into the questionnaire preview over the sample answers. "Update" renders it again with the answers typed so far.
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/field';
import { NO_DOCUMENTS_TEXT, type WorkflowDefinition } from '~/engine';
import { currentDocumentOf, DocumentSelector } from './documents-step';
import { LETTER_RATIO, loadPdf } from './pdf-view';
import { PageStepper, RenderedPage, useRenderedPreview } from './rendered-preview';

const PAGE_WIDTH_PX = 420;

export function ProcessedFile({
  definition,
  formId,
  documentUid,
  onDocument,
  answers,
}: {
  definition: WorkflowDefinition;
  formId: string | null;
  documentUid: string | undefined;
  onDocument: (uid: string) => void;
  /** The answers typed into the questionnaire preview, sent with the next update. */
  answers: Record<string, unknown>;
}) {
  const { t } = useTranslation('documents');
  const document = currentDocumentOf(definition, documentUid);
  const [version, setVersion] = useState(0);
  // the answers as they were at the last update (typing alone does not render again)
  const [sent, setSent] = useState(answers);
  const preview = useRenderedPreview({ formId, definition, documentUid: document?.uid, answers: sent, version });
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState(0);
  useEffect(() => {
    if (!preview.url) return;
    let current = true;
    loadPdf(preview.url, preview.data)
      .then((pdf) => current && setPageCount(pdf.numPages))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [preview.url, preview.data]);
  const shownPage = Math.min(Math.max(1, page), Math.max(1, pageCount));

  if (!formId) return <p className="text-sm text-muted">{t('processed.saveFirst')}</p>;
  // the engine's own words for a workflow without documents, as its PDF prints them (workflow-builder.md §8)
  if (!document) return <p className="text-sm text-muted">{NO_DOCUMENTS_TEXT}</p>;
  return (
    <section aria-label={t('processed.title')} className="grid content-start justify-items-start gap-2">
      <h3 className="font-semibold">{t('processed.title')}</h3>
      <DocumentSelector definition={definition} current={document} onSelect={onDocument} />
      <div className="flex flex-wrap items-center gap-2">
        <PageStepper
          page={shownPage}
          pageCount={pageCount}
          label={pageCount ? t('processed.pageOf', { page: shownPage, count: pageCount }) : t('processed.rendering')}
          onPage={setPage}
        />
        <Button
          type="button"
          size="sm"
          onClick={() => {
            setSent(answers);
            setVersion(version + 1);
          }}
        >
          {t('processed.update')}
        </Button>
      </div>
      <p className="text-xs text-muted">{t('processed.note')}</p>
      {preview.message ? <FormMessage type="error">{preview.message}</FormMessage> : null}
      <RenderedPage
        preview={preview}
        page={shownPage}
        width={PAGE_WIDTH_PX}
        label={t('processed.page', { page: shownPage })}
        fallback={<div className="bg-white" style={{ width: PAGE_WIDTH_PX, height: PAGE_WIDTH_PX * LETTER_RATIO }} />}
      />
    </section>
  );
}
