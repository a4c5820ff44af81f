import { describe, expect, it } from 'vitest';
import { isTooLarge, readFormWithFileLimit } from './upload-handler.server';

function multipart(parts: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  return new Request('http://localhost/', { method: 'POST', body: form });
}

describe('readFormWithFileLimit', () => {
  it('keeps files and fields within the limit as they were sent', async () => {
    const form = await readFormWithFileLimit(multipart({ note: 'hello', file: new File(['abc'], 'a.png', { type: 'image/png' }) }), 10);
    expect(form.get('note')).toBe('hello');
    const file = form.get('file') as File;
    expect([file.name, file.type, await file.text(), isTooLarge(file)]).toEqual(['a.png', 'image/png', 'abc', false]);
  });

  it('turns a file over the limit into an empty marker instead of failing the request, and reads the rest', async () => {
    const form = await readFormWithFileLimit(multipart({ file: new File(['x'.repeat(50)], 'big.pdf'), after: 'kept' }), 10);
    const file = form.get('file') as File;
    expect([file.name, file.size, isTooLarge(file)]).toEqual(['big.pdf', 0, true]);
    expect(form.get('after')).toBe('kept');
  });

  it('reads a file name with ; and = as the browser sent it', async () => {
    const form = await readFormWithFileLimit(multipart({ file: new File(['abc'], 'scan;v=2.png', { type: 'image/png' }) }), 10);
    expect((form.get('file') as File).name).toBe('scan;v=2.png');
  });

  it('answers 400 with a message to a broken multipart body', async () => {
    const request = new Request('http://localhost/', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\nbroken' });
    const refusal = await readFormWithFileLimit(request, 10).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).status).toBe(400);
  });
});
