// The certificates a final PDF is sealed with: the app's own private root and a signing certificate under it
// (made once, kept in the database), or a PKCS#12 file of the operator's. A lone self-signed certificate reads
// 'Certificate issuer is unknown' in validators even when trusted, hence the root and a leaf under it.
import { createPrivateKey, generateKeyPairSync, randomBytes, sign, X509Certificate, type KeyObject } from 'node:crypto';
import forge from 'node-forge';

/** What signs: the leaf's key, the leaf, and the certificates above it (root last). */
export interface SigningIdentity {
  privateKey: KeyObject;
  /** DER */
  certificate: Uint8Array;
  /** DER, the issuers of the certificate, nearest first */
  chain: Uint8Array[];
}

export interface CertificateWithKey {
  certificatePem: string;
  /** PKCS#8 PEM, unencrypted: callers encrypt it before it is stored */
  privateKeyPem: string;
}

const ORGANIZATION = 'Accord';
export const ROOT_COMMON_NAME = 'Accord Document Sealing Root';
export const SIGNING_COMMON_NAME = 'Accord Document Seal';

/** A new RSA key pair: Node's native generation takes milliseconds where forge's own takes seconds. */
export function newKeyPair(modulusLength = 2048) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength });
  return {
    privateKey,
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    forgePublic: forge.pki.publicKeyFromPem(publicKey.export({ format: 'pem', type: 'spki' }).toString()),
  };
}

/**
 * Signs a forge certificate with SHA-256 and RSA using Node's crypto: forge builds the certificate, but its
 * pure-JavaScript RSA takes seconds per signature. forge hands the signer its digest object, which here only
 * records the to-be-signed bytes for Node to hash and sign.
 */
export function signCertificate(cert: forge.pki.Certificate, issuerKey: KeyObject): void {
  const recorder = {
    algorithm: 'sha256',
    bytes: '',
    update(bytes: string) {
      recorder.bytes += bytes;
      return recorder;
    },
  };
  const signer = { sign: () => sign('sha256', Buffer.from(recorder.bytes, 'binary'), issuerKey).toString('binary') };
  cert.sign(signer as unknown as forge.pki.rsa.PrivateKey, recorder as unknown as forge.md.MessageDigest);
}

function serialNumber(): string {
  // positive (high bit clear), 16 random bytes
  const bytes = randomBytes(16);
  bytes[0]! &= 0x7f;
  return bytes.toString('hex');
}

function yearsFrom(start: Date, years: number): Date {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return end;
}

/** A private root certificate authority (20 years), which signs only the app's signing certificates. */
export function createRootCertificate(now = new Date()): CertificateWithKey {
  const keys = newKeyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.forgePublic;
  cert.serialNumber = serialNumber();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = yearsFrom(now, 20);
  const subject = [
    { name: 'commonName', value: ROOT_COMMON_NAME },
    { name: 'organizationName', value: ORGANIZATION },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  signCertificate(cert, keys.privateKey);
  return { certificatePem: forge.pki.certificateToPem(cert), privateKeyPem: keys.privateKeyPem };
}

/** A signing certificate (10 years) issued by the root, for sealing documents. */
export function issueSigningCertificate(root: CertificateWithKey, now = new Date()): CertificateWithKey {
  const keys = newKeyPair();
  const rootCert = forge.pki.certificateFromPem(root.certificatePem);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.forgePublic;
  cert.serialNumber = serialNumber();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = yearsFrom(now, 10);
  cert.setSubject([
    { name: 'commonName', value: SIGNING_COMMON_NAME },
    { name: 'organizationName', value: ORGANIZATION },
  ]);
  cert.setIssuer(rootCert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    // no extendedKeyUsage: validators that check one for signing (NSS's e-mail signer usage) accept none
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: rootCert.generateSubjectKeyIdentifier().getBytes() },
  ]);
  signCertificate(cert, createPrivateKey(root.privateKeyPem));
  return { certificatePem: forge.pki.certificateToPem(cert), privateKeyPem: keys.privateKeyPem };
}

export function pemToDer(pem: string): Uint8Array {
  return new Uint8Array(new X509Certificate(pem).raw);
}

export class Pkcs12Error extends Error {}

/**
 * Reads a PKCS#12 file: the key, its certificate, and the other certificates as the chain. Throws a
 * Pkcs12Error with one line saying what is wrong (not PKCS#12, wrong passphrase, no key, no matching certificate).
 */
export function identityFromPkcs12(bytes: Uint8Array, passphrase: string): SigningIdentity {
  let p12: forge.pkcs12.Pkcs12Pfx;
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(bytes).toString('binary')));
  } catch {
    throw new Pkcs12Error('is not a PKCS#12 (.p12 / .pfx) file');
  }
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, passphrase);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/password|mac|decrypt|invalid/i.test(message)) throw new Pkcs12Error('the passphrase does not open it (wrong passphrase?)');
    throw new Pkcs12Error(`is not a readable PKCS#12 file (${message})`);
  }
  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!] ?? []),
  ];
  const forgeKey = keyBags.find((bag) => bag.key)?.key;
  if (!forgeKey) throw new Pkcs12Error('holds no private key (or the passphrase is wrong)');
  const certBags = p12.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [];
  const certificates = certBags.flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const privateKey = createPrivateKey(forge.pki.privateKeyToPem(forgeKey));
  const derOf = (cert: forge.pki.Certificate) => new Uint8Array(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary'));
  const leafIndex = certificates.findIndex((cert) => new X509Certificate(Buffer.from(derOf(cert))).checkPrivateKey(privateKey));
  if (leafIndex < 0) throw new Pkcs12Error('holds no certificate for its private key');
  const leaf = certificates[leafIndex]!;
  const others = certificates.filter((_, i) => i !== leafIndex);
  return { privateKey, certificate: derOf(leaf), chain: orderChain(leaf, others).map(derOf) };
}

/** The issuers of `leaf` among `others`, nearest first; certificates not on the path are left out. */
function orderChain(leaf: forge.pki.Certificate, others: forge.pki.Certificate[]): forge.pki.Certificate[] {
  const chain: forge.pki.Certificate[] = [];
  let current = leaf;
  const left = [...others];
  for (;;) {
    if (current.isIssuer(current)) break;
    const index = left.findIndex((candidate) => candidate.subject.hash === current.issuer.hash);
    if (index < 0) break;
    current = left.splice(index, 1)[0]!;
    chain.push(current);
  }
  return chain;
}

/** The identity of a stored signing certificate and the root above it. */
export function identityFromPem(signing: CertificateWithKey, rootCertificatePem: string): SigningIdentity {
  return { privateKey: createPrivateKey(signing.privateKeyPem), certificate: pemToDer(signing.certificatePem), chain: [pemToDer(rootCertificatePem)] };
}
