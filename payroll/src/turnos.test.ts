/**
 * Issue 41's acceptance cases on the pure engine, every figure computed by hand in the comments. Weeks of November
 * 2026 with no holiday (16 November, the Revolución's Monday, is avoided).
 */
import { describe, expect, it } from 'vitest';
import type { TurnoDia } from '@reloj/contract/turnos';
import type { Horario, TurnoDef } from './horario.js';
import { punch, run, shift } from './test-support/prenominaCases.js';
import type { PayrollPunch } from './types.js';

const rest: TurnoDia = { segmentos: [] };
const seg = (entrada: string, salida: string) => ({ entrada, salida });
const weekly = (id: number, codigo: string, dias: TurnoDia[]): TurnoDef => ({
  id,
  nombre: codigo,
  codigo,
  color: '#336699',
  tipo: 'semanal',
  dias,
  inicioCiclo: null,
});
const sixDays = (dia: TurnoDia) => [dia, dia, dia, dia, dia, dia, rest];

function horario(turnos: TurnoDef[], over: Partial<Horario> = {}): Horario {
  return {
    turnos: new Map(turnos.map((t) => [t.id, t])),
    roles: new Map(),
    asignaciones: [{ vigenteDesde: '2020-01-01', turnoId: turnos[0]!.id, rolId: null }],
    cambios: [],
    ...over,
  };
}

const NOV_WEEK = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14'];
const base = { desde: '2026-11-09', hasta: '2026-11-15' };

describe('a Saturday half-day: L-V 09:00-18:00 with a meal, S 09:00-14:00', () => {
  const weekday: TurnoDia = { segmentos: [seg('09:00', '18:00')], minutosComida: 60 };
  const sabado: TurnoDia = { segmentos: [seg('09:00', '14:00')] };
  const turno = weekly(1, 'LVS', [weekday, weekday, weekday, weekday, weekday, sabado, rest]);
  const punches = () => [
    ...shift('2026-11-09', '09:00', '18:00'),
    ...shift('2026-11-10', '09:00', '18:00'),
    ...shift('2026-11-11', '09:00', '18:00'),
    ...shift('2026-11-12', '09:00', '16:30'),
    ...shift('2026-11-13', '09:00', '18:00'),
    ...shift('2026-11-14', '09:00', '16:00'),
  ];
  const week = (rules = {}) =>
    run({
      ...base,
      punches: punches(),
      rules: { horasExtraRequierenAutorizacion: false, ...rules },
      employee: { salarioDiarioCentavos: 40000, horario: horario([turno]) },
    });

  it('pays the Saturday to 16:00 as 2 h double and records Thursday 16:30 as one salida anticipada of 90 min', () => {
    const { api, day } = week();
    // 6 days × $400 = $2,400; séptimo 400 × 6/6 = $400; 2 h at 400/8 = $50 an hour, double: $200; puntualidad $200.
    expect(api).toMatchObject({
      diasTrabajados: 6,
      retardos: 0,
      faltas: 0,
      horasExtraDobles: 2,
      sueldo: 2400,
      septimoDia: 400,
      horasExtra: 200,
      bonos: 200,
      salidasAnticipadas: 1,
      minutosSalidaAnticipada: 90,
      descuentoJornada: 0,
      total: 3200,
    });
    expect(api.jornada).toEqual({ tipo: 'diurna', maximoMinutos: 480, turnoMinutos: 480 });
    expect(day('2026-11-14')).toMatchObject({ estado: 'asistencia', horasExtra: 2 });
    expect(day('2026-11-12')).toMatchObject({ estado: 'asistencia', salidasAnticipadas: 1, minutosSalidaAnticipada: 90, minutosRetardo: 0 });
    expect(day('2026-11-12').nota).toBe('Salida anticipada de 1 h 30 min');
    expect(day('2026-11-12').segmentos).toEqual([{ entrada: '09:00', salida: '18:00', checadaEntrada: '09:00', checadaSalida: '16:30' }]);
    expect(day('2026-11-15')).toMatchObject({ estado: 'descanso' });
  });

  it("deducts the 90 minutes at the hourly rate when the rule says 'descuento', and costs the puntualidad bono with 'bono'", () => {
    // 90 min × $400 / 480 min = $75.
    expect(week({ salidasAnticipadasEfecto: 'descuento' }).api).toMatchObject({ descuentoJornada: -75, total: 3125 });
    const bono = week({ salidasAnticipadasEfecto: 'bono' }).api;
    expect(bono.bonosDetalle[0]!.motivo).toBe('Ganado: 0 retardos y 1 salida anticipada en el periodo (se pierde con 3 retardos)');
  });
});

