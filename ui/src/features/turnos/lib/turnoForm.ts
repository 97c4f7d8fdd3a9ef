import { CICLO_DIAS_MAX, problemasDeTurno, turnoPayloadSchema, type Turno, type TurnoDia, type TurnoPayload, type TurnoTipo } from '@reloj/contract/turnos';

export type TramoValues = { entrada: string; salida: string };
export type DiaValues = { tramos: TramoValues[]; comida: string };

/** What the turno form holds: text as typed; `dias` has 7 rows (lunes first) for a weekly turno, N for a cycle. */
export type TurnoFormValues = {
  nombre: string;
  codigo: string;
  color: string;
  tipo: TurnoTipo;
  dias: DiaValues[];
  inicioCiclo: string;
};

export const TRAMOS_MAX = 4;
export const descansoDia = (): DiaValues => ({ tramos: [], comida: '' });

export const emptyTurnoValues = (): TurnoFormValues => ({
  nombre: '',
  codigo: '',
  color: '#2563eb',
  tipo: 'semanal',
  dias: Array.from({ length: 7 }, descansoDia),
  inicioCiclo: '',
});

const diaValuesOf = (dia: TurnoDia): DiaValues => ({
  tramos: dia.segmentos.map((s) => ({ ...s })),
  comida: dia.minutosComida ? String(dia.minutosComida) : '',
});

/** A saved turno (or a template) in the form. */
export const valuesOfTurno = (turno: Pick<Turno, 'nombre' | 'codigo' | 'color' | 'tipo' | 'inicioCiclo'> & { dias: readonly TurnoDia[] }): TurnoFormValues => ({
  nombre: turno.nombre,
  codigo: turno.codigo,
  color: turno.color,
  tipo: turno.tipo,
  dias: turno.dias.map(diaValuesOf),
  inicioCiclo: turno.inicioCiclo ?? '',
});

/** The form's days resized for the pattern: 7 for a weekly one, `n` (1 to 31) for a cycle; new days are rest days. */
export function resizeDias(dias: readonly DiaValues[], n: number): DiaValues[] {
  const size = Math.max(1, Math.min(CICLO_DIAS_MAX, n));
  return Array.from({ length: size }, (_, i) => dias[i] ?? descansoDia());
}

/** The body of POST/PUT /api/turnos. A meal left empty is none. */
export const payloadOf = (v: TurnoFormValues): TurnoPayload => ({
  nombre: v.nombre.trim(),
  codigo: v.codigo.trim().toUpperCase(),
  color: v.color,
  tipo: v.tipo,
  dias: v.dias.map((d) => ({
    segmentos: d.tramos.map((t) => ({ entrada: t.entrada, salida: t.salida })),
    minutosComida: d.comida.trim() === '' ? 0 : Number(d.comida),
  })),
  inicioCiclo: v.tipo === 'ciclo' ? v.inicioCiclo || null : null,
});

/** A field's key as the form stores its refusal: 'dias[2].segmentos[1].salida' and 'dias.2.segmentos.1.salida' are both 'dias.2.segmentos.1.salida'. */
export const fieldKey = (campo: string) => campo.replace(/\[(\d+)\]/g, '.$1');

/**
 * Every refusal of the form before sending, by field key, in the daemon's own sentences: the contract's schema (format
 * of each time, code, colour) and then the calendar rules of problemasDeTurno (overlapping or empty segments...).
 */
export function turnoProblems(values: TurnoFormValues): Record<string, string> {
  const payload = payloadOf(values);
  const errors: Record<string, string> = {};
  const parsed = turnoPayloadSchema.safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = fieldKey(issue.path.join('.'));
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  for (const p of problemasDeTurno(payload)) {
    const key = fieldKey(p.campo);
    if (!errors[key]) errors[key] = p.mensaje;
  }
  if (values.tipo === 'ciclo' && !values.inicioCiclo && !errors.inicioCiclo) errors.inicioCiclo = 'Indica la fecha en que empieza el ciclo.';
  return errors;
}
