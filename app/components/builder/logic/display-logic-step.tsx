// Step 3, Display Logic (workflow-builder.md §2): the element list (number, title, type, icon, whether logic exists
// and is complete) with its search (above 10 elements, from 3 characters), the Incomplete / Completed and page
// filters; the selected element's tree with Hide by default; and the library of reusable rules. The logic checks
// (issue 20) run on the draft as it is edited, so a contradiction is flagged at its node before any save.
import { keywordState, NoResults, SEARCH_ERROR_CLASS } from '~/components/ui/no-results';
import { AlertTriangle, CheckCircle2, Circle, CircleDashed, XCircle } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { ModalDialog } from '~/components/ui/dialog';
import type { DisplayLogicLibraryRule, Finding, WorkflowDefinition } from '~/engine';
import { useSayFinding } from '~/i18n/engine-texts';
import type { BuilderAction } from '../builder-history';
import { pagesOf } from '../element-operations';
import { ConditionEditor } from './condition-editor';
import { findingsOf } from './logic-findings-marker';
import {
  SEARCH_MIN_LENGTH,
  SEARCH_SHOWN_ABOVE,
  addLibraryRule,
  findingsAt,
  newLibraryRule,
  libraryRuleUsedBy,
  listElements,
  newCompound,
  removeLibraryRule,
  setDisplayLogic,
  testableQuestions,
  updateLibraryRule,
  type ElementFilter,
  type LogicStatus,
} from './logic-operations';

/** The logic checks' findings for a draft, worked out after typing settles (the check of a large workflow takes a moment). */
export function useLogicFindings(definition: WorkflowDefinition): Finding[] {
  return findingsOf(useDeferredValue(definition));
}


/** On the selected row (white on the brand colour) the icon takes the row's white, so it stays visible. */
function StatusIcon({ status, selected }: { status: LogicStatus; selected: boolean }) {
  const tone = (own: string) => `size-4 ${selected ? 'text-current' : own}`;
  if (status === 'complete') return <CheckCircle2 aria-hidden="true" data-status={status} className={tone('text-brand')} />;
  if (status === 'incomplete') return <CircleDashed aria-hidden="true" data-status={status} className={tone('text-amber-600')} />;
  return <Circle aria-hidden="true" data-status={status} className={tone('text-muted')} />;
}

