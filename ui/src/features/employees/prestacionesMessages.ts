import { MOTIVO_BAJA_LABELS, type MotivoBaja } from '@reloj/contract/prestaciones';
import { dayMonthYear } from '@reloj/contract/dates';

/** '1 día', '11 días'. */
export const dias = (n: number) => `${n} ${Math.abs(n) === 1 ? 'día' : 'días'}`;

/**
 * 'Baja: 15/11/2026 · Renuncia voluntaria'; no-break spaces keep 'Baja:', the date and the dot on one line when a
 * narrow column wraps it ('Baja:' alone on a line above the date read as a heading).
 */
export const bajaLine = (fechaBaja: string, motivoBaja: MotivoBaja) => `Baja:\u00a0${dayMonthYear(fechaBaja)}\u00a0· ${MOTIVO_BAJA_LABELS[motivoBaja]}`;

/** 'Empleados' → 'Dar de baja' (issue 31): the date, the reason and a note. */
export const bajaText = {
  title: (nombre: string) => `¿Dar de baja a ${nombre}?`,
  intro: 'Ya no podrá checar en el reloj. Sus checadas y sus datos se conservan para la nómina, y se puede reactivar después.',
  fecha: 'Fecha de baja',
  fechaHint: 'El último día que trabajó; la pre-nómina cuenta los días hasta esa fecha.',
  fechaRequired: 'La fecha de baja es obligatoria.',
  motivo: 'Motivo',
  motivoPlaceholder: 'Elige el motivo…',
  nota: 'Nota (opcional)',
  notaPlaceholder: 'Por ejemplo: entregó su carta de renuncia el 14/11.',
  submit: 'Sí, dar de baja',
  busy: 'Dando de baja…',
  done: (nombre: string, fechaBaja: string, motivoBaja: MotivoBaja) => `Empleado "${nombre}" dado de baja. ${bajaLine(fechaBaja, motivoBaja)}.`,
  failed: (reason: string) => `Error al dar de baja. ${reason}`,
  finiquito: 'Finiquito',
  /** The success banner's link to the finiquito of the person just given baja (issue 45 item 3). */
  verFiniquito: 'Ver finiquito',
} as const;

/** The vacation days left in 'Empleados' and the 'Vacaciones' section of the employee's edit dialog. */
export const vacacionesText = {
  /** Under the employee's name in 'Empleados'. */
  // 'de vacaciones' rather than 'Vacaciones:': the line wraps under the state's badge without widening the column.
  // Null (issue 40): hired before the record's start, no opening balance yet.
  line: (n: number | null) => (n === null ? 'Saldo inicial de vacaciones pendiente' : `${dias(n)} de vacaciones`),
  adelantadas: (n: number) => `${dias(Math.abs(n))} de vacaciones adelantados`,
  adelantadasTitle: 'La empresa adelantó días de vacaciones que aún no se generan.',
  section: 'Vacaciones',
  intro: (fechaCorte: string) =>
    `Días por año de servicio (LFT art. 76, reforma 2023), al ${dayMonthYear(fechaCorte)}. Los tomados se descuentan del año más antiguo.`,
  loading: 'Consultando las vacaciones…',
  failed: (reason: string) => `No se pudieron consultar las vacaciones: ${reason}`,
  none: 'Aún no cumple su primer año de servicio: no tiene días generados.',
  anioServicio: (n: number) => `Año ${n}`,
  aniversario: 'Aniversario',
  dias: 'Días',
  tomados: 'Tomados',
  pendientes: 'Pendientes',
  vencidos: 'Vencidos',
  vencidosTitle: 'Más de 18 meses sin tomarlos (LFT art. 81)',
  total: (n: number) => (n < 0 ? `Adelantadas: ${dias(-n)}` : `Pendientes en total: ${dias(n)}`),
  enCurso: (anio: number, aniversario: string, proporcionales: number) =>
    `Año ${anio} en curso: al ${dayMonthYear(aniversario)} se generan sus días; proporcionales a hoy: ${proporcionales.toFixed(2)} (art. 79).`,
} as const;
