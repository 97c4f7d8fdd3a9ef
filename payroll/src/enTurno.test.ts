/**
 * Issue 29: today's shift still under way is not a missing salida until its scheduled salida plus the tolerance has
 * passed. Ana works 09:00-18:00 with 10 min of tolerance; Wednesday 11 March 2026 is today.
 */
import { describe, expect, it } from 'vitest';
import { punch, run, shift } from './test-support/prenominaCases.js';

const today = '2026-03-11';
const cameAt0902 = [punch(today, '09:02', 'entrada')];

describe('a shift under way', () => {
  it('at 11:00 the person who came at 09:02 is at work: asistencia, en turno, no warning', () => {
    const { api, day } = run({ punches: cameAt0902, hoy: today, ahora: `${today}T11:00` });
    expect(day(today)).toMatchObject({ estado: 'asistencia', entrada: '09:02', salida: null, enTurno: true, nota: 'En turno' });
    expect(api.advertencias.map((a) => a.code)).not.toContain('sin_salida');
    expect(api.diasTrabajados).toBe(1);
  });

  it('still en turno at 18:09, within the tolerance after the salida; at 18:10 the salida is missing', () => {
    expect(run({ punches: cameAt0902, hoy: today, ahora: `${today}T18:09` }).day(today)).toMatchObject({ estado: 'asistencia', enTurno: true });
    const late = run({ punches: cameAt0902, hoy: today, ahora: `${today}T18:10` });
    expect(late.day(today)).toMatchObject({ estado: 'sin_salida', enTurno: false, nota: 'Falta checada de salida' });
    expect(late.api.advertencias.map((a) => a.code)).toContain('sin_salida');
  });

  it('a retardo under way stays a retardo: 09:25 is 15 min late past the tolerance', () => {
    const { day } = run({ punches: [punch(today, '09:25', 'entrada')], hoy: today, ahora: `${today}T12:00` });
    expect(day(today)).toMatchObject({ estado: 'retardo', minutosRetardo: 15, enTurno: true, nota: 'En turno. Retardo de 15 min' });
  });

  it("yesterday's missing salida is still missing today", () => {
    const { day } = run({ punches: [punch('2026-03-10', '09:00', 'entrada'), ...shift(today, '09:00', '18:00')], hoy: today, ahora: `${today}T11:00` });
    expect(day('2026-03-10')).toMatchObject({ estado: 'sin_salida', enTurno: false });
  });

  it('a night shift 22:00-06:00 is under way at 03:00 of the next day, and missing at 06:10', () => {
    const night = { horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 30 };
    const entered = [punch('2026-03-10', '2026-03-10T22:00', 'entrada')];
    expect(run({ employee: night, punches: entered, hoy: today, ahora: `${today}T03:00` }).day('2026-03-10')).toMatchObject({
      estado: 'asistencia',
      enTurno: true,
    });
    expect(run({ employee: night, punches: entered, hoy: today, ahora: `${today}T06:10` }).day('2026-03-10')).toMatchObject({
      estado: 'sin_salida',
      enTurno: false,
    });
  });

  it('without the time now (a closed period, an export of the past) an odd day is a missing salida, as before', () => {
    expect(run({ punches: cameAt0902, hoy: today }).day(today)).toMatchObject({ estado: 'sin_salida', enTurno: false });
  });

  it('a salida after leaving and coming back: entrada, salida, entrada at 15:00 is under way again', () => {
    const { day } = run({ punches: [...shift(today, '09:00', '14:00'), punch(today, '15:00', 'entrada')], hoy: today, ahora: `${today}T16:00` });
    expect(day(today)).toMatchObject({ estado: 'asistencia', salida: '14:00', enTurno: true });
  });
});
