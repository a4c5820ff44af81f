import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT } from './images-editor';
import { isPdfName, pngNameFor } from './pdf-to-png';

describe('a PDF chosen as a picture', () => {
  it('is offered by the file box and known by its name in any case', () => {
    expect(IMAGE_ACCEPT.split(',')).toEqual(['.png', '.gif', '.jpeg', '.jpg', '.pdf']);
    expect(isPdfName('Parenting Plan.PDF')).toBe(true);
    expect(isPdfName('plan.pdf.png')).toBe(false);
  });

  it('is sent as a PNG named after it', () => {
    expect(pngNameFor('Parenting Plan.PDF')).toBe('Parenting Plan.png');
    expect(pngNameFor('.pdf')).toBe('page.png');
  });
});
