import type { EmpleadoPrenomina, Prenomina } from '@reloj/contract/prenomina';
import { TIPOS_EXPORTACION, bonoTipo, type IncidenciaExportada, type TipoExportacion, type Unidad } from '@reloj/contract/exportacion';

/** The absences an incidencia can justify that the payroll program needs to know of (permiso con goce is paid as worked). */
const ABSENCE_KINDS = ['falta_justificada', 'permiso_sin_goce', 'vacaciones', 'incapacidad'] as const;
const isExportedAbsence = (tipo: string | null): tipo is (typeof ABSENCE_KINDS)[number] => (ABSENCE_KINDS as readonly (string | null)[]).includes(tipo);

const order = (tipo: TipoExportacion) => {
  const index = (TIPOS_EXPORTACION as readonly string[]).indexOf(tipo);
  return index < 0 ? TIPOS_EXPORTACION.length : index;
};

const minutesToHours = (minutes: number) => minutes / 60;

/**
 * One employee's incidences of the period, in the canonical long format: a row per kind and date. Faltas added by
 * the retardos rule are dated on the retardo that completed each group; bonos earned are dated on the period's end
 * and carry their amount, since the payroll program cannot compute them.
 */
function incidenciasOf(e: EmpleadoPrenomina, desde: string, hasta: string): IncidenciaExportada[] {
  const base = { numeroEmpleado: e.numeroEmpleado ?? '', nombre: e.nombre, sucursal: e.sucursal ?? '', periodoDesde: desde, periodoHasta: hasta };
  const rows: IncidenciaExportada[] = [];
  const add = (fecha: string, tipo: TipoExportacion, cantidad: number | null, unidad: Unidad | null, importeCentavos: number | null = null) =>
    rows.push({ ...base, fecha, tipo, cantidad, unidad, importeCentavos });

  for (const d of e.dias) {
    if (d.estado === 'falta') add(d.fecha, 'falta', 1, 'dias');
    if (d.minutosRetardo > 0) add(d.fecha, 'retardo', minutesToHours(d.minutosRetardo), 'horas');
    if (d.horasExtraDobles > 0) add(d.fecha, 'horas_extra_dobles', d.horasExtraDobles, 'horas');
    if (d.horasExtraTriples > 0) add(d.fecha, 'horas_extra_triples', d.horasExtraTriples, 'horas');
    if (d.festivo !== null && d.trabajado) add(d.fecha, 'festivo_trabajado', 1, 'dias');
    if (d.descansoTrabajado) add(d.fecha, 'descanso_trabajado', 1, 'dias');
    if (d.domingoTrabajado) add(d.fecha, 'prima_dominical', 1, 'dias');
    if (d.estado === 'incidencia' && isExportedAbsence(d.incidencia)) add(d.fecha, d.incidencia, 1, 'dias');
  }
  if (e.faltasPorRetardos > 0) {
    const retardos = e.dias.filter((d) => d.minutosRetardo > 0);
    const step = Math.floor(retardos.length / e.faltasPorRetardos);
    for (let n = 1; n <= e.faltasPorRetardos; n++) add(retardos[n * step - 1]?.fecha ?? hasta, 'falta', 1, 'dias');
  }
  rows.sort((a, b) => a.fecha.localeCompare(b.fecha) || order(a.tipo) - order(b.tipo));
  // Issue 31 (LFT art. 80): the prima vacacional is an amount, dated on the period's end like the bonos; the vacation
  // days themselves are the 'vacaciones' rows above.
  if (e.primaVacacional > 0) add(hasta, 'prima_vacacional', null, null, Math.round(e.primaVacacional * 100));
  for (const bono of e.bonosDetalle) {
    if (bono.ganado && bono.monto > 0) add(hasta, bonoTipo(bono.nombre), null, null, Math.round(bono.monto * 100));
  }
  return rows;
}

/** Every incidence of a pre-nómina, employee by employee in its order (by name). */
export function incidenciasDe(prenomina: Prenomina): IncidenciaExportada[] {
  return prenomina.empleados.flatMap((e) => incidenciasOf(e, prenomina.desde, prenomina.hasta));
}
