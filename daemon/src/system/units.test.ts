import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const unitsDir = join(repoRoot, 'deploy', 'systemd');
const which = (command: string) => {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
};

let work: string;
let verified: string[];

/**
 * The units as deploy/install.sh installs them, with the paths that exist only on the box pointed at
 * this checkout: /opt/reloj-checador/actual -> the repository (install.sh lays it out there), /usr/bin/node ->
 * this node (install.sh writes the real node path the same way), and /usr/bin/cage -> a stub when
 * cage is not installed here. Nothing else is changed.
 */
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'reloj-units-'));
  let cage = which('cage');
  if (!cage) {
    cage = join(work, 'cage');
    writeFileSync(cage, '#!/bin/sh\nexec "$@"\n');
    chmodSync(cage, 0o755);
  }
  verified = [];
  for (const name of readdirSync(unitsDir).filter((f) => /\.(service|path)$/.test(f))) {
    const text = readFileSync(join(unitsDir, name), 'utf8')
      .replaceAll('/opt/reloj-checador/actual', repoRoot)
      .replaceAll('/opt/reloj-checador', repoRoot)
      .replaceAll('/usr/bin/node ', `${process.execPath} `)
      .replaceAll('/usr/bin/cage ', `${cage} `);
    writeFileSync(join(work, name), text);
    verified.push(join(work, name));
  }
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const unit = (name: string) => readFileSync(join(unitsDir, name), 'utf8');
const settings = (text: string) =>
  text
    .split('\n')
    .filter((l) => /^[A-Za-z]+=/.test(l))
    .map((l) => l.trim());

describe('deploy/systemd units', () => {
  it("are the daemon, the kiosk and the updater (the box's), and the headquarters service (issue 17)", () => {
    expect(readdirSync(unitsDir).sort()).toEqual([
      'reloj-actualizar.path',
      'reloj-actualizar.service',
      'reloj-checador.service',
      'reloj-corporativo.service',
      'reloj-kiosk.service',
    ]);
  });

  it('pass systemd-analyze verify without a single warning', () => {
    const analyze = which('systemd-analyze');
    expect(analyze, 'systemd-analyze (Debian package systemd) is needed for this test').toBeTruthy();
    const result = spawnSync(analyze as string, ['verify', ...verified], { encoding: 'utf8', cwd: work });
    const output = `${result.stdout}${result.stderr}`.trim();
    expect(output).toBe('');
    expect(result.status).toBe(0);
  });

  it('the daemon: Type=notify with a watchdog, restarted always, state in /var/lib/reloj-checador', () => {
    const s = settings(unit('reloj-checador.service'));
    for (const line of [
      'Type=notify',
      'NotifyAccess=all',
      'Restart=always',
      'StateDirectory=reloj-checador',
      'Environment=RELOJ_DATA_DIR=/var/lib/reloj-checador',
      'ExecStart=/usr/bin/node /opt/reloj-checador/actual/daemon/dist/main.js',
      'WorkingDirectory=/opt/reloj-checador/actual',
      'User=reloj',
    ])
      expect(s).toContain(line);
    expect(s.find((l) => l.startsWith('WatchdogSec='))).toMatch(/^WatchdogSec=\d+$/);
    expect(existsSync(join(repoRoot, 'daemon', 'src', 'main.ts'))).toBe(true);
  });

  it('the daemon is sandboxed: unprivileged, read-only system, no home, private /tmp', () => {
    const s = settings(unit('reloj-checador.service'));
    for (const line of ['NoNewPrivileges=yes', 'ProtectSystem=strict', 'ProtectHome=yes', 'PrivateTmp=yes', 'CapabilityBoundingSet='])
      expect(s).toContain(line);
    expect(s.some((l) => /^User=(root)?$/.test(l))).toBe(false);
    const report = execFileSync(
      which('systemd-analyze') as string,
      ['security', '--offline=yes', '--no-pager', verified.find((f) => f.endsWith('reloj-checador.service')) as string],
      {
        encoding: 'utf8',
      },
    );
    const exposure = Number(/Overall exposure level for .*?: ([\d.]+)/.exec(report)?.[1]);
    expect(exposure).toBeLessThanOrEqual(2.5);
  });

  it('the kiosk: cage on tty1 as its own user, running the kiosk script, restarted always', () => {
    const s = settings(unit('reloj-kiosk.service'));
    for (const line of [
      'ExecStart=/usr/bin/cage -- /opt/reloj-checador/actual/deploy/kiosk-chromium.sh',
      'User=reloj-kiosk',
      'PAMName=reloj-kiosk',
      'TTYPath=/dev/tty1',
      'Restart=always',
      'Conflicts=getty@tty1.service',
    ])
      expect(s).toContain(line);
  });
});