describe('a split shift 10:00-15:00 and 17:00-20:00, tolerance 10', () => {
  const partido: TurnoDia = { segmentos: [seg('10:00', '15:00'), seg('17:00', '20:00')] };
  const turno = weekly(2, 'PAR', sixDays(partido));
  const split = (fecha: string, ...horas: string[]): PayrollPunch[] => horas.map((h, i) => punch(fecha, h, i % 2 === 0 ? 'entrada' : 'salida'));
  const week = (rules = {}) =>
    run({
      ...base,
      rules,
      employee: { salarioDiarioCentavos: 40000, horario: horario([turno]) },
      punches: [
        ...split('2026-11-09', '10:00', '15:00', '17:12', '20:00'),
        ...split('2026-11-10', '10:00', '15:00'),
        ...NOV_WEEK.slice(2).flatMap((f) => split(f, '10:00', '15:00', '17:00', '20:00')),
      ],
    });

  it('a return at 17:12 is one retardo (2 min past the tolerance); a day of only 10:00-15:00 is a falta de media jornada', () => {
    const { api, day } = week();
    expect(day('2026-11-09')).toMatchObject({ estado: 'retardo', minutosRetardo: 2, mediasJornadas: 0 });
    expect(day('2026-11-09').segmentos).toEqual([
      { entrada: '10:00', salida: '15:00', checadaEntrada: '10:00', checadaSalida: '15:00' },
      { entrada: '17:00', salida: '20:00', checadaEntrada: '17:12', checadaSalida: '20:00' },
    ]);
    expect(day('2026-11-10')).toMatchObject({ estado: 'asistencia', mediasJornadas: 1, salidasAnticipadas: 0 });
    expect(day('2026-11-10').nota).toBe('Falta de media jornada');
    // Nothing charged by default: 6 × $400 + séptimo $400 + puntualidad $200.
    expect(api).toMatchObject({ retardos: 1, mediasJornadas: 1, faltas: 0, descuentoJornada: 0, total: 3000 });
  });

  it("'descuento_proporcional' docks the missing 3 of the day's 8 hours: $150", () => {
    expect(week({ mediaJornadaEfecto: 'descuento_proporcional' }).api).toMatchObject({ descuentoJornada: -150, total: 2850 });
  });
});

describe('three shifts rotating weekly (a rol) from Monday 26 October 2026', () => {
  const sixOf = (entrada: string, salida: string) => sixDays({ segmentos: [seg(entrada, salida)] });
  const turnos = [weekly(11, 'MAT', sixOf('07:00', '15:00')), weekly(12, 'VES', sixOf('15:00', '22:30')), weekly(13, 'NOC', sixOf('22:30', '05:30'))];
  const rotating = (): Horario => ({
    turnos: new Map(turnos.map((t) => [t.id, t])),
    roles: new Map([[1, { id: 1, nombre: 'Tres turnos', turnos: [11, 12, 13], inicio: '2026-10-26' }]]),
    asignaciones: [{ vigenteDesde: '2020-01-01', turnoId: null, rolId: 1 }],
    cambios: [],
  });
  const night = (fecha: string, entrada: string, next: string) => [punch(fecha, entrada, 'entrada'), punch(fecha, `${next}T05:30`, 'salida')];

  it('the nocturno week (9-15 Nov): 22:35 is on time, 22:41 late, each 05:30 closes the night before, legal maximum 7 h', () => {
    const { api, day } = run({
      ...base,
      employee: { horario: rotating() },
      punches: [
        ...night('2026-11-09', '22:35', '2026-11-10'),
        ...night('2026-11-10', '22:41', '2026-11-11'),
        ...night('2026-11-11', '22:30', '2026-11-12'),
        ...night('2026-11-12', '22:30', '2026-11-13'),
        ...night('2026-11-13', '22:30', '2026-11-14'),
        ...night('2026-11-14', '22:30', '2026-11-15'),
      ],
    });
    // 22:30 to 05:30 is 7 h, all of it between 20:00 and 06:00: nocturna (art. 60), maximum 7 h (art. 61).
    expect(api.jornada).toEqual({ tipo: 'nocturna', maximoMinutos: 420, turnoMinutos: 420 });
    expect(day('2026-11-09')).toMatchObject({ estado: 'asistencia', entrada: '22:35', salida: '05:30', codigoTurno: 'NOC' });
    expect(day('2026-11-10')).toMatchObject({ estado: 'retardo', minutosRetardo: 1 });
    expect(api).toMatchObject({ diasTrabajados: 6, retardos: 1, faltas: 0, horasExtraDobles: 0 });
    expect(api.advertencias).toEqual([]);
  });

  it('the matutino week before is diurna (8 h) and the vespertino mixta (7 h 30)', () => {
    const first = run({ desde: '2026-10-26', hasta: '2026-11-01', employee: { horario: rotating() } });
    expect(first.api.jornada).toEqual({ tipo: 'diurna', maximoMinutos: 480, turnoMinutos: 480 });
    expect(first.day('2026-10-26').codigoTurno).toBe('MAT');
    const second = run({ desde: '2026-11-02', hasta: '2026-11-08', employee: { horario: rotating() } });
    // 15:00-22:30: 2 h 30 of night, less than 3 h 30: mixta.
    expect(second.api.jornada).toEqual({ tipo: 'mixta', maximoMinutos: 450, turnoMinutos: 450 });
  });
});

