import {
  MEDIA_JORNADA_EFECTOS,
  PAGO_DIAS_DESCANSO,
  PERIODOS,
  RETARDOS_POR_FALTA_EFECTOS,
  SALIDAS_ANTICIPADAS_EFECTOS,
  SEPTIMO_DIA,
  type MediaJornadaEfecto,
  type PagoDiasDescanso,
  type PeriodoTipo,
  type Reglas,
  type RetardosPorFaltaEfecto,
  type SalidasAnticipadasEfecto,
  type SeptimoDia,
} from '@reloj/contract/reglas';

/** The form's state: number inputs hold strings until submit. */
export type ReglasFormValues = {
  toleranciaMinutos: string;
  retardosPorFalta: string;
  retardosPorFaltaEfecto: RetardosPorFaltaEfecto;
  bloqueHorasExtraMinutos: string;
  horasExtraRequierenAutorizacion: boolean;
  septimoDia: SeptimoDia;
  pagoDiasDescanso: PagoDiasDescanso;
  periodo: PeriodoTipo;
  inicioSemana: string;
  nombreEmpresa: string;
  estadoEnKiosco: boolean;
  minutosMinimosJornada: string;
  diasVacacionesExtra: string;
  primaVacacionalPorcentaje: string;
  diasAguinaldo: string;
  aguinaldoDescuentaFaltas: boolean;
  mediaJornadaEfecto: MediaJornadaEfecto;
  salidasAnticipadasEfecto: SalidasAnticipadasEfecto;
  /** Issue 43: 'Mi asistencia' at the kiosk shows pesos (no checkbox yet: kept as read). */
  importesEnKiosco: boolean;
};

export const valuesOf = (reglas: Reglas): ReglasFormValues => ({
  toleranciaMinutos: String(reglas.toleranciaMinutos),
  retardosPorFalta: String(reglas.retardosPorFalta),
  retardosPorFaltaEfecto: reglas.retardosPorFaltaEfecto,
  bloqueHorasExtraMinutos: String(reglas.bloqueHorasExtraMinutos),
  horasExtraRequierenAutorizacion: reglas.horasExtraRequierenAutorizacion,
  septimoDia: reglas.septimoDia,
  pagoDiasDescanso: reglas.pagoDiasDescanso,
  periodo: reglas.periodo,
  inicioSemana: String(reglas.inicioSemana),
  nombreEmpresa: reglas.nombreEmpresa,
  estadoEnKiosco: reglas.estadoEnKiosco,
  minutosMinimosJornada: String(reglas.minutosMinimosJornada),
  diasVacacionesExtra: String(reglas.diasVacacionesExtra),
  primaVacacionalPorcentaje: String(reglas.primaVacacionalPorcentaje),
  diasAguinaldo: String(reglas.diasAguinaldo),
  aguinaldoDescuentaFaltas: reglas.aguinaldoDescuentaFaltas,
  mediaJornadaEfecto: reglas.mediaJornadaEfecto,
  salidasAnticipadasEfecto: reglas.salidasAnticipadasEfecto,
  importesEnKiosco: reglas.importesEnKiosco,
});

/** '' is sent as null, so that the server names the empty field instead of reading 0. */
const numberOf = (value: string) => (value.trim() === '' ? null : Number(value));

/** The whole rules as PUT /api/reglas takes them; the server validates and names the field at fault. */
export function reglasOf(values: ReglasFormValues): Reglas {
  return {
    toleranciaMinutos: numberOf(values.toleranciaMinutos) as number,
    retardosPorFalta: numberOf(values.retardosPorFalta) as number,
    retardosPorFaltaEfecto: values.retardosPorFaltaEfecto,
    bloqueHorasExtraMinutos: numberOf(values.bloqueHorasExtraMinutos) as number,
    horasExtraRequierenAutorizacion: values.horasExtraRequierenAutorizacion,
    septimoDia: values.septimoDia,
    pagoDiasDescanso: values.pagoDiasDescanso,
    periodo: values.periodo,
    inicioSemana: numberOf(values.inicioSemana) as number,
    nombreEmpresa: values.nombreEmpresa,
    estadoEnKiosco: values.estadoEnKiosco,
    minutosMinimosJornada: numberOf(values.minutosMinimosJornada) as number,
    diasVacacionesExtra: numberOf(values.diasVacacionesExtra) as number,
    primaVacacionalPorcentaje: numberOf(values.primaVacacionalPorcentaje) as number,
    diasAguinaldo: numberOf(values.diasAguinaldo) as number,
    aguinaldoDescuentaFaltas: values.aguinaldoDescuentaFaltas,
    mediaJornadaEfecto: values.mediaJornadaEfecto,
    salidasAnticipadasEfecto: values.salidasAnticipadasEfecto,
    importesEnKiosco: values.importesEnKiosco,
  };
}

export const PERIODO_LABELS: Record<PeriodoTipo, string> = { semanal: 'Semanal', catorcenal: 'Catorcenal', quincenal: 'Quincenal' };

