import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { pdfsig } from '../../../tests/support/pdf-tools';
import { createRootCertificate, identityFromPkcs12, issueSigningCertificate, Pkcs12Error, ROOT_COMMON_NAME, SIGNING_COMMON_NAME, type CertificateWithKey } from './certificates.server';
import { sealPdf } from './seal-pdf.server';

let dir: string;
let root: CertificateWithKey;
let signing: CertificateWithKey;

/** A PKCS#12 made by openssl, as an operator would make one. */
function pkcs12(name: string, passphrase: string, extra: string[] = []): Uint8Array {
  const file = path.join(dir, name);
  execFileSync('openssl', ['pkcs12', '-export', '-inkey', path.join(dir, 'key.pem'), '-in', path.join(dir, 'cert.pem'), '-certfile', path.join(dir, 'root.pem'), '-passout', `pass:${passphrase}`, '-out', file, ...extra]);
  return readFileSync(file);
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'accord-p12-'));
  root = createRootCertificate();
  signing = issueSigningCertificate(root);
  writeFileSync(path.join(dir, 'key.pem'), signing.privateKeyPem);
  writeFileSync(path.join(dir, 'cert.pem'), signing.certificatePem);
  writeFileSync(path.join(dir, 'root.pem'), root.certificatePem);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the app-made certificates', () => {
  it('are a root authority and a signing certificate it issued, for signing only', () => {
    const rootCert = new X509Certificate(root.certificatePem);
    const leaf = new X509Certificate(signing.certificatePem);
    expect(rootCert.ca).toBe(true);
    expect(rootCert.subject).toContain(ROOT_COMMON_NAME);
    expect(leaf.ca).toBe(false);
    expect(leaf.subject).toContain(SIGNING_COMMON_NAME);
    expect(leaf.checkIssued(rootCert)).toBe(true);
    expect(leaf.verify(rootCert.publicKey)).toBe(true);
  });
});

describe('a PKCS#12 file from the environment', () => {
  it('gives the key, its certificate and the root as the chain, and seals a PDF pdfsig reads as valid', async () => {
    const identity = identityFromPkcs12(pkcs12('good.p12', 'correct horse'), 'correct horse');
    expect(new X509Certificate(Buffer.from(identity.certificate)).subject).toContain(SIGNING_COMMON_NAME);
    expect(identity.chain.map((der) => new X509Certificate(Buffer.from(der)).subject)).toEqual([expect.stringContaining(ROOT_COMMON_NAME)]);
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const report = await pdfsig(await sealPdf(pdf, { identity }, { reason: 'test', location: 'here', contactInfo: 'x', signingTime: new Date() }));
    expect(report).toContain('Signature is Valid.');
  });

  it('with an unencrypted key is read too (where @signpdf/signer-p12 fails)', () => {
    const identity = identityFromPkcs12(pkcs12('plain.p12', '', ['-keypbe', 'NONE', '-certpbe', 'NONE', '-nomac']), '');
    expect(identity.privateKey.asymmetricKeyType).toBe('rsa');
  });

  it('with the wrong passphrase is refused with one line saying so', () => {
    const bytes = pkcs12('locked.p12', 'right one');
    expect(() => identityFromPkcs12(bytes, 'wrong one')).toThrow(Pkcs12Error);
    expect(() => identityFromPkcs12(bytes, 'wrong one')).toThrow(/passphrase/);
  });

  it('that is not a PKCS#12 file is refused with one line saying so', () => {
    expect(() => identityFromPkcs12(Buffer.from(signing.certificatePem), 'x')).toThrow(/not a( readable)? PKCS#12/);
    expect(() => identityFromPkcs12(new Uint8Array(), 'x')).toThrow(Pkcs12Error);
  });
});
