import type { BulkTable } from '../db/repositories/eventos.js';
import type { Evento } from './parse.js';
import { anulacionRow, checadaRow, empleadoRow, incidenciaRow, type Datos } from './project.js';

/** Which events of a batch db/repositories/eventos.ts's insertBatch writes in multi-row statements, and their rows. */
export type BulkRow = { table: BulkTable; row: Record<string, unknown> };

/** The kinds bulkRow() writes. */
export const BULK_KINDS: ReadonlySet<string> = new Set([
  'checada.registrada',
  'checada.anulada',
  'incidencia.agregada',
  'incidencia.eliminada',
  'empleado.creado',
  'empleado.actualizado',
  'empleado.baja',
  'empleado.reactivado',
]);

/**
 * The projection row of an event whose projection is a whole row upserted newest-wins: such upserts give the same
 * rows in any order, so a batch's can be merged into one statement per table. Null for the kinds applied one by one
 * in stream order (catalogues, whose deletion writes only some columns; periods; links of the record).
 */
export function bulkRow(evento: Evento): BulkRow | null {
  const { caja } = evento;
  const meta = { evento_id: evento.eventoId, evento_creado_en: evento.creadoEn, evento_secuencia: evento.secuencia };
  switch (evento.tipo) {
    case 'checada.registrada':
      return { table: 'checadas', row: { ...checadaRow(caja, evento.datos as Datos<'checada.registrada'>), ...meta } };
    case 'checada.anulada':
      return { table: 'anulaciones', row: { ...anulacionRow(caja, evento.datos as Datos<'checada.anulada'>), ...meta } };
    case 'incidencia.agregada':
      return { table: 'incidencias', row: { ...incidenciaRow(caja, evento.datos as Datos<'incidencia.agregada'>, null), ...meta } };
    case 'incidencia.eliminada':
      return { table: 'incidencias', row: { ...incidenciaRow(caja, evento.datos as Datos<'incidencia.eliminada'>, evento.creadoEn), ...meta } };
    case 'empleado.creado':
    case 'empleado.actualizado':
    case 'empleado.baja':
    case 'empleado.reactivado':
      return { table: 'empleados', row: { ...empleadoRow(caja, evento.datos as Datos<'empleado.creado'>), ...meta } };
    default:
      return null;
  }
}
