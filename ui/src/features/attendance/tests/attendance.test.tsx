import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';
import { BOX_ZONE, boxDateOf, boxTimeAgo } from '../../../test/boxDate';

let daemon: RealDaemon;

const ymd = boxDateOf;
/** A wall-clock time on the box (the panel shows the box's time, whatever the machine's zone) `daysAgo` days before its today. */
const at = boxTimeAgo;
const today = ymd(at(0, 12));
const yesterday = ymd(at(1, 12));
const threeDaysAgo = ymd(at(3, 12));

const ids = { ana: 0, beto: 0, carlos: 0, centro: 0, norte: 0 };

async function seed() {
  ids.centro = (await daemon.request<{ id: number }>('POST', '/api/sucursales', { nombre: 'Centro' })).id;
  ids.norte = (await daemon.request<{ id: number }>('POST', '/api/sucursales', { nombre: 'Norte' })).id;
  await daemon.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 300 });
  const employee = async (nombre: string, sucursal: string, horaEntrada = '08:00', horaSalida = '17:00') =>
    (
      await daemon.request<{ id: number }>('POST', '/api/employees', {
        nombre,
        sucursal,
        puesto: 'Cajero',
        salario: 300,
        bono: 0,
        fechaIngreso: '2024-01-15',
        horaEntrada,
        horaSalida,
      })
    ).id;
  ids.ana = await employee('Ana Núñez', 'Centro');
  ids.beto = await employee('Beto Peña', 'Norte');
  ids.carlos = await employee('Carlos Ibáñez', 'Centro', '22:00', '06:00');

  // Two kiosks: one named and placed in Centro, one left as it registered (shown by its code).
  const kiosk = async (fingerprint: string) => {
    const { code } = await daemon.request<{ code: string }>('POST', '/api/devices/verify', { fingerprint });
    const id = (await daemon.request<{ id: number; codigo: string }[]>('GET', '/api/devices')).find((d) => d.codigo === code)!.id;
    await daemon.request('POST', `/api/devices/${id}/approve`);
    return { id, code };
  };
  const principal = await kiosk('kiosko-asistencias-1');
  await daemon.request('PUT', `/api/devices/${principal.id}`, { nombre: 'Entrada principal', sucursalId: ids.centro });
  const norte = await kiosk('kiosko-asistencias-2');

  // Punches come only from the face engine, which the UI tests do not load: stored as check-in stores them.
  const insert = daemon.db.prepare(
    `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, snapshot_jpeg, idempotency_key, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
  );
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
  const punch = (employeeId: number, deviceId: number, tipo: string, when: Date, workday = ymd(when), photo: Buffer | null = jpeg) =>
    insert.run(employeeId, deviceId, tipo, when.toISOString(), workday, 0.82, 0.97, photo, when.toISOString());
  punch(ids.ana, principal.id, 'entrada', at(0, 7, 58));
  punch(ids.beto, norte.id, 'entrada', at(0, 8, 5), ymd(at(0, 8)), null);
  punch(ids.ana, principal.id, 'salida', at(1, 17, 2));
  punch(ids.carlos, principal.id, 'salida', at(0, 6, 1), yesterday); // a night shift that began yesterday
  punch(ids.beto, norte.id, 'entrada', at(3, 8, 0));
  return { principal, norte };
}

let kiosks: Awaited<ReturnType<typeof seed>>;
beforeAll(async () => {
  daemon = await startRealDaemon();
  kiosks = await seed();
});
afterAll(async () => {
  await daemon.stop();
});

const bodyRows = () => screen.getAllByRole('row').slice(1); // the first is the header
const rowsText = () => bodyRows().map((r) => r.textContent);
const countBadge = () => screen.getByText(/checadas?$/, { selector: '.visually-hidden' }).parentElement!;
const csvLink = () => screen.getByRole('link', { name: 'Exportar CSV' });
/** An ISO date as the date inputs show it and as a person types it: dd/mm/aaaa. */
const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const setDate = (label: 'Desde' | 'Hasta', iso: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: shown(iso) } });

describe('Asistencias (/admin/asistencias)', () => {
  it("shows today's punches, newest first, with date, time, employee, branch, type, device and photo", async () => {
    const { router } = await renderAdminRoute('/admin/asistencias');
    const nav = screen.getByRole('navigation', { name: 'Menú lateral' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(labels.indexOf('Asistencias')).toBeLessThan(labels.indexOf('Auditoría'));
    expect(within(nav).getByRole('link', { name: 'Asistencias' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Asistencias' })).toBeInTheDocument();
    expect(screen.getByLabelText('Desde')).toHaveValue(shown(today));
    expect(screen.getByLabelText('Hasta')).toHaveValue(shown(today));
    expect(router.state.location.search).toBe('');

    await screen.findAllByRole('cell', { name: 'BETO PEÑA' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Fecha',
      'Hora',
      'Empleado',
      'Sucursal',
      'Tipo',
      'Dispositivo',
      'Foto',
      'Acciones',
    ]);
    expect(bodyRows()).toHaveLength(2);
    expect(countBadge()).toHaveTextContent('2 checadas');

    const [beto, ana] = bodyRows() as [HTMLElement, HTMLElement];
    const day = new Intl.DateTimeFormat('es-MX', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: BOX_ZONE }).format(at(0, 12));
    expect(
      within(ana)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([day, '07:58', 'ANA NÚÑEZ', 'CENTRO', 'Entrada', 'Entrada principal', '', 'AnularIncidencia']);
    const thumbnail = within(ana).getByRole('img', { name: 'Foto de ANA NÚÑEZ' });
    expect(thumbnail.getAttribute('src')).toMatch(/^\/api\/attendance\/\d+\/foto$/);
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    // Beto's kiosk has no name nor branch: its code, and his own branch.
    expect(
      within(beto)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([day, '08:05', 'BETO PEÑA', 'NORTE', 'Entrada', kiosks.norte.code, 'Sin foto', 'AnularIncidencia']);
  });

  it('shows the photo bigger in a modal', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/asistencias');
    await user.click(await screen.findByRole('button', { name: 'Foto de ANA NÚÑEZ' }));
    const dialog = screen.getByRole('dialog', { name: 'Entrada de ANA NÚÑEZ' });
    const photo = within(dialog).getByRole('img', { name: 'Foto de la checada de ANA NÚÑEZ' });
    expect(photo.getAttribute('src')).toMatch(/^\/api\/attendance\/\d+\/foto$/);
    expect(dialog).toHaveTextContent('Entrada principal · CENTRO');
    expect(dialog).toHaveTextContent('Similitud 0.82 · Vivacidad 0.97');
    // The snapshot is served to the signed-in administrator as a JPEG.
    const response = await fetch(photo.getAttribute('src')!);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('filters by date range and employee, keeps the filters in the address, and exports the same filters as CSV', async () => {
    const user = userEvent.setup();
    const { router } = await renderAdminRoute('/admin/asistencias');
    await screen.findAllByRole('cell', { name: 'BETO PEÑA' });

    setDate('Desde', threeDaysAgo);
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(countBadge()).toHaveTextContent('5 checadas');
    // The night shift's salida after midnight counts for the day before, and says so.
    const night = screen.getByRole('cell', { name: 'CARLOS IBÁÑEZ' }).closest('tr')!;
    expect(night).toHaveTextContent('Jornada del');
    expect(new URLSearchParams(router.state.location.search).get('desde')).toBe(threeDaysAgo);

    setDate('Hasta', yesterday);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(rowsText().join('|')).not.toContain('07:58');

    const employee = screen.getByLabelText('Empleado');
    await waitFor(() => expect(within(employee).getByRole('option', { name: 'BETO PEÑA' })).toBeInTheDocument());
    await user.selectOptions(employee, 'BETO PEÑA');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('BETO PEÑA');
    expect(countBadge()).toHaveTextContent('1 checada');

    const href = csvLink().getAttribute('href')!;
    expect(csvLink()).toHaveAttribute('download');
    const [path, query] = href.split('?') as [string, string];
    expect(path).toBe('/api/attendance');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ desde: threeDaysAgo, hasta: yesterday, empleado: String(ids.beto), formato: 'csv' });
    const csv = await fetch(href);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // BOM, so Excel reads the accents
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('BETO PEÑA');
  });

  it('filters by branch', async () => {
    const user = userEvent.setup();
    await renderAdminRoute(`/admin/asistencias?desde=${threeDaysAgo}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    const branch = screen.getByLabelText('Sucursal');
    await waitFor(() => expect(within(branch).getByRole('option', { name: 'NORTE' })).toBeInTheDocument());
    await user.selectOptions(branch, 'NORTE');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    for (const row of bodyRows()) expect(row).toHaveTextContent('BETO PEÑA');
    expect(csvLink().getAttribute('href')).toContain(`sucursal=${ids.norte}`);
  });

  it("says 'No hay checadas en este periodo.' when there are none", async () => {
    await renderAdminRoute('/admin/asistencias?desde=2020-01-01&hasta=2020-01-31');
    expect(await screen.findByText('No hay checadas en este periodo.')).toBeInTheDocument();
    expect(countBadge()).toHaveTextContent('0 checadas');
  });

  it('refuses a period that ends before it starts, without asking the server', async () => {
    await renderAdminRoute(`/admin/asistencias?desde=${today}&hasta=${yesterday}`);
    expect(await screen.findByText('La fecha "desde" no puede ser posterior a "hasta".')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Exportar CSV' })).not.toBeInTheDocument();
    expect(screen.getByText('Exportar CSV')).toHaveAttribute('aria-disabled', 'true');
  });

  it("refuses a period longer than a year with the daemon's sentence, without asking the server", async () => {
    await renderAdminRoute('/admin/asistencias?desde=2024-01-01&hasta=2025-06-30');
    expect(await screen.findByText('El rango de fechas no puede pasar de un año.')).toBeInTheDocument();
    expect(screen.getByText('Exportar CSV')).toHaveAttribute('aria-disabled', 'true');
  });
});
