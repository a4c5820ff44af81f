// Template pages drawn in the browser (workflow-builder.md §2 step 4 "document preview", step 6 placement preview):
// a PDF page by pdf.js onto a canvas, an image page as a letter page, a blank page as white paper. Nothing is
// converted on the server: the stored PDF is fetched once per address and kept while the builder is open.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PageSource } from '~/engine';
import { PDFJS_STANDARD_FONTS_PATH } from '~/utils/pdfjs-assets';

/** Letter paper, 8.5 by 11 inches: the shape every page is shown in (§9). */
export const LETTER_RATIO = 11 / 8.5;

const documents = new Map<string, Promise<PDFDocumentProxy>>();

async function pdfjs() {
  const lib = await import('pdfjs-dist');
  // the worker is served as one of the app's own static assets (the page's CSP allows workers from 'self')
  if (!lib.GlobalWorkerOptions.workerSrc) lib.GlobalWorkerOptions.workerSrc = workerUrl;
  return lib;
}

/** The PDF at `url` (a form file or a rendered preview), loaded once; `data` is used for a preview held in memory. */
export function loadPdf(url: string, data?: Uint8Array): Promise<PDFDocumentProxy> {
  let loading = documents.get(url);
  if (!loading) {
    loading = pdfjs().then(
      (lib) =>
        lib.getDocument({
          ...(data ? { data } : { url }),
          isEvalSupported: false,
          disableFontFace: true,
          // the fonts a PDF names without embedding (server/pdfjs-fonts.ts); without them pdf.js warns on every page
          standardFontDataUrl: PDFJS_STANDARD_FONTS_PATH,
        }).promise,
    );
    documents.set(url, loading);
    // a failed load is not kept, so the next view tries again
    loading.catch(() => documents.delete(url));
  }
  return loading;
}

/** Forgets a PDF kept in memory (a preview that has been replaced by a newer one). */
export function forgetPdf(url: string) {
  const loading = documents.get(url);
  documents.delete(url);
  void loading?.then((pdf) => pdf.destroy()).catch(() => undefined);
}

export function formFileUrl(formId: string, ref: string): string {
  return `/manage-workflows/${encodeURIComponent(formId)}/files/${ref.split('/').map(encodeURIComponent).join('/')}`;
}

/** One page of a PDF drawn on a canvas `width` CSS pixels wide, sharp on high-density screens. */
export function PdfPageCanvas({
  url,
  page,
  width,
  label,
  data,
}: {
  url: string;
  page: number;
  width: number;
  label: string;
  data?: Uint8Array;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // a failure is kept with the page it belongs to, so another page shows without it
  const drawn = `${url}#${page}`;
  const { t } = useTranslation('documents');
  const [failure, setFailure] = useState<{ of: string } | null>(null);
  const failed = failure?.of === drawn ? t('preview.pageNotDrawn') : null;
  useEffect(() => {
    let task: RenderTask | undefined;
    let cancelled = false;
    loadPdf(url, data)
      .then(async (pdf) => {
        if (cancelled || !canvas.current) return;
        const pdfPage = await pdf.getPage(page);
        if (cancelled || !canvas.current) return;
        const natural = pdfPage.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        // stretched to letter shape like the renderer's page scale, so a box here is the box on paper
        const viewport = pdfPage.getViewport({ scale: (width / natural.width) * ratio });
        const target = canvas.current;
        target.width = Math.round(width * ratio);
        target.height = Math.round(width * LETTER_RATIO * ratio);
        const context = target.getContext('2d');
        if (!context) return;
        context.save();
        context.scale(1, target.height / viewport.height);
        task = pdfPage.render({ canvasContext: context, viewport, canvas: target });
        await task.promise;
        context.restore();
      })
      .catch((error: unknown) => {
        if (!cancelled && (error as { name?: string })?.name !== 'RenderingCancelledException')
          setFailure({ of: `${url}#${page}` });
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [url, page, width, data]);
  return (
    <div className="relative bg-white" style={{ width, height: width * LETTER_RATIO }}>
      <canvas ref={canvas} role="img" aria-label={label} className="block size-full" />
      {failed ? (
        <p className="absolute inset-0 grid place-items-center p-2 text-center text-sm text-danger">{failed}</p>
      ) : null}
    </div>
  );
}

/** A template page of the form as it will be printed, whatever its source. */
export function TemplatePageView({
  formId,
  source,
  width,
  label,
  children,
}: {
  formId: string;
  source: PageSource;
  width: number;
  label: string;
  children?: ReactNode;
}) {
  let page: ReactNode;
  if (source.kind === 'pdf')
    page = <PdfPageCanvas url={formFileUrl(formId, source.file)} page={source.page} width={width} label={label} />;
  else if (source.kind === 'image')
    page = (
      <div className="grid bg-white" style={{ width, height: width * LETTER_RATIO }}>
        <img src={formFileUrl(formId, source.file)} alt={label} className="size-full object-contain" />
      </div>
    );
  else
    page = <div role="img" aria-label={label} className="bg-white" style={{ width, height: width * LETTER_RATIO }} />;
  return (
    <div className="relative shadow ring-1 ring-line" style={{ width, height: width * LETTER_RATIO }}>
      {page}
      {children}
    </div>
  );
}

/** The number of pages of an uploaded PDF, read in the browser (the server checked it already; this names the pages). */
export async function countPdfPages(url: string): Promise<number> {
  return (await loadPdf(url)).numPages;
}
