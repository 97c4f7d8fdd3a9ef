import type { DiaPrenomina, EmpleadoPrenomina, Prenomina } from '@reloj/contract/prenomina';
import { CODIGOS_DIA, tipoLabel, type CodigoDia, type IncidenciaExportada, type Unidad } from '@reloj/contract/exportacion';
import { datesBetween, weekday } from '@reloj/contract/dates';
import { DESCANSO_TEXTO, LEYENDA_CAMBIO, celdaTurno } from '@reloj/contract/turnoTexto';
import { codigoVerificacion, VERIFICACION_EXPLICADA } from '@reloj/contract/registro';
import type { Row, Sheet } from 'write-excel-file/node';
import { workbookBuffer } from './xlsx.js';
import { dateCell, header, HOURS, money, text, widths } from './cells.js';

const SHORT_DAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'] as const;
/** 'lun 09' */
const dayHeading = (fecha: string) => `${SHORT_DAYS[weekday(fecha)]} ${fecha.slice(8, 10)}`;

const INCIDENCIA_CODES: Record<string, CodigoDia> = {
  vacaciones: 'V',
  incapacidad: 'I',
  permiso_con_goce: 'PG',
  permiso_sin_goce: 'PS',
  falta_justificada: 'FJ',
};

/** A day's short code for the 'Asistencia diaria' grid. */
export function codigoDia(d: DiaPrenomina): CodigoDia {
  switch (d.estado) {
    case 'asistencia':
      return 'A';
    case 'retardo':
      return 'R';
    case 'falta':
      return 'F';
    case 'descanso':
      return 'D';
    case 'festivo':
      return 'FE';
    case 'sin_salida':
      return 'SS';
    case 'sin_registro':
      return 'SR';
    case 'incidencia':
      return INCIDENCIA_CODES[d.incidencia ?? ''] ?? 'FJ';
  }
}

const MONEY_LINES = [
  ['Sueldo', 'sueldo'],
  ['Séptimo día', 'septimoDia'],
  ['Horas extra ($)', 'horasExtra'],
  ['Festivos', 'festivos'],
  ['Descanso trabajado', 'descansoTrabajado'],
  ['Prima dominical', 'primaDominical'],
  ['Bonos', 'bonos'],
  ['Prima vacacional', 'primaVacacional'],
  // Issue 41: what mediaJornadaEfecto and salidasAnticipadasEfecto deduct (negative; 0 with the default rules).
  ['Descuento por jornada incompleta', 'descuentoJornada'],
  ['Total', 'total'],
] as const satisfies readonly (readonly [string, keyof EmpleadoPrenomina])[];

function prenominaSheet(p: Prenomina): Sheet<never> {
  const titles = [
    ...['Número de empleado', 'Nombre', 'Sucursal', 'Puesto', 'Salario diario', 'Días trabajados', 'Faltas', 'Retardos'],
    ...['Salidas anticipadas', 'Minutos de salida anticipada', 'Medias jornadas'],
    ...['Horas extra dobles', 'Horas extra triples', ...MONEY_LINES.map(([title]) => title)],
  ];
  const rows: Row[] = [header(titles)];
  for (const e of p.empleados) {
    rows.push([
      text(e.numeroEmpleado),
      text(e.nombre),
      text(e.sucursal),
      text(e.puesto),
      money(e.salarioDiario),
      e.diasTrabajados,
      e.faltas,
      e.retardos,
      e.salidasAnticipadas,
      e.minutosSalidaAnticipada,
      e.mediasJornadas,
      { value: e.horasExtraDobles, format: HOURS },
      { value: e.horasExtraTriples, format: HOURS },
      ...MONEY_LINES.map(([, key]) => money(e[key])),
    ]);
  }
  return {
    sheet: 'Pre-nómina',
    data: rows,
    stickyRowsCount: 1,
    columns: widths(titles, [0, 32, 16, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, ...MONEY_LINES.map(() => 14)]),
  };
}

