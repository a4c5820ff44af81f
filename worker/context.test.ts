import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../lib/env.server';
import { workerSettings } from './context';

describe('workerSettings', () => {
  it('gives the tasks the support address and no Mailchimp settings when Mailchimp is not configured', () => {
    expect(workerSettings(parseEnv({ SUPPORT_EMAIL: 'help@example.com', MAILCHIMP_API_KEY: 'key-us21-abc' }))).toEqual({
      supportEmail: 'help@example.com',
      mailchimp: undefined,
      backupDir: path.resolve('data/backups'),
      // NODE_ENV defaults to production: the backup job then needs BACKUP_KEY
      production: true,
      finalDocuments: expect.objectContaining({ origin: 'http://localhost:3000', timeZone: 'America/Denver' }),
    });
  });

  it('gives the tasks the Mailchimp key, list and address when the key and the list are set', () => {
    const env = parseEnv({ MAILCHIMP_API_KEY: 'abc123-us21', MAILCHIMP_LIST_ID: 'list1', MAILCHIMP_API_URL: 'http://127.0.0.1:9/' });
    expect(workerSettings(env).mailchimp).toEqual({ apiKey: 'abc123-us21', listId: 'list1', apiUrl: 'http://127.0.0.1:9/' });
  });
});
