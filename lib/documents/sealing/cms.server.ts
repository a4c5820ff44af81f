// The PAdES baseline signature's CMS (ETSI.CAdES.detached): a detached SignedData over the PDF's signed byte
// ranges with SHA-256, whose signed attributes are exactly contentType, messageDigest and signingCertificateV2
// (no signingTime: PAdES takes the time from the signature dictionary or a timestamp), and, when a timestamp
// authority is set, its RFC 3161 token over the signature value as the unsigned signature-time-stamp attribute.
import { createHash, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { SigningIdentity } from './certificates.server';
import { requestTimestampToken, type TimestampAuthority } from './timestamp.server';

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  timeStampToken: '1.2.840.113549.1.9.16.2.14',
  sha256: '2.16.840.1.101.3.4.2.1',
} as const;

const cryptoEngine = new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto });

export function sha256(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('sha256').update(bytes).digest());
}

function bufferOf(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

export function parseCertificate(der: Uint8Array): pkijs.Certificate {
  return pkijs.Certificate.fromBER(bufferOf(der));
}

/** ESS signingCertificateV2 (RFC 5035): the signer's certificate by its SHA-256 (the default, so left out) and issuer and serial. */
function signingCertificateV2(certificateDer: Uint8Array, certificate: pkijs.Certificate): pkijs.Attribute {
  const issuerSerial = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({ value: [new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 4 }, value: [certificate.issuer.toSchema()] })] }),
      certificate.serialNumber,
    ],
  });
  const essCertIdV2 = new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: bufferOf(sha256(certificateDer)) }), issuerSerial] });
  return new pkijs.Attribute({
    type: OID.signingCertificateV2,
    values: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] })],
  });
}

async function importSigningKey(identity: SigningIdentity): Promise<CryptoKey> {
  const pkcs8 = identity.privateKey.export({ format: 'der', type: 'pkcs8' });
  const type = identity.privateKey.asymmetricKeyType;
  if (type === 'rsa') return webcrypto.subtle.importKey('pkcs8', pkcs8, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);
  if (type === 'ec') {
    const curve = identity.privateKey.asymmetricKeyDetails?.namedCurve;
    const namedCurve = curve === 'prime256v1' ? 'P-256' : curve === 'secp384r1' ? 'P-384' : curve === 'secp521r1' ? 'P-521' : undefined;
    if (!namedCurve) throw new Error(`the signing key's curve ${curve ?? 'unknown'} is not supported (use RSA, P-256, P-384 or P-521)`);
    return webcrypto.subtle.importKey('pkcs8', pkcs8, { name: 'ECDSA', namedCurve }, false, ['sign']);
  }
  throw new Error(`the signing key's type ${type ?? 'unknown'} is not supported (use RSA or EC)`);
}

export interface CmsOptions {
  /** RFC 3161 timestamp authority; when set, a failing one fails the signature (never a silent seal without it) */
  timestampAuthority?: TimestampAuthority;
}

/** The DER of a detached CMS SignedData over `signedBytes` (the PDF without its /Contents hole). */
export async function buildPadesCms(signedBytes: Uint8Array, identity: SigningIdentity, options: CmsOptions = {}): Promise<Uint8Array> {
  const certificate = parseCertificate(identity.certificate);
  const signerInfo = new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
    signedAttrs: new pkijs.SignedAndUnsignedAttributes({
      type: 0,
      attributes: [
        new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.data })] }),
        new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: bufferOf(sha256(signedBytes)) })] }),
        signingCertificateV2(identity.certificate, certificate),
      ],
    }),
  });
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    signerInfos: [signerInfo],
    certificates: [certificate, ...identity.chain.map(parseCertificate)],
  });
  // with signed attributes and no data, pkijs signs the attributes; 'SHA-256' explicitly: its default is SHA-1
  await signedData.sign(await importSigningKey(identity), 0, 'SHA-256', undefined, cryptoEngine);

  if (options.timestampAuthority) {
    const signatureValue = new Uint8Array(signerInfo.signature.valueBlock.valueHexView);
    const token = await requestTimestampToken(options.timestampAuthority, sha256(signatureValue));
    signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
      type: 1,
      attributes: [new pkijs.Attribute({ type: OID.timeStampToken, values: [token] })],
    });
  }
  const contentInfo = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
}
