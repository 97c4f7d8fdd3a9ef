/**
 * Issue 44, 'retardos': M minutes (minutosRetardo, 15 here) after a shift starts, one message per branch and shift start
 * listing who is due and has not punched and who punched late. Real SQLite, a real SMTP server on loopback, the
 * injected clock at fixed instants in Mexico City (UTC-6), whatever the machine's zone and hour.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startAvisosSender } from '../../jobs/avisos.js';
import { createLogger } from '../../logger.js';
import { adminId, configureSmtp, subscribe } from '../../test-support/avisosMailing.js';
import { movableClock, type MovableClock } from '../../test-support/movableClock.js';
import { hire, incidencia, punch, setUpCompany } from '../../test-support/prenominaApi.js';
import { startTestSmtp } from '../../test-support/testSmtp.js';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';

const startServer = trackedTestServers(afterEach);
const logger = createLogger('silent');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const DIA = '2026-04-07'; // a Tuesday
const at = (clock: MovableClock, hhmm: string) => clock.set(`${DIA}T${hhmm}:00-06:00`);

const filas = (server: TestServer) =>
  server.db.prepare("SELECT sucursal_id AS sucursal, titulo, texto, destino FROM avisos WHERE tipo = 'retardos' ORDER BY id").all() as {
    sucursal: number;
    titulo: string;
    texto: string;
    destino: string;
  }[];

/** CENTRO and NORTE; the administrador receives 'retardos' by e-mail through a real SMTP server. */
async function tienda() {
  const clock = movableClock(`${DIA}T06:00:00-06:00`);
  const server = await startServer({ clock, env: { TZ: 'America/Mexico_City' } });
  const company = await setUpCompany(server);
  const norte = (await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body.id as number;
  await subscribe(server, await adminId(server), 'administrador', { email: 'dueno@empresa.mx', avisos: ['retardos'] });
  const smtp = await startTestSmtp({ users: { avisos: 'clave-1' } });
  cleanups.push(() => smtp.stop());
  await configureSmtp(server, smtp.port, { resumenHora: '23:59' }); // the daily summary is another test's
  const sender = startAvisosSender(server.services.avisos, { logger, intervalMs: 3_600_000 });
  cleanups.push(() => sender.stop());
  return { clock, server, company, norte, smtp, sender };
}

describe("'retardos': the late arrivals, minutosRetardo after a shift's start", () => {
  it('lists, per branch and shift start, who has not punched and who came late; on time, on vacation or in another shift is not listed', async () => {
    const { clock, server, company, smtp, sender } = await tienda();
    // 09:00-18:00, rest on Sunday (the employee's own schedule) unless a turno is assigned.
    const ana = await hire(server, company, { nombre: 'ANA LÓPEZ', numeroEmpleado: '0001' });
    const beto = await hire(server, company, { nombre: 'BETO RUIZ', numeroEmpleado: '0002' });
    const carlos = await hire(server, company, { nombre: 'CARLOS DÍAZ', numeroEmpleado: '0003' });
    const dora = await hire(server, company, { nombre: 'DORA PAZ', numeroEmpleado: '0004' });
    const eva = await hire(server, company, { nombre: 'EVA SOTO', numeroEmpleado: '0005' });
    const fer = await hire(server, company, { nombre: 'FER GIL', numeroEmpleado: '0006' });
    const luis = await hire(server, company, { nombre: 'LUIS MORA', numeroEmpleado: '0007', sucursal: 'NORTE' });
    await incidencia(server, { empleadoId: eva, fecha: DIA, tipo: 'vacaciones', adelantadas: true });
    // FER works the turno 'Mañana', 07:00-15:00 Monday to Saturday, from the week before.
    const dias = Array.from({ length: 7 }, (_, i) => (i === 6 ? { segmentos: [] } : { segmentos: [{ entrada: '07:00', salida: '15:00' }] }));
    const manana = await server.request('POST', '/api/turnos', { nombre: 'Mañana', codigo: 'M', color: '#2e86c1', tipo: 'semanal', dias });
    expect(manana.status, manana.text).toBe(201);
    const asignada = await server.request('POST', '/api/asignaciones', { empleadoIds: [fer], turnoId: manana.body.id, vigenteDesde: '2026-03-30' });
    expect(asignada.status, asignada.text).toBe(201);
    const revisar = () => server.services.avisosProgramados.revisar();

    at(clock, '07:14');
    expect(revisar()).toEqual({ retardos: 0, resumenes: 0 }); // not 15 minutes yet
    at(clock, '07:15');
    expect(revisar()).toEqual({ retardos: 1, resumenes: 0 });
    await sender.tick();
    expect(smtp.received).toHaveLength(1);
    const siete = smtp.received[0]!.mail;
    expect(smtp.received[0]!.to).toEqual(['dueno@empresa.mx']);
    expect(siete.subject).toBe('Aviso del reloj checador: Retardos del turno de las 07:00 (Sucursal CENTRO)');
    expect(siete.text).toContain(
      ['Sucursal CENTRO, turno de las 07:00 del martes 07/04/2026; revisado a las 07:15.', 'Sin checar su entrada (1):', '- FER GIL (núm. 0006)'].join('\n'),
    );
    expect(siete.text).not.toMatch(/ANA|BETO|Llegaron tarde/);

    at(clock, '09:14');
    expect(revisar()).toEqual({ retardos: 0, resumenes: 0 });
    at(clock, '09:15');
    await punch(server, beto, `${DIA}T09:14`); // 14 minutes after 09:00, 10 of tolerance: late
    await punch(server, carlos, `${DIA}T08:57`); // on time
    await punch(server, dora, `${DIA}T09:08`); // within the tolerance
    await punch(server, luis, `${DIA}T08:50`); // NORTE: everybody on time, nothing to tell
    await punch(server, fer, `${DIA}T09:02`); // FER's shift is the 07:00 one, told already
    expect(revisar()).toEqual({ retardos: 1, resumenes: 0 });
    expect(revisar()).toEqual({ retardos: 0, resumenes: 0 }); // checked once
    await sender.tick();
    expect(smtp.received).toHaveLength(2);
    const nueve = smtp.received[1]!.mail;
    expect(nueve.subject).toBe('Aviso del reloj checador: Retardos del turno de las 09:00 (Sucursal CENTRO)');
    expect(nueve.text).toContain(
      [
        'Sucursal CENTRO, turno de las 09:00 del martes 07/04/2026; revisado a las 09:15.',
        'Sin checar su entrada (1):',
        '- ANA LÓPEZ (núm. 0001)',
        'Llegaron tarde (1):',
        '- BETO RUIZ (núm. 0002): entrada a las 09:14',
      ].join('\n'),
    );
    expect(nueve.html).toContain('<p>- BETO RUIZ (núm. 0002): entrada a las 09:14</p>');
    expect(`${nueve.text}`).not.toMatch(/CARLOS|DORA|EVA|LUIS|FER/);
    expect(`${nueve.text}${String(nueve.html)}`).not.toMatch(/salario|\$\s?\d/i); // never a salary
    expect(nueve.attachments).toEqual([]); // never a photo
    expect(filas(server).map((f) => f.titulo)).toEqual(['Retardos del turno de las 07:00', 'Retardos del turno de las 09:00']);
    expect(ana).toBeGreaterThan(0);
  });

  it("counts a night shift that starts before midnight on its start day, and tells it after midnight's date change", async () => {
    const { clock, server, company } = await tienda();
    const dias = Array.from({ length: 7 }, () => ({ segmentos: [{ entrada: '23:50', salida: '07:50' }] }));
    const noche = await server.request('POST', '/api/turnos', { nombre: 'Noche', codigo: 'N', color: '#34495e', tipo: 'semanal', dias });
    expect(noche.status, noche.text).toBe(201);
    const velador = await hire(server, company, { nombre: 'VELADOR UNO', numeroEmpleado: '0100' });
    expect((await server.request('POST', '/api/asignaciones', { empleadoIds: [velador], turnoId: noche.body.id, vigenteDesde: '2026-03-30' })).status).toBe(
      201,
    );

    clock.set('2026-04-08T00:04:00-06:00');
    expect(server.services.avisosProgramados.revisar()).toEqual({ retardos: 0, resumenes: 0 });
    clock.set('2026-04-08T00:05:00-06:00'); // 23:50 of the 7th plus 15 minutes
    expect(server.services.avisosProgramados.revisar()).toEqual({ retardos: 1, resumenes: 0 });
    expect(filas(server)).toEqual([
      {
        sucursal: company.sucursalId,
        titulo: 'Retardos del turno de las 23:50',
        texto: [
          'Sucursal CENTRO, turno de las 23:50 del martes 07/04/2026; revisado a las 00:05.',
          'Sin checar su entrada (1):',
          '- VELADOR UNO (núm. 0100)',
        ].join('\n'),
        destino: 'dueno@empresa.mx',
      },
    ]);
  });

  it('sends nothing when everybody due came on time, and nothing for a shift already over', async () => {
    const { clock, server, company, smtp, sender } = await tienda();
    const ana = await hire(server, company, { nombre: 'ANA LÓPEZ', numeroEmpleado: '0001' });
    await hire(server, company, { nombre: 'BETO RUIZ', numeroEmpleado: '0002', horaEntrada: '10:00', horaSalida: '11:00', minutosComida: 0 });
    at(clock, '09:15');
    await punch(server, ana, `${DIA}T08:59`);
    expect(server.services.avisosProgramados.revisar()).toEqual({ retardos: 0, resumenes: 0 });
    // The box was off from 09:00 to 11:30: BETO's 10:00-11:00 shift is over, nothing is told late about it.
    at(clock, '11:30');
    expect(server.services.avisosProgramados.revisar()).toEqual({ retardos: 0, resumenes: 0 });
    await sender.tick();
    expect(smtp.received).toEqual([]);
    expect(filas(server)).toEqual([]);
  });
});
