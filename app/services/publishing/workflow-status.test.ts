import { describe, expect, it } from 'vitest';
import { nextMajorVersion, parseStoredStatus, publishLabel, STORED_STATUS, transition, type StatusSnapshot } from './workflow-status';

const empty: StatusSnapshot = { status: 'empty', stakeholders: [], offered: false };
const pendingTwo: StatusSnapshot = {
  status: 'pending',
  stakeholders: [
    { email: 'ann@accord.test', status: 'pending' },
    { email: 'bob@accord.test', status: 'pending' },
  ],
  offered: false,
};
const approved: StatusSnapshot = { status: 'approved', stakeholders: [], offered: true };

describe('publishing', () => {
  it('publishing without stakeholders approves and publishes at once', () => {
    expect(transition(empty, { type: 'PUBLISH', stakeholders: [] })).toEqual({ ok: true, status: 'approved', stakeholders: [], publish: true, withdraw: false, notify: [] });
  });

  it('publishing with stakeholders makes each of them pending, e-mails them and publishes nothing yet', () => {
    const result = transition(empty, { type: 'PUBLISH', stakeholders: [' Ann@Accord.test', 'bob@accord.test', 'ann@accord.test'] });
    expect(result).toEqual({
      ok: true,
      status: 'pending',
      stakeholders: [
        { email: 'ann@accord.test', status: 'pending' },
        { email: 'bob@accord.test', status: 'pending' },
      ],
      publish: false,
      withdraw: false,
      notify: ['ann@accord.test', 'bob@accord.test'],
    });
  });

  it('an approved form may be republished, with or without stakeholders', () => {
    expect(transition(approved, { type: 'PUBLISH', stakeholders: [] })).toMatchObject({ ok: true, status: 'approved', publish: true });
    expect(transition(approved, { type: 'PUBLISH', stakeholders: ['ann@accord.test'] })).toMatchObject({ ok: true, status: 'pending', publish: false, notify: ['ann@accord.test'] });
  });

  it('publishing a pending form again is refused', () => {
    expect(transition(pendingTwo, { type: 'PUBLISH', stakeholders: [] })).toMatchObject({ ok: false, code: 'pending', detail: 'workflow status pending: PUBLISH refused (pending)' });
  });

  it('the publish item reads Republish only when the form is approved', () => {
    expect(publishLabel('approved')).toBe('Republish');
    expect(publishLabel('empty')).toBe('Publish');
    expect(publishLabel('pending')).toBe('Publish');
  });

  it('a publication counts the major part of the version up and zeroes the rest', () => {
    expect(nextMajorVersion('0.4.0')).toBe('1.0.0');
    expect(nextMajorVersion('2.3.1')).toBe('3.0.0');
    expect(nextMajorVersion('garbled')).toBe('1.0.0');
  });
});

