import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '@reloj/daemon/testing';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';
import { formatBytes } from '../../../lib/bytes';
import type { Backup } from '@reloj/contract/respaldos';

let daemon: RealDaemon;
beforeAll(async () => {
  daemon = await startRealDaemon();
});
afterAll(async () => {
  await daemon.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const banner = () => screen.getByRole('status');
const NAME_RE = /^reloj-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}-\d{6}(-\d+)?-manual\.sqlite$/;

describe('Respaldos (/admin/respaldos)', () => {
  it('is in the sidebar and shows the list columns, with a note when there is no backup yet', async () => {
    await renderAdminRoute('/admin/respaldos');
    const nav = screen.getByRole('navigation', { name: 'Menú lateral' });
    expect(within(nav).getByRole('link', { name: 'Respaldos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Respaldos' })).toBeInTheDocument();
    expect(screen.getByText(/últimos 7 días y de las 4 semanas anteriores/)).toBeInTheDocument();
    expect(await screen.findByText(/Aún no hay respaldos/)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Fecha', 'Tipo', 'Archivo', 'Tamaño', 'Acciones']);
  });

  it("'Crear respaldo ahora' makes a backup, says so in the banner and lists it with a download link", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/respaldos');
    await screen.findByText(/Aún no hay respaldos/);
    const button = screen.getByRole('button', { name: 'Crear respaldo ahora' });
    const click = user.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Creando respaldo…' })).toBeDisabled());
    await click;

    await waitFor(() => expect(banner()).toHaveTextContent(/^Respaldo ".+" creado\.$/));
    const [stored] = await daemon.request<Backup[]>('GET', '/api/respaldos');
    expect(stored?.nombre).toMatch(NAME_RE);
    expect(banner()).toHaveTextContent(`Respaldo "${stored?.nombre}" creado.`);
    const row = (await screen.findByText(stored!.nombre)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Manual')).toBeInTheDocument();
    expect(within(row).getByText(formatBytes(stored!.bytes))).toBeInTheDocument();
    expect(within(row).getByText(/\d{4}, \d{2}:\d{2}$/)).toBeInTheDocument();
    const link = within(row).getByRole('link', { name: 'Descargar' });
    expect(link).toHaveAttribute('href', `/api/respaldos/${stored!.nombre}/descarga`);
    expect(link).toHaveAttribute('download', stored!.nombre);
    expect(screen.getByRole('button', { name: 'Crear respaldo ahora' })).toBeEnabled();

    // The link downloads the file with the session, as the browser would follow it.
    const download = await fetch(link.getAttribute('href') as string);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${stored!.nombre}"`);
    expect((await download.arrayBuffer()).byteLength).toBe(stored!.bytes);

    // The banner goes away when clicked.
    await user.click(within(banner()).getByRole('button'));
    expect(banner()).toBeEmptyDOMElement();
  });

  it('shows the reason in the banner when the backup cannot be made', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/respaldos');
    await screen.findAllByRole('row');
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      init?.method === 'POST' && String(input) === '/api/respaldos' ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(input, init),
    );
    await user.click(screen.getByRole('button', { name: 'Crear respaldo ahora' }));
    await waitFor(() => expect(banner()).toHaveTextContent('Error: No hay conexión con el servidor.'));
    expect(within(banner()).getByRole('button')).toHaveClass('banner--error');
  });
});

describe("'Restaurar' (issue 30 item 12)", () => {
  it('checks a listed backup, shows what it holds and the warning, and restores only with the name the home page shows typed (issue 45)', async () => {
    const user = userEvent.setup();
    const made = await daemon.request<Backup>('POST', '/api/respaldos');
    await renderAdminRoute('/admin/respaldos');
    expect(screen.getByRole('button', { name: 'Subir respaldo para restaurar' })).toBeEnabled();
    await user.click(await screen.findByRole('button', { name: `Restaurar ${made.nombre}` }));

    const dialog = await screen.findByRole('dialog', { name: 'Restaurar respaldo' });
    expect(within(dialog).getByText(made.nombre)).toBeInTheDocument();
    const facts = [...dialog.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Hecho el', expect.stringMatching(/^\d{1,2} [a-z]{3} \d{4}, \d{2}:\d{2}$/)],
      ['Equipo', 'Reloj Checador (este equipo)'],
      ['Contiene', '0 empleados, 0 checadas y 0 periodos'],
      ['Checadas', 'Sin checadas'],
      ['Versión', expect.stringMatching(/^base de datos \d+$/)],
    ]);
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      /^Los datos actuales del reloj se reemplazan por los de este respaldo.*queda guardada aparte en el equipo\./,
    );
    const button = within(dialog).getByRole('button', { name: 'Restaurar y reiniciar' });
    expect(button).toBeDisabled();
    const field = within(dialog).getByLabelText('Escribe el nombre de este equipo, como aparece en Inicio: «Reloj Checador»');
    expect(within(dialog).getByText('Sin importar mayúsculas, acentos ni espacios.')).toBeInTheDocument();
    await user.type(field, 'reloj');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await within(dialog).findByText('Ese no es el nombre de este equipo. Escríbelo como aparece en Inicio: «Reloj Checador».')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '  reloj   CHECADOR');
    expect(within(dialog).queryByText(/^Ese no es el nombre/)).not.toBeInTheDocument();

    // Confirmed: the box answers 202 and the page waits for it to come back (this test daemon does not restart).
    await user.click(button);
    const waiting = await screen.findByRole('dialog', { name: 'Reiniciando…' });
    expect(within(waiting).getByText(/El reloj está instalando el respaldo y reiniciándose\./)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Restaurar respaldo' })).not.toBeInTheDocument();
  });
});

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

