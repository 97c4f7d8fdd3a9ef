/**
 * Inputs and outputs of the pre-nómina engine. Dates are local calendar dates 'YYYY-MM-DD', clock times
 * 'HH:MM' and punch times local 'YYYY-MM-DDTHH:MM': the caller converts from UTC with the box's time zone.
 * Money is integer centavos; `toPesos` (pesos.ts) turns a result into the API shape.
 */
import type { BonoTipo } from '@reloj/contract/catalogues';
import type { LimitesSemana } from '@reloj/contract/limitesLegales';
import type { Horario } from './horario.js';
import { DEFAULT_REGLAS, type Reglas, type SeptimoDia } from '@reloj/contract/reglas';
import type { IncidenciaTipo } from '@reloj/contract/incidencias';
import type { Jornada, SemanaPrenomina } from '@reloj/contract/prenomina';

export type Period = { desde: string; hasta: string };

export type SeptimoDiaMode = SeptimoDia;

/** The company's rules the calculation reads (the period kind only chooses which dates are asked for). */
export type PayrollRules = Omit<Reglas, 'periodo'>;

export const DEFAULT_RULES: Readonly<PayrollRules> = DEFAULT_REGLAS;

export type Holiday = { fecha: string; nombre: string };

export type { BonoTipo, IncidenciaTipo };

export type PayrollBono = { nombre: string; montoCentavos: number; tipo: BonoTipo; pierdeCon: number };

export type PayrollEmployee = {
  id: number;
  nombre: string;
  numeroEmpleado: string | null;
  salarioDiarioCentavos: number;
  horaEntrada: string;
  /** Earlier than horaEntrada = night shift ending the next day. */
  horaSalida: string;
  minutosComida: number;
  /** Weekday numbers, 0 = domingo. */
  diasDescanso: readonly number[];
  fechaIngreso: string;
  /** The day of the baja; days after it are not counted (someone who left is not absent). Null while active. */
  fechaBaja?: string | null;
  /**
   * Issue 40: the first day the box recorded for this employee (the later of the box's first day in service and
   * fechaIngreso). A day before it with nothing recorded is 'sin_registro'; absent or null: every day is recorded.
   */
  inicioRegistro?: string | null;
  bono: PayrollBono | null;
  /**
   * Issue 41: the employee's turnos (assignments from a date, one-day changes); absent, or a date before the first
   * assignment: the fields above, the same hours every working day.
   */
  horario?: Horario | null;
};

export type PunchTipo = 'entrada' | 'salida';

export type PayrollPunch = {
  id: number;
  /** Local 'YYYY-MM-DDTHH:MM'. */
  hora: string;
  /** The working day the punch belongs to (a night shift's salida belongs to the day of its entrada). */
  diaLaboral: string;
  tipo: PunchTipo;
  manual: boolean;
  motivo?: string | null;
};

export type PayrollIncidencia = {
  id: number;
  /** The working day it applies to (for a night shift, the day of the entrada). */
  fecha: string;
  tipo: IncidenciaTipo;
  /** Hours of overtime authorised, for 'horas_extra'. */
  horas?: number | null;
  nota?: string | null;
};

export type PrenominaInput = {
  period: Period;
  /**
   * The legal limits by date (limites_legales); the LFT's row when absent. Each week uses the row in force on its
   * first day.
   */
  limites?: readonly LimitesSemana[];
  /** Today's local date: later days of the period have not happened yet and are left out (not faltas). */
  hoy?: string;
  /**
   * The local time now, 'YYYY-MM-DDTHH:MM': a shift still under way (its last punch an entrada, its scheduled salida
   * plus the tolerance not reached) is not a missing salida yet. Absent: every odd day is one.
   */
  ahora?: string;
  rules: PayrollRules;
  /** LFT art. 74 days (see holidays.ts) merged with the company's own. */
  holidays: readonly Holiday[];
  employee: PayrollEmployee;
  /**
   * The period's punches and incidencias, and those of the same calendar week before `period.desde` (from
   * weekStart(desde)): the week's overtime count continues from them (art. 68); they are not paid here.
   */
  punches: readonly PayrollPunch[];
  incidencias: readonly PayrollIncidencia[];
};

export type DayEstado = 'asistencia' | 'retardo' | 'falta' | 'descanso' | 'festivo' | 'incidencia' | 'sin_salida' | 'sin_registro';