describe('stakeholders deciding', () => {
  it('one approval of two keeps the form pending; the second publishes it', () => {
    const first = transition(pendingTwo, { type: 'APPROVE', email: 'ann@accord.test' });
    expect(first).toMatchObject({ ok: true, status: 'pending', publish: false });
    if (!first.ok) throw new Error('refused');
    const second = transition({ ...pendingTwo, stakeholders: first.stakeholders }, { type: 'APPROVE', email: 'BOB@accord.test' });
    expect(second).toMatchObject({
      ok: true,
      status: 'approved',
      publish: true,
      stakeholders: [
        { email: 'ann@accord.test', status: 'approved' },
        { email: 'bob@accord.test', status: 'approved' },
      ],
    });
  });

  it('a rejection marks that stakeholder rejected and returns a never-published form to empty status', () => {
    expect(transition(pendingTwo, { type: 'REJECT', email: 'bob@accord.test' })).toEqual({
      ok: true,
      status: 'empty',
      stakeholders: [
        { email: 'ann@accord.test', status: 'pending' },
        { email: 'bob@accord.test', status: 'rejected' },
      ],
      publish: false,
      withdraw: false,
      notify: [],
    });
  });

  it('a rejected republication leaves the version already offered approved and offered', () => {
    expect(transition({ ...pendingTwo, offered: true }, { type: 'REJECT', email: 'ann@accord.test' })).toMatchObject({ ok: true, status: 'approved', publish: false, withdraw: false });
  });

  it('a stakeholder who removes themselves no longer counts; the others approving publishes it', () => {
    const annApproved: StatusSnapshot = { ...pendingTwo, stakeholders: [{ email: 'ann@accord.test', status: 'approved' }, { email: 'bob@accord.test', status: 'pending' }] };
    expect(transition(annApproved, { type: 'REMOVE_STAKEHOLDER', email: 'bob@accord.test' })).toMatchObject({
      ok: true,
      status: 'approved',
      publish: true,
      stakeholders: [{ email: 'ann@accord.test', status: 'approved' }],
    });
  });

  it('when the last stakeholder removes themselves nothing is published and the form goes back to its status before', () => {
    const one: StatusSnapshot = { status: 'pending', stakeholders: [{ email: 'ann@accord.test', status: 'pending' }], offered: false };
    expect(transition(one, { type: 'REMOVE_STAKEHOLDER', email: 'ann@accord.test' })).toMatchObject({ ok: true, status: 'empty', publish: false, stakeholders: [] });
    expect(transition({ ...one, offered: true }, { type: 'REMOVE_STAKEHOLDER', email: 'ann@accord.test' })).toMatchObject({ ok: true, status: 'approved', publish: false });
  });

  it('someone who is not a stakeholder cannot approve, reject or remove themselves', () => {
    for (const type of ['APPROVE', 'REJECT', 'REMOVE_STAKEHOLDER'] as const)
      expect(transition(pendingTwo, { type, email: 'eve@accord.test' })).toMatchObject({ ok: false, code: 'not-a-stakeholder' });
  });

  it('a stakeholder cannot decide on a form that is no longer pending', () => {
    const rejected: StatusSnapshot = { status: 'empty', stakeholders: [{ email: 'ann@accord.test', status: 'rejected' }], offered: false };
    expect(transition(rejected, { type: 'APPROVE', email: 'ann@accord.test' })).toMatchObject({ ok: false, code: 'not-pending' });
  });

  it('a stakeholder cannot approve twice', () => {
    const annApproved: StatusSnapshot = { ...pendingTwo, stakeholders: [{ email: 'ann@accord.test', status: 'approved' }, { email: 'bob@accord.test', status: 'pending' }] };
    expect(transition(annApproved, { type: 'APPROVE', email: 'ann@accord.test' })).toMatchObject({ ok: false, code: 'already-decided' });
    expect(transition(annApproved, { type: 'REJECT', email: 'ann@accord.test' })).toMatchObject({ ok: false, code: 'already-decided' });
  });
});

describe('editing, unpublishing and removing a state', () => {
  it('editing is refused while pending and allowed otherwise', () => {
    expect(transition(pendingTwo, { type: 'EDIT' })).toMatchObject({ ok: false, code: 'pending' });
    expect(transition(empty, { type: 'EDIT' })).toMatchObject({ ok: true, status: 'empty' });
    expect(transition(approved, { type: 'EDIT' })).toMatchObject({ ok: true, status: 'approved' });
  });

  it('unpublishing an approved form withdraws its versions and empties its status', () => {
    expect(transition(approved, { type: 'UNPUBLISH' })).toMatchObject({ ok: true, status: 'empty', withdraw: true });
  });

  it('unpublishing is refused unless the form is approved', () => {
    expect(transition(empty, { type: 'UNPUBLISH' })).toMatchObject({ ok: false, code: 'not-approved' });
    expect(transition(pendingTwo, { type: 'UNPUBLISH' })).toMatchObject({ ok: false, code: 'not-approved' });
  });

  it('removing the state from its workflow type withdraws it and clears the status from any status', () => {
    for (const snapshot of [empty, pendingTwo, approved]) expect(transition(snapshot, { type: 'STATE_REMOVED' })).toMatchObject({ ok: true, status: 'empty', stakeholders: [], withdraw: true });
  });
});

describe('stored status', () => {
  it('reads the statuses stored before this issue and writes ones the cards already show', () => {
    expect(parseStoredStatus('draft')).toBe('empty');
    expect(parseStoredStatus('')).toBe('empty');
    expect(parseStoredStatus('published')).toBe('approved');
    expect(parseStoredStatus('pending')).toBe('pending');
    for (const status of ['empty', 'pending', 'approved'] as const) expect(parseStoredStatus(STORED_STATUS[status])).toBe(status);
  });
});
