// The one place that reads process.env: every setting is parsed and checked once, and a bad value stops the
// app with one line naming the variable and what is wrong.
import { z } from 'zod';

const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a postgres:// URL with a host, such as postgres://user:password@localhost:5432/accord');

const smtpUrl = z.string().refine((value) => {
  try {
    return ['smtp:', 'smtps:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'must be an smtp:// or smtps:// URL, such as smtp://user:password@mail.example.com:587');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** where database backups are written; by default DATA_DIR's backups folder (./data/backups) */
  BACKUP_DIR: z.string().min(1).optional(),
  /** encrypts database backups (AES-256-GCM, key derived with scrypt); a restore needs the same key */
  BACKUP_KEY: z.string().min(16, 'BACKUP_KEY must be at least 16 characters (a long random phrase; keep it apart from the backups)').optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** how long a request waits for a free connection of the pool (or for the server to answer) before it is told to try again */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * how many processes serve the pages (issue 33): one Node process uses one core, so a machine of N cores serves
   * most with N; the first process keeps the database, the seeds and the internal worker, and hands the port to them
   */
  WEB_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  WORKER: z.enum(['internal', 'external']).default('internal'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /**
   * the CPU priority (nice, 0 to 19) an `npm run worker` process lowers itself to, so the app's pages go first where
   * they share the cores (issue 33); 0 by default: on a machine shared with other work a lowered worker waits for all of it
   */
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(0),
  /** how many final documents are sealed at once, across all worker processes (issue 33, sealing under load) */
  SEALING_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: z.string().min(3).default('Accord <no-reply@accord.local>'),
  APP_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as America/Denver')
    .default('America/Denver'),
  SHOW_MAILBOX: booleanFlag.optional(),
  /** tests only (the e2e app sets it): pages may be shown in the pseudo-locale en-XA, chosen by the language cookie (ADR 026) */
  TEST_PSEUDO_LOCALE: booleanFlag.default(false),
  /**
   * tests only (the e2e apps set it): the embedded PostgreSQL does not wait for the disk on a commit (fsync off), for
   * data thrown away after the run. Never with data people keep: a crash of the machine could corrupt it.
   */
  TEST_DATABASE_THROWAWAY: booleanFlag.default(false),
  /**
   * tests only (the e2e apps set it): the sign-up captcha's proof of work is a few rounds instead of thousands, so a
   * browser solves it at once. The challenge is still made, solved in the browser and checked here; only its cost
   * (about 10 s a sign-up on a busy test machine) is gone. Never where the captcha must stop machines.
   */
  TEST_CAPTCHA_LIGHT: booleanFlag.default(false),
  SEED: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUPPORT_EMAIL: z.email().default('support@accord.local'),
  /** the setup stepper's tutorial on working together (collaborative forms); without it the step explains in words */
  TUTORIAL_VIDEO_URL: z.url({ protocol: /^https$/ }).optional(),
  MAILCHIMP_API_KEY: z.string().min(8).optional(),
  MAILCHIMP_LIST_ID: z.string().min(1).optional(),
  /** where the Mailchimp API is (tests point it at a local server); by default from the key's data centre */
  MAILCHIMP_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** the video service's key (workflow-builder.md §7): with it the builder reads a video's title and thumbnail */
  YOUTUBE_API_KEY: z.string().min(8).optional(),
  /** where the YouTube Data API is (tests point it at a local server) */
  YOUTUBE_API_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/youtube/v3'),
  /** payments: the local sandbox (default, approve page inside the app) or PayPal Orders v2 */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paypal']).default('sandbox'),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  /** live uses api-m.paypal.com, sandbox api-m.sandbox.paypal.com */
  PAYPAL_MODE: z.enum(['live', 'sandbox']).default('sandbox'),
  /** overrides the API base of PAYPAL_MODE (tests point it at a local Orders v2 server) */
  PAYPAL_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** false keeps PayPal's script off the pay page (tests): the redirect to the approve link is used instead */
  PAYPAL_JS_BUTTON: booleanFlag.default(true),
  /** Move to stage (workflow-builder.md §2): the staging Accord's address, and the secret both deployments share */
  STAGE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** signs and checks workflow bundles between deployments; without it this deployment neither sends nor accepts them */
  STAGE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** analytics (off when unset): where the payment events are forwarded, e.g. GA4's Measurement Protocol collect URL */
  ANALYTICS_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** error reporting (off when unset): a Sentry-compatible DSN, https://KEY@host/PROJECT */
  SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
  /** the environment errors are filed under; by default NODE_ENV */
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
  /** the share of requests sent as performance traces (administration-platform.md §9: 0.1) */
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  /** Express's 'trust proxy': set it (true, a hop count or an address list) behind a load balancer */
  TRUST_PROXY: z.string().optional(),
  /** final PDFs are sealed with this PKCS#12 (.p12/.pfx) file's key and certificate instead of the app's own root */
  SEAL_PKCS12_FILE: z.string().min(1).optional(),
  SEAL_PKCS12_PASSPHRASE: z.string().optional(),
  /** an RFC 3161 timestamp authority: every seal then carries its timestamp, and a failing authority fails the job */
  TSA_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** an uploaded PDF is read in a worker thread that may use this much memory (MB) before it is stopped (issue 30) */
  PDF_PARSE_MEMORY_MB: z.coerce.number().int().min(32).max(4096).default(256),
  /** ... and this many seconds */
  PDF_PARSE_SECONDS: z.coerce.number().min(0.5).max(120).default(5),
  /** how many /verify uploads one process reads at once; the others get 503 with Retry-After (issue 30) */
  VERIFY_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** encrypts the app's own signing keys in the database; by default a random one kept in DATA_DIR */
  SEALING_KEY_PASSPHRASE: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses an environment; throws an EnvError whose message is one line naming the first bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = issue.path.join('.') || 'environment';
  throw new EnvError(`${name}: ${issue.message}`);
}

const holder = globalThis as typeof globalThis & { __accordEnv?: Env };

/** The app's settings, parsed from process.env on first use and kept for the life of the process. */
export function getEnv(): Env {
  holder.__accordEnv ??= parseEnv(process.env);
  return holder.__accordEnv;
}

/**
 * The development mailbox shows every kept e-mail, reset links included, so it is only for local runs:
 * development, or the embedded database of `npm start` on a fresh machine. A production deployment (one
 * with DATABASE_URL) hides it unless SHOW_MAILBOX=true asks for it.
 */
/** The folder of database backups (BACKUP_DIR, or backups/ beside the embedded database's data). */
export function backupDirectory(env: Env = getEnv()): string {
  return env.BACKUP_DIR ?? `${env.DATA_DIR.replace(/\/+$/, '')}/backups`;
}

export function isMailboxVisible(env: Env = getEnv()): boolean {
  return env.SHOW_MAILBOX ?? (env.NODE_ENV !== 'production' || env.DATABASE_URL === undefined);
}
