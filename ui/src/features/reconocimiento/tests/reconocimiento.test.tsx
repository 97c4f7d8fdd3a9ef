/**
 * 'Reconocimiento' (/admin/reconocimiento) against the real daemon: the counts of the kiosk's attempts, the refusals
 * by reason, the bars, the employee whose scores drift down with the suggestion, and the thresholds.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reconocimiento } from '@reloj/contract/reconocimiento';
import { reconocimientoRepository, type Intento } from '@reloj/daemon/testing';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';

let daemon: RealDaemon;

/** Attempts as the kiosk leaves them (the UI tests do not load the face engine). */
async function seed() {
  await daemon.request('POST', '/api/sucursales', { nombre: 'Centro' });
  await daemon.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 300 });
  const employee = async (nombre: string) =>
    (
      await daemon.request<{ id: number }>('POST', '/api/employees', {
        nombre,
        sucursal: 'Centro',
        puesto: 'Cajero',
        salario: 300,
        bono: 0,
        fechaIngreso: '2024-01-15',
        horaEntrada: '08:00',
        horaSalida: '17:00',
      })
    ).id;
  const ana = await employee('Ana Núñez');
  const beto = await employee('Beto Peña');
  const { code } = await daemon.request<{ code: string }>('POST', '/api/devices/verify', { fingerprint: 'kiosko-reconocimiento-1' });
  const dispositivoId = (await daemon.request<{ id: number; codigo: string }[]>('GET', '/api/devices')).find((d) => d.codigo === code)!.id;

  const repo = reconocimientoRepository(daemon.db);
  const now = Date.now();
  const attempt = (
    daysAgo: number,
    resultado: Intento['resultado'],
    empleadoId: number | null = null,
    score: number | null = null,
    margin: number | null = null,
  ) => repo.insert({ dispositivoId, createdAt: new Date(now - daysAgo * 86_400_000).toISOString(), resultado, empleadoId, score, margin, liveness: 0.98 });
  for (const d of [27, 24, 21, 18]) attempt(d, 'checada', ana, 0.81, 0.4); // Ana: 0.81, then 0.64
  for (const d of [12, 9, 6, 3]) attempt(d, 'checada', ana, 0.64, 0.15);
  for (const d of [26, 20, 17, 11, 8, 2]) attempt(d, 'checada', beto, 0.88, 0.6);
  for (const d of [5, 4, 4]) attempt(d, 'not_recognised', null, 0.31, 0.2);
  for (const d of [3, 1]) attempt(d, 'face_blurred');
  attempt(2, 'no_face');
  attempt(1, 'spoof_suspected');
}

beforeAll(async () => {
  daemon = await startRealDaemon();
  await seed();
});
afterAll(async () => {
  await daemon.stop();
});

const bars = (name: string) =>
  Object.fromEntries(
    within(screen.getByRole('list', { name }))
      .getAllByRole('listitem')
      .map((li) => [li.querySelector('.rc-bars__label')!.textContent, li.querySelector('.rc-bars__value')!.textContent]),
  );
const stat = (label: string) => screen.getByText(label, { selector: '.rc-stat__label' }).parentElement!;

