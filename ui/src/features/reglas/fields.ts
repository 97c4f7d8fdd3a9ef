import {
  MEDIA_JORNADA_EFECTOS,
  MEDIA_JORNADA_OPTIONS,
  PAGO_DIAS_DESCANSO,
  PAGO_DESCANSO_OPTIONS,
  RETARDOS_EFECTO_OPTIONS,
  RETARDOS_POR_FALTA_EFECTOS,
  SALIDAS_ANTICIPADAS_EFECTOS,
  SALIDAS_ANTICIPADAS_OPTIONS,
  SEPTIMO_DIA,
  SEPTIMO_DIA_OPTIONS,
  type ReglasFormValues,
} from './form';

type KeysOf<T> = { [K in keyof ReglasFormValues]: ReglasFormValues[K] extends T ? K : never }[keyof ReglasFormValues];
type Choice = { label: string; explanation: string };

/** A whole number typed in minutes, days or percent; its hint may read the form's values. */
export type NumberDef = { kind: 'number'; name: KeysOf<string>; label: string; min: number; max: number; hint: (v: ReglasFormValues) => string };
/** A select whose options each carry the sentence shown under it once chosen. */
export type SelectDef = { kind: 'select'; name: KeysOf<string>; label: string; order: readonly string[]; options: Record<string, Choice> };
/** The same choice as radio cards, each with its explanation. */
export type RadioDef = { kind: 'radio'; name: KeysOf<string>; label: string; order: readonly string[]; options: Record<string, Choice> };
/**
 * A checkbox with the sentence under it; `long` for a label of a whole line (its hint is tied to it by
 * aria-describedby).
 */
export type CheckDef = { kind: 'check'; name: KeysOf<boolean>; label: string; long?: boolean; hint: (v: ReglasFormValues) => string };
export type TextDef = { kind: 'text'; name: KeysOf<string>; label: string; hint: string; autoComplete: string; maxLength: number };
/** 'Periodo de pago': the period, the first day of the week and the current period, drawn by their own component. */
export type PeriodoDef = { kind: 'periodo' };
export type ReglaDef = NumberDef | SelectDef | RadioDef | CheckDef | TextDef | PeriodoDef;

const fixed = (hint: string) => () => hint;