describe('the updater (issue 32)', () => {
  it('runs as root, once, when the daemon leaves a checked release, from the running version', () => {
    const s = settings(unit('reloj-actualizar.service'));
    for (const line of [
      'Type=oneshot',
      'ExecStart=/usr/bin/node /opt/reloj-checador/actual/daemon/dist/cli/admin.js actualizar --pendiente',
      'Environment=RELOJ_DATA_DIR=/var/lib/reloj-checador',
    ])
      expect(s).toContain(line);
    expect(s.some((l) => l.startsWith('User='))).toBe(false);
    expect(settings(unit('reloj-actualizar.path'))).toEqual(
      expect.arrayContaining(['PathExists=/var/lib/reloj-checador/actualizaciones/pendiente.tar.zst', 'Unit=reloj-actualizar.service']),
    );
  });
});

describe('memory and the updater sandbox (issue 39)', () => {
  it('the root updater writes only the program and data folders, with a private /tmp, no home, and bounded memory', () => {
    const s = settings(unit('reloj-actualizar.service'));
    for (const line of ['ProtectSystem=strict', 'PrivateTmp=yes', 'ProtectHome=yes', 'NoNewPrivileges=yes', 'RestrictSUIDSGID=yes']) expect(s).toContain(line);
    expect(s.filter((l) => l.startsWith('ReadWritePaths='))).toEqual(['ReadWritePaths=/opt/reloj-checador -/var/lib/reloj-checador']);
    expect(s.filter((l) => /^(ReadWriteDirectories|BindPaths|StateDirectory)=/.test(l))).toEqual([]);
    expect(s.find((l) => l.startsWith('MemoryMax='))).toMatch(/^MemoryMax=\d+[MG]$/);
    const report = execFileSync(
      which('systemd-analyze') as string,
      ['security', '--offline=yes', '--no-pager', verified.find((f) => f.endsWith('reloj-actualizar.service')) as string],
      { encoding: 'utf8' },
    );
    // A root service that must stop and start another and hand files to its user: 9.6 ("UNSAFE") without the above, 5.4 with it.
    expect(Number(/Overall exposure level for .*?: ([\d.]+)/.exec(report)?.[1])).toBeLessThanOrEqual(6);
  });

  it('the daemon has a memory ceiling too', () => {
    expect(settings(unit('reloj-checador.service')).find((l) => l.startsWith('MemoryMax='))).toMatch(/^MemoryMax=\d+[MG]$/);
  });
});

describe('deploy/chromium-policy.json', () => {
  it('grants the webcam to the kiosk origin only, never to every site', () => {
    const policy = JSON.parse(readFileSync(join(repoRoot, 'deploy', 'chromium-policy.json'), 'utf8'));
    expect(policy.VideoCaptureAllowedUrls).toEqual(['http://localhost:3001']);
    expect(policy.VideoCaptureAllowed).toBe(false);
    expect(policy.AudioCaptureAllowed).toBe(false);
    const script = readFileSync(join(repoRoot, 'deploy', 'kiosk-chromium.sh'), 'utf8');
    expect(script).not.toMatch(/use-fake-ui-for-media-stream|unsafely-treat-insecure-origin|--no-sandbox/);
  });
});
