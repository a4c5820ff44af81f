import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { pdfsig, qpdfCheck } from '../../../tests/support/pdf-tools';
import { startTimestampAuthority, type LocalTimestampAuthority } from '../../../tests/support/timestamp-authority';
import { createRootCertificate, identityFromPem, issueSigningCertificate, type SigningIdentity } from './certificates.server';
import { OID } from './cms.server';
import { sealPdf, type SealDetails } from './seal-pdf.server';
import { TimestampError } from './timestamp.server';

const details: SealDetails = { reason: 'Final documents', location: 'Accord', contactInfo: 'support@accord.local', signingTime: new Date('2026-11-23T17:00:00Z') };

async function twoPagePdf(): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of ['Stipulation page one', 'Certificate of signing']) pdf.addPage().drawText(text, { x: 72, y: 700, font, size: 14 });
  return pdf;
}

/** The CMS inside the first signature's /Contents. */
function signedDataOf(sealed: Uint8Array): pkijs.SignedData {
  const text = Buffer.from(sealed).toString('latin1');
  const hex = /\/Contents\s*<([0-9A-Fa-f]+)>/.exec(text)![1]!.replace(/(00)+$/, '');
  const der = Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
  const info = pkijs.ContentInfo.fromBER(der.buffer.slice(der.byteOffset, der.byteOffset + der.byteLength));
  return new pkijs.SignedData({ schema: info.content });
}

let identity: SigningIdentity;
let tsa: LocalTimestampAuthority;

beforeAll(async () => {
  const root = createRootCertificate();
  identity = identityFromPem(issueSigningCertificate(root), root.certificatePem);
  tsa = await startTimestampAuthority();
}, 60_000); // key generation is slow on a loaded machine
afterAll(() => tsa.close());

describe('sealing a PDF', () => {
  it('gives a PAdES signature that pdfsig reads as valid over the total document, and qpdf finds well formed', async () => {
    const sealed = await sealPdf(await twoPagePdf(), { identity }, details);
    const report = await pdfsig(sealed);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('ETSI.CAdES.detached');
    expect(report).toContain('SHA-256');
    expect(report).toContain('Accord Document Seal');
    expect((await qpdfCheck(sealed)).ok).toBe(true);
  });

  it('signs exactly contentType, messageDigest and signingCertificateV2 with SHA-256, and no signingTime', async () => {
    const signed = signedDataOf(await sealPdf(await twoPagePdf(), { identity }, details));
    const signer = signed.signerInfos[0]!;
    expect(signer.digestAlgorithm.algorithmId).toBe(OID.sha256);
    expect(signer.signedAttrs!.attributes.map((a) => a.type)).toEqual([OID.contentType, OID.messageDigest, OID.signingCertificateV2]);
    expect(signed.certificates).toHaveLength(2);
    expect(signer.unsignedAttrs).toBeUndefined();
  });

  it('reads "Digest Mismatch." when one byte inside the signed range is flipped', async () => {
    const sealed = await sealPdf(await twoPagePdf(), { identity }, details);
    const tampered = Uint8Array.from(sealed);
    // byte 20 is in the file's header lines, inside the first signed range
    tampered[20]! ^= 0x01;
    expect(await pdfsig(tampered)).toContain('Digest Mismatch.');
  });

  it('reads "Not total document signed" when bytes are appended', async () => {
    const sealed = await sealPdf(await twoPagePdf(), { identity }, details);
    const appended = Buffer.concat([Buffer.from(sealed), Buffer.from('\n% appended after sealing\n')]);
    const report = await pdfsig(appended);
    expect(report).toContain('Not total document signed');
    expect(report).not.toContain('Total document signed\n');
  });

  it('adds the timestamp authority token as the unsigned signature-time-stamp attribute', async () => {
    const before = tsa.requests;
    const sealed = await sealPdf(await twoPagePdf(), { identity, timestampAuthority: { url: tsa.url } }, details);
    expect(tsa.requests).toBe(before + 1);
    const attrs = signedDataOf(sealed).signerInfos[0]!.unsignedAttrs!.attributes;
    expect(attrs.map((a) => a.type)).toEqual([OID.timeStampToken]);
    expect(attrs[0]!.values[0]).toBeInstanceOf(asn1js.Sequence);
    const report = await pdfsig(sealed);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Total document signed');
  });

  it.each(['http-error', 'reject'] as const)('fails with the authority named when the timestamp authority answers %s, never sealing without it', async (mode) => {
    const failing = await startTimestampAuthority(mode);
    try {
      await expect(sealPdf(await twoPagePdf(), { identity, timestampAuthority: { url: failing.url } }, details)).rejects.toThrow(TimestampError);
      await expect(sealPdf(await twoPagePdf(), { identity, timestampAuthority: { url: failing.url } }, details)).rejects.toThrow(failing.url);
    } finally {
      await failing.close();
    }
  });

  it('fails when the timestamp authority cannot be reached', async () => {
    await expect(sealPdf(await twoPagePdf(), { identity, timestampAuthority: { url: 'http://127.0.0.1:9/tsa', timeoutMs: 2000 } }, details)).rejects.toThrow(/could not be reached/);
  });
});
