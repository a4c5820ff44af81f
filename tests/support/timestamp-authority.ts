// A local RFC 3161 timestamp authority for tests (there is no internet): a real responder that reads the
// request, signs a TSTInfo with its own certificate (extended key usage timeStamping, under its own root) and
// answers. It can also be told to fail, to show that a failing authority fails the seal.
import { createHash, createPrivateKey, webcrypto } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as asn1js from 'asn1js';
import forge from 'node-forge';
import * as pkijs from 'pkijs';
import { createRootCertificate, newKeyPair, pemToDer, signCertificate } from '../../lib/documents/sealing/certificates.server';
import { OID } from '../../lib/documents/sealing/cms.server';

const TST_INFO = '1.2.840.113549.1.9.16.1.4';
const engine = new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto });

/** grant: a real token; http-error: 503; reject: a refusal; stall: never answers (a job hangs mid-way) */
export type TimestampAuthorityMode = 'grant' | 'http-error' | 'reject' | 'stall';

export interface LocalTimestampAuthority {
  url: string;
  /** how many requests it answered */
  requests: number;
  mode: TimestampAuthorityMode;
  close(): Promise<void>;
}

const buf = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

function tsaCertificate() {
  const root = createRootCertificate();
  const keys = newKeyPair();
  const rootCert = forge.pki.certificateFromPem(root.certificatePem);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.forgePublic;
  cert.serialNumber = '0a1b2c';
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: 'Test Timestamp Authority' }]);
  cert.setIssuer(rootCert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'extKeyUsage', timeStamping: true, critical: true },
  ]);
  signCertificate(cert, createPrivateKey(root.privateKeyPem));
  return { der: pemToDer(forge.pki.certificateToPem(cert)), keyPem: keys.privateKeyPem };
}

async function answer(requestDer: Buffer, tsa: ReturnType<typeof tsaCertificate>, serial: number): Promise<ArrayBuffer> {
  const request = pkijs.TimeStampReq.fromBER(buf(requestDer));
  const info = new pkijs.TSTInfo({
    version: 1,
    policy: '1.3.6.1.4.1.55555.1',
    messageImprint: request.messageImprint,
    serialNumber: new asn1js.Integer({ value: serial }),
    genTime: new Date(),
    nonce: request.nonce,
  });
  const infoDer = new Uint8Array(info.toSchema().toBER(false));
  const certificate = pkijs.Certificate.fromBER(buf(tsa.der));
  const signed = new pkijs.SignedData({
    version: 3,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: TST_INFO, eContent: new asn1js.OctetString({ valueHex: buf(infoDer) }) }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: TST_INFO })] }),
            new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: buf(createHash('sha256').update(infoDer).digest()) })] }),
          ],
        }),
      }),
    ],
    certificates: [certificate],
  });
  const key = await webcrypto.subtle.importKey('pkcs8', createPrivateKey(tsa.keyPem).export({ format: 'der', type: 'pkcs8' }), { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);
  await signed.sign(key, 0, 'SHA-256', undefined, engine);
  const reply = new pkijs.TimeStampResp({
    status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }),
    timeStampToken: new pkijs.ContentInfo({ contentType: OID.signedData, content: signed.toSchema(true) }),
  });
  return reply.toSchema().toBER(false);
}

function rejection(): ArrayBuffer {
  return new pkijs.TimeStampResp({
    status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.rejection, statusStrings: [new asn1js.Utf8String({ value: 'test authority says no' })] }),
  })
    .toSchema()
    .toBER(false);
}

/** Starts the responder on a free loopback port. */
export async function startTimestampAuthority(mode: TimestampAuthorityMode = 'grant'): Promise<LocalTimestampAuthority> {
  const tsa = tsaCertificate();
  const state = { requests: 0, mode };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      state.requests += 1;
      if (state.mode === 'stall') return;
      if (state.mode === 'http-error') {
        res.writeHead(503).end('unavailable');
        return;
      }
      const reply = state.mode === 'reject' ? Promise.resolve(rejection()) : answer(Buffer.concat(chunks), tsa, state.requests);
      reply.then(
        (body) => res.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(Buffer.from(body)),
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    get requests() {
      return state.requests;
    },
    get mode() {
      return state.mode;
    },
    set mode(next: TimestampAuthorityMode) {
      state.mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
