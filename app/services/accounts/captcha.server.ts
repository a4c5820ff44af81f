// The sign-up captcha. With JavaScript: an ALTCHA proof-of-work challenge, made and checked here (self-hosted).
// Without JavaScript the browser cannot compute one, so the form carries a small question the server made and
// signed (an addition written in words); see docs/decisions/003-captcha-without-javascript.md. Either kind of
// challenge is accepted once: its id is recorded in captcha_uses.
import { createHmac, randomBytes, randomInt as cryptoRandomInt, timingSafeEqual } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'kysely';
import type { Queryable } from '../../../db/client';
import { getEnv } from '../../../lib/env.server';
import { getAppSecret } from './secrets.server';

const CHALLENGE_LIFETIME_MS = 2 * 60 * 60 * 1000;
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

async function secrets(db: Queryable) {
  const [signature, keySignature, question] = await Promise.all([
    getAppSecret(db, 'altcha-hmac'),
    getAppSecret(db, 'altcha-key-hmac'),
    getAppSecret(db, 'captcha-question-hmac'),
  ]);
  return { signature, keySignature, question };
}

/** The challenge's work: the browser tries counters from 0 until it finds this one, each costing `cost` rounds. */
export async function createAltchaChallenge(db: Queryable, { light = getEnv().TEST_CAPTCHA_LIGHT } = {}): Promise<Challenge> {
  const { signature, keySignature } = await secrets(db);
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1_000,
    // TEST_CAPTCHA_LIGHT (tests only): a handful of counters instead of thousands
    counter: light ? randomInt(5, 1) : randomInt(4_000, 1_000), // altcha-lib's randomInt(max, min)
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
  });
}

/** Records a challenge as used; false when it was used before. */
async function spendChallenge(db: Queryable, challengeId: string, expiresAt: Date): Promise<boolean> {
  await db.deleteFrom('captcha_uses').where('expires_at', '<', sql<Date>`now()`).execute();
  const row = await db
    .insertInto('captcha_uses')
    .values({ challenge_id: challengeId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('challenge_id').doNothing())
    .returning('challenge_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function verifyAltchaPayload(db: Queryable, encoded: string): Promise<boolean> {
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload;
  } catch {
    return false;
  }
  if (!payload?.challenge?.parameters || !payload.solution || !payload.challenge.signature) return false;
  const { signature, keySignature } = await secrets(db);
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  }).catch(() => ({ verified: false }));
  if (!result.verified) return false;
  const expiresAt = payload.challenge.parameters.expiresAt;
  return spendChallenge(db, `altcha:${payload.challenge.signature}`, new Date(expiresAt ? expiresAt * 1000 : Date.now() + CHALLENGE_LIFETIME_MS));
}

export interface QuestionChallenge {
  /** what the person reads, such as 'What is seven plus four?' */
  question: string;
  /** the two numbers added, so a page in another language asks the same question in its words */
  terms: [number, number];
  /** the signed challenge the form sends back */
  token: string;
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export async function createQuestionChallenge(db: Queryable): Promise<QuestionChallenge> {
  const { question } = await secrets(db);
  const a = cryptoRandomInt(1, 10);
  const b = cryptoRandomInt(1, 10);
  const id = randomBytes(12).toString('base64url');
  const expiresAt = Date.now() + CHALLENGE_LIFETIME_MS;
  // the token carries a MAC over the answer, never the answer itself
  return { question: `What is ${NUMBER_WORDS[a]} plus ${NUMBER_WORDS[b]}?`, terms: [a, b], token: `${id}.${expiresAt}.${sign(question, `${id}.${expiresAt}.${a + b}`)}` };
}

function normalizeAnswer(answer: string): string | undefined {
  const typed = answer.trim().toLowerCase();
  if (/^\d{1,2}$/.test(typed)) return String(Number(typed));
  const index = NUMBER_WORDS.indexOf(typed);
  if (index >= 0) return String(index);
  const teens: Record<string, number> = { thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18 };
  return teens[typed] === undefined ? undefined : String(teens[typed]);
}

export async function verifyQuestionAnswer(db: Queryable, token: string, answer: string): Promise<boolean> {
  const { question } = await secrets(db);
  const [id, expires, mac] = token.split('.');
  const normalized = normalizeAnswer(answer);
  if (!id || !expires || !mac || normalized === undefined) return false;
  const expiresAt = Number(expires);
  if (!Number.isFinite(expiresAt) || expiresAt < Date.now()) return false;
  const expected = Buffer.from(sign(question, `${id}.${expires}.${normalized}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return spendChallenge(db, `question:${id}`, new Date(expiresAt));
}