/** Every finding of the checks, each with a button that opens the element or library rule it is about. */
export function LogicFindingsPanel({ definition, findings, onOpen }: { definition: WorkflowDefinition; findings: Finding[]; onOpen?: (target: { elementUid?: string; libraryUid?: string }) => void }) {
  const { t } = useTranslation('builder', { keyPrefix: 'logic' });
  const say = useSayFinding();
  if (!findings.length) return null;
  const errors = findings.filter((f) => f.severity === 'error').length;
  const target = (pointer: string) => {
    const element = /^\/elements\/(\d+)/.exec(pointer);
    if (element) return { elementUid: definition.elements[Number(element[1])]?.uid, label: definition.elements[Number(element[1])]?.title };
    const rule = /^\/displayLogicLibrary\/(\d+)/.exec(pointer);
    if (rule) return { libraryUid: definition.displayLogicLibrary?.[Number(rule[1])]?.uid, label: t('libraryRuleNamed', { name: definition.displayLogicLibrary?.[Number(rule[1])]?.name ?? '' }) };
    return undefined;
  };
  return (
    <details open={errors > 0} className="rounded-lg border border-line bg-white p-2">
      <summary className="cursor-pointer text-sm font-semibold">{t('checks', { errors: t('errors', { count: errors }), warnings: t('warnings', { count: findings.length - errors }) })}</summary>
      <ul aria-label={t('findings')} className="mt-2 grid max-h-60 gap-1 overflow-y-auto">
        {findings.map((f) => {
          const to = target(f.pointer);
          return (
            <li key={`${f.code}-${f.pointer}`} className="flex items-start gap-2 text-sm">
              {f.severity === 'error' ? <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" /> : <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />}
              <span className="flex-1">
                <span className="sr-only">{f.severity === 'error' ? t('errorPrefix') : t('warningPrefix')}</span>
                {say(f)}
              </span>
              {to && onOpen && (to.elementUid || to.libraryUid) ? (
                <button type="button" className="shrink-0 text-brand underline" onClick={() => onOpen({ elementUid: to.elementUid, libraryUid: to.libraryUid })}>
                  {t('open', { target: to.label ?? '' })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

function LibraryPanel({
  definition,
  selected,
  onSelect,
  edit,
}: {
  definition: WorkflowDefinition;
  selected: string | null;
  onSelect: (uid: string | null) => void;
  edit: (change: (d: WorkflowDefinition) => WorkflowDefinition, key?: string) => void;
}) {
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<DisplayLogicLibraryRule | null>(null);
  const library = definition.displayLogicLibrary ?? [];
  const { t } = useTranslation('builder', { keyPrefix: 'logic' });
  const removingUsedBy = removing ? libraryRuleUsedBy(definition, removing.uid) : [];
  return (
    <section aria-labelledby="library-heading" className="grid gap-2 rounded-lg border border-line bg-white p-3">
      <h3 id="library-heading" className="font-semibold text-brand">
        {t('library')}
      </h3>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const trimmed = name.trim();
          if (!trimmed) return;
          // made here, not in the reducer's change: React may run that later, and the new rule is selected now
          const rule = newLibraryRule(trimmed);
          edit((d) => addLibraryRule(d, rule));
          setName('');
          onSelect(rule.uid);
        }}
      >
        <label className="grid gap-1 text-sm">
          {t('newRuleName')}
          <input className="rounded-md border border-line px-2 py-1" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <Button type="submit" variant="secondary" disabled={!name.trim()}>
          {t('addLibraryRule')}
        </Button>
      </form>
      {library.length ? (
        <ul aria-label={t('libraryRules')} className="grid gap-1">
          {library.map((rule) => (
            <li key={rule.uid} className="flex flex-wrap items-center gap-2">
              <button type="button" aria-pressed={selected === rule.uid} className={`rounded px-2 py-1 text-sm ${selected === rule.uid ? 'bg-brand text-white' : 'bg-brand-soft'}`} onClick={() => onSelect(selected === rule.uid ? null : rule.uid)}>
                <span lang="en">{rule.name}</span>
              </button>
              <Button type="button" variant="secondary" onClick={() => setRemoving(rule)}>
                {t('removeNamed', { name: rule.name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('noLibraryRules')}</p>
      )}
      <ModalDialog
        open={removing !== null}
        title={t('removeTitle')}
        description={
          removing
            ? removingUsedBy.length
              ? t('removeUsed', { name: removing.name, usedBy: removingUsedBy.map((title) => `"${title}"`).join(', ') })
              : t('removeUnused', { name: removing.name })
            : ''
        }
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
      >
        <Button type="button" variant="secondary" onClick={() => setRemoving(null)}>
          {t('cancel')}
        </Button>
        <Button
          type="button"
          onClick={() => {
            const uid = removing?.uid;
            setRemoving(null);
            if (!uid) return;
            edit((d) => removeLibraryRule(d, uid));
            if (selected === uid) onSelect(null);
          }}
        >
          {t('remove')}
        </Button>
      </ModalDialog>
    </section>
  );
}

export function DisplayLogicStep({
  definition,
  dispatch,
  focus,
}: {
  definition: WorkflowDefinition;
  dispatch: (action: BuilderAction) => void;
  /** An element or library rule to open (from the findings panel). */
  focus?: { elementUid?: string; libraryUid?: string } | null;
}) {
  const { t } = useTranslation('builder');
  const [filter, setFilter] = useState<ElementFilter>({ search: '', status: 'all', page: -1 });
  const [selectedUid, setSelectedUid] = useState<string | null>(focus?.elementUid ?? null);
  const [libraryUid, setLibraryUid] = useState<string | null>(focus?.libraryUid ?? null);
  const [seenFocus, setSeenFocus] = useState(focus);
  if (focus !== seenFocus) {
    setSeenFocus(focus);
    if (focus?.elementUid) setSelectedUid(focus.elementUid);
    if (focus?.libraryUid) setLibraryUid(focus.libraryUid);
  }
  const findings = useLogicFindings(definition);
  const say = useSayFinding();
  const edit = (change: (d: WorkflowDefinition) => WorkflowDefinition, key?: string) => dispatch({ type: 'edit', change, key });
  const listed = listElements(definition, filter);
  const questions = testableQuestions(definition);
  const library = definition.displayLogicLibrary ?? [];
  const index = definition.elements.findIndex((e) => e.uid === selectedUid);
  const element = index >= 0 ? definition.elements[index] : undefined;
  const rule = library.find((r) => r.uid === libraryUid);
  const ruleIndex = library.findIndex((r) => r.uid === libraryUid);
  const logicFindings = findings.map((f) => ({ pointer: f.pointer, message: f.message, text: f.text, severity: f.severity }));
  const findingCount = (uid: string) => {
    const i = definition.elements.findIndex((e) => e.uid === uid);
    return findingsAt(findings, `/elements/${i}`).length;
  };
  const pages = pagesOf(definition);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(16rem,1fr)_2fr]">
      <div className="grid content-start gap-3">
        <LogicFindingsPanel definition={definition} findings={findings} onOpen={(target) => (target.elementUid ? setSelectedUid(target.elementUid) : setLibraryUid(target.libraryUid ?? null))} />
        <div className="grid gap-2 rounded-lg border border-line bg-white p-3">
          {definition.elements.length > SEARCH_SHOWN_ABOVE ? (
            <label className="grid gap-1 text-sm">
              {t('logic.search')}
              <input
                type="search"
                className={`rounded-md border border-line px-2 py-1 ${SEARCH_ERROR_CLASS}`}
                {...keywordState(filter.search, listed.length === 0, 'logic-no-results')}
                value={filter.search}
                placeholder={t('logic.searchHint', { count: SEARCH_MIN_LENGTH })}
                onChange={(e) => setFilter({ ...filter, search: e.target.value })}
              />
            </label>
          ) : null}
          <div className="flex flex-wrap gap-2 text-sm">
            <label className="flex items-center gap-1">
              {t('logic.status')}
              <select className="rounded-md border border-line px-2 py-1" value={filter.status} onChange={(e) => setFilter({ ...filter, status: e.target.value as ElementFilter['status'] })}>
                <option value="all">{t('logic.all')}</option>
                <option value="incomplete">{t('logic.incomplete')}</option>
                <option value="completed">{t('logic.completed')}</option>
              </select>
            </label>
            <label className="flex items-center gap-1">
              {t('logic.page')}
              <select className="rounded-md border border-line px-2 py-1" value={filter.page} onChange={(e) => setFilter({ ...filter, page: Number(e.target.value) })}>
                <option value={-1}>{t('logic.allPages')}</option>
                {pages.map((page, i) => (
                  <option key={page.uid} value={i}>
                    {page.label || t('elements.pageNumbered', { number: i + 1 })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {listed.length === 0 ? <NoResults id="logic-no-results" /> : null}
          <ol aria-label={t('logic.formElements')} className="grid max-h-[60vh] gap-1 overflow-y-auto">
            {listed.map(({ element: e, number, status }) => {
              const count = findingCount(e.uid);
              return (
                <li key={e.uid}>
                  <button
                    type="button"
                    aria-pressed={e.uid === selectedUid}
                    className={`flex w-full items-center gap-2 rounded px-2 py-1 text-left text-sm ${e.uid === selectedUid ? 'bg-brand text-white' : 'hover:bg-brand-soft'}`}
                    onClick={() => {
                      setSelectedUid(e.uid);
                      setLibraryUid(null);
                    }}
                  >
                    <span className="w-8 text-right tabular-nums">{number}</span>
                    <StatusIcon status={status} selected={e.uid === selectedUid} />
                    <span className="flex-1 truncate font-medium" lang="en">
                      {e.title}
                    </span>
                    <span className="text-xs opacity-80">{t(`types.${e.type}`)}</span>
                    <span className="sr-only">{t(`logic.statusLabel.${status}`)}</span>
                    {count ? <span className="rounded bg-danger px-1 text-xs text-white">{t('logic.toCheck', { count })}</span> : null}
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
        <LibraryPanel definition={definition} selected={libraryUid} onSelect={(uid) => { setLibraryUid(uid); if (uid) setSelectedUid(null); }} edit={edit} />
      </div>
      <div className="grid content-start gap-3">
        {rule ? (
          <section aria-labelledby="rule-heading" className="grid gap-2 rounded-lg border border-line bg-white p-3">
            <h2 id="rule-heading" className="text-lg font-semibold text-brand">{t('logic.libraryRule', { name: rule.name })}</h2>
            <label className="grid gap-1 text-sm">
              {t('logic.ruleName')}
              <input className="rounded-md border border-line px-2 py-1" value={rule.name} onChange={(e) => edit((d) => updateLibraryRule(d, rule.uid, (r) => ({ ...r, name: e.target.value })), `library.${rule.uid}.name`)} />
            </label>
            <p className="text-sm text-muted">{t('logic.usedBy', { elements: libraryRuleUsedBy(definition, rule.uid).join(', ') || t('logic.noElementYet') })}</p>
            <ConditionEditor
              value={rule.root}
              questions={questions}
              library={library}
              inLibrary
              name={t('condition.ruleNode', { number: 1 })}
              pointer={`/displayLogicLibrary/${ruleIndex}/root`}
              findings={logicFindings}
              onChange={(root) => edit((d) => updateLibraryRule(d, rule.uid, (r) => ({ ...r, root: root.kind === 'compound' ? root : newCompound([root]) })), `library.${rule.uid}.root`)}
            />
          </section>
        ) : element ? (
          <section aria-labelledby="logic-heading" className="grid gap-2 rounded-lg border border-line bg-white p-3">
            <h2 id="logic-heading" className="text-lg font-semibold text-brand">{t('logic.displayLogicOf', { title: element.title })}</h2>
            <p className="text-sm text-muted">{t('logic.elementPlace', { type: t(`types.${element.type}`), number: index + 1 })}</p>
            {logicFindings.filter((f) => f.pointer === `/elements/${index}` || f.pointer === `/elements/${index}/displayLogic`).map((f) => (
              <p key={f.message} className={`rounded border px-2 py-1 text-sm ${f.severity === 'error' ? 'border-danger bg-red-50 text-danger' : 'border-amber-400 bg-amber-50'}`}>
                {f.severity === 'error' ? t('logic.error', { message: say(f) }) : t('logic.warning', { message: say(f) })}
              </p>
            ))}
            {element.displayLogic ? (
              <>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    role="switch"
                    className="size-5 accent-brand"
                    checked={element.displayLogic.hideByDefault}
                    onChange={(e) => edit((d) => setDisplayLogic(d, element.uid, { ...element.displayLogic!, hideByDefault: e.target.checked }))}
                  />
                  {t('logic.hideByDefault')}
                </label>
                <ConditionEditor
                  value={element.displayLogic.root}
                  questions={questions.filter((q) => q.uid !== element.uid)}
                  library={library}
                  pointer={`/elements/${index}/displayLogic/root`}
                  findings={logicFindings}
                  onChange={(root) => edit((d) => setDisplayLogic(d, element.uid, { hideByDefault: element.displayLogic!.hideByDefault, root }), `logic.${element.uid}`)}
                />
                <div>
                  <Button type="button" variant="secondary" onClick={() => edit((d) => setDisplayLogic(d, element.uid, undefined))}>
                    {t('logic.removeLogic')}
                  </Button>
                </div>
              </>
            ) : (
              <div className="grid gap-2">
                <p className="text-sm">{t('logic.alwaysShows')}</p>
                <div>
                  <Button type="button" onClick={() => edit((d) => setDisplayLogic(d, element.uid, { hideByDefault: false, root: newCompound() }))}>
                    {t('logic.addLogic')}
                  </Button>
                </div>
              </div>
            )}
          </section>
        ) : (
          <p className="text-sm text-muted">{t('logic.choose')}</p>
        )}
      </div>
    </div>
  );
}
