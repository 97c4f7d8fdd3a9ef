import { describe, expect, it } from 'vitest';
import { ASISTENCIA, incidencia, punch, run, shift } from './test-support/prenominaCases.js';

// Issue 40: the box was first started on Tuesday 24/11/2026. Ana (hired in 2020, Monday to Saturday 09:00-18:00 with
// an hour for lunch, Sunday off, $315.50 a day, bono de asistencia of $200 lost with 1 falta) punches from Tuesday on.
const WEEK = { desde: '2026-11-23', hasta: '2026-11-29' };
const TUESDAY_ON = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
const ana = { fechaIngreso: '2020-06-15', bono: ASISTENCIA, inicioRegistro: '2026-11-24' };
const punches = () => TUESDAY_ON.flatMap((f) => shift(f, '09:00', '18:00'));

describe('days before the employee’s inicioRegistro (issue 40)', () => {
  it('are sin_registro, not faltas: no bono lost, the séptimo over the days recorded (LFT art. 72)', () => {
    const { api, day, result } = run({ ...WEEK, punches: punches(), employee: ana });
    expect(api.dias.map((d) => d.estado)).toEqual(['sin_registro', 'asistencia', 'asistencia', 'asistencia', 'asistencia', 'asistencia', 'descanso']);
    expect(result.dias[0]).toMatchObject({ trabajado: false, pagadoSinTrabajar: false, minutosRetardo: 0 });
    expect(day('2026-11-23').nota).toBe('Sin registro: el reloj registra la asistencia desde el 24/11/2026; este día no se paga ni se descuenta aquí');
    // sueldo 5 × 315.50 = 1,577.50; séptimo 315.50 × 5 days worked / 6 working days = 262.9166… → 262.92;
    // bono de asistencia 200 (0 faltas); total 1,577.50 + 262.92 + 200 = 2,040.42.
    expect(api).toMatchObject({ diasTrabajados: 5, faltas: 0, retardos: 0, sueldo: 1577.5, septimoDia: 262.92, bonos: 200, total: 2040.42 });
    expect(api.bonosDetalle[0]).toMatchObject({ ganado: true, motivo: 'Ganado: 0 faltas en el periodo (se pierde con 1 falta)' });
  });

  it('were a falta before issue 40: Monday docked from the bono (the figures the fix changes)', () => {
    const { api } = run({ ...WEEK, punches: punches(), employee: { ...ana, inicioRegistro: null } });
    // sueldo 1,577.50 + séptimo 262.92, bono lost: 1,840.42.
    expect(api).toMatchObject({ faltas: 1, bonos: 0, total: 1840.42 });
  });

  it("with séptimo 'completo' pays the séptimo of the days recorded, 5/6 of a day, as for a week that starts at the hire", () => {
    const { api } = run({ ...WEEK, punches: punches(), employee: ana, rules: { septimoDia: 'completo' } });
    // 315.50 × 5 working days inside / 6 = 262.92.
    expect(api).toMatchObject({ septimoDia: 262.92, total: 2040.42 });
  });

  it('counts what was recorded before it (a manual punch, an incidencia), never as a retardo or a missing salida', () => {
    const { api, day } = run({
      ...WEEK,
      punches: [punch('2026-11-23', '09:40', 'entrada', { manual: true, motivo: 'Tarjeta de papel' }), ...punches()],
      incidencias: [incidencia('2026-11-21', 'vacaciones')],
      employee: ana,
    });
    expect(day('2026-11-23')).toMatchObject({ estado: 'asistencia', minutosRetardo: 0, entrada: '09:40' });
    expect(api).toMatchObject({ diasTrabajados: 6, faltas: 0, retardos: 0 });
    expect(api.advertencias.map((a) => a.code)).not.toContain('sin_salida');
  });

  it('changes nothing when it is before the period: the acceptance week of issue 12 keeps its 2,198.17', () => {
    const acceptance = [
      ...shift('2026-03-09', '08:56', '18:02', { manual: true }),
      ...shift('2026-03-10', '09:07', '18:00', { manual: true }),
      ...shift('2026-03-11', '09:18', '18:00', { manual: true }),
      ...shift('2026-03-13', '09:00', '20:00', { manual: true }),
      ...shift('2026-03-14', '09:10', '18:00', { manual: true }),
    ];
    const { api } = run({ punches: acceptance, incidencias: [incidencia('2026-03-13', 'horas_extra', 2)], employee: { inicioRegistro: '2026-03-09' } });
    expect(api).toMatchObject({ faltas: 1, retardos: 1, total: 2198.17 });
  });
});