describe("another box's backup (issue 39 item 6)", () => {
  it("names the box the backup carries, never this one, and restores only with that box's public key", async () => {
    // Another box: its backup and its public key, as a technician downloads them there.
    const other = await startTestServer({ machineId: 'b0b0b0b0' });
    let backup: Uint8Array<ArrayBuffer>;
    let nombre: string;
    let otherKey: string;
    try {
      nombre = (await other.request('POST', '/api/respaldos')).body.nombre;
      backup = new Uint8Array((await other.request('GET', `/api/respaldos/${nombre}/descarga`)).bytes);
      otherKey = (await other.request('GET', '/api/respaldos/clave-publica')).text;
    } finally {
      await other.close();
    }
    const thisKey = await (await fetch('/api/respaldos/clave-publica')).text();
    sendFilesAsBytes();
    const user = userEvent.setup();
    await renderAdminRoute('/admin/respaldos');
    expect(screen.getByRole('link', { name: 'Descargar clave pública de este equipo' })).toHaveAttribute('href', '/api/respaldos/clave-publica');
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File([backup], nombre));

    const dialog = await screen.findByRole('dialog', { name: 'Restaurar respaldo' });
    const facts = Object.fromEntries([...dialog.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts['Equipo']).toBe('reloj\u00a0b0b0b0b0, otro equipo'); // the box's id never split over two lines
    expect(facts['Firmado con']).toMatch(/^la clave pública [0-9a-f]{8} [0-9a-f]{8} de ese equipo$/);
    expect(dialog).not.toHaveTextContent('(este equipo)');
    expect(within(dialog).getByText(/^Este respaldo no lo hizo este equipo\. Para usarlo aquí hace falta la clave pública/)).toBeInTheDocument();

    const button = within(dialog).getByRole('button', { name: 'Restaurar y reiniciar' });
    await user.type(within(dialog).getByLabelText('Escribe el nombre de este equipo, como aparece en Inicio: «Reloj Checador»'), 'Reloj Checador');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sé que este respaldo es de otro equipo (reloj\u00a0b0b0b0b0) y quiero usarlo en este.' }));
    expect(within(dialog).getByText('Aún no eliges la clave pública del otro equipo.')).toBeInTheDocument();
    expect(button).toBeDisabled();

    // This box's own key does not check another box's backup.
    const keyInput = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(keyInput(), new File([thisKey], 'reloj-0a1b2c3d-clave-publica.pem'));
    expect(await within(dialog).findByText('Clave elegida: reloj-0a1b2c3d-clave-publica.pem')).toBeInTheDocument();
    await user.click(button);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^La clave pública es de otro equipo \(clave [0-9a-f]{8} [0-9a-f]{8}\), no del que firmó el respaldo \(reloj b0b0b0b0/,
    );

    await user.upload(keyInput(), new File([otherKey], 'reloj-b0b0b0b0-clave-publica.pem'));
    expect(await within(dialog).findByText('Clave elegida: reloj-b0b0b0b0-clave-publica.pem')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restaurar y reiniciar' }));
    expect(await screen.findByRole('dialog', { name: 'Reiniciando…' })).toBeInTheDocument();
  });
});

describe('formatBytes', () => {
  it('shows sizes as a file manager does, in es-MX', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(118_784)).toBe('116 kB');
    expect(formatBytes(5_400_000)).toBe('5.1 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
  });
});
