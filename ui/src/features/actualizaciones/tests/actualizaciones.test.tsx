import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';
import { releaseKey } from './signedBundle';

// Issue 32 item 3b, against the real daemon (version 0.1.0, trusting one key). The root updater is not run here: its
// progress file (RELOJ_DATA_DIR/actualizaciones/estado.json) is written by hand as it writes it.

const key = releaseKey();
let daemon: RealDaemon;
let updates: string;
beforeAll(async () => {
  daemon = await startRealDaemon({ env: { RELOJ_CLAVES_PUBLICAS: key.dir } });
  updates = join(dirname(daemon.db.name), 'actualizaciones');
});
afterAll(async () => {
  await daemon.stop();
  key.remove();
});
beforeEach(sendFilesAsBytes);
afterEach(() => {
  vi.restoreAllMocks();
});

type Estado = { estado: string; paso: string; version?: string; anterior?: string; motivo?: string };
/** What the root updater writes at each step. */
function updaterWrites(estado: Estado) {
  mkdirSync(updates, { recursive: true });
  const status = { version: '0.2.0', anterior: '0.1.0', inicio: '2026-11-27T18:00:00.000Z', fecha: '2026-11-27T18:04:00.000Z', ...estado };
  writeFileSync(join(updates, 'estado.json'), JSON.stringify(status));
}
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const chooseFile = (bytes: Uint8Array, name: string) =>
  userEvent.setup().upload(fileInput(), new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }));

/** jsdom's File is not one Node's fetch can send (it would send '[object File]'): its bytes go instead, as a browser sends them. */
function sendFilesAsBytes() {
  const realFetch = globalThis.fetch;
  const bytesOf = (blob: Blob) =>
    new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(new Error(reader.error?.message ?? 'could not read the file'));
      reader.readAsArrayBuffer(blob);
    });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
    init?.body instanceof Blob ? realFetch(input, { ...init, body: await bytesOf(init.body) }) : realFetch(input, init),
  );
}
const steps = () => [...screen.getByRole('list', { name: 'Pasos' }).querySelectorAll('li')].map((li) => [li.textContent, li.className.split('--')[1]]);

