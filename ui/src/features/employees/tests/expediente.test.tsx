/** 'Empleados' → 'Expediente' (issue 29 item 5) against the real daemon: the dialog, its defaults, the download. */
import { addDays } from '@reloj/contract/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';
import { boxToday } from '../../../test/boxDate';
import type { Employee } from '../types';

let daemon: RealDaemon;
let ana: Employee;
const today = boxToday();
const hired = addDays(today, -40);
const shown = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const typed = (date: string) => shown(date).replaceAll('/', '');

beforeAll(async () => {
  daemon = await startRealDaemon();
  await daemon.request('POST', '/api/sucursales', { nombre: 'Centro' });
  await daemon.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 320 });
  ana = await daemon.request<Employee>('POST', '/api/employees', {
    nombre: 'Ana López',
    sucursal: 'CENTRO',
    puesto: 'CAJERO',
    salario: 320,
    bono: 0,
    fechaIngreso: hired,
    horaEntrada: '09:00',
    horaSalida: '18:00',
    minutosComida: 60,
  });
});
afterAll(async () => {
  await daemon.stop();
});
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

/** What the daemon's audit log holds of each expediente downloaded. */
const downloads = () =>
  daemon.db
    .prepare<[], { despues: string }>("SELECT despues FROM auditoria WHERE accion = 'empleados.expediente' ORDER BY id")
    .all()
    .map((r) => JSON.parse(r.despues) as unknown);

async function openExpediente(user: ReturnType<typeof userEvent.setup>) {
  const row = (await screen.findByText('ANA LÓPEZ', { selector: '.cell-name' })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Expediente' }));
  return screen.getByRole('dialog', { name: 'Expediente de ANA LÓPEZ' });
}

describe("'Expediente'", () => {
  it('opens with the hire date and today, says what the ZIP holds, and downloads it with those dates', async () => {
    const user = userEvent.setup();
    const saved: { blob: Blob; name: string }[] = [];
    let blob: Blob | undefined;
    // jsdom has no object URLs and does not save files: what the browser is handed is kept here.
    URL.createObjectURL = vi.fn((b: Blob) => ((blob = b), 'blob:expediente'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: blob!, name: this.download });
    });
    await renderAdminRoute('/admin/empleados');
    const dialog = await openExpediente(user);
    expect(dialog).toHaveTextContent('Un archivo ZIP con las tarjetas de asistencia en PDF (una por periodo)');
    expect(dialog).toHaveTextContent('una inspección de la STPS o una demanda laboral');
    expect(within(dialog).getByRole('textbox', { name: 'Desde' })).toHaveValue(shown(hired));
    expect(within(dialog).getByRole('textbox', { name: 'Hasta' })).toHaveValue(shown(today));

    await user.click(within(dialog).getByRole('button', { name: 'Descargar ZIP' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe(`expediente-${ana.id}-${hired}-${today}.zip`);
    expect(saved[0]!.blob.type).toBe('application/zip');
    expect(downloads()).toEqual([{ empleadoId: ana.id, desde: hired, hasta: today }]);
    expect(await screen.findByText('Se descargó el expediente de ANA LÓPEZ.')).toBeInTheDocument();
  });

  it('refuses a range out of order or over five years beside Hasta, and shows the daemon’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/empleados');
    const dialog = await openExpediente(user);
    const hasta = within(dialog).getByRole('textbox', { name: 'Hasta' });
    await user.clear(hasta);
    await user.type(hasta, typed(addDays(hired, -1)));
    await user.click(within(dialog).getByRole('button', { name: 'Descargar ZIP' }));
    expect(hasta).toHaveAccessibleDescription('La fecha final (hasta) no puede ser anterior a la inicial (desde).');

    await user.clear(hasta);
    await user.type(hasta, typed(addDays(hired, 365 * 5 + 2)));
    await user.click(within(dialog).getByRole('button', { name: 'Descargar ZIP' }));
    expect(hasta).toHaveAccessibleDescription('El expediente abarca como máximo 5 años: divide el rango en partes más cortas.');
    expect(downloads()).toHaveLength(1);

    // The daemon's own refusal stays in the open dialog, in Spanish, instead of being saved as a file.
    await user.clear(hasta);
    await user.type(hasta, typed(today));
    daemon.db.prepare('DELETE FROM empleados WHERE id = ?').run(ana.id); // gone meanwhile (e.g. a restored backup)
    await user.click(within(dialog).getByRole('button', { name: 'Descargar ZIP' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('No se pudo descargar el expediente: El empleado no existe.'));
    expect(screen.getByRole('dialog', { name: 'Expediente de ANA LÓPEZ' })).toBeInTheDocument();
    expect(downloads()).toHaveLength(1);
  });
});
