import { spawnSync } from 'node:child_process';
import { pbkdf2Sync } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// deploy/image/primer-arranque.sh, the SD-card image's first boot, run with real bash against a fake root
// (ROOT=dir): no root, loop devices, qemu or running systemd needed.
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const script = join(repoRoot, 'deploy', 'image', 'primer-arranque.sh');
const which = (command: string) => {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
};

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'reloj-primer-arranque-'));
  mkdirSync(join(root, 'etc'));
  writeFileSync(join(root, 'etc', 'hostname'), 'reloj-checador\n');
  writeFileSync(join(root, 'etc', 'hosts'), '127.0.0.1\tlocalhost\n127.0.1.1\treloj-checador\n::1\t\tlocalhost ip6-localhost ip6-loopback\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function run(...steps: string[]) {
  const result = spawnSync('bash', [script, ...steps], { encoding: 'utf8', env: { ...process.env, ROOT: root } });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}
const hostname = () => readFileSync(join(root, 'etc', 'hostname'), 'utf8');
const hosts = () => readFileSync(join(root, 'etc', 'hosts'), 'utf8');

describe('primer-arranque.sh hostname', () => {
  it('names the box reloj- and the first 4 hex digits of its machine id, in /etc/hostname and /etc/hosts', () => {
    writeFileSync(join(root, 'etc', 'machine-id'), '3f7a9c0d1e2f40518293a4b5c6d7e8f9\n');
    expect(run('hostname')).toContain('reloj-3f7a.local');
    expect(hostname()).toBe('reloj-3f7a\n');
    expect(hosts()).toBe('127.0.0.1\tlocalhost\n127.0.1.1\treloj-3f7a\n::1\t\tlocalhost ip6-localhost ip6-loopback\n');
  });

  it('is idempotent: a second run, even with another machine id, keeps the name and one 127.0.1.1 line', () => {
    writeFileSync(join(root, 'etc', 'machine-id'), '0b12c3d4e5f60718293a4b5c6d7e8f90\n');
    run('hostname');
    run('hostname');
    writeFileSync(join(root, 'etc', 'machine-id'), 'ffff0000ffff0000ffff0000ffff0000\n');
    run('hostname');
    expect(hostname()).toBe('reloj-0b12\n');
    expect(hosts().match(/^127\.0\.1\.1\t.*$/gm)).toEqual(['127.0.1.1\treloj-0b12']);
  });

  it.each([
    ['no machine id', undefined],
    ['an empty one', ''],
    ["systemd's first-boot placeholder", 'uninitialized\n'],
    ['a malformed one', 'xyz\n'],
  ])('without a usable machine id (%s) picks 4 random hex digits, never reloj- alone, and keeps them', (_, id) => {
    if (id !== undefined) writeFileSync(join(root, 'etc', 'machine-id'), id);
    run('hostname');
    const first = hostname();
    expect(first).toMatch(/^reloj-[0-9a-f]{4}\n$/);
    run('hostname');
    expect(hostname()).toBe(first);
  });

  it('adds the 127.0.1.1 line, or writes /etc/hosts, when missing', () => {
    writeFileSync(join(root, 'etc', 'machine-id'), 'a1b2c3d4e5f60718293a4b5c6d7e8f90\n');
    writeFileSync(join(root, 'etc', 'hosts'), '127.0.0.1\tlocalhost\n');
    run('hostname');
    expect(hosts()).toBe('127.0.0.1\tlocalhost\n127.0.1.1\treloj-a1b2\n');
    rmSync(join(root, 'etc', 'hosts'));
    run('hostname');
    expect(hosts()).toContain('127.0.0.1\tlocalhost\n');
    expect(hosts()).toContain('127.0.1.1\treloj-a1b2\n');
  });

  it('refuses an unknown step', () => {
    const result = spawnSync('bash', [script, 'format-the-card'], { encoding: 'utf8', env: { ...process.env, ROOT: root } });
    expect(result.status).toBe(2);
  });
});