describe('12x24 over the quincena 1-15 November 2026 (a 3-day cycle from Sunday 1 November)', () => {
  const ciclo: TurnoDef = {
    id: 21,
    nombre: '12x24',
    codigo: '12',
    color: '#aa3300',
    tipo: 'ciclo',
    dias: [{ segmentos: [seg('07:00', '19:00')] }, { segmentos: [seg('19:00', '07:00')] }, rest],
    inicioCiclo: '2026-11-01',
  };
  const day12 = ['2026-11-01', '2026-11-04', '2026-11-07', '2026-11-10', '2026-11-13'];
  const night12 = ['2026-11-02', '2026-11-05', '2026-11-08', '2026-11-11', '2026-11-14'];
  const restDays = ['2026-11-03', '2026-11-06', '2026-11-09', '2026-11-12', '2026-11-15'];

  it('works and rests on the right days; a missing 19:00 start is a falta on that day only', () => {
    const nextDay = (f: string) => `${f.slice(0, 8)}${String(Number(f.slice(8)) + 1).padStart(2, '0')}`;
    const { api, day } = run({
      desde: '2026-11-01',
      hasta: '2026-11-15',
      employee: { horario: horario([ciclo]) },
      punches: [
        ...day12.flatMap((f) => shift(f, '07:00', '19:00')),
        ...night12.filter((f) => f !== '2026-11-08').flatMap((f) => shift(f, '19:00', `${nextDay(f)}T07:00`)),
      ],
    });
    for (const f of restDays) expect(day(f).estado).toBe('descanso');
    for (const f of day12) expect(day(f)).toMatchObject({ estado: 'asistencia', entrada: '07:00', salida: '19:00' });
    for (const f of night12.filter((f) => f !== '2026-11-08')) expect(day(f)).toMatchObject({ estado: 'asistencia', entrada: '19:00', salida: '07:00' });
    expect(day('2026-11-08').estado).toBe('falta');
    expect(api).toMatchObject({ diasTrabajados: 9, faltas: 1 });
  });
});

