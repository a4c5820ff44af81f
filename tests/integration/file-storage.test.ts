import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileKey, InvalidFileKeyError, PostgresFileStorage, readAll } from '../../lib/file-storage.server';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
let storage: PostgresFileStorage;
beforeAll(async () => {
  database = await createTestDatabase();
  storage = new PostgresFileStorage(database.db);
});

describe('file storage in PostgreSQL', () => {
  it('keeps content with its media type, size and SHA-256, and streams it back unchanged', async () => {
    const content = randomBytes(2_500_000); // more than two read chunks
    const info = await storage.put(fileKey('workflows', 'w1', 'template.pdf'), content, {
      mediaType: 'application/pdf',
    });
    expect(info).toMatchObject({
      key: 'workflows/w1/template.pdf',
      mediaType: 'application/pdf',
      size: content.byteLength,
    });
    expect(info.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    const file = await storage.get(fileKey('workflows', 'w1', 'template.pdf'));
    expect(file).toBeDefined();
    expect(Buffer.compare(await readAll(file!), content)).toBe(0);
  });

  it('accepts a stream as the body and replaces an existing key', async () => {
    const key = fileKey('uploads', 'u1', 'photo.png');
    await storage.put(key, Buffer.from('first'), { mediaType: 'image/png' });
    await storage.put(key, Readable.from([Buffer.from('sec'), Buffer.from('ond')]), { mediaType: 'image/png' });
    expect((await readAll((await storage.get(key))!)).toString()).toBe('second');
  });

  it('lists by prefix without matching neighbours that only share the start of a name', async () => {
    await storage.put(fileKey('forms', 'f1', 'a.pdf'), Buffer.from('a'), { mediaType: 'application/pdf' });
    await storage.put(fileKey('forms', 'f1', 'b.pdf'), Buffer.from('b'), { mediaType: 'application/pdf' });
    await storage.put(fileKey('forms', 'f10', 'c.pdf'), Buffer.from('c'), { mediaType: 'application/pdf' });
    const listed = await storage.list(fileKey('forms', 'f1'));
    expect(listed.map((f) => f.key)).toEqual(['forms/f1/a.pdf', 'forms/f1/b.pdf']);
  });

  it('deletes a file and reports whether there was one', async () => {
    const key = fileKey('tmp', 'gone.txt');
    await storage.put(key, Buffer.from('x'), { mediaType: 'text/plain' });
    expect(await storage.delete(key)).toBe(true);
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.delete(key)).toBe(false);
  });

  it('refuses keys that could climb out of their prefix or carry odd characters', () => {
    for (const bad of ['..', '../etc', 'a/b', '.hidden', '', 'name with space', 'x%', 'a\\b']) {
      expect(() => fileKey('uploads', bad)).toThrow(InvalidFileKeyError);
    }
    expect(() => fileKey()).toThrow(InvalidFileKeyError);
  });

  it('writes inside the caller transaction, so a rollback keeps nothing', async () => {
    const key = fileKey('tx', 'rolled-back.txt');
    await expect(
      database.db.transaction().execute(async (tx) => {
        await new PostgresFileStorage(tx).put(key, Buffer.from('x'), { mediaType: 'text/plain' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await storage.get(key)).toBeUndefined();
  });
});