describe("'Reconocimiento' (/admin/reconocimiento)", () => {
  it("is in the sidebar's Sistema group after Dispositivos and says it changes nothing", async () => {
    await renderAdminRoute('/admin/reconocimiento');
    expect(screen.getByRole('heading', { level: 1, name: 'Reconocimiento' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menú lateral' });
    // By address: 'Dispositivos' carries a badge once the pending kiosk (seeded above) is counted.
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links.indexOf('/admin/reconocimiento')).toBe(links.indexOf('/admin/dispositivos') + 1);
    expect(within(nav).getByRole('group', { name: 'Sistema' })).toContainElement(within(nav).getByRole('link', { name: 'Reconocimiento' }));
    expect(within(nav).getByRole('link', { name: 'Reconocimiento' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('note')).toHaveTextContent('Esta pantalla solo informa: no cambia umbrales, rostros ni checadas.');
  });

  it('shows the attempts, punches and refusals by reason of the last 30 days', async () => {
    await renderAdminRoute('/admin/reconocimiento');
    await waitFor(() => expect(stat('Intentos')).toHaveTextContent('21'));
    expect(stat('Checadas')).toHaveTextContent('14');
    expect(stat('Checadas')).toHaveTextContent(/66\.7\s?% de los intentos/);
    expect(stat('Rechazados')).toHaveTextContent('7');
    expect(bars('Rechazados por motivo')).toEqual({
      'Rostro no reconocido': '3',
      'Sin rostro': '1',
      'Varios rostros': '0',
      'Rostro muy pequeño': '0',
      'Imagen borrosa': '2',
      'Posible suplantación': '1',
    });
    expect(bars('Puntuación de las checadas')).toMatchObject({ '0.60 – 0.70': '4', '0.80 – 0.90': '10', '0.90 – 1.00': '0' });
    expect(bars('Margen sobre el siguiente empleado')).toMatchObject({ '0.10 – 0.20': '4', '0.40 – 0.50': '4', '0.50 o más': '6' });
  });

  it("links 'Posible suplantación' to the attempts with their photos in 'Asistencias', for the report's days (issue 45)", async () => {
    await renderAdminRoute('/admin/reconocimiento');
    const link = await screen.findByRole('link', { name: 'Posible suplantación' });
    expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/asistencias\?desde=\d{4}-\d{2}-\d{2}&hasta=\d{4}-\d{2}-\d{2}#intentos-suplantacion$/),
    );
    expect(screen.queryByRole('link', { name: 'Sin rostro' })).toBeNull();
  });

  it('names the employee whose scores drift down and suggests enrolling the face again', async () => {
    await renderAdminRoute('/admin/reconocimiento');
    const table = await screen.findByRole('table', { name: 'Empleados con puntuación a la baja' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(2); // the header and Ana; Beto's scores hold
    const ana = rows[1]!;
    expect(within(ana).getByText('ANA NÚÑEZ')).toBeInTheDocument();
    expect(ana).toHaveTextContent('0.81');
    expect(ana).toHaveTextContent('0.64');
    expect(ana).toHaveTextContent('Su puntuación bajó 0.17');
    expect(within(ana).getByText('Volver a registrar su rostro')).toBeInTheDocument();
    expect(screen.queryByText('BETO PEÑA')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Empleados' })).toHaveAttribute('href', '/admin/empleados');
  });

  it('states the thresholds in force as the daemon reports them', async () => {
    const report = await daemon.request<Reconocimiento>('GET', '/api/reconocimiento');
    await renderAdminRoute('/admin/reconocimiento');
    const section = (await screen.findByRole('heading', { name: 'Umbrales actuales' })).closest('section')!;
    const fmt = (x: number) => x.toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(within(section).getByText('Coincidencia mínima').parentElement).toHaveTextContent(fmt(report.umbrales.coincidencia));
    expect(within(section).getByText('Margen mínimo').parentElement).toHaveTextContent(fmt(report.umbrales.margen));
    expect(within(section).getByText('Prueba de vida').parentElement).toHaveTextContent(fmt(report.umbrales.vivacidad.umbral));
    // Beside each, what raising or lowering it does, in an owner's words (issue 30).
    expect(within(section).getByText('Coincidencia mínima').parentElement).toHaveTextContent(
      'Si se sube, el kiosco casi nunca confunde a una persona con otra, pero rechaza más veces a la persona correcta (con poca luz, lentes o un corte nuevo). Si se baja, rechaza menos, pero aumenta el riesgo de registrar la checada a nombre de otro empleado.',
    );
    expect(within(section).getByText('Margen mínimo').parentElement).toHaveTextContent(
      'Cuánto debe separarse el empleado más parecido del segundo más parecido. Protege contra rostros parecidos, como hermanos: si dos empleados quedan casi empatados, el kiosco no adivina y pide intentar otra vez. Subirlo da más rechazos a quien se parece a un compañero; bajarlo arriesga anotar la checada al otro.',
    );
  });

  it('moves to a shorter period, kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderAdminRoute('/admin/reconocimiento');
    await waitFor(() => expect(stat('Intentos')).toHaveTextContent('21'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), '7');
    expect(router.state.location.search).toBe('?dias=7');
    // Within 7 days: Ana 6, 3; Beto 2; 3 not recognised, 2 blurred, 1 no face, 1 spoof.
    await waitFor(() => expect(stat('Intentos')).toHaveTextContent('10'));
    expect(stat('Checadas')).toHaveTextContent('3');
  });
});
