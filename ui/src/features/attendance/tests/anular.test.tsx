import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';
import { boxDateOf, boxTimeAgo } from '../../../test/boxDate';

// Issue 29 item 1: voiding a punch from 'Asistencias'.
let daemon: RealDaemon;
const PASSWORD = 'una-contraseña-larga';

const ymd = boxDateOf;
/** A wall-clock time yesterday on the box (the panel shows the box's time, whatever the machine's zone). */
const yesterdayAt = (hour: number, minute = 0) => boxTimeAgo(1, hour, minute);
const yesterday = ymd(yesterdayAt(12));
const page = `/admin/asistencias?desde=${yesterday}&hasta=${yesterday}`;
const ids = { ana: 0, entrada: 0, accidental: 0, salida: 0, beto: 0 };

beforeAll(async () => {
  daemon = await startRealDaemon();
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
  ids.ana = await employee('Ana Núñez');
  ids.beto = await employee('Beto Peña');
  const { code } = await daemon.request<{ code: string }>('POST', '/api/devices/verify', { fingerprint: 'kiosko-anular' });
  const device = (await daemon.request<{ id: number; codigo: string }[]>('GET', '/api/devices')).find((d) => d.codigo === code)!.id;
  await daemon.request('POST', `/api/devices/${device}/approve`);
  await daemon.request('PUT', `/api/devices/${device}`, { nombre: 'Entrada principal' });
  // Punches come only from the face engine, which the UI tests do not load: stored as check-in stores them.
  const insert = daemon.db.prepare(
    `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, created_at) VALUES (?, ?, ?, ?, ?, 0.82, 0.97, ?)`,
  );
  const punch = (employeeId: number, tipo: string, when: Date) =>
    Number(insert.run(employeeId, device, tipo, when.toISOString(), ymd(when), when.toISOString()).lastInsertRowid);
  // Ana pressed twice in the morning: 07:58 entrada, 08:01 stored as a salida; 17:02 stored as an entrada.
  ids.entrada = punch(ids.ana, 'entrada', yesterdayAt(7, 58));
  ids.accidental = punch(ids.ana, 'salida', yesterdayAt(8, 1));
  ids.salida = punch(ids.ana, 'entrada', yesterdayAt(17, 2));
  punch(ids.beto, 'entrada', yesterdayAt(8, 10));
  await daemon.request('POST', '/api/usuarios', { usuario: 'solo.consulta', password: PASSWORD, rol: 'consulta', sucursalIds: [] });
});
afterAll(async () => {
  await daemon.stop();
});

const rowAt = (time: string, name = 'ANA NÚÑEZ') =>
  screen.getAllByRole('row').find((r) => within(r).queryByText(time) !== null && r.textContent?.includes(name)) as HTMLElement;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe("'Anular' in Asistencias", () => {
  it('voids a punch with a motivo: the row is struck through with who, when and why, and the next punch becomes the salida', async () => {
    const user = userEvent.setup();
    await renderAdminRoute(page);
    await screen.findByText('08:01');
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
    expect(cellsOf(rowAt('17:02'))).toContain('Entrada');

    await user.click(screen.getByRole('button', { name: 'Anular la salida de ANA NÚÑEZ de las 08:01' }));
    const dialog = screen.getByRole('dialog', { name: 'Anular checada' });
    expect(dialog).toHaveTextContent('ANA NÚÑEZ · Salida de las 08:01');

    // Required, with the contract's sentences beside the field; nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Anular checada' }));
    const field = within(dialog).getByLabelText(/Motivo de la anulación/);
    expect(await within(dialog).findByText('Escribe el motivo de la anulación (al menos 3 caracteres).')).toBeInTheDocument();
    await user.type(field, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Anular checada' }));
    expect(await within(dialog).findByText('Escribe el motivo de la anulación (al menos 3 caracteres).')).toBeInTheDocument();
    expect(daemon.db.prepare('SELECT COUNT(*) AS n FROM anulaciones').get()).toEqual({ n: 0 });

    await user.clear(field);
    await user.type(field, 'Checó dos veces por error');
    await user.click(within(dialog).getByRole('button', { name: 'Anular checada' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Said in words too, not only by the struck-through row (issue 45: on a tablet nothing seemed to happen).
    expect(
      await screen.findByRole('button', { name: /^Se anuló la salida de ANA NÚÑEZ de las 08:01, .+\. Ya no cuenta en la pre-nómina ni en las tarjetas\.$/ }),
    ).toHaveClass('banner--success');

    await waitFor(() => expect(rowAt('08:01')).toHaveClass('punch-row--anulada'));
    const voided = rowAt('08:01');
    expect(voided.textContent).toMatch(/Anulada: Checó dos veces por error \(admin, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)/);
    expect(within(voided).queryByRole('button', { name: /^Anular/ })).not.toBeInTheDocument();
    // 17:02 is read as the salida now; the others keep their place.
    expect(cellsOf(rowAt('17:02'))).toContain('Salida');
    expect(rowAt('17:02')).not.toHaveClass('punch-row--anulada');
    expect(daemon.db.prepare('SELECT checada_id, motivo, anulada_por FROM anulaciones').all()).toEqual([
      { checada_id: ids.accidental, motivo: 'Checó dos veces por error', anulada_por: 'admin' },
    ]);
  });

  it("shows the daemon's refusal in the modal: a punch voided meanwhile", async () => {
    const user = userEvent.setup();
    await renderAdminRoute(page);
    await user.click(await screen.findByRole('button', { name: 'Anular la entrada de BETO PEÑA de las 08:10' }));
    const dialog = screen.getByRole('dialog', { name: 'Anular checada' });
    // Someone else voids it from another screen first.
    const beto = (daemon.db.prepare('SELECT id FROM checadas WHERE empleado_id = ?').get(ids.beto) as { id: number }).id;
    await daemon.request('POST', `/api/attendance/${beto}/anular`, { motivo: 'Desde otra pantalla' });
    await user.type(within(dialog).getByLabelText(/Motivo de la anulación/), 'Era de prueba');
    await user.click(within(dialog).getByRole('button', { name: 'Anular checada' }));
    expect(await within(dialog).findByText('Esta checada ya está anulada.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Anular checada' })).toBeInTheDocument();
    expect(daemon.db.prepare('SELECT motivo FROM anulaciones WHERE checada_id = ?').get(beto)).toEqual({ motivo: 'Desde otra pantalla' });
  });

  it('a consulta sees the voided punches struck through but no action', async () => {
    const login = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ usuario: 'solo.consulta', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    await renderAdminRoute(page);
    await screen.findByText('08:01');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Fecha', 'Hora', 'Empleado', 'Sucursal', 'Tipo', 'Dispositivo', 'Foto']);
    expect(screen.queryByRole('button', { name: /^Anular/ })).not.toBeInTheDocument();
    expect(rowAt('08:01')).toHaveClass('punch-row--anulada');
    expect(rowAt('08:01')).toHaveTextContent('Anulada: Checó dos veces por error (admin,');
  });
});
