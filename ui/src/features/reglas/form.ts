import { PERIODOS, SEPTIMO_DIA, type PeriodoTipo, type Reglas, type SeptimoDia } from '@reloj/contract/payroll';

/** The form's state: number inputs hold strings until submit. */
export type ReglasFormValues = {
  toleranciaMinutos: string;
  retardosPorFalta: string;
  bloqueHorasExtraMinutos: string;
  horasExtraRequierenAutorizacion: boolean;
  septimoDia: SeptimoDia;
  periodo: PeriodoTipo;
  inicioSemana: string;
  nombreEmpresa: string;
  estadoEnKiosco: boolean;
};

export const valuesOf = (reglas: Reglas): ReglasFormValues => ({
  toleranciaMinutos: String(reglas.toleranciaMinutos),
  retardosPorFalta: String(reglas.retardosPorFalta),
  bloqueHorasExtraMinutos: String(reglas.bloqueHorasExtraMinutos),
  horasExtraRequierenAutorizacion: reglas.horasExtraRequierenAutorizacion,
  septimoDia: reglas.septimoDia,
  periodo: reglas.periodo,
  inicioSemana: String(reglas.inicioSemana),
  nombreEmpresa: reglas.nombreEmpresa,
  estadoEnKiosco: reglas.estadoEnKiosco,
});

/** '' is sent as null, so that the server names the empty field instead of reading 0. */
const numberOf = (value: string) => (value.trim() === '' ? null : Number(value));

/** The whole rules as PUT /api/reglas takes them; the server validates and names the field at fault. */
export function reglasOf(values: ReglasFormValues): Reglas {
  return {
    toleranciaMinutos: numberOf(values.toleranciaMinutos) as number,
    retardosPorFalta: numberOf(values.retardosPorFalta) as number,
    bloqueHorasExtraMinutos: numberOf(values.bloqueHorasExtraMinutos) as number,
    horasExtraRequierenAutorizacion: values.horasExtraRequierenAutorizacion,
    septimoDia: values.septimoDia,
    periodo: values.periodo,
    inicioSemana: numberOf(values.inicioSemana) as number,
    nombreEmpresa: values.nombreEmpresa,
    estadoEnKiosco: values.estadoEnKiosco,
  };
}

export const PERIODO_LABELS: Record<PeriodoTipo, string> = { semanal: 'Semanal', catorcenal: 'Catorcenal', quincenal: 'Quincenal' };

/** The two ways of paying the séptimo día, in plain Spanish. */
export const SEPTIMO_DIA_OPTIONS: Record<SeptimoDia, { label: string; explanation: string }> = {
  proporcional: {
    label: 'Proporcional (LFT art. 72)',
    explanation:
      'Quien falta sin justificación pierde la parte proporcional del día de descanso: con 5 de 6 días trabajados se pagan 5/6 del salario diario.',
  },
  completo: {
    label: 'Completo',
    explanation: 'El día de descanso se paga completo aunque el empleado haya faltado en la semana.',
  },
};

export { PERIODOS, SEPTIMO_DIA };
