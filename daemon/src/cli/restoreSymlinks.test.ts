import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase } from '../test-support/dbDump.js';
import { hire, punch, setUpCompany } from '../test-support/prenominaApi.js';
import { startTestServer } from '../test-support/testServer.js';
import { runRestore } from './restore.js';

// Issue 39 item 1, the restore: `restore-backup` runs as root and writes in the data folder, which the daemon's user
// owns. Links that user plants under the names the restore uses (the copy being checked, its SQLite journal, the
// folder the replaced database goes to) must not make root write, create or give away anything outside the folder.
// Made as the attack was: the links are planted by an unprivileged user (nobody) with `runuser`, the restore runs as
// root, and the files the links point to are compared before and after.

const ROOT = process.getuid?.() === 0;
const UNPRIVILEGED = 'nobody';
const NOW = new Date('2026-03-01T12:00:00Z');
const STAMP = '20260301-120000';

let scratch: string;
let backup: string;
let box: string;

beforeAll(async () => {
  if (!ROOT) return;
  scratch = mkdtempSync(join(tmpdir(), 'reloj-enlaces-'));
  chmodSync(scratch, 0o755); // nobody must reach its data folder inside
  const server = await startTestServer();
  try {
    const company = await setUpCompany(server);
    const ana = await hire(server, company, { nombre: 'Ana López' });
    await punch(server, ana, '2026-02-23T09:00', '2026-02-23T18:00');
    const made = await server.request('POST', '/api/respaldos');
    expect(made.status).toBe(201);
    backup = join(scratch, made.body.nombre);
    cpSync(join(server.dataDir, 'respaldos', made.body.nombre), backup);
    server.db.pragma('wal_checkpoint(TRUNCATE)');
    box = join(scratch, 'caja');
    cpSync(server.dataDir, box, { recursive: true });
  } finally {
    await server.close();
  }
});
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** What root owns outside the data folder: a file like /etc/shadow, a folder like /etc, and a path that must not appear. */
function victims(label: string) {
  const dir = join(scratch, `victimas-${label}`);
  mkdirSync(join(dir, 'etc'), { recursive: true });
  writeFileSync(join(dir, 'shadow'), 'root:$6$secreto:19000:0:99999:7:::\n', { mode: 0o640 });
  writeFileSync(join(dir, 'etc', 'passwd'), 'root:x:0:0:root:/root:/bin/bash\n');
  return { dir, shadow: join(dir, 'shadow'), etc: join(dir, 'etc'), preload: join(dir, 'ld.so.preload') };
}

/** Owner, mode and content of everything under a folder, links not followed. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (path: string) => {
    const st = lstatSync(path);
    out[path] = `${st.uid}:${st.gid}:${(st.mode & 0o7777).toString(8)}${st.isFile() ? `:${readFileSync(path, 'base64')}` : ''}`;
    if (st.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(dir);
  return out;
}

/** A copy of the box's data folder given to the unprivileged user, as the daemon's folder is. */
function dataFolder(label: string): string {
  const dir = join(scratch, `datos-${label}`);
  cpSync(box, dir, { recursive: true });
  spawnSync('chown', ['-R', `${UNPRIVILEGED}:`, dir]);
  return dir;
}

const plant = (target: string, link: string) => {
  const done = spawnSync('runuser', ['-u', UNPRIVILEGED, '--', 'ln', '-s', target, link], { encoding: 'utf8' });
  expect(done.status, done.stderr).toBe(0);
  expect(lstatSync(link).uid).not.toBe(0);
};

const plantings: [string, (data: string, v: ReturnType<typeof victims>) => void][] = [
  ['the folder for the replaced database is a link to a root folder (like /etc)', (data, v) => plant(v.etc, join(data, `anterior-${STAMP}`))],
  [
    'the copy being checked is a link to a root file, its journal and WAL to a missing path and a root file',
    (data, v) => {
      plant(v.shadow, join(data, 'reloj.sqlite.restaurando'));
      plant(v.preload, join(data, 'reloj.sqlite.restaurando-journal'));
      plant(v.shadow, join(data, 'reloj.sqlite.restaurando-wal'));
    },
  ],
  [
    'the copy being checked is a link to a missing path (like /etc/ld.so.preload), the next folder names are links too',
    (data, v) => {
      plant(v.preload, join(data, 'reloj.sqlite.restaurando'));
      plant(v.etc, join(data, `anterior-${STAMP}`));
      plant(v.etc, join(data, `anterior-${STAMP}-1`));
    },
  ],
];

// Skipped when the tests do not run as root: the attack is root following a link, and cannot be made otherwise.
describe.skipIf(!ROOT)('restoring as root (skipped when not root) into a data folder with links planted by its user', () => {
  it.each(plantings.map(([what, attack], n) => [what, attack, String(n)] as const))(
    'changes nothing outside the data folder: %s',
    async (_what, attack, label) => {
      const v = victims(label);
      const data = dataFolder(label);
      attack(data, v);
      const before = snapshot(v.dir);
      const lines: string[] = [];

      const code = await runRestore([backup], { env: { RELOJ_DATA_DIR: data }, out: (l) => void lines.push(l), now: () => NOW });

      expect(snapshot(v.dir)).toEqual(before);
      expect(existsSync(v.preload)).toBe(false);
      expect(lines.join('\n')).toMatch(/restaurado/);
      expect(code).toBe(0);
      // The restored database and the folder of the replaced one are real, and the daemon's user's.
      const nobody = lstatSync(data).uid;
      const restored = lstatSync(join(data, 'reloj.sqlite'));
      expect(restored.isFile() && restored.uid === nobody).toBe(true);
      const kept = readdirSync(data).filter((f) => f.startsWith('anterior-') && lstatSync(join(data, f)).isDirectory());
      expect(kept).toHaveLength(1);
      expect(statSync(join(data, kept[0] as string)).uid).toBe(nobody);
      expect(lstatSync(join(data, kept[0] as string, 'reloj.sqlite')).isFile()).toBe(true);
      expect(dumpDatabase(join(data, 'reloj.sqlite'))).toContain('ANA LÓPEZ');
    },
  );
});
