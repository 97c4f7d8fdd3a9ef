import { describe, expect, it } from 'vitest';
import { countOvertime, splitByWeek } from './overtime.js';

const count = (minutesPastSalida: number, minutosAutorizados: number, requiereAutorizacion = true) =>
  countOvertime({ minutesPastSalida, bloqueMinutos: 30, requiereAutorizacion, minutosAutorizados });

describe('countOvertime', () => {
  it('counts whole blocks only', () => {
    expect(count(59, 0, false)).toEqual({ counted: 30, sinAutorizar: 0 });
    expect(count(2, 0, false)).toEqual({ counted: 0, sinAutorizar: 0 });
    expect(count(-30, 120, true)).toEqual({ counted: 0, sinAutorizar: 0 });
  });

  it('caps at the authorised time, itself cut to whole blocks', () => {
    expect(count(120, 120)).toEqual({ counted: 120, sinAutorizar: 0 });
    expect(count(120, 0)).toEqual({ counted: 0, sinAutorizar: 120 });
    expect(count(120, 75)).toEqual({ counted: 60, sinAutorizar: 60 });
    expect(count(40, 60)).toEqual({ counted: 30, sinAutorizar: 0 });
  });
});

describe('splitByWeek (LFT art. 68)', () => {
  it('pays the first nine hours of a week double and the rest triple, in date order', () => {
    const split = splitByWeek(
      [
        { fecha: '2026-03-12', minutos: 180 },
        { fecha: '2026-03-09', minutos: 180 },
        { fecha: '2026-03-10', minutos: 150 },
        { fecha: '2026-03-11', minutos: 180 },
        { fecha: '2026-03-16', minutos: 60 }, // next week starts again at double
      ],
      1,
    );
    expect(split.get('2026-03-09')).toEqual({ dobles: 180, triples: 0 });
    expect(split.get('2026-03-10')).toEqual({ dobles: 150, triples: 0 });
    expect(split.get('2026-03-11')).toEqual({ dobles: 180, triples: 0 });
    expect(split.get('2026-03-12')).toEqual({ dobles: 30, triples: 150 });
    expect(split.get('2026-03-16')).toEqual({ dobles: 60, triples: 0 });
  });

  it('honours the company week start', () => {
    // Weeks starting on Thursday: Wed 11 and Thu 12 March are in different weeks.
    const split = splitByWeek(
      [
        { fecha: '2026-03-11', minutos: 540 },
        { fecha: '2026-03-12', minutos: 60 },
      ],
      4,
    );
    expect(split.get('2026-03-12')).toEqual({ dobles: 60, triples: 0 });
  });
});
