/**
 * `make install` (deploy/install.sh) with DESTDIR: the program laid out as a version behind the `actual` link, the
 * units, the keys folder and the security-updates files; the installed tree runs on its own (issue 32).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from './support/daemonProcess.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

describe('make install (deploy/install.sh)', () => {
  it('lays out a version that runs on its own with production packages only, beside the one before, switched by a link', { timeout: 180_000 }, async () => {
    const root = mkdtempSync(join(tmpdir(), 'reloj-install-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    const opt = join(root, 'opt', 'reloj-checador');
    // A box installed before versions existed: the program straight in /opt/reloj-checador.
    mkdirSync(join(opt, 'daemon'), { recursive: true });
    writeFileSync(join(opt, 'package.json'), '{\n  "name": "reloj-checador",\n  "version": "0.0.9",\n  "private": true\n}\n');
    const install = () => spawnSync(join(repoRoot, 'deploy', 'install.sh'), [], { env: { ...process.env, DESTDIR: root }, encoding: 'utf8' });
    const first = install();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(readdirSync(join(opt, 'versiones')).sort()).toEqual(['0.0.9', '0.1.0']); // the old program kept, to go back to
    expect(readlinkSync(join(opt, 'actual'))).toBe('versiones/0.1.0');
    const app = join(opt, 'actual');
    for (const f of [
      'daemon/dist/main.js',
      'daemon/dist/cli/admin.js',
      'ui/dist/index.html',
      'models/fr_feature.onnx',
      'deploy/kiosk-chromium.sh',
      'deploy/restore-backup.sh',
    ])
      expect(existsSync(join(app, f)), f).toBe(true);
    expect(existsSync(join(app, 'node_modules', 'vitest'))).toBe(false);
    expect(existsSync(join(app, 'node_modules', 'typescript'))).toBe(false);
    expect(existsSync(join(app, 'node_modules', 'better-sqlite3', 'src'))).toBe(false); // the addon, not its sources
    expect(readdirSync(join(app, 'node_modules', 'onnxruntime-node', 'bin', 'napi-v6'))).toEqual(['linux']);
    expect(readFileSync(join(root, 'etc', 'systemd', 'system', 'reloj-checador.service'), 'utf8')).toContain(
      `ExecStart=${process.execPath} /opt/reloj-checador/actual/daemon/dist/main.js`,
    );
    expect(readFileSync(join(root, 'etc', 'systemd', 'system', 'reloj-actualizar.service'), 'utf8')).toContain(
      `ExecStart=${process.execPath} /opt/reloj-checador/actual/daemon/dist/cli/admin.js actualizar --pendiente`,
    );
    expect(existsSync(join(root, 'etc', 'systemd', 'system', 'reloj-actualizar.path'))).toBe(true);
    expect(existsSync(join(root, 'etc', 'reloj-checador', 'claves-publicas'))).toBe(true);
    expect(JSON.parse(readFileSync(join(root, 'etc', 'chromium', 'policies', 'managed', 'reloj-checador.json'), 'utf8')).VideoCaptureAllowedUrls).toEqual([
      'http://localhost:3001',
    ]);
    expect(existsSync(join(root, 'etc', 'pam.d', 'reloj-kiosk'))).toBe(true);
    // Debian's security updates only, at night, with the reboot at 03:30 (issue 32 item 4).
    const apt = readFileSync(join(root, 'etc', 'apt', 'apt.conf.d', '52reloj-checador-seguridad'), 'utf8');
    expect(apt).toContain('#clear Unattended-Upgrade::Origins-Pattern;');
    expect(apt.match(/"origin=[^"]*"/g)).toEqual(['"origin=Debian,codename=${distro_codename}-security,label=Debian-Security"']);
    expect(apt).toContain('Unattended-Upgrade::Automatic-Reboot "true";');
    expect(apt).toContain('Unattended-Upgrade::Automatic-Reboot-Time "03:30";');
    for (const [timer, time] of [
      ['apt-daily', '01:30'],
      ['apt-daily-upgrade', '02:30'],
    ])
      expect(readFileSync(join(root, 'etc', 'systemd', 'system', `${timer}.timer.d`, 'reloj-checador.conf'), 'utf8')).toMatch(
        new RegExp(`\\nOnCalendar=\\nOnCalendar=\\*-\\*-\\* ${time}\\n`),
      );
    writeFileSync(join(root, 'etc', 'reloj-checador', 'env'), 'RELOJ_LIVENESS=block\n');

    const runInstalled = async () => {
      const dataDir = join(root, 'var', 'lib', 'reloj-checador');
      const port = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const p = (probe.address() as AddressInfo).port;
          probe.close(() => resolve(p));
        });
      });
      // As the unit starts it: through the `actual` link.
      const child = spawn(process.execPath, [join(app, 'daemon', 'dist', 'main.js')], {
        cwd: app,
        env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', RELOJ_HTTPS_PORT: '0', RELOJ_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: 'ignore',
      });
      try {
        for (let i = 0; i < 200; i++) {
          try {
            const res = await fetch(`http://127.0.0.1:${port}/api/health`);
            const health = res.ok ? ((await res.json()) as { faceEngine?: string }) : undefined;
            // The daemon answers before its models have loaded (issue 46): the installed copy must load them too.
            if (health && health.faceEngine !== 'loading') {
              const admin = await fetch(`http://127.0.0.1:${port}/admin`);
              return { health, admin: admin.status, adminHtml: await admin.text() };
            }
          } catch {
            // not yet
          }
          if (child.exitCode !== null) throw new Error(`installed daemon exited with ${child.exitCode}`);
          await sleep(150);
        }
        throw new Error('installed daemon did not answer');
      } finally {
        await stopChild(child);
      }
    };
    const ran = await runInstalled();
    expect(ran.health).toMatchObject({ ok: true, db: 'ok', faceEngine: 'ok', version: '0.1.0' });
    expect(ran.admin).toBe(200);
    expect(ran.adminHtml).toContain('<div id="root">');
    const dataFile = join(root, 'var', 'lib', 'reloj-checador', 'reloj.sqlite');
    expect(existsSync(dataFile)).toBe(true);

    // The same version again: beside the running one, never over it; the one before that goes.
    const second = install();
    expect(second.status, second.stderr).toBe(0);
    const versions = readdirSync(join(opt, 'versiones')).sort();
    expect(versions).toEqual(['0.1.0', expect.stringMatching(/^0\.1\.0\+\d{14}$/)]);
    expect(readlinkSync(join(opt, 'actual'))).toBe(`versiones/${versions[1]}`);
    expect(readFileSync(join(root, 'etc', 'reloj-checador', 'env'), 'utf8')).toBe('RELOJ_LIVENESS=block\n'); // local settings kept
    expect(existsSync(dataFile)).toBe(true);
    expect(readdirSync(opt).sort()).toEqual(['actual', 'actualizador', 'versiones']); // no staging left behind
    expect(statSync(join(opt, 'actualizador')).mode & 0o777).toBe(0o700); // the updater's own folder (issue 39)
    expect(existsSync(join(app, 'daemon', 'dist', 'main.js'))).toBe(true);
  });
});

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
