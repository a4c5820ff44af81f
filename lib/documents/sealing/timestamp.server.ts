// RFC 3161: asks a timestamp authority to sign the time together with a hash (here, of the seal's signature
// value), so the seal proves it existed at that time. Any failure throws a TimestampError naming the authority
// and what went wrong: the caller fails the job rather than seal without the timestamp it was told to add.
import { randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const SHA256 = '2.16.840.1.101.3.4.2.1';
const TST_INFO = '1.2.840.113549.1.9.16.1.4';

export interface TimestampAuthority {
  url: string;
  /** how long to wait for the answer */
  timeoutMs?: number;
}

export class TimestampError extends Error {
  constructor(authority: TimestampAuthority, problem: string) {
    super(`timestamp authority ${authority.url}: ${problem}`);
  }
}

function bufferOf(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

function sameBytes(a: ArrayBuffer | Uint8Array, b: ArrayBuffer | Uint8Array): boolean {
  return Buffer.from(a instanceof Uint8Array ? a : new Uint8Array(a)).equals(Buffer.from(b instanceof Uint8Array ? b : new Uint8Array(b)));
}

/** The TimeStampToken (a CMS ContentInfo) over a SHA-256 digest, checked to be for that digest and nonce. */
export async function requestTimestampToken(authority: TimestampAuthority, digest: Uint8Array): Promise<asn1js.Sequence> {
  const nonce = randomBytes(8);
  nonce[0] = (nonce[0]! & 0x3f) | 0x40; // positive, no leading zero: the authority echoes it byte for byte
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: bufferOf(digest) }),
    }),
    nonce: new asn1js.Integer({ valueHex: bufferOf(nonce) }),
    certReq: true,
  });
  let body: ArrayBuffer;
  try {
    const response = await fetch(authority.url, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query' },
      body: Buffer.from(request.toSchema().toBER(false)),
      signal: AbortSignal.timeout(authority.timeoutMs ?? 15_000),
    });
    if (!response.ok) throw new TimestampError(authority, `answered HTTP ${response.status}`);
    body = await response.arrayBuffer();
  } catch (error) {
    if (error instanceof TimestampError) throw error;
    throw new TimestampError(authority, `could not be reached (${error instanceof Error ? error.message : String(error)})`);
  }
  let reply: pkijs.TimeStampResp;
  try {
    reply = pkijs.TimeStampResp.fromBER(body);
  } catch {
    throw new TimestampError(authority, 'did not answer with an RFC 3161 timestamp response');
  }
  const status = reply.status.status;
  if ((status !== 0 && status !== 1) || !reply.timeStampToken) {
    const text = reply.status.statusStrings?.map((s) => s.valueBlock.value).join('; ');
    throw new TimestampError(authority, `refused the request (status ${status}${text ? `: ${text}` : ''})`);
  }
  const token = reply.timeStampToken;
  const signed = new pkijs.SignedData({ schema: token.content });
  const eContent = signed.encapContentInfo.eContent;
  if (signed.encapContentInfo.eContentType !== TST_INFO || !eContent) throw new TimestampError(authority, 'sent a token without timestamp information');
  const info = pkijs.TSTInfo.fromBER(eContent.getValue());
  if (!sameBytes(info.messageImprint.hashedMessage.valueBlock.valueHexView, digest)) throw new TimestampError(authority, 'timestamped another digest than the one sent');
  if (!info.nonce || !sameBytes(info.nonce.valueBlock.valueHexView, nonce)) throw new TimestampError(authority, 'answered with another nonce than the one sent');
  return token.toSchema() as asn1js.Sequence;
}
