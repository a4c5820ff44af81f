// What the signing steps show (end-user-journey.md §2: petitioner steps 5 to 7, respondent steps 2 and 3): the
// stipulation to review (or that it is still being prepared), the SHA-256 of the one shown (posted back with the
// signature, so the evidence names exactly what was on screen), the signatures given so far, the spouse
// notification counter, and the final document's page.
import type { Queryable } from '../../db.server';
import { NOTIFY_SPOUSE_LIMIT, userWorkflowSigningState } from '../../engine.server';
import { machineInput, type UserWorkflowRow } from '../user-workflow/user-workflows.server';
import { currentSignatures, type SignerRole } from '../user-workflow/signatures.server';
import { stipulationSha256 } from './submit-signature.server';
import { formatDateTimeWithZone } from '../../utils/date-time';
import type { Language } from '../../../i18n/languages';
import { getEnv } from '../../../lib/env.server';
import { signedDocumentUnavailable } from '../../../lib/documents/user-workflow-documents.server';
import { signingWordsFor, textsOf, type GuideTexts } from './signing-words.server';
import { loadStipulationReading, type StipulationReading } from './stipulation-reading.server';


export interface SignedBy {
  role: SignerRole;
  name: string;
  method: 'drawn' | 'typed';
  typedName: string | null;
  signedAt: string;
  /** the spec's MM/DD/YYYY hh:mm A in the product's time zone, with the zone named; month names in Spanish */
  signedAtText: string;
}

export interface SigningPanel {
  userWorkflowId: string;
  role: SignerRole;
  /** where the signature form posts */
  signAction: string;
  stipulationHref: string;
  /** undefined while the stipulation job has not rendered it yet */
  documentSha256: string | null;
  /** the document shown as text, in a disclosure under its link (null until rendered, or for one rendered before readings were stored) */
  reading: StipulationReading | null;
  /**
   * the document to sign as the page names it: the spec's 'your stipulation' for a divorce, the signed document's
   * own name for any other type (ADR 028)
   */
  documentName: string;
  onePerson: boolean;
  /** a divorce: the spec's exact texts */
  divorce: boolean;
  /** the other person within a sentence: 'your spouse', 'your landlord', or the petitioner's name on the other party's pages */
  other: string;
  /** the texts the signing step shows in the browser (a divorce's are the spec's) */
  texts: { tooSmall: string; notifyLimit: string };
  /** set when the stipulation can never be made as the workflow stands (ADR 027): what the person is told */
  cannotBeMade: string | null;
  signed: SignedBy[];
  /** the signer's own name, to prefill the typed signature */
  signerName: string;
  notify: { count: number; blocked: boolean; label: string; action: string };
  finalDocumentHref: string;
}

/** 'Notify Spouse', and 'Notify Spouse Again' once reminded, in the page's words with `t`. */
function notifyLabel(count: number, whom: string, t?: GuideTexts): string {
  if (t) return count === 0 ? t('signing.notify', { whom }) : t('signing.notifyAgain', { whom });
  return count === 0 ? `Notify ${whom}` : `Notify ${whom} Again`;
}

export function stipulationPath(userWorkflowId: string, role: SignerRole): string {
  return role === 'petitioner' ? `/legal-form-guide/divorce-forms/${userWorkflowId}/stipulation` : `/respondent-guide/${userWorkflowId}/stipulation`;
}

export async function loadSigningPanel(db: Queryable, workflow: UserWorkflowRow, role: SignerRole, signer: { firstName: string; lastName: string }, options: { admin: boolean; now?: Date; timeZone?: string; language?: Language; t?: GuideTexts }): Promise<SigningPanel> {
  const timeZone = options.timeZone ?? getEnv().APP_TIME_ZONE;
  const [documentSha256, rows] = await Promise.all([stipulationSha256(db, workflow.id), currentSignatures(db, workflow.id)]);
  const { t } = options;
  const words = await signingWordsFor(db, workflow, role, t);
  const texts = textsOf(words, t);
  const notifyWhom = t && words.otherParty === 'spouse' ? t('signing.notifySpouse') : words.otherParty.charAt(0).toUpperCase() + words.otherParty.slice(1);
  const unavailable = documentSha256 ? undefined : await signedDocumentUnavailable(db, workflow.published_workflow_id);
  const reading = await loadStipulationReading(db, workflow.id, documentSha256, words, t);
  const state = userWorkflowSigningState(workflow.machine_snapshot, machineInput(workflow));
  const { count, blockedSince } = state.spouseNotifications;
  const now = (options.now ?? new Date()).getTime();
  const blocked = !options.admin && blockedSince !== null && now - Date.parse(blockedSince) < 24 * 60 * 60 * 1000 && count >= NOTIFY_SPOUSE_LIMIT;
  return {
    userWorkflowId: workflow.id,
    role,
    signAction: role === 'petitioner' ? `/legal-form-guide/divorce-forms/${workflow.id}/sign` : `/respondent-guide/${workflow.id}/sign`,
    stipulationHref: stipulationPath(workflow.id, role),
    documentSha256: documentSha256 ?? null,
    reading,
    documentName: words.document,
    onePerson: words.onePerson,
    divorce: words.divorce,
    other: words.other,
    texts: { tooSmall: texts.tooSmall, notifyLimit: texts.notifyLimit },
    cannotBeMade: unavailable ? texts.stipulationCannotBeMade : null,
    signed: rows.map((r) => ({ role: r.role, name: r.signer_name, method: r.method, typedName: r.typed_name, signedAt: new Date(r.signed_at).toISOString(), signedAtText: formatDateTimeWithZone(new Date(r.signed_at), timeZone, options.language) })),
    signerName: `${signer.firstName} ${signer.lastName}`.trim(),
    // 'Again' once the petitioner has reminded the spouse (the 'sign' e-mail at signing is not a reminder)
    notify: { count, blocked, label: notifyLabel(count, notifyWhom, t), action: `/legal-form-guide/divorce-forms/${workflow.id}/notify-spouse` },
    finalDocumentHref: `/legal-form-guide/divorce-forms/${workflow.id}/final-document`,
  };
}