describe('Actualizaciones (/admin/actualizaciones)', () => {
  it("is in the sidebar under 'Sistema' and shows the installed version", async () => {
    await renderAdminRoute('/admin/actualizaciones');
    const nav = screen.getByRole('navigation', { name: 'Menú lateral' });
    expect(within(nav).getByRole('link', { name: 'Actualizaciones' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Actualizaciones' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Actualizaciones · Reloj Checador'));
    const installed = await screen.findByRole('region', { name: 'Versión instalada' });
    expect([...installed.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])).toEqual([
      ['Versión instalada', '0.1.0'],
      ['Este equipo', process.arch === 'arm64' ? 'equipo ARM de 64 bits' : 'PC de 64 bits'],
      ['Claves de confianza', '1 clave'],
    ]);
    expect(screen.getByText(/^El archivo de actualización para (PC|equipo ARM) de 64 bits que te dio el técnico/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/x64|arm64|\.tar\.zst/);
    expect(screen.getByRole('button', { name: 'Subir archivo de actualización' })).toBeEnabled();
  });

  it('says why a file is refused', async () => {
    await renderAdminRoute('/admin/actualizaciones');
    await screen.findByRole('region', { name: 'Versión instalada' });
    await chooseFile(new TextEncoder().encode('no es un paquete'.repeat(40)), 'foto.tar.zst');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Archivo rechazado: El archivo no es un paquete de versión de Reloj Checador (falta su manifiesto firmado).',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows what a signed bundle brings, installs it, and follows the updater through the restart to the result', async () => {
    const user = userEvent.setup();
    const migrations = daemon.db.pragma('user_version', { simple: true }) as number;
    const migraciones = [...Array.from({ length: migrations }, (_, i) => `m${i}`), 'nueva-1', 'nueva-2'];
    await renderAdminRoute('/admin/actualizaciones');
    await screen.findByRole('region', { name: 'Versión instalada' });
    await chooseFile(key.bundle({ version: '0.2.0', notas: 'Corrige la hora de salida en turnos nocturnos.', migraciones }), 'reloj-checador-0.2.0.tar.zst');

    const dialog = await screen.findByRole('dialog', { name: 'Instalar versión nueva' });
    expect([...dialog.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])).toEqual([
      ['Versión', '0.2.0'],
      ['Notas', 'Corrige la hora de salida en turnos nocturnos.'],
      ['Firma', `válida (clave ${key.id})`],
      ['Base de datos', 'Agrega 2 cambios'],
    ]);
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'El reloj se reinicia; tarda unos minutos. Si la nueva versión falla, vuelve sola a la anterior.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Instalar versión 0.2.0' }));

    // Handed to the updater: the page shows the first step and stops offering another upload.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(existsSync(join(updates, 'pendiente.tar.zst'))).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Instalando la versión 0.2.0' })).toBeInTheDocument();
    expect(screen.getByText('La versión 0.2.0 está lista; el instalador del sistema empieza en unos segundos…')).toBeInTheDocument();
    expect(steps()).toEqual([
      ['Comprobando', 'current'],
      ['Respaldando', 'pending'],
      ['Cambiando', 'pending'],
      ['Iniciando', 'pending'],
      ['Vigilando', 'pending'],
    ]);
    expect(screen.getByRole('button', { name: 'Subir archivo de actualización' })).toBeDisabled();

    // The updater moves on; the page reads it within a poll.
    rmSync(join(updates, 'pendiente.tar.zst'));
    updaterWrites({ estado: 'respaldando', paso: 'Respaldando la base de datos…' });
    expect(await screen.findByText('Respaldando la base de datos…', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(steps().slice(0, 2)).toEqual([
      ['Comprobando', 'done'],
      ['Respaldando', 'current'],
    ]);

    // The daemon restarts: a failed read is the restart, not an error, and the polling goes on.
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input) === '/api/actualizaciones' ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(input, init),
    );
    expect(await screen.findByText('Reiniciando…', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/No se pudo cargar/)).not.toBeInTheDocument();
    updaterWrites({ estado: 'instalada', paso: 'Versión 0.2.0 instalada.' });
    vi.restoreAllMocks();
    sendFilesAsBytes();

    const result = await screen.findByRole('heading', { name: 'Versión 0.2.0 instalada' }, { timeout: 5000 });
    expect(result.closest('section')).toHaveClass('update-result--ok');
    expect(screen.queryByRole('list', { name: 'Pasos' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir archivo de actualización' })).toBeEnabled();
    // Recorded in the audit log once the page read the outcome.
    const audit = daemon.db.prepare("SELECT accion FROM auditoria WHERE accion LIKE 'actualizaciones.%' ORDER BY id").all();
    expect(audit).toEqual([
      { accion: 'actualizaciones.solicitar' },
      { accion: 'actualizaciones.actualizacion_en_espera' },
      { accion: 'actualizaciones.actualizacion_instalada' },
    ]);
  }, 30_000);

  it('tells a rolled back update and a refused bundle with their reasons', async () => {
    updaterWrites({
      estado: 'revertida',
      paso: 'Se volvió a la versión 0.1.0.',
      motivo: 'la versión 0.2.0 no respondió sana (base de datos y reconocimiento facial) en 120 s.',
    });
    const first = await renderAdminRoute('/admin/actualizaciones');
    const reverted = await screen.findByRole('heading', { name: 'Se volvió a la versión 0.1.0' });
    expect(reverted.closest('section')).toHaveClass('update-result--warn');
    expect([...reverted.closest('section')!.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Motivo: la versión 0.2.0 no respondió sana (base de datos y reconocimiento facial) en 120 s.',
      expect.stringMatching(/^La versión 0.2.0 no quedó instalada\. Terminó el 27 nov 2026, \d{2}:04\.$/),
    ]);
    first.unmount();

    updaterWrites({
      estado: 'rechazada',
      paso: 'Paquete rechazado; no se cambió nada.',
      motivo: 'El archivo programa/daemon/dist/main.js del paquete no es el que se firmó: no se instala.',
    });
    await renderAdminRoute('/admin/actualizaciones');
    const refused = await screen.findByRole('heading', { name: 'Paquete rechazado' });
    expect([...refused.closest('section')!.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'El archivo programa/daemon/dist/main.js del paquete no es el que se firmó: no se instala.',
      expect.stringMatching(/^No se cambió nada\. Terminó el 27 nov 2026, \d{2}:04\.$/),
    ]);
  });
});

describe('Actualizaciones on a box that trusts no key yet (issue 45)', () => {
  it('says so in words and does not offer an upload it would refuse', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'reloj-sin-claves-'));
    const box = await startRealDaemon({ env: { RELOJ_CLAVES_PUBLICAS: empty } });
    try {
      await renderAdminRoute('/admin/actualizaciones');
      const installed = await screen.findByRole('region', { name: 'Versión instalada' });
      expect(within(installed).getByText('Claves de confianza').nextElementSibling).toHaveTextContent('Ninguna');
      const upload = screen.getByRole('button', { name: 'Subir archivo de actualización' });
      expect(upload).toBeDisabled();
      expect(upload).toHaveAccessibleDescription(
        'Aún no hay claves de confianza: este equipo no aceptará ningún archivo de actualización hasta que el técnico instale la clave de quien publica las versiones.',
      );
      expect(screen.getByText('No se puede subir un archivo mientras no haya una clave de confianza.')).toBeInTheDocument();
    } finally {
      await box.stop();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