export type DayResult = {
  fecha: string;
  estado: DayEstado;
  /** First entrada, 'HH:MM'. */
  entrada: string | null;
  /** Last salida, 'HH:MM'. */
  salida: string | null;
  minutosRetardo: number;
  /** Issue 41: late entradas of the day, one per segment entered past the tolerance (a split day may have two). */
  retardos: number;
  /** Issue 41: segments left more than the tolerance before their scheduled end, and the minutes left early. */
  salidasAnticipadas: number;
  minutosSalidaAnticipada: number;
  /** Issue 41: segments of a split day with no punch while another segment was worked ('falta de media jornada'). */
  mediasJornadas: number;
  /** Scheduled minutes of those missing segments. */
  minutosMediaJornada: number;
  /** Issue 41: the day's turno (null on a rest day or with the employee's own fields) and its expected segments with the punches matched to them. */
  turnoId: number | null;
  codigoTurno: string | null;
  segmentos: SegmentoDia[];
  /** A one-day change (cambio de turno) shaped the schedule of this day. */
  cambioTurno: boolean;
  /** Overtime hours counted (paid) this day. */
  horasExtra: number;
  nota: string;
  /** A scheduled working day (not a rest day). */
  laborable: boolean;
  /** Present at work (any punch). */
  trabajado: boolean;
  /** Not worked but paid (permiso con goce, vacaciones, holiday). */
  pagadoSinTrabajar: boolean;
  festivo: string | null;
  descansoTrabajado: boolean;
  domingoTrabajado: boolean;
  minutosExtra: number;
  minutosExtraDobles: number;
  minutosExtraTriples: number;
  /** Minutes worked past horaSalida beyond what was authorised: not paid, shown so they can be authorised. */
  minutosExtraSinAutorizar: number;
  /** Minutes past horaSalida this day adds to the week's sum (the authorised ones where authorisation is required). */
  minutosDespuesDeSalida: number;
  /** Scheduled time worked beyond the jornada's legal maximum (overtime whether authorised or not). */
  minutosExcedente: number;
  /** retardosPorFalta: the retardo that completed N this day made a falta (docked when the rule says 'descuento'). */
  faltaPorRetardos: boolean;
  /** A shift still under way: entered, and its salida plus the tolerance has not come yet (see PrenominaInput.ahora). */
  enTurno: boolean;
  /** The law's limits this day passes (art. 66). */
  advertencias: Advertencia[];
  checadasManuales: number[];
  incidencias: number[];
  /** True when a manual punch or an incidencia shaped this day, so the screen can mark it. */
  origenManual: boolean;
  /** The absence incidencia applied (estado 'incidencia'), else null. */
  incidencia: IncidenciaTipo | null;
  entradaManual: boolean;
  salidaManual: boolean;
};

/** An expected segment of a day and the punches matched to it ('HH:MM', null when none). */
export type SegmentoDia = { entrada: string; salida: string; checadaEntrada: string | null; checadaSalida: string | null };

export type BonoDetalle = {
  nombre: string;
  tipo: BonoTipo;
  montoCentavos: number;
  ganado: boolean;
  motivo: string;
};

export type Advertencia = { code: string; mensaje: string };

export type PrenominaResult = {
  empleadoId: number;
  nombre: string;
  numeroEmpleado: string | null;
  salarioDiarioCentavos: number;
  diasTrabajados: number;
  diasPagadosSinTrabajar: number;
  diasDescansoTrabajados: number;
  /** Unjustified absences plus those added by retardosPorFalta. */
  faltas: number;
  faltasPorRetardos: number;
  retardos: number;
  /** Issue 41: salidas anticipadas (count and minutes) and missing segments of split days in the period. */
  salidasAnticipadas: number;
  minutosSalidaAnticipada: number;
  mediasJornadas: number;
  horasExtraDobles: number;
  horasExtraTriples: number;
  sueldoCentavos: number;
  septimoDiaCentavos: number;
  horasExtraCentavos: number;
  festivosCentavos: number;
  descansoTrabajadoCentavos: number;
  primaDominicalCentavos: number;
  bonosCentavos: number;
  /** LFT art. 80: the period's vacation days × salario diario × primaVacacionalPorcentaje / 100 (issue 31). */
  primaVacacionalCentavos: number;
  /**
   * Issue 41: what the company's rules deduct for missing half-days ('descuento_proporcional') and salidas anticipadas
   * ('descuento'), as a negative amount (0 with the default rules).
   */
  descuentoJornadaCentavos: number;
  totalCentavos: number;
  bonosDetalle: BonoDetalle[];
  advertencias: Advertencia[];
  dias: DayResult[];
  jornada: Jornada;
  semanas: SemanaPrenomina[];
};
