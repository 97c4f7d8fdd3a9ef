import { describe, expect, it } from 'vitest';
import { advertenciaJornada, classifyJornada, nightMinutes } from './jornada.js';

const turno = (horaEntrada: string, horaSalida: string, minutosComida = 0) => ({ horaEntrada, horaSalida, minutosComida });

describe('the jornada of a schedule (LFT art. 60-61)', () => {
  it('classifies by the night hours between 20:00 and 06:00', () => {
    expect(classifyJornada(turno('09:00', '18:00', 60))).toEqual({ tipo: 'diurna', maximoMinutos: 480, turnoMinutos: 480 });
    expect(classifyJornada(turno('22:00', '06:00', 30))).toEqual({ tipo: 'nocturna', maximoMinutos: 420, turnoMinutos: 450 });
    // 20:00-22:00 is 2 h of night: less than 3 h 30 min, so mixta.
    expect(classifyJornada(turno('14:00', '22:00', 30))).toEqual({ tipo: 'mixta', maximoMinutos: 450, turnoMinutos: 450 });
    // 20:00-23:30 is exactly 3 h 30 min of night: nocturna (art. 60).
    expect(classifyJornada(turno('15:00', '23:30', 30)).tipo).toBe('nocturna');
    expect(classifyJornada(turno('15:00', '23:29', 30)).tipo).toBe('mixta');
    // 05:00-06:00 is night too.
    expect(classifyJornada(turno('05:00', '13:00')).tipo).toBe('mixta');
    expect(classifyJornada(turno('20:00', '06:00')).tipo).toBe('nocturna');
    expect(classifyJornada(turno('06:00', '20:00')).tipo).toBe('diurna');
  });

  it('counts night minutes across midnight', () => {
    expect(nightMinutes(turno('18:00', '02:00'))).toBe(6 * 60);
    expect(nightMinutes(turno('04:00', '12:00'))).toBe(2 * 60);
    expect(nightMinutes(turno('08:00', '17:00'))).toBe(0);
  });
});

describe('advertencia jornada_excede_maximo', () => {
  it('names the jornada, its maximum and what is paid as overtime', () => {
    expect(advertenciaJornada({ ...turno('22:00', '06:00', 30), diasDescanso: [0] })).toEqual({
      code: 'jornada_excede_maximo',
      mensaje:
        'El horario es una jornada nocturna de 7 h 30 min y la ley permite como máximo 7 h (LFT art. 61): el tiempo de más (30 min por día trabajado) se paga como horas extra.',
    });
  });

  it('says nothing for a schedule within its maximum', () => {
    expect(advertenciaJornada({ ...turno('09:00', '18:00', 60), diasDescanso: [0] })).toBeUndefined();
    expect(advertenciaJornada({ ...turno('14:00', '22:00', 30), diasDescanso: [0] })).toBeUndefined();
  });

  it('accepts 9 h Monday to Friday as hours redistributed to free Saturday (art. 59), not six days of it', () => {
    // 9 h × 5 = 45 h ≤ 6 × 8 h = 48 h, with two rest days.
    expect(advertenciaJornada({ ...turno('08:00', '18:00', 60), diasDescanso: [0, 6] })).toBeUndefined();
    expect(advertenciaJornada({ ...turno('08:00', '18:00', 60), diasDescanso: [0] })?.code).toBe('jornada_excede_maximo');
    // 10 h × 5 = 50 h > 48 h: not a redistribution.
    expect(advertenciaJornada({ ...turno('08:00', '19:00', 60), diasDescanso: [0, 6] })?.code).toBe('jornada_excede_maximo');
  });

  it('measures a redistribution against the week limit in force', () => {
    const reforma = [{ vigenteDesde: '2030-01-01', horasSemanaMaxima: 40, horasExtraDoblesSemana: 12, horasExtraMaxDia: 4, diasExtraMaxSemana: 3 }];
    // 45 h a week is over a 40 h week.
    expect(advertenciaJornada({ ...turno('08:00', '18:00', 60), diasDescanso: [0, 6] }, reforma, '2030-02-04')?.code).toBe('jornada_excede_maximo');
  });
});