describe('primer-arranque.sh ssh: off unless the technician put a file `ssh` on the FAT partition', () => {
  const wants = () => join(root, 'etc', 'systemd', 'system', 'multi-user.target.wants', 'ssh.service');
  const enabled = () =>
    existsSync(wants()) ||
    (() => {
      try {
        return lstatSync(wants()).isSymbolicLink();
      } catch {
        return false;
      }
    })();
  beforeEach(() => {
    // What openssh-server installs: the unit (enable/disable go through systemctl --root) and /etc/ssh.
    mkdirSync(join(root, 'usr', 'lib', 'systemd', 'system'), { recursive: true });
    writeFileSync(
      join(root, 'usr', 'lib', 'systemd', 'system', 'ssh.service'),
      '[Unit]\nDescription=OpenBSD Secure Shell server\n[Service]\nExecStart=/usr/sbin/sshd -D\n[Install]\nWantedBy=multi-user.target\nAlias=sshd.service\n',
    );
    writeFileSync(join(root, 'usr', 'lib', 'systemd', 'system', 'multi-user.target'), '[Unit]\nDescription=Multi-User System\n');
    mkdirSync(join(root, 'etc', 'ssh'));
    writeFileSync(join(root, 'etc', 'ssh', 'ssh_host_ed25519_key'), 'the image builder’s key, never shipped\n');
    mkdirSync(join(root, 'boot', 'firmware'), { recursive: true });
  });

  it.skipIf(!which('systemctl'))('no file: SSH stays disabled (and is disabled if something had enabled it)', () => {
    expect(run('ssh')).toContain('SSH desactivado');
    expect(enabled()).toBe(false);
    spawnSync('systemctl', ['--quiet', `--root=${root}`, 'enable', 'ssh.service']);
    expect(enabled()).toBe(true);
    run('ssh');
    expect(enabled()).toBe(false);
  });

  it.skipIf(!which('systemctl')).each(['ssh', 'ssh.txt'])('a file %s: SSH enabled, its public keys authorized for root', (file) => {
    const key = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFakeKeyForTheTestOnly0000000000000000000 tecnico@laptop';
    writeFileSync(join(root, 'boot', 'firmware', file), `# llave del técnico\n${key}\n`);
    expect(run('ssh')).toContain('SSH activado (1 llave(s)');
    expect(enabled()).toBe(true);
    expect(readlinkSync(wants())).toMatch(/ssh\.service$/);
    expect(readFileSync(join(root, 'root', '.ssh', 'authorized_keys'), 'utf8')).toBe(`${key}\n`);
    expect(lstatSync(join(root, 'root', '.ssh', 'authorized_keys')).mode & 0o777).toBe(0o600);
  });

  it.skipIf(!which('systemctl'))('an empty `ssh` file enables SSH and says nobody can log in without a key', () => {
    writeFileSync(join(root, 'boot', 'firmware', 'ssh'), '');
    expect(run('ssh')).toContain('sin llave pública');
    expect(enabled()).toBe(true);
    expect(existsSync(join(root, 'root', '.ssh', 'authorized_keys'))).toBe(false);
  });

  it.skipIf(!which('ssh-keygen'))("replaces the image's SSH host keys with the box's own", () => {
    run('ssh');
    const key = readFileSync(join(root, 'etc', 'ssh', 'ssh_host_ed25519_key'), 'utf8');
    expect(key).toContain('OPENSSH PRIVATE KEY');
    expect(existsSync(join(root, 'etc', 'ssh', 'ssh_host_ed25519_key.pub'))).toBe(true);
  });
});

