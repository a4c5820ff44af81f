import { describe, expect, it } from 'vitest';
import { isMailboxVisible, parseEnv } from './env.server';

describe('environment settings', () => {
  it('an empty environment gives the embedded defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', WORKER: 'internal', NODE_ENV: 'production' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it.each([
    [{ DATABASE_URL: 'mysql://localhost/x' }, /^DATABASE_URL: must be a postgres:\/\/ URL/],
    [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL: /],
    [{ PORT: '70000' }, /^PORT: /],
    [{ WORKER: 'sometimes' }, /^WORKER: /],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ APP_TIME_ZONE: 'Mars/Olympus' }, /^APP_TIME_ZONE: must be an IANA time zone/],
  ])('a bad value (%o) is reported in one line naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
    try {
      parseEnv(source);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('empty values count as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('the mailbox is shown for local runs and hidden in a production deployment unless asked for', () => {
    expect(isMailboxVisible(parseEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(isMailboxVisible(parseEnv({}))).toBe(true); // npm start on the embedded database
    expect(isMailboxVisible(parseEnv({ DATABASE_URL: 'postgres://db.internal/accord' }))).toBe(false);
    expect(isMailboxVisible(parseEnv({ DATABASE_URL: 'postgres://db.internal/accord', SHOW_MAILBOX: 'true' }))).toBe(
      true,
    );
  });
});
