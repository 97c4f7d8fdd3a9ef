import { DEFAULT_REGLAS, reglasSchema } from '@reloj/contract/reglas';
import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';

const start = trackedTestServers(afterEach);

describe('GET/PUT /api/reglas', () => {
  it('answers 401 without a session', async () => {
    const server = await start();
    expect((await server.anonymous('GET', '/api/reglas')).status).toBe(401);
    expect((await server.anonymous('PUT', '/api/reglas', { toleranciaMinutos: 0 })).status).toBe(401);
    expect((await server.request('GET', '/api/reglas')).body).toEqual(DEFAULT_REGLAS);
  });

  it('starts with the defaults of the issue', async () => {
    const server = await start();
    const response = await server.request('GET', '/api/reglas');
    expect(response.status).toBe(200);
    expect(reglasSchema.parse(response.body)).toEqual({
      toleranciaMinutos: 10,
      retardosPorFalta: 0,
      retardosPorFaltaEfecto: 'bono',
      bloqueHorasExtraMinutos: 30,
      horasExtraRequierenAutorizacion: true,
      septimoDia: 'proporcional',
      pagoDiasDescanso: 'todos',
      periodo: 'semanal',
      inicioSemana: 1,
      nombreEmpresa: '',
      estadoEnKiosco: true,
      minutosMinimosJornada: 30,
      diasVacacionesExtra: 0,
      primaVacacionalPorcentaje: 25,
      diasAguinaldo: 15,
      aguinaldoDescuentaFaltas: true,
      mediaJornadaEfecto: 'nada',
      salidasAnticipadasEfecto: 'nada',
      importesEnKiosco: false,
    });
  });

  it('keeps what the company grants above the law (issue 31), and refuses less than the law in Spanish, citing it', async () => {
    const server = await start({ clock: movableClock() });
    const saved = await server.request('PUT', '/api/reglas', {
      diasVacacionesExtra: 2,
      primaVacacionalPorcentaje: 50,
      diasAguinaldo: 30,
      aguinaldoDescuentaFaltas: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      ...DEFAULT_REGLAS,
      diasVacacionesExtra: 2,
      primaVacacionalPorcentaje: 50,
      diasAguinaldo: 30,
      aguinaldoDescuentaFaltas: false,
    });
    const refusals: [string, unknown, string][] = [
      ['primaVacacionalPorcentaje', 24, 'El porcentaje de prima vacacional no puede ser menor a 25 (LFT art. 80).'],
      ['diasAguinaldo', 14, 'Los días de aguinaldo no pueden ser menos de 15 (LFT art. 87).'],
      ['diasVacacionesExtra', -1, 'Los días de vacaciones adicionales debe ser un número entero entre 0 y 30.'],
      ['aguinaldoDescuentaFaltas', 'no', 'Indica si las faltas descuentan días de aguinaldo (sí o no).'],
    ];
    for (const [field, value, error] of refusals) {
      const refused = await server.request('PUT', '/api/reglas', { [field]: value });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ error, code: 'validation_failed', field });
    }
    expect(server.db.prepare('SELECT prima_vacacional_porcentaje, dias_aguinaldo FROM reglas_asistencia').get()).toEqual({
      prima_vacacional_porcentaje: 50,
      dias_aguinaldo: 30,
    });
  });

  it('changes any subset, answers the whole, keeps it, and audits before and after', async () => {
    const server = await start({ clock: movableClock() });
    const first = await server.request('PUT', '/api/reglas', { toleranciaMinutos: 5, septimoDia: 'completo' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ...DEFAULT_REGLAS, toleranciaMinutos: 5, septimoDia: 'completo' });
    const second = await server.request('PUT', '/api/reglas', { periodo: 'quincenal', horasExtraRequierenAutorizacion: false, inicioSemana: 0 });
    expect(second.body).toEqual({ ...first.body, periodo: 'quincenal', horasExtraRequierenAutorizacion: false, inicioSemana: 0 });
    expect((await server.request('GET', '/api/reglas')).body).toEqual(second.body);
    expect((await server.request('PUT', '/api/reglas', {})).body).toEqual(second.body);
    const audit = (await server.request('GET', '/api/auditoria')).body;
    const entry = (Array.isArray(audit) ? audit : (audit.entradas ?? audit.items)).find((e: { accion: string }) => e.accion === 'reglas.actualizar');
    expect(entry).toBeDefined();
  });

  it('keeps the two choices of issue 28 (what N retardos do, which rest days are paid), and audits them', async () => {
    const server = await start({ clock: movableClock() });
    const response = await server.request('PUT', '/api/reglas', { retardosPorFaltaEfecto: 'descuento', pagoDiasDescanso: 'uno' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...DEFAULT_REGLAS, retardosPorFaltaEfecto: 'descuento', pagoDiasDescanso: 'uno' });
    expect(server.db.prepare('SELECT retardos_por_falta_efecto, pago_dias_descanso FROM reglas_asistencia').get()).toEqual({
      retardos_por_falta_efecto: 'descuento',
      pago_dias_descanso: 'uno',
    });
    // Another subset leaves them as they are.
    expect((await server.request('PUT', '/api/reglas', { toleranciaMinutos: 5 })).body).toMatchObject({
      retardosPorFaltaEfecto: 'descuento',
      pagoDiasDescanso: 'uno',
    });
    const entry = (await server.request('GET', '/api/auditoria?tipo=reglas.actualizar')).body.at(-1);
    expect(entry).toMatchObject({
      antes: { retardosPorFaltaEfecto: 'bono', pagoDiasDescanso: 'todos' },
      despues: { retardosPorFaltaEfecto: 'descuento', pagoDiasDescanso: 'uno' },
    });
  });

  it('keeps the minutes between entrada and salida of issue 29 (0 turns the rule off), and refuses anything but 0 to 240 in Spanish', async () => {
    const server = await start({ clock: movableClock() });
    const response = await server.request('PUT', '/api/reglas', { minutosMinimosJornada: 45 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...DEFAULT_REGLAS, minutosMinimosJornada: 45 });
    expect(server.db.prepare('SELECT minutos_minimos_jornada FROM reglas_asistencia').get()).toEqual({ minutos_minimos_jornada: 45 });
    expect((await server.request('PUT', '/api/reglas', { minutosMinimosJornada: 0 })).body.minutosMinimosJornada).toBe(0);
    for (const value of [241, -1, 2.5, 'treinta', null]) {
      const refused = await server.request('PUT', '/api/reglas', { minutosMinimosJornada: value });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        error: 'El mínimo de minutos entre entrada y salida debe ser un número entero entre 0 y 240.',
        code: 'validation_failed',
        field: 'minutosMinimosJornada',
      });
    }
    expect(server.db.prepare('SELECT minutos_minimos_jornada FROM reglas_asistencia').get()).toEqual({ minutos_minimos_jornada: 0 });
  });

  it.each([
    ['toleranciaMinutos', 'diez'],
    ['toleranciaMinutos', -1],
    ['toleranciaMinutos', 121],
    ['toleranciaMinutos', 2.5],
    ['retardosPorFalta', 32],
    ['bloqueHorasExtraMinutos', 0],
    ['horasExtraRequierenAutorizacion', 'si'],
    ['septimoDia', 'doble'],
    ['retardosPorFaltaEfecto', 'multa'],
    ['retardosPorFaltaEfecto', null],
    ['pagoDiasDescanso', 'dos'],
    ['pagoDiasDescanso', true],
    ['periodo', 'mensual'],
    ['inicioSemana', 7],
    ['inicioSemana', null],
  ])('refuses %s = %j with 422 naming the field, and stores nothing', async (field, value) => {
    const server = await start();
    const response = await server.request('PUT', '/api/reglas', { toleranciaMinutos: 3, [field]: value });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'validation_failed', field });
    expect(response.body.error).not.toMatch(/invalid|expected/i);
    expect((await server.request('GET', '/api/reglas')).body).toEqual(DEFAULT_REGLAS);
  });

  it('refuses a body that is not an object', async () => {
    const server = await start();
    expect((await server.request('PUT', '/api/reglas', [1, 2])).status).toBe(422);
    expect((await server.request('GET', '/api/reglas')).body).toEqual(DEFAULT_REGLAS);
  });
});
