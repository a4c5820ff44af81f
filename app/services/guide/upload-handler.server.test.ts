import { unstable_parseMultipartFormData } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { isTooLarge, limitedMemoryUploadHandler } from './upload-handler.server';

function multipart(parts: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  return new Request('http://localhost/', { method: 'POST', body: form });
}

describe('limitedMemoryUploadHandler', () => {
  it('keeps files and fields within the limit as they were sent', async () => {
    const form = await unstable_parseMultipartFormData(multipart({ note: 'hello', file: new File(['abc'], 'a.png', { type: 'image/png' }) }), limitedMemoryUploadHandler(10));
    expect(form.get('note')).toBe('hello');
    const file = form.get('file') as File;
    expect([file.name, file.type, await file.text(), isTooLarge(file)]).toEqual(['a.png', 'image/png', 'abc', false]);
  });

  it('turns a file over the limit into an empty marker instead of failing the request, and reads the rest', async () => {
    const form = await unstable_parseMultipartFormData(multipart({ file: new File(['x'.repeat(50)], 'big.pdf'), after: 'kept' }), limitedMemoryUploadHandler(10));
    const file = form.get('file') as File;
    expect([file.name, file.size, isTooLarge(file)]).toEqual(['big.pdf', 0, true]);
    expect(form.get('after')).toBe('kept');
  });
});
