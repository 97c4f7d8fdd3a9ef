import type { TurnoDia } from '@reloj/contract/turnos';

/** The schedule fields of an employee (SPEC.md's form): the same hours every working day, and the rest weekdays (0 = domingo). */
export type CamposHorario = { horaEntrada: string; horaSalida: string; diasDescanso: readonly number[]; minutosComida: number };

const DIAS_CORTOS = ['L', 'M', 'Mi', 'J', 'V', 'S', 'D'] as const;
const COLORES = ['#2f6fb0', '#2e8b57', '#b8860b', '#8e44ad', '#c0392b', '#16a085', '#d35400', '#34495e'] as const;

/**
 * A day as stored in `turnos.dias`: key order fixed and `minutosComida` always present (0 on a rest day), so that two
 * identical patterns are the same JSON text and an identical weekly turno is found by comparing it.
 */
export const diaCanonico = (dia: TurnoDia): TurnoDia => ({
  segmentos: dia.segmentos.map((s) => ({ entrada: s.entrada, salida: s.salida })),
  minutosComida: dia.segmentos.length > 0 ? (dia.minutosComida ?? 0) : 0,
});

export const diasJson = (dias: readonly TurnoDia[]): string => JSON.stringify(dias.map(diaCanonico));

/** 'L-S', 'L-V', 'L-M, J-D': the worked days of a week (lunes first) as runs. */
function diasTrabajados(trabajados: readonly boolean[]): string {
  const runs: string[] = [];
  for (let i = 0; i < 7; i++) {
    if (!trabajados[i] || trabajados[i - 1]) continue;
    let j = i;
    while (j + 1 < 7 && trabajados[j + 1]) j++;
    runs.push(i === j ? DIAS_CORTOS[i]! : `${DIAS_CORTOS[i]}-${DIAS_CORTOS[j]}`);
  }
  return runs.length > 0 ? runs.join(', ') : 'Descanso';
}

/** '9', '930': an hour for a short code. */
const horaCorta = (hhmm: string, withMinutes: boolean) => `${Number(hhmm.slice(0, 2))}${withMinutes && hhmm.slice(3) !== '00' ? hhmm.slice(3) : ''}`;

/**
 * The weekly turno an employee's fields describe (issue 41 item 3): each working day one segment entrada → salida (a
 * salida earlier than the entrada ends the next day) with the meal, rest on `diasDescanso`. Its generated name says
 * the days and hours ('L-S 09:00-18:00 (comida 60 min)'), its code the hours ('9-18'), its colour follows the hour of
 * entrada so that morning, afternoon and night shifts differ on the roster.
 */
export function turnoDeCampos(campos: CamposHorario): { nombre: string; codigo: string; color: string; dias: TurnoDia[] } {
  const trabajados = DIAS_CORTOS.map((_, i) => !campos.diasDescanso.includes((i + 1) % 7));
  const dias: TurnoDia[] = trabajados.map((trabaja) =>
    trabaja
      ? { segmentos: [{ entrada: campos.horaEntrada, salida: campos.horaSalida }], minutosComida: campos.minutosComida }
      : { segmentos: [], minutosComida: 0 },
  );
  const comida = campos.minutosComida > 0 ? ` (comida ${campos.minutosComida} min)` : '';
  const nombre = `${diasTrabajados(trabajados)} ${campos.horaEntrada}-${campos.horaSalida}${comida}`;
  const largo = `${horaCorta(campos.horaEntrada, true)}-${horaCorta(campos.horaSalida, true)}`;
  const codigo = largo.length <= 6 ? largo : `${horaCorta(campos.horaEntrada, false)}-${horaCorta(campos.horaSalida, false)}`;
  const color = COLORES[Math.floor(Number(campos.horaEntrada.slice(0, 2)) / 3) % COLORES.length]!;
  return { nombre, codigo, color, dias: dias.map(diaCanonico) };
}

/** `base`, or 'base (2)', 'base (3)'… when an active turno already has the name (names are unique ignoring case). */
export function nombreLibre(base: string, taken: (nombre: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base} (${n})`)) return `${base} (${n})`;
}
