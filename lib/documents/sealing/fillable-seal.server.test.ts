// A court form filled in its own fields (issue 34) seals and verifies: flattening left no editable field or widget,
// so the seal covers what the court will read.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderDocuments } from '@accord/engine';
import { formLeftovers, formRenderInput, wordsInRect } from '@accord/engine/testing';
import { pdfsig, qpdfCheck } from '../../../tests/support/pdf-tools';
import { createRootCertificate, identityFromPem, issueSigningCertificate } from './certificates.server';
import { sealPdf } from './seal-pdf.server';

describe('sealing a filled court form', () => {
  it('seals the flattened form: pdfsig reads a valid seal over the whole document, the values stay in their fields', async () => {
    const rendered = await renderDocuments(formRenderInput());
    expect(formLeftovers(rendered.bytes)).toEqual({ acroForm: false, widgets: 0 });
    const root = createRootCertificate();
    const identity = identityFromPem(issueSigningCertificate(root), root.certificatePem);
    const sealed = await sealPdf(await PDFDocument.load(rendered.bytes), { identity }, { reason: 'Final documents', location: 'Accord', contactInfo: 'support@accord.local', signingTime: new Date('2026-11-27T17:00:00Z') });
    const report = await pdfsig(sealed);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect((await qpdfCheck(sealed)).ok).toBe(true);
    // the seal's own signature field is the only form the sealed file holds
    expect(formLeftovers(sealed).widgets).toBe(1);
    expect(wordsInRect(sealed, 1, { x: 149.5, y: 699.5, width: 251, height: 21 }).join(' ')).toBe('Łucja Đorđević');
  }, 60_000);
});
