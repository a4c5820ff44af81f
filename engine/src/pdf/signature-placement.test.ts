// Where a signature lands: the page rendered with and without the signer's drawing (or typed name), rasterized by
// poppler; every pixel that differs lies inside the box the workflow's signature action gives, and some do.
import { describe, expect, it } from 'vitest';
import type { Action } from '../definition/documents.ts';
import { decodeGreyPng, rasterizePage } from './png-compare.ts';
import { PAGE_SCALE, renderDocuments, type SignatureEvidence } from './render.ts';
import { sampleInput } from './test-fixtures.ts';

const DPI = 50;

async function pageWith(petitioner: SignatureEvidence, action: Action, documentUid: string) {
  const result = await renderDocuments(sampleInput({ onlyDocuments: [documentUid], signatures: { petitioner } }));
  const page = result.documents[0]!.firstPage + action.location.page - 1;
  return decodeGreyPng(rasterizePage(result.bytes, page, DPI));
}

/** The bounding box, in pixels, of the pixels that differ by more than 48 grey levels. */
function changedBox(a: ReturnType<typeof decodeGreyPng>, b: ReturnType<typeof decodeGreyPng>) {
  let box: { left: number; top: number; right: number; bottom: number } | undefined;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const i = y * a.width + x;
      if (Math.abs((a.pixels[i] ?? 0) - (b.pixels[i] ?? 0)) <= 48) continue;
      box = box ? { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) } : { left: x, top: y, right: x, bottom: y };
    }
  }
  return box;
}

describe("the petitioner's signature in a signature box", () => {
  const input = sampleInput();
  const document = input.documents.find((d) => d.rules?.some((r) => r.actions?.some((a) => a.type === 'pet-signature-img') && !r.actions?.some((a) => a.type === 'text-editor')))!;
  const action = document.rules!.flatMap((r) => r.actions ?? []).find((a) => a.type === 'pet-signature-img')!;
  const signedAt = '2024-03-15';

  it.each([
    ['drawn', { image: input.signatures!.petitioner!.image, signedAt }],
    ['typed', { typedName: 'Zoë Quillfeather-Núñez', signedAt }],
  ] as const)('is drawn (%s) inside the box its action gives, and nowhere else', async (_kind, evidence) => {
    const unsigned = await pageWith({ signedAt }, action, document.uid);
    const signed = await pageWith(evidence, action, document.uid);
    const changed = changedBox(unsigned, signed);
    expect(changed).toBeDefined();
    const { startX = 0, startY = 0, width = 0, height = 0 } = action.location;
    const px = (v: number) => (v / PAGE_SCALE.width) * signed.width;
    const py = (v: number) => (v / PAGE_SCALE.height) * signed.height;
    expect(changed!.left).toBeGreaterThanOrEqual(Math.floor(px(startX)) - 1);
    expect(changed!.right).toBeLessThanOrEqual(Math.ceil(px(startX + width)) + 1);
    expect(changed!.top).toBeGreaterThanOrEqual(Math.floor(py(startY)) - 1);
    expect(changed!.bottom).toBeLessThanOrEqual(Math.ceil(py(startY + height)) + 1);
  });
});
