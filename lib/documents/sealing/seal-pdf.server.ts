// Seals a finished PDF once, last: a PAdES baseline signature (ETSI.CAdES.detached) over the whole file. Nothing
// may load and save the PDF after this: any rewrite breaks the seal ('Not total document signed').
import { SUBFILTER_ETSI_CADES_DETACHED, Signer } from '@signpdf/utils';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import type { PDFDocument } from 'pdf-lib';
import type { SigningIdentity } from './certificates.server';
import { buildPadesCms } from './cms.server';
import type { TimestampAuthority } from './timestamp.server';

/**
 * Room for the CMS, in hex characters (two per byte): the chain and a timestamp take it over 5 KB, and an
 * operator's PKCS#12 may carry a longer chain.
 */
export const SIGNATURE_HEX_LENGTH = 32768;

export interface Sealer {
  identity: SigningIdentity;
  /** set: every seal carries an RFC 3161 timestamp, or fails */
  timestampAuthority?: TimestampAuthority;
}

export interface SealDetails {
  reason: string;
  location: string;
  contactInfo: string;
  /** the time written in the signature dictionary (/M) */
  signingTime: Date;
}

class PadesSigner extends Signer {
  constructor(private readonly sealer: Sealer) {
    super();
  }

  override async sign(signedBytes: Buffer): Promise<Buffer> {
    return Buffer.from(await buildPadesCms(signedBytes, this.sealer.identity, { timestampAuthority: this.sealer.timestampAuthority }));
  }
}

/** The sealed bytes of `pdf`: a signature field on its last page, saved without object streams, then signed. */
export async function sealPdf(pdf: PDFDocument, sealer: Sealer, details: SealDetails): Promise<Uint8Array> {
  const pages = pdf.getPages();
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    pdfPage: pages[pages.length - 1],
    reason: details.reason,
    location: details.location,
    contactInfo: details.contactInfo,
    name: 'Accord',
    signingTime: details.signingTime,
    signatureLength: SIGNATURE_HEX_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Accord',
  });
  // the signature dictionary must stay a plain object the signer can find and fill in place
  const withPlaceholder = await pdf.save({ useObjectStreams: false });
  const sealed = await new SignPdf().sign(Buffer.from(withPlaceholder), new PadesSigner(sealer));
  return new Uint8Array(sealed.buffer, sealed.byteOffset, sealed.byteLength);
}
