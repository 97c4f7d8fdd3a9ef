/**
 * 'Datos personales de …' (/admin/empleados/:id/datos), the printable access export, against the real daemon: the
 * employee's record, consents, face note, punches (a NIP one among them) and incidencias.
 */
import type { Consentimiento } from '@reloj/contract/privacidad';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderRoute } from '../../../test/renderRoute';
import { boxDayAndTime } from '../../../test/boxDate';
import { AVISO } from '../../../test/privacyNotice';

let daemon: RealDaemon;
let anaId = 0;
let consent: Consentimiento;
const nipPunch = new Date(Date.UTC(2026, 2, 3, 15, 4));

beforeAll(async () => {
  daemon = await startRealDaemon();
  await daemon.request('POST', '/api/sucursales', { nombre: 'Centro' });
  await daemon.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 1315.5 });
  await daemon.request('PUT', '/api/privacidad', AVISO);
  anaId = (
    await daemon.request<{ id: number }>('POST', '/api/employees', {
      nombre: 'Ana López',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 1315.5,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
      numeroEmpleado: '0042',
    })
  ).id;
  await daemon.request('POST', `/api/employees/${anaId}/consentimiento`, { confirmacion: 'ana lopez' });
  consent = (await daemon.request<Consentimiento[]>('GET', `/api/employees/${anaId}/consentimientos`))[0]!;
  await daemon.request('PUT', `/api/employees/${anaId}/pin`, { pin: '4821' });

  const { code } = await daemon.request<{ code: string }>('POST', '/api/devices/verify', { fingerprint: 'kiosko-arco' });
  const device = (await daemon.request<{ id: number; codigo: string }[]>('GET', '/api/devices')).find((d) => d.codigo === code)!.id;
  await daemon.request('POST', `/api/devices/${device}/approve`);
  await daemon.request('PUT', `/api/devices/${device}`, { nombre: 'Entrada principal' });
  // A NIP punch as the kiosk stores it: the camera's photo kept as evidence, no face compared.
  daemon.db
    .prepare(
      `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, snapshot_jpeg, idempotency_key, created_at, nip)
       VALUES (?, ?, 'entrada', ?, '2026-03-03', NULL, NULL, ?, NULL, ?, 1)`,
    )
    .run(anaId, device, nipPunch.toISOString(), Buffer.from([0xff, 0xd8, 0xff, 0xd9]), nipPunch.toISOString());
  await daemon.request('POST', '/api/attendance/manual', { empleadoId: anaId, hora: '2026-03-03T18:10', motivo: 'Olvidó checar la salida' });
  await daemon.request('POST', '/api/incidencias', { empleadoId: anaId, fecha: '2026-03-04', tipo: 'horas_extra', horas: 1.5, nota: 'Inventario' });
});
afterAll(async () => {
  await daemon.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** dd/mm/aaaa and hh:mm as the box's wall clock reads them (the panel's zone, whatever the machine's). */
const fecha = (d: Date) => boxDayAndTime(d).fecha;
const hora = (d: Date) => boxDayAndTime(d).hora;

const section = (name: RegExp | string) => screen.getByRole('region', { name });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe("'Datos personales' to print", () => {
  it('shows whose data it is and when it was made, outside the admin layout, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute(`/admin/empleados/${anaId}/datos`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Datos personales de ANA LÓPEZ' })).toBeInTheDocument();
    expect(document.title).toBe('Datos personales de ANA LÓPEZ');
    expect(screen.getByText(/^Generado el \d\d\/\d\d\/\d{4} a las \d\d:\d\d\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menú lateral' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a ANA LÓPEZ' })).toHaveAttribute('href', '/admin/empleados?buscar=ANA+L%C3%93PEZ'); // issue 45: back to her row
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("lists the employee's record with Spanish labels, money in pesos and dates dd/mm/aaaa", async () => {
    renderRoute(`/admin/empleados/${anaId}/datos`);
    await screen.findByRole('heading', { level: 1 });
    const fields = Object.fromEntries(
      [...section('Datos del empleado').querySelectorAll('.arco-field')].map((f) => [f.querySelector('dt')?.textContent, f.querySelector('dd')?.textContent]),
    );
    expect(fields).toMatchObject({
      Nombre: 'ANA LÓPEZ',
      'Número de empleado': '0042',
      Sucursal: 'CENTRO',
      Puesto: 'CAJERO',
      'Salario diario': '$1,315.50',
      Bono: 'Sin bono',
      'Fecha de ingreso': '05/01/2026',
      Horario: '09:00–18:00',
      'NIP para checar': 'Sí',
      Estado: 'Activo',
    });
  });

  it('shows her consent: notice version, when, who recorded it and the name she typed', async () => {
    renderRoute(`/admin/empleados/${anaId}/datos`);
    await screen.findByRole('heading', { level: 1 });
    const [, row] = within(section('Consentimientos')).getAllByRole('row');
    const when = new Date(consent.fecha);
    expect(cellsOf(row!)).toEqual(['Versión 1', `${fecha(when)} ${hora(when)}`, 'admin', 'ana lopez', 'No']);
    expect(section('Rostro')).toHaveTextContent('El reloj checador no guarda ninguna plantilla biométrica de tu rostro.');
  });

  it("lists her punches with 'NIP' as the method of a NIP punch, and the manual one with its reason", async () => {
    renderRoute(`/admin/empleados/${anaId}/datos`);
    await screen.findByRole('heading', { level: 1 });
    const punches = section('Checadas (2)');
    expect(
      within(punches)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fecha', 'Hora', 'Tipo', 'Sucursal', 'Dispositivo', 'Método', 'Foto']);
    const [, nip, manual] = within(punches).getAllByRole('row');
    expect(cellsOf(nip!)).toEqual([fecha(nipPunch), hora(nipPunch), 'Entrada', 'CENTRO', 'Entrada principal', 'NIP', 'Sí']);
    expect(cellsOf(manual!).slice(2)).toEqual(['Salida', 'CENTRO', 'Checada manual', 'ManualMotivo: Olvidó checar la salida', 'No']);
  });

  it('lists her incidencias', async () => {
    renderRoute(`/admin/empleados/${anaId}/datos`);
    await screen.findByRole('heading', { level: 1 });
    const [, row] = within(section('Incidencias (1)')).getAllByRole('row');
    expect(cellsOf(row!).slice(0, 5)).toEqual(['04/03/2026', 'Horas extra autorizadas', '1 h 30 min', 'Inventario', 'admin']);
  });

  it('says so in Spanish when the employee does not exist', async () => {
    renderRoute('/admin/empleados/99999/datos');
    expect(await screen.findByText('No se pudieron cargar los datos: El empleado no existe.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
  });
});
