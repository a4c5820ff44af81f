// Who seals final PDFs, from the settings: an operator's PKCS#12 file (SEAL_PKCS12_FILE and its passphrase), or
// the app's own private root and signing certificate, made once and kept in signing_certificates with their keys
// encrypted (SEALING_KEY_PASSPHRASE, or a random passphrase kept in DATA_DIR). TSA_URL adds an RFC 3161 timestamp.
import { createPrivateKey, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../../../db/client';
import type { Env } from '../../env.server';
import { createRootCertificate, identityFromPem, identityFromPkcs12, issueSigningCertificate, Pkcs12Error, type CertificateWithKey, type SigningIdentity } from './certificates.server';
import type { Sealer } from './seal-pdf.server';

export interface SealingSettings {
  pkcs12?: { file: string; passphrase: string };
  tsaUrl?: string;
  /** encrypts the app's own keys at rest */
  keyPassphrase: string;
}

/** A setting that keeps the app from starting, with one line naming the variable. */
export class SealingSettingsError extends Error {}

const KEY_PASSPHRASE_FILE = 'sealing-key-passphrase';

/** The passphrase of the app's own keys: SEALING_KEY_PASSPHRASE, or one made at first use and kept in DATA_DIR (mode 600). */
function keyPassphrase(env: Env): string {
  if (env.SEALING_KEY_PASSPHRASE) return env.SEALING_KEY_PASSPHRASE;
  const file = path.resolve(env.DATA_DIR, KEY_PASSPHRASE_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': two processes starting at once keep the first one's passphrase
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

export function sealingSettings(env: Env): SealingSettings {
  let passphrase: string | undefined;
  return {
    pkcs12: env.SEAL_PKCS12_FILE ? { file: path.resolve(env.SEAL_PKCS12_FILE), passphrase: env.SEAL_PKCS12_PASSPHRASE ?? '' } : undefined,
    tsaUrl: env.TSA_URL,
    // read (or made) on first use, so settings taken at start write nothing to DATA_DIR until a document is sealed
    get keyPassphrase() {
      passphrase ??= keyPassphrase(env);
      return passphrase;
    },
  };
}

const pkcs12Cache = new Map<string, SigningIdentity>();

function readPkcs12(settings: NonNullable<SealingSettings['pkcs12']>): SigningIdentity {
  const cacheKey = `${settings.file}\n${settings.passphrase}`;
  const cached = pkcs12Cache.get(cacheKey);
  if (cached) return cached;
  let bytes: Buffer;
  try {
    bytes = readFileSync(settings.file);
  } catch (error) {
    throw new SealingSettingsError(`SEAL_PKCS12_FILE: ${settings.file} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  try {
    const identity = identityFromPkcs12(bytes, settings.passphrase);
    pkcs12Cache.set(cacheKey, identity);
    return identity;
  } catch (error) {
    if (error instanceof Pkcs12Error) {
      const variable = /passphrase/.test(error.message) ? 'SEAL_PKCS12_PASSPHRASE' : 'SEAL_PKCS12_FILE';
      throw new SealingSettingsError(`${variable}: ${settings.file} ${error.message}`);
    }
    throw error;
  }
}

/** Checked at start (server and worker): a bad PKCS#12 file or passphrase stops the app with one line. */
export function checkSealingSettings(env: Env): void {
  if (env.SEAL_PKCS12_FILE) readPkcs12({ file: path.resolve(env.SEAL_PKCS12_FILE), passphrase: env.SEAL_PKCS12_PASSPHRASE ?? '' });
}

function encryptKey(privateKeyPem: string, passphrase: string): string {
  return createPrivateKey(privateKeyPem).export({ format: 'pem', type: 'pkcs8', cipher: 'aes-256-cbc', passphrase }).toString();
}

function decryptKey(encryptedPem: string, passphrase: string, kind: string): string {
  try {
    return createPrivateKey({ key: encryptedPem, format: 'pem', passphrase }).export({ format: 'pem', type: 'pkcs8' }).toString();
  } catch {
    throw new SealingSettingsError(
      `SEALING_KEY_PASSPHRASE: the ${kind} key in the database does not open with the sealing key passphrase (set the one it was made with, or the DATA_DIR file ${KEY_PASSPHRASE_FILE} it was made with)`,
    );
  }
}

async function storedCertificate(db: Queryable, kind: 'root' | 'signing', passphrase: string): Promise<CertificateWithKey | undefined> {
  const row = await db.selectFrom('signing_certificates').select(['certificate_pem', 'encrypted_private_key_pem']).where('kind', '=', kind).executeTakeFirst();
  return row ? { certificatePem: row.certificate_pem, privateKeyPem: decryptKey(row.encrypted_private_key_pem, passphrase, kind) } : undefined;
}

async function keepCertificate(db: Queryable, kind: 'root' | 'signing', made: CertificateWithKey, passphrase: string): Promise<void> {
  // another process may have made one at the same moment: the first stored wins and everyone reads that one
  await db
    .insertInto('signing_certificates')
    .values({ kind, certificate_pem: made.certificatePem, encrypted_private_key_pem: encryptKey(made.privateKeyPem, passphrase) })
    .onConflict((oc) => oc.column('kind').doNothing())
    .execute();
}

/** The app's own root and signing certificate, made and stored on first use. */
export async function appCertificates(db: Queryable, passphrase: string): Promise<{ root: CertificateWithKey; signing: CertificateWithKey }> {
  let root = await storedCertificate(db, 'root', passphrase);
  if (!root) {
    await keepCertificate(db, 'root', createRootCertificate(), passphrase);
    root = (await storedCertificate(db, 'root', passphrase))!;
  }
  let signing = await storedCertificate(db, 'signing', passphrase);
  if (!signing) {
    await keepCertificate(db, 'signing', issueSigningCertificate(root), passphrase);
    signing = (await storedCertificate(db, 'signing', passphrase))!;
  }
  return { root, signing };
}

/** The root certificate (PEM) a reader installs to trust the seal: the app's own, or the top of the PKCS#12 chain. */
export async function trustRootPem(db: Queryable, settings: SealingSettings): Promise<string> {
  if (settings.pkcs12) {
    const identity = readPkcs12(settings.pkcs12);
    const top = identity.chain.at(-1) ?? identity.certificate;
    return `-----BEGIN CERTIFICATE-----\n${Buffer.from(top).toString('base64').replace(/(.{64})/g, '$1\n').trimEnd()}\n-----END CERTIFICATE-----\n`;
  }
  return (await appCertificates(db, settings.keyPassphrase)).root.certificatePem;
}

export async function loadSealer(db: Queryable, settings: SealingSettings): Promise<Sealer> {
  const identity = settings.pkcs12
    ? readPkcs12(settings.pkcs12)
    : await appCertificates(db, settings.keyPassphrase).then(({ root, signing }) => identityFromPem(signing, root.certificatePem));
  return { identity, timestampAuthority: settings.tsaUrl ? { url: settings.tsaUrl } : undefined };
}