describe('assignments and one-day changes', () => {
  const nueve = weekly(31, 'N9', sixDays({ segmentos: [seg('09:00', '18:00')], minutosComida: 60 }));
  const siete = weekly(32, 'S7', sixDays({ segmentos: [seg('07:00', '15:00')] }));

  it('a change of turno from Wednesday leaves Monday and Tuesday as they were', () => {
    const punches = [
      ...['2026-11-09', '2026-11-10'].flatMap((f) => shift(f, '09:00', '18:00')),
      ...NOV_WEEK.slice(2).flatMap((f) => shift(f, '07:00', '15:00')),
    ];
    const before = run({ ...base, punches, employee: { horario: horario([nueve, siete]) } });
    const after = run({
      ...base,
      punches,
      employee: {
        horario: horario([nueve, siete], {
          asignaciones: [
            { vigenteDesde: '2020-01-01', turnoId: 31, rolId: null },
            { vigenteDesde: '2026-11-11', turnoId: 32, rolId: null },
          ],
        }),
      },
    });
    for (const f of ['2026-11-09', '2026-11-10']) expect(after.day(f)).toEqual(before.day(f));
    // Under the old turno, 07:00-15:00 is 3 h short: a salida anticipada each day; under the new one, none.
    expect(before.day('2026-11-11')).toMatchObject({ salidasAnticipadas: 1, minutosSalidaAnticipada: 180 });
    expect(after.day('2026-11-11')).toMatchObject({ estado: 'asistencia', salidasAnticipadas: 0, codigoTurno: 'S7' });
    expect(after.api).toMatchObject({ retardos: 0, salidasAnticipadas: 0, diasTrabajados: 6 });
  });

  it('a one-day change: another turno that day, or a rest day moved to Wednesday and Sunday worked', () => {
    const swapped = run({
      ...base,
      punches: [...shift('2026-11-11', '07:00', '15:00')],
      employee: { horario: horario([nueve, siete], { cambios: [{ id: 1, fecha: '2026-11-11', turnoId: 32, descanso: false }] }) },
    });
    expect(swapped.day('2026-11-11')).toMatchObject({ estado: 'asistencia', codigoTurno: 'S7', cambioTurno: true, salidasAnticipadas: 0 });
    expect(swapped.day('2026-11-11').nota).toBe('Cambio de turno: S7');

    const moved = run({
      ...base,
      punches: [...['2026-11-09', '2026-11-10', '2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15'].flatMap((f) => shift(f, '09:00', '18:00'))],
      employee: {
        salarioDiarioCentavos: 40000,
        bono: null,
        horario: horario([nueve], {
          cambios: [
            { id: 2, fecha: '2026-11-11', turnoId: null, descanso: true },
            { id: 3, fecha: '2026-11-15', turnoId: 31, descanso: false },
          ],
        }),
      },
    });
    expect(moved.day('2026-11-11')).toMatchObject({ estado: 'descanso', cambioTurno: true });
    // Sunday is a working day that week: no falta anywhere, no rest day worked; the prima dominical still applies (art. 71).
    expect(moved.day('2026-11-15')).toMatchObject({ estado: 'asistencia', descansoTrabajado: false, domingoTrabajado: true });
    // 6 × $400 + séptimo 400 × 6/6 + prima dominical 25 % of $400 = $2,900.
    expect(moved.api).toMatchObject({ faltas: 0, diasTrabajados: 6, sueldo: 2400, septimoDia: 400, descansoTrabajado: 0, primaDominical: 100, total: 2900 });
  });
});

describe('the migration of the single schedule to a weekly turno changes no figure', () => {
  const fields = { horaEntrada: '09:00', horaSalida: '18:00', minutosComida: 60, diasDescanso: [0] };
  const dia: TurnoDia = { segmentos: [seg('09:00', '18:00')], minutosComida: 60 };
  const migrated = weekly(41, 'L-S', sixDays(dia));
  const strip = (api: ReturnType<typeof run>['api']) => ({ ...api, dias: api.dias.map(({ turnoId: _t, codigoTurno: _c, ...d }) => d) });

  it("issue 12's acceptance week (9-15 March 2026): the same figures, days and notes", () => {
    const punches = [
      ...shift('2026-03-09', '08:56', '18:02', { manual: true }),
      ...shift('2026-03-10', '09:07', '18:00'),
      ...shift('2026-03-11', '09:18', '18:00'),
      ...shift('2026-03-13', '09:00', '20:00'),
      ...shift('2026-03-14', '09:10', '16:00'),
    ];
    const legacy = run({ punches, employee: fields });
    const turno = run({ punches, employee: { ...fields, horario: horario([migrated]) } });
    expect(strip(turno.api)).toEqual(strip(legacy.api));
    expect(legacy.api.total).toBe(turno.api.total);
  });

  it('a night shift with its salida the next day, over a quincena', () => {
    const night = { horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 30, diasDescanso: [0, 6] };
    const nightTurno = weekly(42, 'N', [...Array.from({ length: 5 }, () => ({ segmentos: [seg('22:00', '06:00')], minutosComida: 30 })), rest, rest]);
    const punches = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-09', '2026-03-10', '2026-03-12'].flatMap((f) =>
      shift(f, '22:05', `${f.slice(0, 8)}${String(Number(f.slice(8)) + 1).padStart(2, '0')}T06:40`),
    );
    const opts = { desde: '2026-03-01', hasta: '2026-03-15', punches, rules: { horasExtraRequierenAutorizacion: false } };
    const legacy = run({ ...opts, employee: night });
    const turno = run({ ...opts, employee: { ...night, horario: horario([nightTurno]) } });
    expect(strip(turno.api)).toEqual(strip(legacy.api));
  });
});
