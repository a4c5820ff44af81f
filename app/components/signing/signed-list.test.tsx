// The completed step says 'Both signatures are in place' only when both people signed (issue 29 item 6): a
// unilateral or one-person form has one signature.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SignedBy, SigningPanel } from '~/services/signing/signing-panel.server';
import { FinalDocumentLink } from './signed-list';

const signature = (role: SignedBy['role']): SignedBy => ({ role, name: role, method: 'typed', typedName: role, signedAt: '2026-11-27T12:00:00.000Z', signedAtText: '11/27/2026 05:00 AM MST' });

function panelWith(signed: SignedBy[]): SigningPanel {
  return {
    userWorkflowId: 'uw1',
    role: 'petitioner',
    signAction: '/sign',
    stipulationHref: '/stipulation',
    documentSha256: 'abc',
    reading: null,
    documentName: 'your stipulation',
    onePerson: false,
    divorce: true,
    other: 'your spouse',
    texts: { tooSmall: 'Please sign your stipulation with more text', notifyLimit: 'You have reminded your spouse three times today.' },
    cannotBeMade: null,
    signed,
    signerName: 'Pat Doe',
    notify: { count: 0, blocked: false, label: 'Notify Spouse', action: '/notify' },
    finalDocumentHref: '/final-document',
  };
}

describe('the final documents link', () => {
  it("says 'Both signatures are in place' when both people signed", () => {
    expect(renderToStaticMarkup(<FinalDocumentLink panel={panelWith([signature('petitioner'), signature('respondent')])} />)).toContain('Both signatures are in place.');
  });

  it('speaks of one signature when only one person signs', () => {
    const html = renderToStaticMarkup(<FinalDocumentLink panel={panelWith([signature('petitioner')])} />);
    expect(html).not.toContain('Both signatures');
    expect(html).toContain('Your signature is in place.');
  });
});
