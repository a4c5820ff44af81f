// Step 4's court-form fields (issue 34): the fields of each template PDF of the document, per page, drawn on the page
// previews; 'Create questions from these fields'; the mapping table (each field's question, with suggestions, and
// the fields still unmapped); and a new revision of the form put in place of the old one after the author has seen
// the fields added and removed. Every change goes through the draft's history, like the rest of the step.
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { ModalDialog } from '~/components/ui/dialog';
import { FormMessage } from '~/components/ui/field';
import { fieldTitle, type Document, type FormField, type WorkflowDefinition } from '~/engine';
import { randomId, type BuilderProblem } from '~/services/builder/definition';
import { useSayFinding } from '~/i18n/engine-texts';
import {
  candidateQuestions,
  createQuestionsFromFields,
  fillableFields,
  fillsOf,
  mapField,
  replaceTemplate,
  revisionChanges,
  unmappedFields,
  type RevisionChanges,
} from '~/services/builder/form-mapping';
import type { BuilderAction } from '../builder-history';

type Dispatch = (action: BuilderAction) => void;

export type TemplateFields =
  | { ok: true; fields: FormField[]; warnings: string[]; pageSizes: { width: number; height: number }[] }
  | { ok: false; message: string }
  // the browser's own reason the fields are missing (the server's come in the person's words)
  | { ok: false; notLoaded: true };

const cache = new Map<string, Promise<TemplateFields>>();
const fieldsMessage = (t: TFunction<'documents'>, answer: { message: string } | { notLoaded: true }) => ('notLoaded' in answer ? t('formFields.notLoaded') : answer.message);