/** The form 'Reglas de Asistencia', group by group in the order of the page. */
export const REGLAS_GROUPS: readonly { legend: string; fields: readonly ReglaDef[] }[] = [
  {
    legend: 'Retardos y faltas',
    fields: [
      {
        kind: 'number',
        name: 'toleranciaMinutos',
        label: 'Tolerancia (minutos)',
        min: 0,
        max: 120,
        hint: fixed('Entrar más de estos minutos después de la hora de entrada cuenta como retardo.'),
      },
      {
        kind: 'number',
        name: 'retardosPorFalta',
        label: 'Retardos que equivalen a una falta',
        min: 0,
        max: 31,
        hint: (v) =>
          Number(v.retardosPorFalta) > 0
            ? `Cada ${v.retardosPorFalta} retardos en un periodo cuentan como una falta.`
            : '0 = desactivado: los retardos no se convierten en faltas.',
      },
      {
        kind: 'select',
        name: 'retardosPorFaltaEfecto',
        label: 'Efecto de la falta por retardos',
        order: RETARDOS_POR_FALTA_EFECTOS,
        options: RETARDOS_EFECTO_OPTIONS,
      },
    ],
  },
  {
    legend: 'Salidas anticipadas y medias jornadas',
    fields: [
      {
        kind: 'select',
        name: 'salidasAnticipadasEfecto',
        label: 'Efecto de las salidas anticipadas',
        order: SALIDAS_ANTICIPADAS_EFECTOS,
        options: SALIDAS_ANTICIPADAS_OPTIONS,
      },
      {
        kind: 'select',
        name: 'mediaJornadaEfecto',
        label: 'Efecto de la falta de media jornada',
        order: MEDIA_JORNADA_EFECTOS,
        options: MEDIA_JORNADA_OPTIONS,
      },
    ],
  },
  {
    legend: 'Horas extra',
    fields: [
      {
        kind: 'number',
        name: 'bloqueHorasExtraMinutos',
        label: 'Bloque de horas extra (minutos)',
        min: 1,
        max: 120,
        hint: fixed('El tiempo después de la hora de salida se cuenta en bloques completos de este tamaño.'),
      },
      {
        kind: 'check',
        name: 'horasExtraRequierenAutorizacion',
        label: 'Las horas extra requieren autorización',
        // LFT arts. 67 and 68: the first nine hours of a week are paid double, the rest triple.
        hint: (v) =>
          `${
            v.horasExtraRequierenAutorizacion
              ? 'Solo se pagan las horas autorizadas como incidencia en Pre-nómina.'
              : 'Se paga todo el tiempo extra checado, sin autorización.'
          } Los minutos después de la salida se suman en la semana y se pagan en bloques completos. Las primeras horas extra de la semana se pagan dobles y las demás triples (LFT arts. 67 y 68; ver Límites legales).`,
      },
    ],
  },
  {
    legend: 'Séptimo día',
    fields: [
      { kind: 'radio', name: 'septimoDia', label: 'Séptimo día', order: SEPTIMO_DIA, options: SEPTIMO_DIA_OPTIONS },
      { kind: 'select', name: 'pagoDiasDescanso', label: 'Días de descanso pagados', order: PAGO_DIAS_DESCANSO, options: PAGO_DESCANSO_OPTIONS },
    ],
  },
  { legend: 'Periodo de pago', fields: [{ kind: 'periodo' }] },
  {
    legend: 'Empresa y kiosco',
    fields: [
      {
        kind: 'text',
        name: 'nombreEmpresa',
        label: 'Nombre de la empresa',
        hint: 'Se imprime en las tarjetas de asistencia.',
        autoComplete: 'organization',
        maxLength: 120,
      },
      {
        kind: 'check',
        name: 'estadoEnKiosco',
        label: 'Mostrar al empleado su estado en el kiosco (retardo, horas trabajadas, bono en riesgo)',
        long: true,
        hint: (v) =>
          v.estadoEnKiosco
            ? 'Al checar, el empleado ve si llegó a tiempo o con retardo, las horas que lleva trabajadas en el día y si está por perder un bono.'
            : 'Al checar, el kiosco solo muestra el nombre y la hora. Conviene si la pantalla está a la vista de todos.',
      },
      {
        kind: 'check',
        name: 'importesEnKiosco',
        label: 'Mostrar importes en pesos en «Mi asistencia»',
        long: true,
        hint: (v) =>
          v.importesEnKiosco
            ? 'El empleado ve en el kiosco lo que lleva ganado en el periodo. Enciéndelo solo si la pantalla es privada.'
            : 'El empleado ve sus días, horas y vacaciones, sin montos. El kiosco suele estar en un lugar común.',
      },
      {
        kind: 'number',
        name: 'minutosMinimosJornada',
        label: 'Minutos mínimos entre entrada y salida',
        min: 0,
        max: 240,
        hint: (v) =>
          Number(v.minutosMinimosJornada) > 0
            ? `Una salida antes de ${v.minutosMinimosJornada} min pide confirmación. 0 = desactivado.`
            : '0 = desactivado: la salida se guarda sin preguntar.',
      },
    ],
  },
  {
    legend: 'Vacaciones y aguinaldo',
    fields: [
      {
        kind: 'number',
        name: 'diasVacacionesExtra',
        label: 'Días de vacaciones adicionales a la ley',
        min: 0,
        max: 30,
        hint: fixed('Se suman cada año a los de la tabla de la LFT (art. 76: 12 días el primer año, 14 el segundo…). 0 = solo la ley.'),
      },
      {
        kind: 'number',
        name: 'primaVacacionalPorcentaje',
        label: 'Prima vacacional (%)',
        min: 25,
        max: 100,
        hint: fixed('Sobre el salario de los días de vacaciones. La ley pide al menos 25 % (art. 80).'),
      },
      {
        kind: 'number',
        name: 'diasAguinaldo',
        label: 'Días de aguinaldo',
        min: 15,
        max: 90,
        hint: fixed('Se paga antes del 20 de diciembre. La ley pide al menos 15 días de salario (art. 87).'),
      },
      {
        kind: 'check',
        name: 'aguinaldoDescuentaFaltas',
        label: 'Las faltas injustificadas y los permisos sin goce descuentan días de aguinaldo',
        long: true,
        hint: (v) =>
          v.aguinaldoDescuentaFaltas
            ? 'El aguinaldo se calcula con los días efectivamente trabajados; las incapacidades sí cuentan. Es la práctica más común, pero la ley no lo dice expresamente.'
            : 'Todo el año cuenta para el aguinaldo, aunque haya faltas.',
      },
    ],
  },
];
