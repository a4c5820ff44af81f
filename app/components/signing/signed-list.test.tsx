// The completed step says 'Both signatures are in place' only when both people signed (issue 29 item 6): a
// unilateral or one-person form has one signature.
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/catalogues/en/guide';
import es from '../../../i18n/catalogues/es/guide';
import type { SignedBy, SigningPanel } from '~/services/signing/signing-panel.server';
import { FinalDocumentLink, SignedList } from './signed-list';

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

// the page's words from its own instance (a default one in a worker shared with other test files may be Spanish)
const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', ns: ['guide'], defaultNS: 'guide', resources: { en: { guide: en }, es: { guide: es } }, interpolation: { escapeValue: false } });
const render = (element: ReactElement, language = 'en') => renderToStaticMarkup(<I18nextProvider i18n={i18n.cloneInstance({ lng: language })}>{element}</I18nextProvider>);

describe('the final documents link', () => {
  it("says 'Both signatures are in place' when both people signed", () => {
    expect(render(<FinalDocumentLink panel={panelWith([signature('petitioner'), signature('respondent')])} />)).toContain('Both signatures are in place.');
  });

  it('speaks of one signature when only one person signs', () => {
    const html = render(<FinalDocumentLink panel={panelWith([signature('petitioner')])} />);
    expect(html).not.toContain('Both signatures');
    expect(html).toContain('Your signature is in place.');
  });
});

describe('who signed, in the page’s language', () => {
  it('names the roles and how each signed in Spanish, the names and the time as given', () => {
    const html = render(<SignedList panel={panelWith([signature('petitioner'), { ...signature('respondent'), method: 'drawn', typedName: null }])} />, 'es');
    expect(html).toContain('aria-label="Firmas"');
    expect(html).toContain('Peticionario:</span> petitioner, firmó escribiendo su nombre el <time');
    expect(html).toContain('Demandado:</span> respondent, firmó con una firma dibujada el <time');
    expect(render(<FinalDocumentLink panel={panelWith([signature('petitioner')])} />, 'es')).toContain('Su firma está lista. Sus documentos finales están listos para prepararse y descargarse.');
  });

  it('keeps the English words', () => {
    expect(render(<SignedList panel={panelWith([signature('petitioner')])} />)).toContain('Petitioner:</span> petitioner, signed by typing their name on <time');
  });
});
