// The logic checks' findings beside what they are about (issue 20): a small marker, "1 logic error" or "2 logic
// warnings", that opens into the plain sentences. Step 2's element cards and step 5's rule cards show it. The
// checks run once per draft however many markers read them (a WeakMap keyed by the draft), after typing settles.
import { AlertTriangle, XCircle } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { checkWorkflow } from '~/engine';
import type { Finding, WorkflowDefinition } from '~/engine';
import { useSayFinding } from '~/i18n/engine-texts';
import { findingsAt } from './logic-operations';

const checked = new WeakMap<WorkflowDefinition, Finding[]>();

/** The checks' findings for a draft, worked out once per draft object. */
export function findingsOf(definition: WorkflowDefinition): Finding[] {
  let findings = checked.get(definition);
  if (!findings) {
    findings = checkWorkflow(definition).findings;
    checked.set(definition, findings);
  }
  return findings;
}

/** The findings at `at` (a JSON pointer) and inside it, as a marker that opens into their sentences; nothing when there are none. */
export function LogicFindingsMarker({ definition, at, label }: { definition: WorkflowDefinition; at: string; label: string }) {
  const deferred = useDeferredValue(definition);
  const findings = findingsAt(findingsOf(deferred), at);
  const { t } = useTranslation('builder', { keyPrefix: 'logic' });
  const say = useSayFinding();
  if (!findings.length) return null;
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  const summary = errors
    ? warnings
      ? t('markerBoth', { errors: t('markerErrors', { count: errors }), warnings: t('warnings', { count: warnings }) })
      : t('markerErrors', { count: errors })
    : t('markerWarnings', { count: warnings });
  return (
    <details className="relative text-xs" onClick={(e) => e.stopPropagation()}>
      <summary className={`flex cursor-pointer list-none items-center gap-1 rounded px-1 py-0.5 ${errors ? 'text-danger' : 'text-amber-700'}`}>
        {errors ? <XCircle aria-hidden="true" className="size-4" /> : <AlertTriangle aria-hidden="true" className="size-4" />}
        {summary}
      </summary>
      <ul aria-label={t('checksOf', { label })} className="absolute right-0 z-20 mt-1 grid w-80 gap-1 rounded-md border border-line bg-white p-2 text-sm shadow-lg">
        {findings.map((f) => (
          <li key={`${f.code}-${f.pointer}`} className="flex items-start gap-2">
            {f.severity === 'error' ? <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" /> : <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />}
            <span>
              <span className="sr-only">{f.severity === 'error' ? t('errorPrefix') : t('warningPrefix')}</span>
              {say(f)}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The marker for an element, found by its uid (its pointer is its place in the list). */
export function ElementLogicMarker({ definition, uid, title }: { definition: WorkflowDefinition; uid: string; title: string }) {
  const deferred = useDeferredValue(definition);
  const index = deferred.elements.findIndex((e) => e.uid === uid);
  const { t } = useTranslation('builder');
  return index < 0 ? null : <LogicFindingsMarker definition={deferred} at={`/elements/${index}`} label={title || t('card.noTitle')} />;
}

/** The marker for a document's rule (with `ruleUid`) or its display logic (without), found by uids. */
export function DocumentLogicMarker({ definition, documentUid, ruleUid, label }: { definition: WorkflowDefinition; documentUid: string; ruleUid?: string; label: string }) {
  const deferred = useDeferredValue(definition);
  const d = (deferred.documents ?? []).findIndex((doc) => doc.uid === documentUid);
  const r = ruleUid === undefined ? -1 : (deferred.documents?.[d]?.rules ?? []).findIndex((rule) => rule.uid === ruleUid);
  if (d < 0 || (ruleUid !== undefined && r < 0)) return null;
  return <LogicFindingsMarker definition={deferred} at={ruleUid === undefined ? `/documents/${d}/displayLogic` : `/documents/${d}/rules/${r}`} label={label} />;
}