describe('primer-arranque.sh wifi: the wireless network from wifi.txt on the FAT partition', () => {
  const boot = () => join(root, 'boot', 'firmware');
  const conf = () => join(root, 'etc', 'wpa_supplicant', 'wpa_supplicant-wlan0.conf');
  const wants = () => join(root, 'etc', 'systemd', 'system', 'multi-user.target.wants', 'wpa_supplicant@wlan0.service');
  beforeEach(() => {
    // What wpasupplicant installs: the template unit that systemctl --root enables for wlan0.
    mkdirSync(join(root, 'usr', 'lib', 'systemd', 'system'), { recursive: true });
    writeFileSync(
      join(root, 'usr', 'lib', 'systemd', 'system', 'wpa_supplicant@.service'),
      '[Unit]\nDescription=WPA supplicant daemon (interface-specific version)\n[Service]\nExecStart=/sbin/wpa_supplicant -c/etc/wpa_supplicant/wpa_supplicant-%I.conf -i%I\n[Install]\nWantedBy=multi-user.target\n',
    );
    mkdirSync(boot(), { recursive: true });
  });

  it('without the file: cable only, nothing written', () => {
    expect(run('wifi')).toContain('Wi-Fi sin configurar: solo cable');
    expect(existsSync(conf())).toBe(false);
  });

  it.skipIf(!which('systemctl'))(
    'as Notepad writes it (BOM, CRLF, comments, spaces): the hashed key only, wlan0 enabled, and the file with the password deleted',
    () => {
      const ssid = 'Sucursal Centro "2.4G"';
      const password = 'contraseña de la sucursal';
      writeFileSync(join(boot(), 'wifi.txt'), `\uFEFF# red de la sucursal\r\n red = ${ssid}\r\nclave=${password}  \r\npais=mx\r\n`);
      expect(run('wifi')).toContain(`Wi-Fi configurado: red '${ssid}' (con clave, país MX); wifi.txt borrado de la tarjeta`);

      const written = readFileSync(conf(), 'utf8');
      expect(written).toContain(`\tssid=${Buffer.from(ssid).toString('hex')}\n`);
      expect(written).toContain(`\tpsk=${pbkdf2Sync(password, ssid, 4096, 32, 'sha1').toString('hex')}\n`);
      expect(written).toContain('country=MX\n');
      expect(written).not.toContain(password);
      expect(lstatSync(conf()).mode & 0o777).toBe(0o600);
      expect(existsSync(join(boot(), 'wifi.txt'))).toBe(false);
      expect(readlinkSync(wants())).toMatch(/wpa_supplicant@\.service$/);
    },
  );

  it('an open network (no clave) joins without a key', () => {
    writeFileSync(join(boot(), 'wifi.txt'), 'red=Invitados\n');
    expect(run('wifi')).toContain("red 'Invitados' (abierta, país MX)");
    expect(readFileSync(conf(), 'utf8')).toMatch(/\tkey_mgmt=NONE\n/);
  });

  it.each([
    ['no network name', 'clave=una-clave-larga\n', 'falta la línea red=NOMBRE-DE-LA-RED'],
    ['a key too short for WPA2', 'red=Sucursal\nclave=corta\n', 'la clave debe tener de 8 a 63 caracteres'],
    ['a network name over 32 bytes', `red=${'ñ'.repeat(17)}\nclave=una-clave-larga\n`, 'el nombre de la red pasa de 32 bytes'],
    ['a country that is not two letters', 'red=Sucursal\nclave=una-clave-larga\npais=México\n', 'pais debe ser un código de dos letras'],
  ])('with %s: says what is wrong, writes nothing and leaves the file to be corrected', (_label, text, message) => {
    writeFileSync(join(boot(), 'wifi.txt'), text);
    expect(run('wifi')).toContain(`wifi.txt no se aplicó: ${message}`);
    expect(existsSync(conf())).toBe(false);
    expect(readFileSync(join(boot(), 'wifi.txt'), 'utf8')).toBe(text);
  });
});

describe('primer-arranque.sh as the service runs it', () => {
  it('resize is skipped on a fake root; the marker is written last, so the unit does not run again', () => {
    writeFileSync(join(root, 'etc', 'machine-id'), 'c0ffee00112233445566778899aabbcc\n');
    const out = run('resize', 'hostname', 'marker');
    expect(out).toContain('sin cambiar particiones');
    expect(readFileSync(join(root, 'var', 'lib', 'reloj-primer-arranque', 'hecho'), 'utf8')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(hostname()).toBe('reloj-c0ff\n');
  });
});

describe('deploy/image/reloj-primer-arranque.service', () => {
  const unitPath = join(repoRoot, 'deploy', 'image', 'reloj-primer-arranque.service');

  it('runs once, before the network, the daemon and the kiosk, the script as the image installs it', () => {
    const lines = readFileSync(unitPath, 'utf8').split('\n');
    for (const line of [
      'Type=oneshot',
      'ConditionPathExists=!/var/lib/reloj-primer-arranque/hecho',
      'ExecStart=/opt/reloj-checador/actual/deploy/image/primer-arranque.sh',
      'Before=reloj-checador.service reloj-kiosk.service',
      'WantedBy=multi-user.target',
    ])
      expect(lines).toContain(line);
    const script = readFileSync(join(repoRoot, 'deploy', 'image', 'primer-arranque.sh'), 'utf8');
    expect(script).toContain('MARKER="$ROOT/var/lib/reloj-primer-arranque/hecho"');
  });

  it.each(['reloj-primer-arranque.service', 'reloj-wifi.service'])('%s passes systemd-analyze verify without a single warning', (name) => {
    const analyze = which('systemd-analyze');
    expect(analyze, 'systemd-analyze (Debian package systemd) is needed for this test').toBeTruthy();
    const work = mkdtempSync(join(tmpdir(), 'reloj-units-'));
    try {
      // As units.test.ts does: /opt/reloj-checador/actual (where install.sh lays out the checkout) -> this checkout.
      const unit = join(work, name);
      writeFileSync(
        unit,
        readFileSync(join(repoRoot, 'deploy', 'image', name), 'utf8')
          .replaceAll('/opt/reloj-checador/actual', repoRoot)
          .replaceAll('/opt/reloj-checador', repoRoot),
      );
      const result = spawnSync(analyze as string, ['verify', unit], { encoding: 'utf8', cwd: work });
      expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
