// The questionnaire page: tabs per page, the fields of the current page, Previous / Next / Save Progress, the
// Required Fields list and the proceed warning. It is one <form> that works without JavaScript; with it, each
// change autosaves field by field after 250 ms and display logic runs live on the same engine as the server.
import { Form, useRevalidator } from '@remix-run/react';
import { ChevronLeft } from 'lucide-react';
import { startTransition, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { questionnairePageName } from '~/utils/page-title';
import { compile, elementTypeInfo, evaluate, type CompiledWorkflow, type FormElement, type Language, type WorkflowDefinition } from '~/engine';
import { DefinitionLanguageProvider, TranslationNotReviewed } from './fields/shown-text';
import { FieldHeadingLevelProvider } from './fields/display-fields';
import { fieldName, fingerprintName, formReader, readPostedAnswer, versionName } from '~/answer-form/form-answers';
import { fieldsNeedingAttention, messageText, pageMessages, savedStatus, shownMessages, type PageMessage } from '~/answer-form/page-messages';
import { MAX_UPLOAD_BYTES } from '~/answer-form/upload-limits';
import { useHydrated } from '~/utils/use-hydrated';
import { ElementField } from './element-field';
import { carriedEdits, fieldKeyVersions } from './revision-carry';
import type { ChildSupportInfo } from '~/services/guide/child-support-info.server';
import type { ActionNotice } from '~/services/guide/guide-intents.server';
import { RequiredFieldsDialog } from './required-fields-dialog';

export const AUTOSAVE_DELAY_MS = 250;

export interface QuestionnaireData {
  userWorkflowId: string;
  publishedWorkflowId: string;
  workflowState: string;
  collaborate: boolean;
  /** The owner's e-mail, which the spouse's e-mail may not repeat (the browser's engine says so at once). */
  ownerEmail: string;
  revision: string;
  /** `english`: the page's name is shown in English (none written in the reading's language) */
  pages: { uid: string; label: string; index: number; visible: boolean; english?: boolean }[];
  pageIndex: number;
  elements: { element: FormElement; value: unknown; version: number; fingerprint: string }[];
  answers: Record<string, unknown>;
  visibleUids: string[];
  messages: Record<string, PageMessage[]>;
  computed: Record<string, string>;
  groupedOptions: Record<string, string[]>;
  groupingLabels: Record<string, string>;
  childSupportInfo: Record<string, ChildSupportInfo>;
  missingRequired: { pageIndex: number; pageLabel?: string; pageTitle: string; fields: { uid: string; title: string; label?: string }[] }[];
  missingRequiredCount: number;
  review: boolean;
  highlight: string | null;
  requiredOpen: boolean;
  /** The dialog window shown open (?dialog={uid}), if any. */
  openDialog: string | null;
  proceedEvent: 'PROCEED_TO_SHARE' | 'PROCEED' | null;
  /** The language the workflow's own texts are read in (ADR 035) and whether that translation has been reviewed. */
  language?: Language;
  translationReviewed?: boolean;
  /** Why the answers cannot be changed now (the spouse holds the form), or null: the fields are shown disabled. */
  readOnly?: string | null;
}

export interface SaveResponse {
  ok: boolean;
  conflicts: { uid: string; attempted: unknown; current: unknown; currentVersion: number }[];
  refused: Record<string, string>;
  fields: Record<string, { version: number; fingerprint: string }>;
  cleared: string[];
  messages: Record<string, PageMessage[]>;
  computed: Record<string, string>;
  missingRequiredCount: number;
}

function attemptedText(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The published definition, compiled in the browser once per page load (an immutable, cached resource). */
function useBrowserEngine(publishedWorkflowId: string, hydrated: boolean) {
  const [compiled, setCompiled] = useState<{ id: string; compiled: CompiledWorkflow } | null>(null);
  useEffect(() => {
    if (!hydrated || compiled?.id === publishedWorkflowId) return;
    let cancelled = false;
    fetch(`/resources/published-workflows/${publishedWorkflowId}`)
      .then((r) => (r.ok ? (r.json() as Promise<WorkflowDefinition>) : Promise.reject(new Error(String(r.status)))))
      .then((definition) => {
        // as a transition: the fields it shows or hides re-render in slices, not in one long task
        if (!cancelled) startTransition(() => setCompiled({ id: publishedWorkflowId, compiled: compile(definition) }));
      })
      .catch(() => {
        // live display logic is an enhancement: the server still decides on every save
      });
    return () => {
      cancelled = true;
    };
  }, [hydrated, publishedWorkflowId, compiled?.id]);
  return compiled?.id === publishedWorkflowId ? compiled.compiled : null;
}

/**
 * `endActions`: buttons that post this form with another intent (step 3's 'Send Back for Spousal Review'), so the page
 * is saved with them. `fieldAside`: what shows under a field beside its answer (the owner's 'Comments' panel of it).
 */
export function QuestionnaireForm({ data, notice, endActions, fieldAside }: { data: QuestionnaireData; notice?: ActionNotice; endActions?: ReactNode; fieldAside?: (element: FormElement) => ReactNode }) {
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation('questionnaire');
  const compiled = useBrowserEngine(data.publishedWorkflowId, hydrated);
  // a page's name is the author's: marked with the language it is shown in, where that is not the page's
  const reading = data.language ?? 'en';
  const pageNameLang = (p: { english?: boolean } | undefined) => (reading === 'en' ? (i18n.language !== 'en' ? 'en' : undefined) : p?.english ? 'en' : reading);
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // One save at a time per field, each sent with the version the previous one got back: a person who types
  // on while a slow save is under way must not be told their own answer "was changed elsewhere".
  const inFlight = useRef(new Map<string, Promise<void>>());
  const savedVersions = useRef(new Map<string, { version: number; fingerprint: string }>());
  // Live state belongs to one loader revision; a new revision (navigation, revalidation) starts afresh, but for the
  // person's own edits that the new revision does not know yet (see `carriedEdits`).
  const [live, setLive] = useState<{
    revision: string;
    edits: Record<string, unknown>;
    /** per edited field, the stored version it was shown at when the person changed it */
    bases: Record<string, number>;
    saved: SaveResponse['fields'];
    /** The page's messages from the last autosave's answer, or null before the first one. */
    messages: Record<string, PageMessage[]> | null;
    computed: Record<string, string>;
    status: string;
    /**
     * The last autosave's count of required fields unanswered, with the page's edits when it came back. The server
     * knows answers the browser cannot read back (a drawn signature, an upload): while nothing was typed since, its
     * count is the one shown (issue 29, item 9).
     */
    savedMissing: { count: number; edits: Record<string, unknown> } | null;
  }>({ revision: data.revision, edits: {}, bases: {}, saved: {}, messages: null, computed: {}, status: '', savedMissing: null });
  const storedVersions = useMemo(() => new Map(data.elements.map((e) => [e.element.uid, e.version])), [data.elements]);
  /** per field, the version this page's own last save of it got back (kept across revisions) */
  const [ownSaved, setOwnSaved] = useState<Record<string, number>>({});
  // the edits a new revision keeps, and which fields it mounts afresh: revision-carry.ts
  const state = live.revision === data.revision ? live : { revision: data.revision, ...carriedEdits(live, storedVersions, ownSaved), saved: {}, messages: null, computed: {}, status: '', savedMissing: null };
  /**
   * Each field is mounted afresh (its inputs showing the stored answer) only when the stored answer is newer than
   * this page's own last save of it: another tab's answer, or one the engine cleared. The whole form was keyed by
   * the revision, and a revision read before a save wiped what the person had typed or clicked meanwhile. Kept per
   * revision (React's pattern for information from earlier renders).
   */
  const [fieldKeys, setFieldKeys] = useState({ revision: data.revision, versions: Object.fromEntries(storedVersions) as Record<string, number> });
  if (fieldKeys.revision !== data.revision) setFieldKeys({ revision: data.revision, versions: fieldKeyVersions(fieldKeys.versions, storedVersions, ownSaved) });
  const fieldKey = (uid: string) => `${uid}:${fieldKeys.versions[uid] ?? storedVersions.get(uid) ?? 0}`;
  // conflicts outlive a revision: the revalidation that shows the newer answer must keep the message
  const [kept, setKept] = useState<{ conflicts: NonNullable<ActionNotice['conflicts']>; refused: Record<string, string> }>({ conflicts: [], refused: {} });
  const conflicts = [...(notice?.conflicts ?? []), ...kept.conflicts];
  const refused = { ...(notice?.refused ?? {}), ...kept.refused };

  const elementsByUid = useMemo(() => new Map(data.elements.map((e) => [e.element.uid, e.element])), [data.elements]);
  const liveEvaluation = useMemo(() => (compiled ? evaluate(compiled, { ...data.answers, ...state.edits }, { collaborate: data.collaborate, ownerEmail: data.ownerEmail }) : null), [compiled, data.answers, data.collaborate, data.ownerEmail, state.edits]);
  const visible = new Set(liveEvaluation ? liveEvaluation.visibleElementUids : data.visibleUids);
  const pageElements = useMemo(() => data.elements.map((e) => e.element), [data.elements]);
  const liveMessages = useMemo(() => (liveEvaluation ? pageMessages(liveEvaluation.messages, pageElements) : null), [liveEvaluation, pageElements]);

  /**
   * Messages follow the value on the page: a field the person changed shows what the browser's engine says about
   * it now (a corrected answer loses its message at once); the others what the last save (or the page) said.
   */
  const currentMessages = (uid: string): PageMessage[] => {
    if (liveMessages && uid in state.edits) return liveMessages[uid] ?? [];
    if (state.messages) return state.messages[uid] ?? [];
    return data.messages[uid] ?? [];
  };

  /** A field's messages; `showRequired` says whether a held-back 'Required' shows too. */
  const messagesFor = (uid: string, showRequired = data.review || data.highlight === uid): string[] => {
    const shown = shownMessages(currentMessages(uid), showRequired, (m) => messageText(t, m, elementsByUid.get(uid)));
    const extra: string[] = [];
    if (refused[uid]) extra.push(refused[uid]!);
    for (const c of conflicts) if (c.uid === uid) extra.push(t('form.staleEntered', { stale: t('form.stale'), entered: attemptedText(c.attempted, t('form.empty')) }));
    return [...extra, ...shown];
  };

  async function autosave(uid: string, entries: [string, FormDataEntryValue][]) {
    // a file over the limit is not sent: the server would refuse the body unread, and the page could only say that
    // the connection failed (issue 14, item 8)
    if (entries.some(([, value]) => typeof value !== 'string' && value.size > MAX_UPLOAD_BYTES)) {
      setKept((k) => ({ ...k, refused: { ...k.refused, [uid]: t('messages.fileTooLarge') } }));
      setLive((s) => ({ ...(s.revision === data.revision ? s : state), status: t('form.status.notSaved') }));
      const input = formRef.current?.querySelector<HTMLInputElement>(`input[type="file"][name="${fieldName(uid, 'file')}"]`);
      if (input) input.value = '';
      return;
    }
    const body = new FormData();
    body.set('intent', 'autosave');
    body.set('uid', uid);
    for (const [k, v] of entries) body.append(k, v);
    setLive((s) => ({ ...(s.revision === data.revision ? s : state), status: t('form.status.saving') }));
    try {
      const response = await fetch(`/legal-form-guide/divorce-forms/${data.userWorkflowId}/autosave?page=${data.pageIndex}`, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
      });
      const result = (await response.json()) as SaveResponse | { error: string };
      // the server refused every change (the petitioner moved past the questionnaire): say why, and stop there
      if ('error' in result) {
        setLive((s) => ({ ...(s.revision === data.revision ? s : state), status: result.error }));
        // too busy just now (503): the answer stays in its field and is sent again when the server says to
        if (response.status === 503) retryLater(uid, Number(response.headers.get('Retry-After')) || 5);
        return;
      }
      for (const [key, field] of Object.entries(result.fields)) savedVersions.current.set(key, field);
      setOwnSaved((own) => ({ ...own, ...Object.fromEntries(Object.entries(result.fields).map(([key, field]) => [key, field.version])) }));
      setLive((s) => {
        const base = s.revision === data.revision ? s : state;
        return {
          ...base,
          saved: { ...base.saved, ...result.fields },
          messages: result.messages,
          computed: result.computed,
          savedMissing: { count: result.missingRequiredCount, edits: base.edits },
          status: result.conflicts.length
            ? t('form.status.changedElsewhere')
            : result.ok
              ? savedStatus(t, t('form.status.allSaved'), fieldsNeedingAttention(result.messages, Object.keys(result.messages)))
              : t('form.status.notSaved'),
        };
      });
      setKept((k) => ({
        conflicts: [...k.conflicts.filter((c) => c.uid !== uid), ...result.conflicts],
        refused: { ...Object.fromEntries(Object.entries(k.refused).filter(([key]) => key !== uid)), ...result.refused },
      }));
      const element = elementsByUid.get(uid);
      // a refused upload is not kept in its input (the spec clears it); the message beside it says why
      if (result.refused[uid] && element?.type === 'file-input') {
        const input = formRef.current?.querySelector<HTMLInputElement>(`input[type="file"][name="${fieldName(uid, 'file')}"]`);
        if (input) input.value = '';
      }
      // another tab's newer answer, answers the engine cleared, or a stored upload's link must show on the page
      if (result.conflicts.length || result.cleared.length || (element?.type === 'file-input' && result.fields[uid])) revalidator.revalidate();
    } catch {
      setLive((s) => ({ ...(s.revision === data.revision ? s : state), status: t('form.status.offline') }));
    }
  }

  /** The form's entries of this one field as they are now. */
  function fieldEntries(all: FormData, uid: string): [string, FormDataEntryValue][] {
    return [...all.entries()].filter(([k]) => k === versionName(uid) || k === fingerprintName(uid) || k === fieldName(uid) || k.startsWith(`${fieldName(uid)}.`));
  }

  /**
   * Sends the field again after `seconds`, as it is then (a later change of it replaces this try): a server too busy
   * to save it (503) loses nothing the person typed.
   */
  function retryLater(uid: string, seconds: number) {
    const pending = timers.current.get(uid);
    if (pending) clearTimeout(pending);
    timers.current.set(
      uid,
      setTimeout(() => {
        if (formRef.current) queueAutosave(uid, fieldEntries(new FormData(formRef.current), uid));
      }, seconds * 1000),
    );
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    const match = /^a\.([A-Za-z0-9_-]+)/.exec(target.name ?? '');
    if (!match) return;
    const uid = match[1]!;
    const element = elementsByUid.get(uid);
    if (!element || !formRef.current) return;
    // the entries of this one field, taken now: a later re-render cannot change what the person typed
    const all = new FormData(formRef.current);
    const entries = fieldEntries(all, uid);
    const reading = readPostedAnswer(element, formReader(all));
    if (reading.kind === 'value')
      setLive((s) => {
        const base = s.revision === data.revision ? s : state;
        return { ...base, edits: { ...base.edits, [uid]: reading.value }, bases: { ...base.bases, [uid]: base.bases[uid] ?? storedVersions.get(uid) ?? 0 } };
      });
    const timer = timers.current.get(uid);
    if (timer) clearTimeout(timer);
    timers.current.set(uid, setTimeout(() => queueAutosave(uid, entries), AUTOSAVE_DELAY_MS));
  }

  function queueAutosave(uid: string, entries: [string, FormDataEntryValue][]) {
    const previous = inFlight.current.get(uid) ?? Promise.resolve();
    const next = previous.then(() => autosave(uid, withNewestVersion(uid, entries)));
    inFlight.current.set(uid, next);
    void next.finally(() => {
      if (inFlight.current.get(uid) === next) inFlight.current.delete(uid);
    });
  }

  /** The entries with the version (and fingerprint) of this page's own last save of the field, when that is newer. */
  function withNewestVersion(uid: string, entries: [string, FormDataEntryValue][]): [string, FormDataEntryValue][] {
    const saved = savedVersions.current.get(uid);
    const posted = Number(entries.find(([k]) => k === versionName(uid))?.[1] ?? NaN);
    if (!saved || !(saved.version > posted)) return entries;
    return entries.map(([k, v]): [string, FormDataEntryValue] => (k === versionName(uid) ? [k, String(saved.version)] : k === fingerprintName(uid) ? [k, saved.fingerprint] : [k, v]));
  }

  // A jump to a field (the Required Fields list, Review Missing Information) gives it the keyboard focus, not only
  // the highlight. Without JavaScript the field's control has autofocus; with it, the first control is focused
  // here, after React's own autofocus (which would pick the last radio of a group).
  useEffect(() => {
    if (!hydrated || !data.highlight) return;
    firstControlOf(formRef.current, data.highlight)?.focus();
  }, [hydrated, data.highlight, data.revision]);

  // On a phone only a few tabs fit: the strip scrolls to the current one (without JavaScript the #page-tab-N of
  // the page's address does it), centred when it can be.
  const tabsRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const strip = tabsRef.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [data.pageIndex]);

  const visiblePages = data.pages.filter((p) => p.visible);
  const currentPage = data.pages.find((p) => p.index === data.pageIndex);
  const position = visiblePages.findIndex((p) => p.index === data.pageIndex);
  const previous = visiblePages[position - 1];
  const next = visiblePages[position + 1];
  const missingCount = state.savedMissing && state.savedMissing.edits === state.edits ? state.savedMissing.count : (liveEvaluation?.missingRequiredCount ?? data.missingRequiredCount);
  // the answers kept with a message (a held-back 'Required' is the Required Fields list's, not this one's)
  const needingAttention = data.elements.flatMap(({ element }) => {
    if (!visible.has(element.uid)) return [];
    const shown = messagesFor(element.uid, false);
    return shown.length ? [{ uid: element.uid, name: element.label ?? element.title, message: shown[0]! }] : [];
  });

  return (
    // noValidate: the engine's messages speak for every rule, and an answer that is not valid yet is still saved
    // (the browser's own check would stop the save of an e-mail without '@' and lose the text)
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onChange={hydrated && !data.readOnly ? onChange : undefined}
      onInput={hydrated && !data.readOnly ? onChange : undefined}
      aria-labelledby="questionnaire-title"
    >
      {/* on a phone most tabs are out of sight: say where the person is and that there is more to the right */}
      <p className="mb-1 text-sm text-muted">
        {t('form.pageOf', { current: position + 1, total: visiblePages.length })}
        {visiblePages.length > 1 ? <span className="sm:hidden">{t('form.swipe')}</span> : null}
      </p>
      {/* a tab that takes the focus is brought whole into the strip's view: the browser leaves one that shows a sliver */}
      <nav ref={tabsRef} aria-label={t('form.pages')} className="relative -mx-1 scroll-px-[50%] overflow-x-auto pb-2">
        <ul className="flex gap-1 px-1">
          {visiblePages.map((p) => (
            <li key={p.uid}>
              <button
                type="submit"
                name="goto"
                id={`page-tab-${p.index}`}
                value={p.index}
                aria-current={p.index === data.pageIndex ? 'page' : undefined}
                className={cn('min-h-11 whitespace-nowrap rounded-md px-3 text-sm', p.index === data.pageIndex ? 'bg-brand text-white' : 'border border-line bg-white text-ink')}
                lang={p.label.trim() ? pageNameLang(p) : undefined}
              >
                {p.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {/* the page's name is its heading: a page change with JavaScript moves focus here (site-shell's usePageFocus) */}
      <h3
        id="questionnaire-title"
        data-page-heading
        tabIndex={-1}
        className="mt-3 text-xl font-semibold text-ink"
        lang={currentPage?.label.trim() ? pageNameLang(currentPage) : undefined}
      >
        {questionnairePageName(data.pages, data.pageIndex, (n) => t('form.pageName', { n }))}
      </h3>

      {missingCount > 0 ? <RequiredFieldsDialog count={missingCount} pages={data.missingRequired} pageIndex={data.pageIndex} open={data.requiredOpen} hydrated={hydrated} authoredLang={reading === 'en' && i18n.language !== 'en' ? 'en' : undefined} /> : null}

      {notice?.proceedWarning ? (
        <div role="alertdialog" aria-labelledby="proceed-warning-title" aria-describedby="proceed-warning-text" className="mt-3 rounded-lg border-2 border-warning bg-white p-4">
          <p id="proceed-warning-title" className="font-semibold">
            {t('form.warning.title')}
          </p>
          <p id="proceed-warning-text" className="mt-1 text-sm text-muted">
            {data.collaborate ? t('form.warning.collaborate') : t('form.warning.alone')}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {/* focused when the warning appears, with or without JavaScript, so a keyboard or screen reader is there */}
            <Button type="submit" name="goto" value={`${data.missingRequired[0]?.pageIndex ?? 0}:${data.missingRequired[0]?.fields[0]?.uid ?? ''}:review`} variant="secondary" autoFocus>
              {t('form.warning.review')}
            </Button>
            {/* §4 Step 1: disabled when the form is not collaborative (nobody reviews it before payment); a plain button then, so
                it posts nothing with or without JavaScript; the server refuses it too */}
            <Button type={data.collaborate ? 'submit' : 'button'} name="intent" value="proceed-anyway" disabledBecause={data.collaborate ? undefined : 'proceed-anyway-why'}>
              {t('form.warning.proceedAnyway')}
            </Button>
          </div>
          {data.collaborate ? null : (
            <p id="proceed-anyway-why" className="mt-2 text-sm">
              {t('form.warning.why')}
            </p>
          )}
        </div>
      ) : null}

      {data.readOnly ? (
        <p role="status" className="mt-3 rounded-md border border-brand bg-white p-3 text-ink">
          {data.readOnly}
        </p>
      ) : null}

      {/* one column as wide as the page: a wide child (a carousel's pictures) scrolls inside it instead of widening it;
          read-only, its controls are disabled, so they are neither posted nor announced as editable */}
      <TranslationNotReviewed language={data.language} reviewed={data.translationReviewed} />
      {/* the workflow's own texts in the person's language, each marked with its language (fields/shown-text.tsx) */}
      {/* the workflow's section headings sit under the page's h3 */}
      <FieldHeadingLevelProvider value={4}>
      <DefinitionLanguageProvider value={data.language ?? 'en'}>
        <ReadOnlyFields readOnly={Boolean(data.readOnly)}>
        {data.elements.map(({ element, value, version, fingerprint }) => {
          const saved = state.saved[element.uid];
          return (
            <div key={fieldKey(element.uid)} data-element-uid={element.uid} hidden={!visible.has(element.uid)} id={`field-${element.uid}`}>
              <ElementField
                element={element}
                value={value}
                version={saved?.version ?? version}
                fingerprint={saved?.fingerprint ?? fingerprint}
                messages={messagesFor(element.uid)}
                computedText={(liveEvaluation?.computed[element.uid]?.text ?? state.computed[element.uid] ?? data.computed[element.uid]) || undefined}
                groupOptions={liveEvaluation?.groupedOptions[element.uid] ?? data.groupedOptions[element.uid]}
                groupingLabel={data.groupingLabels[element.uid]}
                fileHref={fileHref(data.userWorkflowId, element, value)}
                printHref={printHref(data.userWorkflowId, element, data.pageIndex)}
                highlighted={data.highlight === element.uid}
                hydrated={hydrated}
                workflowState={data.workflowState}
                childSupportInfo={data.childSupportInfo}
                dialogOpen={data.openDialog === element.uid}
              />
              {fieldAside?.(element)}
            </div>
          );
        })}
        </ReadOnlyFields>
      </DefinitionLanguageProvider>
      </FieldHeadingLevelProvider>

      <p role="status" aria-live="polite" className="mt-4 min-h-6 text-sm text-muted">
        {state.status}
      </p>
      <AttentionList items={needingAttention} form={formRef} />

      {/* one row on a phone (Previous shows as an arrow there), so the bar stays low and covers little of the page */}
      <div className="questionnaire-actions sticky bottom-0 -mx-4 mt-2 flex flex-wrap items-center gap-2 border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur">
        {previous ? (
          <Button type="submit" name="goto" value={previous.index} variant="secondary" className="max-sm:px-3">
            <ChevronLeft aria-hidden="true" className="size-5 sm:hidden" />
            <span className="max-sm:sr-only">{t('form.previous')}</span>
          </Button>
        ) : null}
        {data.readOnly ? null : (
          <Button type="submit" name="intent" value="save" variant="ghost" className="max-sm:px-3">
            {t('form.save')}
          </Button>
        )}
        {next ? (
          <Button type="submit" name="goto" value={next.index} className="ml-auto">
            {t('form.next')}
          </Button>
        ) : data.proceedEvent ? (
          <Button type="submit" name="intent" value="proceed" className="ml-auto">
            {data.collaborate ? t('form.proceedToShare') : t('form.proceed')}
          </Button>
        ) : null}
      </div>
      {endActions ? <div className="mt-3 flex flex-wrap gap-2">{endActions}</div> : null}
    </Form>
  );
}

/** The page's fields; read-only, in a disabled fieldset (nothing posted, nothing announced as editable). */
function ReadOnlyFields({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  const { t } = useTranslation('questionnaire');
  const className = 'mt-4 grid grid-cols-1 gap-6';
  if (!readOnly) return <div className={className}>{children}</div>;
  return (
    <fieldset disabled className={cn(className, 'm-0 min-w-0 border-0 p-0')}>
      <legend className="sr-only">{t('form.readOnly')}</legend>
      {children}
    </fieldset>
  );
}

/** The first control of a field, for a jump to it (a Required Fields entry, an Answers that need attention link). */
function firstControlOf(form: HTMLFormElement | null, uid: string): HTMLElement | null {
  return form?.querySelector<HTMLElement>(`#field-${CSS.escape(uid)} :is(input:not([type=hidden]), select, textarea, button)`) ?? null;
}

/**
 * The answers kept with a message, as links to their fields (GOV.UK's error summary list): the save status names
 * this list. Not focused and not live: it follows the person's typing, and moving focus there would take them away.
 * Without JavaScript a link scrolls to the field, and Tab goes on from it into the field's control.
 */
function AttentionList({ items, form }: { items: { uid: string; name: string; message: string }[]; form: RefObject<HTMLFormElement | null> }) {
  const { t } = useTranslation('questionnaire');
  if (items.length === 0) return null;
  return (
    <div aria-labelledby="attention-list-title" role="region" className="mt-2 rounded-md border-l-4 border-danger bg-white p-3">
      <h4 id="attention-list-title" className="font-semibold text-ink">
        {t('form.attentionTitle')}
      </h4>
      <ul className="mt-1 grid gap-1">
        {items.map((item) => (
          <li key={item.uid}>
            <a
              href={`#field-${item.uid}`}
              onClick={(event) => {
                const control = firstControlOf(form.current, item.uid);
                if (!control) return;
                event.preventDefault();
                document.getElementById(`field-${item.uid}`)?.scrollIntoView({ block: 'start' });
                control.focus({ preventScroll: true });
              }}
              className="font-semibold text-danger"
            >
              {t('form.attentionItem', { name: item.name, message: item.message })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function printHref(userWorkflowId: string, element: FormElement, pageIndex: number): string | undefined {
  if (element.type !== 'dialog-window' && element.type !== 'embedded-image') return undefined;
  return `/legal-form-guide/divorce-forms/${userWorkflowId}/print/${element.uid}?page=${pageIndex}`;
}

function fileHref(userWorkflowId: string, element: FormElement, value: unknown): string | undefined {
  // the answers the page stores as files: uploads and signatures (a typed one is stored as its image)
  const input = elementTypeInfo(element.type)?.answerInput;
  if (input !== 'upload' && input !== 'signature') return undefined;
  const v = value as { storageRef?: unknown } | null;
  return v && typeof v.storageRef === 'string' ? `/legal-form-guide/divorce-forms/${userWorkflowId}/files/${element.uid}` : undefined;
}