/** The two ways of paying the séptimo día, in plain Spanish. */
export const SEPTIMO_DIA_OPTIONS: Record<SeptimoDia, { label: string; explanation: string }> = {
  proporcional: {
    label: 'Proporcional (LFT art. 72)',
    explanation: 'Quien falta sin justificación pierde la parte proporcional del día de descanso: con 5 de 6 días trabajados se pagan 5/6 del salario diario.',
  },
  completo: {
    label: 'Completo',
    explanation: 'El día de descanso se paga completo aunque el empleado haya faltado en la semana.',
  },
};

/**
 * What a falta made of N retardos does (issue 28). The LFT does not list a day worked among the deductions from wages
 * (art. 110); its sanction is a suspension set out in the reglamento interior (art. 423 fr. X): docking is the
 * company's explicit choice.
 */
export const RETARDOS_EFECTO_OPTIONS: Record<RetardosPorFaltaEfecto, { label: string; explanation: string }> = {
  bono: {
    label: 'Solo para bonos y reportes',
    explanation:
      'La falta hace perder el bono de asistencia y aparece en los reportes, pero el día trabajado se paga: la LFT no incluye un día trabajado entre los descuentos al salario (art. 110); la sanción que prevé es la suspensión fijada en el reglamento interior de trabajo (art. 423 fr. X).',
  },
  descuento: {
    label: 'También se descuenta el día',
    explanation:
      'Decisión de la empresa: se descuenta un día de salario y la parte del séptimo día. La LFT no incluye un día trabajado entre los descuentos al salario (art. 110); la sanción legal es la suspensión prevista en el reglamento interior de trabajo (art. 423 fr. X).',
  },
};

/** Which rest days are paid (issue 28). */
export const PAGO_DESCANSO_OPTIONS: Record<PagoDiasDescanso, { label: string; explanation: string }> = {
  todos: {
    label: 'Todos los días de descanso',
    explanation:
      'Cada día de descanso se paga como el séptimo día: una semana de lunes a viernes completa paga 7 salarios diarios, como lo hacen los programas de nómina.',
  },
  uno: {
    label: 'Solo un séptimo día por semana',
    explanation: 'Se paga un solo día de descanso por semana aunque el empleado descanse dos: una semana de lunes a viernes completa paga 6 salarios diarios.',
  },
};

/**
 * Issue 41: what a missing segment of a split shift costs. The law does not regulate it: company practice. LFT art.
 * 110 lists the deductions an employer may make from wages; what the 'proporcional' option does is not pay the time
 * not worked, and the hint says so.
 */
export const MEDIA_JORNADA_OPTIONS: Record<MediaJornadaEfecto, { label: string; explanation: string }> = {
  nada: {
    label: 'Solo se muestra',
    explanation:
      'Práctica de la empresa. Un tramo de un turno partido sin checar (por ejemplo, no volver de la comida) aparece como «falta de media jornada» en la pre-nómina y la tarjeta; el salario no cambia.',
  },
  descuento_proporcional: {
    label: 'No se paga la parte no trabajada',
    explanation:
      'Práctica de la empresa: se deja de pagar la parte del salario del día que corresponde al tramo no trabajado (de 10:00-15:00 y 17:00-20:00, faltar en la tarde son 3/8 del día). La LFT solo permite los descuentos al salario de su art. 110: aplícalo únicamente como tiempo no trabajado y déjalo escrito en el reglamento interior de trabajo.',
  },
};

/** Issue 41: what leaving before the end of a segment (past the tolerance) costs. Company practice, with the art. 110 caveat. */
export const SALIDAS_ANTICIPADAS_OPTIONS: Record<SalidasAnticipadasEfecto, { label: string; explanation: string }> = {
  nada: {
    label: 'Solo se registra',
    explanation:
      'Práctica de la empresa. Salir antes de la hora de salida, más allá de la tolerancia, se anota en el día, la tarjeta y la pre-nómina (cuántas veces y cuántos minutos); el salario y los bonos no cambian.',
  },
  bono: {
    label: 'Cuenta como retardo para los bonos',
    explanation: 'Práctica de la empresa: cada salida anticipada cuenta como un retardo para el bono de puntualidad o asistencia; el salario no cambia.',
  },
  descuento: {
    label: 'No se pagan los minutos no trabajados',
    explanation:
      'Práctica de la empresa: los minutos que faltaron para la hora de salida no se pagan (a salario por hora). La LFT solo permite los descuentos al salario de su art. 110: aplícalo únicamente como tiempo no trabajado y déjalo escrito en el reglamento interior de trabajo.',
  },
};

export { MEDIA_JORNADA_EFECTOS, PAGO_DIAS_DESCANSO, PERIODOS, RETARDOS_POR_FALTA_EFECTOS, SALIDAS_ANTICIPADAS_EFECTOS, SEPTIMO_DIA };