function asistenciaSheet(p: Prenomina): Sheet<never> {
  const fechas = datesBetween(p.desde, p.hasta);
  const titles = ['Número de empleado', 'Nombre', ...fechas.map(dayHeading)];
  const rows: Row[] = [header(titles)];
  for (const e of p.empleados) {
    const byDate = new Map(e.dias.map((d) => [d.fecha, codigoDia(d)]));
    rows.push([text(e.numeroEmpleado), text(e.nombre), ...fechas.map((f) => ({ value: byDate.get(f) ?? '', align: 'center' as const }))]);
  }
  rows.push([], [{ value: 'Leyenda', fontWeight: 'bold' }]);
  for (const [code, meaning] of Object.entries(CODIGOS_DIA)) rows.push([{ value: code, fontWeight: 'bold' }, meaning]);
  return { sheet: 'Asistencia diaria', data: rows, stickyRowsCount: 1, columns: widths(titles, [0, 32, ...fechas.map(() => 8)]) };
}

/**
 * A day's turno as the 'Turnos' sheet writes it (issue 41): the code and hours, 'Descanso', the change mark. A day of
 * a period closed before turnos holds no segments: its rest days still read 'Descanso', its working days stay empty.
 */
function turnoDelDia(d: DiaPrenomina): string {
  if (d.segmentos.length > 0) return celdaTurno({ codigo: d.codigoTurno, segmentos: d.segmentos, cambio: d.cambioTurno });
  if (d.estado === 'descanso' || d.descansoTrabajado || d.cambioTurno) return celdaTurno({ codigo: null, segmentos: [], cambio: d.cambioTurno });
  return '';
}

/** 'Turnos' (issue 41 item 8): each employee's turno per day of the period, as the pre-nómina applied it. */
function turnosSheet(p: Prenomina): Sheet<never> {
  const fechas = datesBetween(p.desde, p.hasta);
  const titles = ['Número de empleado', 'Nombre', ...fechas.map(dayHeading)];
  const rows: Row[] = [header(titles)];
  let cambios = false;
  for (const e of p.empleados) {
    const byDate = new Map(e.dias.map((d) => [d.fecha, d]));
    rows.push([
      text(e.numeroEmpleado),
      text(e.nombre),
      ...fechas.map((f) => {
        const d = byDate.get(f);
        if (d?.cambioTurno) cambios = true;
        const value = d ? turnoDelDia(d) : '';
        return { value, type: String, align: 'center' as const, ...(value.startsWith(DESCANSO_TEXTO) ? { color: '#666666' } : {}) };
      }),
    ]);
  }
  if (cambios) rows.push([], [text(LEYENDA_CAMBIO)]);
  return { sheet: 'Turnos', data: rows, stickyRowsCount: 1, columns: widths(titles, [0, 32, ...fechas.map(() => 20)]) };
}

const UNIDAD_LABELS: Record<Unidad, string> = { dias: 'Días', horas: 'Horas' };

/**
 * The canonical long format, its headers and kinds as a person reads them (issues 30 and 45): 'Concepto' says 'Horas
 * extra dobles', 'Bono PUNTUALIDAD'. The internal kinds (horas_extra_dobles, bono:PUNTUALIDAD) and the payroll
 * program's codes are only in the export profiles' files, which a payroll program imports.
 */
function incidenciasSheet(rows: readonly IncidenciaExportada[]): Sheet<never> {
  const titles = ['Número de empleado', 'Nombre', 'Sucursal', 'Desde', 'Hasta', 'Fecha', 'Concepto', 'Cantidad', 'Unidad', 'Importe'];
  const data: Row[] = [header(titles)];
  for (const r of rows) {
    data.push([
      text(r.numeroEmpleado),
      text(r.nombre),
      text(r.sucursal),
      dateCell(r.periodoDesde),
      dateCell(r.periodoHasta),
      dateCell(r.fecha),
      text(tipoLabel(r.tipo)),
      r.cantidad === null ? null : { value: Math.round(r.cantidad * 100) / 100, type: Number },
      text(r.unidad === null ? null : UNIDAD_LABELS[r.unidad]),
      r.importeCentavos === null ? null : money(r.importeCentavos / 100),
    ]);
  }
  return {
    sheet: 'Incidencias',
    data,
    stickyRowsCount: 1,
    columns: widths(titles, [0, 32, 16, 12, 12, 12, 26, 0, 0, 12]),
  };
}