function fetchFields(formId: string, file: string): Promise<TemplateFields> {
  const key = `${formId}|${file}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = fetch(`/manage-workflows/${encodeURIComponent(formId)}/form-fields?file=${encodeURIComponent(file)}`)
      .then((r) => r.json() as Promise<TemplateFields>)
      .catch(() => ({ ok: false as const, notLoaded: true as const }));
    cache.set(key, entry);
    entry.then((answer) => (answer.ok ? undefined : cache.delete(key))).catch(() => cache.delete(key));
  }
  return entry;
}

/** The fields of a template file, loaded once per file while the builder is open. */
export function useTemplateFields(formId: string | null, file: string | undefined): TemplateFields | undefined {
  const [answer, setAnswer] = useState<{ of: string; fields: TemplateFields } | undefined>();
  useEffect(() => {
    if (!formId || !file) return;
    let live = true;
    void fetchFields(formId, file).then((fields) => live && setAnswer({ of: file, fields }));
    return () => {
      live = false;
    };
  }, [formId, file]);
  return answer && answer.of === file ? answer.fields : undefined;
}

/** The field rectangles of one template page, drawn over its preview (the page is shown stretched to its box). */
export function FieldOverlays({ fields, page, size }: { fields: FormField[]; page: number; size: { width: number; height: number } | undefined }) {
  if (!size) return null;
  return (
    <>
      {fields.flatMap((field) =>
        field.widgets
          .filter((w) => w.page === page && w.rect)
          .map((w, i) => (
            <span
              key={`${field.name}-${i}`}
              data-field={field.name}
              title={`${field.name} (${field.kind})`}
              className="pointer-events-none absolute border border-blue-600 bg-blue-500/15"
              style={{
                left: `${(w.rect!.x / size.width) * 100}%`,
                top: `${((size.height - w.rect!.y - w.rect!.height) / size.height) * 100}%`,
                width: `${(w.rect!.width / size.width) * 100}%`,
                height: `${(w.rect!.height / size.height) * 100}%`,
              }}
            />
          )),
      )}
    </>
  );
}

function details(t: TFunction<'documents'>, field: FormField): string {
  const parts: string[] = [];
  if (field.tooltip) parts.push(t('formFields.tooltip', { tooltip: field.tooltip }));
  if (field.options.length) parts.push(t('formFields.options', { options: field.options.join(', ') }));
  if (field.required) parts.push(t('formFields.required'));
  if (field.maxLength !== undefined) parts.push(t('formFields.maxLength', { count: field.maxLength }));
  if (field.comb) parts.push(t('formFields.comb'));
  if (field.multiline) parts.push(t('formFields.multiline'));
  if (field.readOnly) parts.push(t('formFields.readOnly'));
  return parts.join('; ');
}

/** Uids made before the change, so the history's reducer (which React may run twice) makes the same draft each time. */
function uidPool(count: number): () => () => string {
  const pool = Array.from({ length: count }, () => randomId(12));
  return () => {
    let i = 0;
    return () => pool[i++] ?? randomId(12);
  };
}

function MappingRow({ definition, document, file, field, dispatch }: { definition: WorkflowDefinition; document: Document; file: string; field: FormField; dispatch: Dispatch }) {
  const { t } = useTranslation('documents');
  const current = fillsOf(document, file).get(field.name)?.question ?? '';
  const candidates = candidateQuestions(definition, field);
  const suggested = candidates.filter((c) => c.score > 0).slice(0, 3);
  const others = candidates.filter((c) => !suggested.includes(c));
  const page = field.widgets.find((w) => w.page !== null)?.page;
  const fillable = fillableFields([field]).length > 0;
  return (
    <tr className="border-t border-line align-top" data-field-row={field.name}>
      <td className="p-1">{page ?? '–'}</td>
      <th scope="row" className="p-1 text-left font-mono text-xs">{field.name}</th>
      <td className="p-1">{t(`formFields.kinds.${field.kind}`)}</td>
      <td className="p-1 text-xs text-muted">{details(t, field)}</td>
      <td className="p-1">
        {fillable ? (
          <select
            className="min-h-9 w-full rounded border border-line bg-white px-2"
            aria-label={t('formFields.questionThatFills', { name: field.name })}
            value={current}
            onChange={(e) => {
              const uids = uidPool(2)();
              const question = e.target.value || null;
              dispatch({ type: 'edit', change: (draft) => mapField(draft, document.uid, file, field, question, uids) });
            }}
          >
            <option value="">{t('formFields.notFilled')}</option>
            {suggested.length ? (
              <optgroup label={t('formFields.suggested')}>
                {suggested.map((c) => (
                  <option key={c.element.uid} value={c.element.uid}>{c.element.title}</option>
                ))}
              </optgroup>
            ) : null}
            <optgroup label={suggested.length ? t('formFields.otherQuestions') : t('formFields.questions')}>
              {others.map((c) => (
                <option key={c.element.uid} value={c.element.uid}>{c.element.title}</option>
              ))}
            </optgroup>
          </select>
        ) : (
          <span className="text-xs text-muted">{field.kind === 'signature' ? t('formFields.placeSignature') : t('formFields.notFilledByQuestion')}</span>
        )}
      </td>
    </tr>
  );
}

function RevisionDialog({ changes, onApply, onClose }: { changes: RevisionChanges; onApply: () => void; onClose: () => void }) {
  const { t } = useTranslation('documents');
  const list = (title: string, names: string[]) => (
    <div>
      <p className="font-semibold">{t('formFields.listTitle', { title, count: names.length })}</p>
      {names.length ? <ul className="list-disc pl-5 font-mono text-xs">{names.map((n) => <li key={n}>{n}</li>)}</ul> : <p className="text-sm text-muted">{t('formFields.none')}</p>}
    </div>
  );
  return (
    <ModalDialog
      open
      title={t('formFields.replaceTitle')}
      onOpenChange={(next) => (next ? undefined : onClose())}
      description={
        <div className="grid gap-2 text-sm" aria-label={t('formFields.changes')}>
          {list(t('formFields.fieldsAdded'), changes.added)}
          {list(t('formFields.fieldsRemoved'), changes.removed)}
          {list(t('formFields.mappingsKept'), changes.kept)}
          <p>{t('formFields.permanentOnSave')}</p>
        </div>
      }
    >
      <Button type="button" variant="secondary" onClick={onClose}>
        {t('documentsStep.cancel')}
      </Button>
      <Button type="button" onClick={onApply}>
        {t('formFields.replace')}
      </Button>
    </ModalDialog>
  );
}

type Upload = { ok: true; ref: string; kind: 'pdf' | 'image'; pageCount: number; stem: string } | { ok: false; message: string };

function ReplaceRevision({
  formId,
  document,
  file,
  fields,
  dispatch,
  onReplaced,
}: {
  formId: string;
  document: Document;
  file: string;
  fields: FormField[];
  dispatch: Dispatch;
  /** Told once the revision is in place (this section goes with the old file, so the panel says it). */
  onReplaced: (text: string) => void;
}) {
  const { t } = useTranslation('documents');
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ type: 'error' | 'info'; text: string } | undefined>();
  const [pending, setPending] = useState<{ ref: string; pageCount: number; stem: string; fields: FormField[]; changes: RevisionChanges } | undefined>();
  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setMessage({ type: 'info', text: t('formFields.reading', { name: chosen.name }) });
    const body = new FormData();
    body.set('file', chosen);
    try {
      const response = await fetch(`/manage-workflows/${encodeURIComponent(formId)}/documents/upload`, { method: 'POST', body });
      const upload = (await response.json()) as Upload;
      if (!upload.ok) return setMessage({ type: 'error', text: upload.message });
      if (upload.kind !== 'pdf') return setMessage({ type: 'error', text: t('formFields.revisionIsPdf') });
      const answer = await fetchFields(formId, upload.ref);
      if (!answer.ok) return setMessage({ type: 'error', text: fieldsMessage(t, answer) });
      setMessage(undefined);
      setPending({ ref: upload.ref, pageCount: upload.pageCount, stem: upload.stem, fields: answer.fields, changes: revisionChanges(document, file, fields, answer.fields) });
    } catch {
      setMessage({ type: 'error', text: t('upload.connectionLost') });
    }
  }
  return (
    <div className="grid gap-1">
      <div>
        <Button type="button" size="sm" variant="secondary" onClick={() => input.current?.click()}>
          {t('formFields.replaceWithRevision')}
        </Button>
        <input ref={input} type="file" accept=".pdf" className="sr-only" tabIndex={-1} aria-label={t('formFields.revisionOf', { file })} onChange={choose} data-testid="revision-upload" />
      </div>
      <div aria-live="polite">{message ? <FormMessage type={message.type}>{message.text}</FormMessage> : null}</div>
      {pending ? (
        <RevisionDialog
          changes={pending.changes}
          onClose={() => setPending(undefined)}
          onApply={() => {
            const { ref, pageCount, stem } = pending;
            const next = pending.fields;
            dispatch({ type: 'edit', change: (draft) => replaceTemplate(draft, document.uid, file, ref, pageCount, next, (page) => `${stem.toUpperCase()}-${page}`) });
            setPending(undefined);
            onReplaced(t('formFields.revisionInPlace'));
          }}
        />
      ) : null}
    </div>
  );
}

/** The form fields of one template file of the document. */
function TemplateFieldsSection({
  formId,
  definition,
  document,
  file,
  dispatch,
  onReplaced,
}: {
  formId: string;
  definition: WorkflowDefinition;
  document: Document;
  file: string;
  dispatch: Dispatch;
  onReplaced: (text: string) => void;
}) {
  const { t } = useTranslation('documents');
  const answer = useTemplateFields(formId, file);
  const [notice, setNotice] = useState<string | undefined>();
  if (!answer) return <p className="text-sm text-muted">{t('formFields.readingFields', { file })}</p>;
  if (!answer.ok) return <FormMessage type="error">{fieldsMessage(t, answer)}</FormMessage>;
  if (answer.fields.length === 0) return null;
  const unmapped = unmappedFields(document, file, answer.fields);
  const pages = [...new Set(answer.fields.map((f) => f.widgets.find((w) => w.page !== null)?.page ?? 0))].sort((a, b) => a - b);
  return (
    <section className="grid gap-2 rounded-lg border border-line bg-white p-3" aria-label={t('formFields.fieldsOf', { file })}>
      <h3 className="font-semibold">{t('formFields.heading', { count: answer.fields.length, file: file.replace(/^pdf\//, '') })}</h3>
      {answer.warnings.map((w) => (
        <FormMessage key={w} type="info">{w}</FormMessage>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          disabled={unmapped.length === 0}
          onClick={() => {
            const uids = uidPool(answer.fields.length * 3 + 10);
            const result = createQuestionsFromFields(definition, document.uid, file, unmapped, uids());
            dispatch({ type: 'edit', change: (draft) => createQuestionsFromFields(draft, document.uid, file, unmapped, uids()).definition });
            setNotice(t('formFields.created', { count: result.added }));
          }}
        >
          {t('formFields.createQuestions')}
        </Button>
        <ReplaceRevision formId={formId} document={document} file={file} fields={answer.fields} dispatch={dispatch} onReplaced={onReplaced} />
      </div>
      <div aria-live="polite">{notice ? <FormMessage type="success">{notice}</FormMessage> : null}</div>
      <p className="text-sm" data-testid="unmapped-fields">
        {unmapped.length
          ? t('formFields.unmapped', { count: unmapped.length, names: unmapped.map((f) => fieldTitle(f)).join(', ') })
          : t('formFields.allMapped')}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('formFields.caption', { file })}</caption>
          <thead>
            <tr className="text-left">
              <th className="p-1">{t('formFields.page')}</th>
              <th className="p-1">{t('formFields.field')}</th>
              <th className="p-1">{t('formFields.kind')}</th>
              <th className="p-1">{t('formFields.details')}</th>
              <th className="p-1">{t('formFields.filledBy')}</th>
            </tr>
          </thead>
          {pages.map((page) => (
            <tbody key={page} aria-label={t('formFields.pageNumber', { page })}>
              {answer.fields
                .filter((f) => (f.widgets.find((w) => w.page !== null)?.page ?? 0) === page)
                .map((field) => (
                  <MappingRow key={field.name} definition={definition} document={document} file={file} field={field} dispatch={dispatch} />
                ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}

/**
 * What the last save found wrong with the document's fills (and its other actions): the errors publishing refuses
 * (a field the form lacks, an answer the field cannot take), then the warnings, each in the author's words.
 */
function DocumentProblems({ problems }: { problems: BuilderProblem[] }) {
  const { t } = useTranslation('documents');
  const say = useSayFinding();
  const errors = problems.filter((p) => p.severity !== 'warning');
  const warnings = problems.filter((p) => p.severity === 'warning');
  const list = (items: BuilderProblem[]) => (
    <ul className="mt-1 list-disc pl-5">
      {items.map((p) => (
        <li key={`${p.pointer ?? ''}${p.message}`}>{say(p)}</li>
      ))}
    </ul>
  );
  return (
    <section aria-label={t('formFields.problemsOf')} className="grid gap-2">
      {errors.length ? (
        <FormMessage type="error">
          {t('formFields.errors', { count: errors.length })}
          {list(errors)}
        </FormMessage>
      ) : null}
      {warnings.length ? (
        <FormMessage type="warning">
          {t('formFields.warnings', { count: warnings.length })}
          {list(warnings)}
        </FormMessage>
      ) : null}
    </section>
  );
}

/** Every template PDF of the document with form fields, and what the last save found wrong with its fills. */
export function FormFieldsPanel({
  formId,
  definition,
  document,
  problems = [],
  dispatch,
}: {
  formId: string | null;
  definition: WorkflowDefinition;
  document: Document | undefined;
  problems?: BuilderProblem[];
  dispatch: Dispatch;
}) {
  const [replaced, setReplaced] = useState<string | undefined>();
  if (!formId || !document) return null;
  const files = [...new Set(document.pages.flatMap((p) => (p.source.kind === 'pdf' ? [p.source.file] : [])))];
  if (!files.length) return null;
  const at = `/documents/${(definition.documents ?? []).findIndex((d) => d.uid === document.uid)}`;
  const mine = problems.filter((p) => p.pointer === at || p.pointer?.startsWith(`${at}/`));
  return (
    <div className="grid gap-3">
      {mine.length ? <DocumentProblems problems={mine} /> : null}
      <div aria-live="polite">{replaced ? <FormMessage type="info">{replaced}</FormMessage> : null}</div>
      {files.map((file) => (
        <TemplateFieldsSection key={file} formId={formId} definition={definition} document={document} file={file} dispatch={dispatch} onReplaced={setReplaced} />
      ))}
    </div>
  );
}
