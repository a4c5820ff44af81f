// The workflow status machine of workflow-builder.md §4, as one pure function: from a form's status, its
// stakeholders and whether a published version of it is offered, what an event leads to (the new status, the
// stakeholders' decisions, whether a version is published or withdrawn, who is e-mailed) or why it is refused.
// The service (publishing.server.ts) stores what this decides; nothing else decides a form's status.

/** '' in the spec (never published, or unpublished), Pending, Approved. */
export type WorkflowStatus = 'empty' | 'pending' | 'approved';
export type StakeholderStatus = 'pending' | 'approved' | 'rejected';

export interface Stakeholder {
  email: string;
  status: StakeholderStatus;
}

export interface StatusSnapshot {
  status: WorkflowStatus;
  stakeholders: readonly Stakeholder[];
  /** a published version of the form is offered to new people */
  offered: boolean;
}

export type WorkflowStatusEvent =
  | { type: 'PUBLISH'; stakeholders: readonly string[] }
  | { type: 'APPROVE'; email: string }
  | { type: 'REJECT'; email: string }
  | { type: 'REMOVE_STAKEHOLDER'; email: string }
  | { type: 'UNPUBLISH' }
  | { type: 'EDIT' }
  | { type: 'STATE_REMOVED' };

export type RefusalCode = 'pending' | 'not-approved' | 'not-pending' | 'not-a-stakeholder' | 'already-decided';

export type StatusTransition =
  | {
      ok: true;
      status: WorkflowStatus;
      stakeholders: Stakeholder[];
      /** publish the draft as a new major version (it replaces the offered one) */
      publish: boolean;
      /** stop offering every published version of the form */
      withdraw: boolean;
      /** stakeholders to e-mail the 'stakeholder' request to */
      notify: string[];
    }
  /** `detail` names the status and event for developers (logs, thrown errors) */
  | { ok: false; code: RefusalCode; message: string; detail: string };

/** What people read when an event is refused; the spec gives none of these texts. */
export const STATUS_MESSAGES: Record<RefusalCode, string> = {
  pending: 'This workflow is waiting for its stakeholders to approve it, so it cannot be changed until they decide.',
  'not-approved': 'Only an approved workflow can be unpublished. This one is not published.',
  'not-pending': 'This workflow is not waiting for approval any more.',
  'not-a-stakeholder': 'You are not a stakeholder of this workflow.',
  'already-decided': 'You have already approved this workflow.',
};

const refuse = (code: RefusalCode, event: WorkflowStatusEvent, status: WorkflowStatus): StatusTransition => ({
  ok: false,
  code,
  message: STATUS_MESSAGES[code],
  detail: `workflow status ${status}: ${event.type} refused (${code})`,
});

const done = (
  status: WorkflowStatus,
  stakeholders: Stakeholder[],
  effects: Partial<{ publish: boolean; withdraw: boolean; notify: string[] }> = {},
): StatusTransition => ({ ok: true, status, stakeholders, publish: effects.publish ?? false, withdraw: effects.withdraw ?? false, notify: effects.notify ?? [] });

/** Lowercase, trimmed, each address once, in the order given. */
export function normalizeStakeholderEmails(emails: readonly string[]): string[] {
  return [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
}

/**
 * When a pending form's decisions are complete: every remaining stakeholder approved publishes it. When nobody is
 * left (the last one removed themselves) nothing is published: a workflow reaches people only after someone
 * responsible approved it, so it goes back to the status it had and the author submits it again.
 */
function settle(snapshot: StatusSnapshot, stakeholders: Stakeholder[]): StatusTransition {
  if (stakeholders.length === 0) return done(snapshot.offered ? 'approved' : 'empty', stakeholders);
  if (stakeholders.every((s) => s.status === 'approved')) return done('approved', stakeholders, { publish: true });
  return done('pending', stakeholders);
}

export function transition(snapshot: StatusSnapshot, event: WorkflowStatusEvent): StatusTransition {
  const { status } = snapshot;
  switch (event.type) {
    case 'EDIT':
      return status === 'pending' ? refuse('pending', event, status) : done(status, [...snapshot.stakeholders]);
    case 'PUBLISH': {
      if (status === 'pending') return refuse('pending', event, status);
      const emails = normalizeStakeholderEmails(event.stakeholders);
      if (emails.length === 0) return done('approved', [], { publish: true });
      return done('pending', emails.map((email) => ({ email, status: 'pending' as const })), { notify: emails });
    }
    case 'APPROVE':
    case 'REJECT':
    case 'REMOVE_STAKEHOLDER': {
      const email = event.email.trim().toLowerCase();
      const own = snapshot.stakeholders.find((s) => s.email === email);
      if (!own) return refuse('not-a-stakeholder', event, status);
      if (status !== 'pending') return refuse('not-pending', event, status);
      if (event.type === 'REMOVE_STAKEHOLDER') return settle(snapshot, snapshot.stakeholders.filter((s) => s.email !== email));
      if (own.status !== 'pending') return refuse('already-decided', event, status);
      const decided = snapshot.stakeholders.map((s) => (s.email === email ? { email, status: event.type === 'APPROVE' ? ('approved' as const) : ('rejected' as const) } : { ...s }));
      // §4: any rejection resets the workflow; a version published earlier stays offered, so its status stays Approved
      if (event.type === 'REJECT') return done(snapshot.offered ? 'approved' : 'empty', decided);
      return settle(snapshot, decided);
    }
    case 'UNPUBLISH':
      return status === 'approved' ? done('empty', [...snapshot.stakeholders], { withdraw: true }) : refuse('not-approved', event, status);
    case 'STATE_REMOVED':
      return done('empty', [], { withdraw: true });
  }
}

/** The label of the card menu's publish item (§2: 'Republish' when Approved). */
export function publishLabel(status: WorkflowStatus): string {
  return status === 'approved' ? 'Republish' : 'Publish';
}

/** The version a publication gets: the major part counted up, the others zero (§9). */
export function nextMajorVersion(version: string): string {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  return `${Number.isFinite(major) ? major + 1 : 1}.0.0`;
}

/** forms.status as stored ('draft' and '' before this issue, 'published' by the seed) in the machine's words. */
export function parseStoredStatus(stored: string): WorkflowStatus {
  if (stored === 'pending') return 'pending';
  if (stored === 'published' || stored === 'approved') return 'approved';
  return 'empty';
}

/** The machine's status as forms.status stores it; statusLabel (builder/workflow-cards.ts) shows these as Draft, Pending, Approved. */
export const STORED_STATUS: Record<WorkflowStatus, string> = { empty: 'draft', pending: 'pending', approved: 'published' };
