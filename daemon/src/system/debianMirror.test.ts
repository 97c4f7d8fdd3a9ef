import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// deploy/image/debian-mirror.sh, the image's Debian mirror taken from the build machine's apt sources, run with real
// bash on sample sources in a temporary folder (RELOJ_APT_DIR) instead of this machine's /etc/apt.
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const script = join(repoRoot, 'deploy', 'image', 'debian-mirror.sh');

let apt: string;
beforeEach(() => {
  apt = mkdtempSync(join(tmpdir(), 'reloj-apt-'));
  mkdirSync(join(apt, 'sources.list.d'));
});
afterEach(() => rmSync(apt, { recursive: true, force: true }));

const write = (name: string, text: string) => writeFileSync(join(apt, name), text);
function run(args: string[], overrides: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, RELOJ_APT_DIR: apt, ...overrides };
  if (!('RELOJ_IMAGE_MIRROR' in overrides)) delete env.RELOJ_IMAGE_MIRROR;
  if (!('RELOJ_IMAGE_SECURITY_MIRROR' in overrides)) delete env.RELOJ_IMAGE_SECURITY_MIRROR;
  return spawnSync('bash', [script, ...args], { encoding: 'utf8', env });
}
function mirrors(overrides: Record<string, string> = {}) {
  const result = run(['mirrors'], overrides);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

describe('debian-mirror.sh mirrors', () => {
  it('reads the one-line format: options, comments, deb-src and a third-party source before it are skipped', () => {
    write(
      'sources.list',
      [
        '# deb http://comentado.example/debian bookworm main',
        'deb [arch=amd64 signed-by=/usr/share/keyrings/nodesource.gpg] https://node.example/node_20.x nodistro main',
        'deb-src http://fuentes.example/debian bookworm main',
        'deb [ arch=amd64 ] http://espejo.empresa.example/debian/ bookworm main contrib # el espejo de la empresa',
        'deb http://espejo.empresa.example/debian bookworm-updates main',
        'deb http://seguridad.empresa.example/debian-security bookworm-security main',
        '',
      ].join('\n'),
    );
    expect(mirrors()).toBe('http://espejo.empresa.example/debian\nhttp://seguridad.empresa.example/debian-security\n');
  });

  it('reads deb822 .sources: disabled stanzas, deb-src only, other distributions and other file names are skipped', () => {
    // sources.list.d is read by name: aaa-* first, and *.disabled never.
    write('sources.list.d/aaa-nodesource.sources', 'Types: deb\nURIs: https://node.example/node_20.x\nSuites: nodistro\nComponents: main\n');
    write('sources.list.d/aab-ubuntu.list', 'deb http://ubuntu.example/ubuntu noble main\n');
    write('sources.list.d/aac-viejo.list.disabled', 'deb http://viejo.example/debian bookworm main\n');
    write(
      'sources.list.d/debian.sources',
      [
        'Types: deb',
        'URIs: http://apagado.example/debian',
        'Suites: trixie',
        'Components: main',
        'Enabled: no',
        '',
        '# only sources',
        'Types: deb-src',
        'URIs: http://fuentes.example/debian',
        'Suites: trixie',
        'Components: main',
        '',
        'Types: deb deb-src',
        '# a snapshot, commented',
        'URIs: https://apt.corp.example:8443/debian',
        ' http://segundo.corp.example/debian',
        'Suites: trixie trixie-updates',
        'Components: main non-free-firmware',
        'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg',
        '',
        'types: deb',
        'uris: https://apt.corp.example:8443/debian-security/',
        'suites: trixie-security',
        'components: main',
        '',
      ].join('\n'),
    );
    expect(mirrors()).toBe('https://apt.corp.example:8443/debian\nhttps://apt.corp.example:8443/debian-security\n');
  });

  it('takes sources.list before sources.list.d, as apt reads them', () => {
    write('sources.list', 'deb http://primero.example/debian bookworm main\n');
    write('sources.list.d/debian.sources', 'Types: deb\nURIs: http://segundo.example/debian\nSuites: bookworm bookworm-security\n');
    expect(mirrors()).toBe('http://primero.example/debian\nhttp://segundo.example/debian\n');
  });

  it('lets the technician override either address, whatever the machine lists', () => {
    write('sources.list', 'deb http://maquina.example/debian bookworm main\ndeb http://maquina.example/seguridad bookworm-security main\n');
    expect(mirrors({ RELOJ_IMAGE_MIRROR: 'http://10.0.0.5:3142/debian/' })).toBe('http://10.0.0.5:3142/debian\nhttp://maquina.example/seguridad\n');
    expect(mirrors({ RELOJ_IMAGE_MIRROR: 'https://a.example/debian', RELOJ_IMAGE_SECURITY_MIRROR: 'https://b.example/debian-security' })).toBe(
      'https://a.example/debian\nhttps://b.example/debian-security\n',
    );
  });

  it('works with no sources on the machine when both overrides are given', () => {
    rmSync(apt, { recursive: true });
    expect(mirrors({ RELOJ_IMAGE_MIRROR: 'http://a.example/debian', RELOJ_IMAGE_SECURITY_MIRROR: 'http://b.example/s' })).toBe(
      'http://a.example/debian\nhttp://b.example/s\n',
    );
  });

  it('fails, in Spanish, naming the variable, when no Debian mirror is listed (only Ubuntu, a third party, a CD)', () => {
    write('sources.list', 'deb http://ubuntu.example/ubuntu noble main\ndeb cdrom:[Debian 12]/ bookworm main\n');
    write('sources.list.d/node.sources', 'Types: deb\nURIs: https://node.example/node_20.x\nSuites: nodistro\n');
    const result = run(['mirrors']);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('no se encontró el espejo de Debian');
    expect(result.stderr).toContain('RELOJ_IMAGE_MIRROR=http://');
  });

  it('fails naming RELOJ_IMAGE_SECURITY_MIRROR when the machine lists no security archive, and takes it when given', () => {
    write('sources.list', 'deb http://espejo.example/debian trixie main\n');
    const result = run(['mirrors']);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('no se encontró el archivo de seguridad de Debian');
    expect(result.stderr).toContain('RELOJ_IMAGE_SECURITY_MIRROR=http://');
    expect(mirrors({ RELOJ_IMAGE_SECURITY_MIRROR: 'http://espejo.example/debian-security' })).toBe(
      'http://espejo.example/debian\nhttp://espejo.example/debian-security\n',
    );
  });

  it.each([
    ['a space', 'http://a.example/deb ian'],
    ['no scheme', 'a.example/debian'],
    ['ftp', 'ftp://a.example/debian'],
    ["sed's delimiter", 'http://a.example/debian|x'],
    ['a quote', 'http://a.example/"debian'],
    ['a line break', 'http://a.example/debian\nhttp://b.example'],
  ])('refuses an override with %s', (_, value) => {
    write('sources.list', 'deb http://espejo.example/debian trixie main\ndeb http://espejo.example/s trixie-security main\n');
    const result = run(['mirrors'], { RELOJ_IMAGE_MIRROR: value });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('RELOJ_IMAGE_MIRROR=');
    expect(result.stderr).toContain('no es una dirección http:// o https:// válida');
  });
});

describe('debian-mirror.sh sources', () => {
  it("writes the box's deb822 sources for the suite, from the chosen mirror and security archive", () => {
    write('sources.list', 'deb http://espejo.example/debian bookworm main\ndeb http://espejo.example/debian-security bookworm-security main\n');
    const result = run(['sources', 'trixie']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      'Types: deb\n' +
        'URIs: http://espejo.example/debian\n' +
        'Suites: trixie trixie-updates\n' +
        'Components: main non-free-firmware\n' +
        'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' +
        '\n' +
        'Types: deb\n' +
        'URIs: http://espejo.example/debian-security\n' +
        'Suites: trixie-security\n' +
        'Components: main non-free-firmware\n' +
        'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg\n',
    );
  });

  it('writes nothing when the mirror cannot be determined', () => {
    const result = run(['sources', 'trixie']);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
  });
});

describe('the image recipe', () => {
  it('holds no mirror address: the mirror is a placeholder build-image.sh fills', () => {
    const recipe = readFileSync(join(repoRoot, 'deploy', 'image', 'reloj-checador.yaml'), 'utf8');
    expect(recipe).not.toMatch(/https?:\/\//);
    expect(recipe).toContain('mirror: "@DEBIAN_MIRROR@"');
    expect(readFileSync(join(repoRoot, 'deploy', 'image', 'build-image.sh'), 'utf8')).toContain('s|@DEBIAN_MIRROR@|');
  });
});
