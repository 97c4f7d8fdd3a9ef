import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '@reloj/daemon/testing/branch';

/**
 * A throwaway PostgreSQL for tests: Debian's binaries (/usr/lib/postgresql/<version>/bin, newest first, or PG_BIN),
 * a data directory under the system temp dir, listening on 127.0.0.1 and a free port. PostgreSQL refuses to run as
 * root, so when the tests are root the directory belongs to the `postgres` user and the server runs through runuser.
 */
export type TestPostgres = {
  readonly url: string;
  readonly port: number;
  /** Stops the server (fast shutdown), keeping its data: a database that went away. */
  stop: () => Promise<void>;
  /** Starts it again on the same port and data. */
  start: () => Promise<void>;
  /** Stops it and removes its directory. */
  destroy: () => Promise<void>;
};

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('PostgreSQL is not installed (apt-get install postgresql), or set PG_BIN');
  return join(root, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;
/** The command line, through `runuser -u postgres --` when we are root. */
const command = (bin: string, args: string[]): [string, string[]] => (asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]);

async function waitReady(url: string, child: ChildProcess, output: () => string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited at start:\n${output()}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`postgres did not answer in ${timeoutMs} ms:\n${output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'reloj-hq-pg-'));
  const data = join(dir, 'data');
  const sockets = join(dir, 'sockets');
  mkdirSync(sockets);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chownSync(sockets, uid, gid);
  }
  const [initdb, initArgs] = command(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '-N']);
  execFileSync(initdb, initArgs, { stdio: 'pipe' });

  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | null = null;
  let output = '';

  const start = async () => {
    const [cmd, args] = command(join(bin, 'postgres'), [
      '-D',
      data,
      '-k',
      sockets,
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ]);
    output = '';
    const c = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => void (output = (output + chunk.toString('utf8')).slice(-8000));
    c.stdout?.on('data', keep);
    c.stderr?.on('data', keep);
    child = c;
    await waitReady(url, c, () => output);
  };

  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => c.once('exit', () => resolve()));
    const [cmd, args] = command(join(bin, 'pg_ctl'), ['-D', data, 'stop', '-m', 'fast', '-w']);
    try {
      execFileSync(cmd, args, { stdio: 'pipe' });
    } catch {
      c.kill('SIGKILL');
    }
    await exited;
    child = null;
  };

  await start();
  return {
    url,
    port,
    stop,
    start,
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
