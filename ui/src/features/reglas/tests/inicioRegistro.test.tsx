/**
 * Issue 40 item 1, 'Inicio del registro' on 'Reglas de Asistencia' against the real daemon: the box first started on
 * Tuesday 24/11/2026; today is Wednesday 25/11/2026 on the box (America/Mexico_City). The administrador sees when the
 * record began and moves it to Monday with a motivo; what is refused (the same date, no motivo, a date after the box's
 * today: the daemon's 422) is said beside its field and nothing is written.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InicioRegistro } from '@reloj/contract/inicioRegistro';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';

let daemon: RealDaemon;
beforeAll(async () => {
  daemon = await startRealDaemon({ clock: { now: () => new Date('2026-11-25T18:00:00.000Z') }, env: { TZ: 'America/Mexico_City' } });
  // What main.ts's first start wrote on Tuesday at 08:00 (services/inicioRegistro.ts, alArrancar).
  daemon.db
    .prepare('INSERT INTO inicio_registro (fecha, motivo, origen, registrado_por, registrado_en) VALUES (?, ?, ?, ?, ?)')
    .run('2026-11-24', 'Primer arranque del reloj checador.', 'primer_arranque', 'sistema', '2026-11-24T14:00:00.000Z');
});
afterAll(async () => {
  await daemon.stop();
});

const card = () => screen.getByRole('region', { name: 'Inicio del registro' });
const stored = () => daemon.request<InicioRegistro>('GET', '/api/inicio-registro');
const audits = () => (daemon.db.prepare(`SELECT COUNT(*) AS n FROM auditoria WHERE accion = 'inicio_registro.actualizar'`).get() as { n: number }).n;

describe("'Inicio del registro' (/admin/reglas)", () => {
  it('shows when the record began, and how', async () => {
    await renderAdminRoute('/admin/reglas');
    expect(await within(card()).findByText('El registro de asistencia empezó el 24/11/2026.')).toBeInTheDocument();
    expect(within(card()).getByText('Se fijó al arrancar el reloj por primera vez (24/11/2026 08:00).')).toBeInTheDocument();
    expect(within(card()).getByText(/^Antes de esa fecha no hay faltas, retardos/)).toBeInTheDocument();
    expect(within(card()).queryByRole('form')).not.toBeInTheDocument();
  });

  it('changes it with a required motivo; refusals beside their fields, the daemon’s among them; audited', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/reglas');
    await user.click(await within(card()).findByRole('button', { name: 'Cambiar fecha' }));
    const form = within(card()).getByRole('form', { name: 'Inicio del registro' });
    const fecha = within(form).getByLabelText('Fecha de inicio del registro');
    const motivo = within(form).getByLabelText('Motivo del cambio');
    const save = within(form).getByRole('button', { name: 'Guardar fecha' });
    expect(fecha).toHaveValue('24/11/2026');

    // The same date and no motivo: the form's own sentences.
    await user.click(save);
    expect(fecha).toHaveAccessibleDescription('El registro ya empieza el 24/11/2026: escribe otra fecha.');
    expect(motivo).toHaveAccessibleDescription('Escribe el motivo del cambio de la fecha de inicio del registro.');

    // Tomorrow on the box: the daemon's 422, beside the date.
    await user.clear(fecha);
    await user.type(fecha, '26112026');
    await user.type(motivo, 'El reloj se usó desde el lunes');
    await user.click(save);
    expect(await within(form).findByText('La fecha de inicio del registro no puede ser posterior a hoy (25/11/2026).')).toBeInTheDocument();
    expect(fecha).toHaveAttribute('aria-invalid', 'true');
    expect((await stored()).historial).toHaveLength(1);
    expect(audits()).toBe(0);

    await user.clear(fecha);
    await user.type(fecha, '23112026');
    await user.click(save);
    expect(await within(card()).findByRole('status')).toHaveTextContent('Se guardó: el registro de asistencia empezó el 23/11/2026.');
    expect(within(card()).getByText('El registro de asistencia empezó el 23/11/2026.')).toBeInTheDocument();
    expect(within(card()).getByText(/^Cambiada por admin el 25\/11\/2026 12:00\. Motivo: El reloj se usó desde el lunes$/)).toBeInTheDocument();
    expect(within(card()).getByText('Fechas anteriores (1)')).toBeInTheDocument();
    expect(within(card()).queryByRole('form')).not.toBeInTheDocument();
    expect(await stored()).toMatchObject({ fecha: '2026-11-23', motivo: 'El reloj se usó desde el lunes', origen: 'administrador', registradoPor: 'admin' });
    expect(audits()).toBe(1);
  });
});
