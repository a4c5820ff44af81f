import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFontLoader } from '@accord/engine/node';
import { differenceFromReference, rasterizePage } from '@accord/engine/testing';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendCertificatePage, loadCertificateFonts, type CertificateFacts, type CertificateSigner } from './certificate-page';

const REFERENCE = fileURLToPath(new URL('./__reference__/certificate-page.png', import.meta.url));
const SIGNATURE_PNG = new Uint8Array(readFileSync(fileURLToPath(new URL('../../../templates/workflows/pdf/sample-signature-petitioner.png', import.meta.url))));
const LONG_EMAIL = 'zoe.angstrom-nunez.with.a.very.long.address.for.testing@subdomain.example-law-firm.co.uk';
const LONG_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36 Token' + 'A'.repeat(90);

function signer(role: CertificateSigner['role'], name: string, email: string, mark: CertificateSigner['mark']): CertificateSigner {
  return {
    role, name, email, method: mark && 'image' in mark ? 'drawn' : 'typed', mark,
    signedAt: new Date(role === 'petitioner' ? '2026-11-23T17:15:03Z' : '2026-11-24T09:00:00Z'),
    ipAddress: '2001:0db8:85a3:0000:0000:8a2e:0370:7334', userAgent: LONG_AGENT,
    documentSha256: (role === 'petitioner' ? 'a' : 'c').repeat(64), answersSha256: 'b'.repeat(64),
    consentText: 'You are about to sign a legally binding agreement. Please confirm.',
  };
}

const FACTS: CertificateFacts = {
  formName: 'Utah Divorce Stipulation With Children And Real Property, a long name that wraps across the line',
  place: 'Salt Lake County, Utah',
  userWorkflowId: 'uw_0123456789abcdef0123456789',
  documents: ['Petition for Divorce', 'Stipulation and Agreement', 'Financial Declaration', 'Parenting Plan'],
  signers: [signer('petitioner', 'Zoë Ångström-Núñez', LONG_EMAIL, { image: SIGNATURE_PNG }), signer('respondent', 'François Øster', 'f@example.com', { typedName: 'François Øster' })],
  events: [
    { at: new Date('2026-11-20T10:00:00Z'), what: 'Shared with the spouse', by: 'Zoë Ångström-Núñez (zoe@example.com)' },
    { at: new Date('2026-11-21T10:00:00Z'), what: 'Proceeded to the final documents', by: 'François Øster (f@example.com)' },
  ],
  verificationCode: 'ABCDE-FGHJK',
  verificationUrl: 'https://accord.example/verify/ABCDE-FGHJK',
  rootCertificateUrl: 'https://accord.example/verify/root-certificate',
  sealedAt: new Date('2026-11-25T18:00:00Z'),
  timeZone: 'America/Denver',
  timestamped: true,
};

/** Poppler's words with their boxes on page 1: [text, xMin, yMin, xMax, yMax]. */
function words(bytes: Uint8Array): [string, number, number, number, number][] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'accord-cert-')), 'c.pdf');
  writeFileSync(file, bytes);
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)<\/word>/g)].map((m) => [m[5]!, Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])]);
}

describe('the certificate page', () => {
  let bytes: Uint8Array;
  beforeAll(async () => {
    const pdf = await PDFDocument.create();
    await appendCertificatePage(pdf, FACTS, await loadCertificateFonts(nodeFontLoader()));
    bytes = await pdf.save();
  });

  it('shows each signature with its signing time, zone and UTC under it', () => {
    const all = words(bytes);
    const text = all.map((w) => w[0]).join(' ');
    expect(text).toContain('Signed 11/23/2026 10:15:03 AM MST (UTC-07:00), 2026-11-23 17:15:03 UTC');
    expect(text).toContain('Signed 11/24/2026 02:00:00 AM MST (UTC-07:00), 2026-11-24 09:00:00 UTC');
    const typedName = all.filter((w) => w[0] === 'Øster');
    expect(typedName.length).toBeGreaterThanOrEqual(3); // the heading, the typed signature, the history
  });

  it('keeps every word inside the page margins and no two words on top of each other', () => {
    const all = words(bytes);
    for (const [text, xMin, , xMax] of all) {
      expect(xMin, text).toBeGreaterThanOrEqual(50);
      expect(xMax, text).toBeLessThanOrEqual(612 - 50);
    }
    const overlapping = all.filter((a, i) => all.some((b, j) => j > i && a[1] < b[3] - 0.5 && b[1] < a[3] - 0.5 && a[2] < b[4] - 1 && b[2] < a[4] - 1));
    expect(overlapping.map((w) => w[0])).toEqual([]);
  });

  it('looks like its committed reference image', () => {
    if (process.env.CERT_OUT) writeFileSync(process.env.CERT_OUT, bytes);
    expect(differenceFromReference(rasterizePage(bytes, 1, 40), REFERENCE)).toBeLessThan(0.01);
  });
});