/** What each warning is about, in a few words (the 'Advertencias' sheet's 'Tipo'); an unknown one reads 'Otra'. */
const ADVERTENCIA_TIPOS: Record<string, string> = {
  salario_minimo: 'Salario mínimo',
  jornada_excede_maximo: 'Jornada mayor a la legal',
  semana_excede_maximo: 'Semana mayor a la legal',
  horas_extra_exceden_limite: 'Tiempo extra sobre el límite legal',
  horas_extra_sin_autorizar: 'Tiempo extra sin autorizar',
  sin_salida: 'Falta checada de salida',
  horario_invalido: 'Horario inválido',
};
const advertenciaTipo = (code: string) => ADVERTENCIA_TIPOS[code] ?? 'Otra';

/**
 * 'Advertencias' (issue 28): what the owner should look at before paying, one row each. A day's warning (the limits of
 * LFT art. 66 passed) comes with its date; an employee's warning (minimum wage, a jornada longer than its legal
 * maximum, a punch missing...) without one, unless its days already say it.
 */
function advertenciasSheet(p: Prenomina): Sheet<never> | null {
  const titles = ['Número de empleado', 'Nombre', 'Fecha', 'Tipo', 'Advertencia'];
  const rows: Row[] = [header(titles)];
  for (const e of p.empleados) {
    const dias = e.dias.flatMap((d) => d.advertencias.map((a) => ({ fecha: d.fecha, ...a })));
    const porDia = new Set(dias.map((a) => a.code));
    for (const a of e.advertencias.filter((a) => !porDia.has(a.code)))
      rows.push([text(e.numeroEmpleado), text(e.nombre), null, text(advertenciaTipo(a.code)), text(a.mensaje)]);
    for (const a of dias) rows.push([text(e.numeroEmpleado), text(e.nombre), dateCell(a.fecha), text(advertenciaTipo(a.code)), text(a.mensaje)]);
  }
  if (rows.length === 1) return null;
  return { sheet: 'Advertencias', data: rows, stickyRowsCount: 1, columns: widths(titles, [0, 32, 12, 30, 90]) };
}

/**
 * 'Registro' (issue 29): the verification code of the box's record that pins these figures (the first 16 digits of
 * the chain link's hash, which `npm run admin -- verificar --cabeza` accepts), so that a printed or filed workbook can
 * later be checked against the box and headquarters' copy of the chain. Issue 45: said in words, the whole hash below.
 */
function registroSheet(p: Prenomina): Sheet<never> | null {
  if (!p.registro) return null;
  const origen = p.version === null ? 'Calculadas al generar este archivo' : `Cierre del periodo, versión ${p.version}`;
  const rows: Row[] = [
    header(['Dato', 'Valor']),
    ['Periodo', `${p.desde.split('-').reverse().join('/')} al ${p.hasta.split('-').reverse().join('/')}`],
    ['Cifras', origen],
    ['Código de verificación', text(codigoVerificacion(p.registro.hash))],
    ['Código completo', text(p.registro.hash)],
    [],
    [text(VERIFICACION_EXPLICADA)],
  ];
  return { sheet: 'Registro', data: rows, columns: [{ width: 22 }, { width: 70 }] };
}

/** The period's workbook: 'Pre-nómina', 'Asistencia diaria', 'Turnos', 'Incidencias', 'Advertencias' when there is any, and 'Registro'. */
export function prenominaWorkbook(p: Prenomina, incidencias: readonly IncidenciaExportada[]): Promise<Buffer> {
  const optional = [advertenciasSheet(p), registroSheet(p)].filter((sheet): sheet is Sheet<never> => sheet !== null);
  const sheets = [prenominaSheet(p), asistenciaSheet(p), turnosSheet(p), incidenciasSheet(incidencias), ...optional];
  return workbookBuffer(sheets);
}
