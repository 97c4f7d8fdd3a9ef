/** 'Tarjetas de asistencia' against the real daemon: a day past the law's limits says so on the card (issue 28). */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGLAS } from '@reloj/contract/reglas';
import { renderRoute } from '../../../test/renderRoute';
import { useRealDaemon } from '../../../test/useRealDaemon';

const daemon = useRealDaemon((d) => d.request('PUT', '/api/reglas', DEFAULT_REGLAS));

describe("'Tarjetas de asistencia'", () => {
  it('notes a day with more overtime than LFT art. 66 allows, and not the days within it', async () => {
    await daemon.request('POST', '/api/sucursales', { nombre: 'CENTRO' });
    await daemon.request('POST', '/api/puestos', { nombre: 'CAJERO', salarioDiario: 400 });
    const ana = await daemon.request<{ id: number }>('POST', '/api/employees', {
      nombre: 'ANA TARJETA',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 400,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
      minutosComida: 60,
    });
    const punch = (hora: string) => daemon.request('POST', '/api/attendance/manual', { empleadoId: ana.id, hora, motivo: 'Checada de prueba' });
    // Monday: 4 h authorised past the 18:00 salida, over the 3 h a day of art. 66; Tuesday: 1 h.
    for (const hora of ['2026-03-09T09:00', '2026-03-09T22:00', '2026-03-10T09:00', '2026-03-10T19:00']) await punch(hora);
    await daemon.request('POST', '/api/incidencias', { empleadoId: ana.id, fecha: '2026-03-09', tipo: 'horas_extra', horas: 4 });
    await daemon.request('POST', '/api/incidencias', { empleadoId: ana.id, fecha: '2026-03-10', tipo: 'horas_extra', horas: 1 });

    renderRoute('/admin/prenomina/tarjetas?desde=2026-03-09&hasta=2026-03-15');
    const card = await screen.findByRole('article', { name: 'Tarjeta de ANA TARJETA' }, { timeout: 10_000 });
    const rowOf = (fecha: string) => within(card).getByText(fecha).closest('tr') as HTMLElement;
    expect(within(rowOf('09/03/2026')).getByText('Tiempo extra sobre el límite de la ley (LFT art. 66)')).toBeInTheDocument();
    expect(within(rowOf('10/03/2026')).queryByText(/límite de la ley/)).not.toBeInTheDocument();
    // The record chain's head (issue 29): four punches and two incidencias make six links; the week is open.
    const head = daemon.db.prepare('SELECT hash FROM registro WHERE secuencia = 6').get() as { hash: string };
    // Issue 45: said as a verification code with what it is for; the code is the head's first 16 digits.
    expect(within(card).getByText(/^Código de verificación \(al imprimir\):/)).toHaveTextContent(
      `Código de verificación (al imprimir): ${head.hash.slice(0, 16)}. Sirve para comprobar que estos registros no se cambiaron después.`,
    );
    // Issue 45: durations in the one format: time present '13 h', overtime the payroll pays in decimal hours '4 h'.
    expect(within(rowOf('09/03/2026')).getByText('13 h')).toBeInTheDocument();
    expect(within(rowOf('10/03/2026')).getByText('10 h')).toBeInTheDocument();
    expect(within(card).getByText('Horas trabajadas').nextSibling).toHaveTextContent('23 h');
  });
});
