import { describe, expect, it } from 'vitest';
import { configuredOrigin } from '../../../lib/app-origin.server';
import { parseEnv } from '../../../lib/env.server';
import { effectContextFromEnv } from './effect-context.server';
import { finalDocumentSettings } from '../../../worker/context';

describe("the app's configured origin", () => {
  it('is APP_URL for the e-mails the app queues and for the documents the worker seals alike', () => {
    const env = parseEnv({ APP_URL: 'https://forms.example.org/', PORT: '8080' });
    expect(configuredOrigin(env)).toBe('https://forms.example.org');
    expect(effectContextFromEnv(env).origin).toBe('https://forms.example.org');
    expect(finalDocumentSettings(env).origin).toBe('https://forms.example.org');
  });

  it("is the app's own port on localhost without APP_URL", () => {
    expect(configuredOrigin(parseEnv({ PORT: '8080' }))).toBe('http://localhost:8080');
  });
});
