import type { ClientBase } from 'pg';
import type { z } from 'zod';
import type { EVENTO_DATOS } from '@reloj/contract/eventos';
import type { Evento } from './parse.js';
import { upsertProjection, type EventMeta } from './upsert.js';

type Datos<T extends keyof typeof EVENTO_DATOS> = z.infer<(typeof EVENTO_DATOS)[T]>;

const CATALOGUE_TABLES = { sucursales: 'sucursales', puestos: 'puestos', bonos: 'bonos' } as const;

/** A closed period's total in centavos (each employee's pesos rounded to centavos, then summed) and its employee count. */
export function periodTotals(prenomina: Datos<'periodo.cerrado'>['prenomina']): { totalCentavos: number; empleados: number } {
  const total = prenomina.empleados.reduce((sum, e) => sum + Math.round(e.empleado.total * 100), 0);
  return { totalCentavos: total, empleados: prenomina.empleados.length };
}

const empleadoRow = (caja: string, e: Datos<'empleado.creado'>) => ({
  caja,
  id: e.id,
  nombre: e.nombre,
  numero_empleado: e.numeroEmpleado,
  sucursal_id: e.sucursalId,
  puesto_id: e.puestoId,
  salario_diario_centavos: e.salarioDiarioCentavos,
  bono_id: e.bonoId,
  bono_centavos: e.bonoCentavos,
  fecha_ingreso: e.fechaIngreso,
  hora_entrada: e.horaEntrada,
  hora_salida: e.horaSalida,
  dias_descanso: e.diasDescanso,
  minutos_comida: e.minutosComida,
  activo: e.activo,
  fecha_baja: e.fechaBaja,
});

const checadaRow = (caja: string, c: Datos<'checada.registrada'>) => ({
  caja,
  id: c.id,
  empleado_id: c.empleadoId,
  numero_empleado: c.numeroEmpleado,
  tipo: c.tipo,
  hora: c.hora,
  fecha_local: c.fechaLocal,
  metodo: c.metodo,
  dispositivo_id: c.dispositivoId,
  sucursal_id: c.sucursalId,
  similitud: c.similitud,
  liveness: c.liveness,
  motivo: c.motivo,
  registrado_por: c.registradoPor,
});

const incidenciaRow = (caja: string, i: Datos<'incidencia.agregada'>, eliminadaEn: string | null) => ({
  caja,
  id: i.id,
  empleado_id: i.empleadoId,
  fecha: i.fecha,
  tipo: i.tipo,
  minutos: i.minutos,
  nota: i.nota,
  creado_por: i.creadoPor,
  eliminada_en: eliminadaEn,
});

function catalogueRow(caja: string, c: Datos<'catalogo.guardado'>): Record<string, unknown> {
  const base = { caja, id: c.id, nombre: c.nombre, eliminado: false };
  switch (c.catalogo) {
    case 'sucursales':
      return { ...base, zona: c.zona ?? null };
    case 'puestos':
      return { ...base, salario_diario_centavos: c.salarioDiarioCentavos ?? null };
    case 'bonos':
      return { ...base, monto_centavos: c.montoCentavos ?? null, tipo: c.tipo ?? null, pierde_con: c.pierdeCon ?? null };
  }
}

/** Writes one event into its projection table (within the caller's transaction). */
export async function project(client: ClientBase, evento: Evento): Promise<void> {
  const meta: EventMeta = { eventoId: evento.eventoId, creadoEn: evento.creadoEn, secuencia: evento.secuencia };
  const { caja } = evento;
  switch (evento.tipo) {
    case 'checada.registrada':
      return upsertProjection(client, 'checadas', checadaRow(caja, evento.datos as Datos<'checada.registrada'>), meta);
    case 'incidencia.agregada':
      return upsertProjection(client, 'incidencias', incidenciaRow(caja, evento.datos as Datos<'incidencia.agregada'>, null), meta);
    case 'incidencia.eliminada':
      return upsertProjection(client, 'incidencias', incidenciaRow(caja, evento.datos as Datos<'incidencia.eliminada'>, evento.creadoEn), meta);
    case 'empleado.creado':
    case 'empleado.actualizado':
    case 'empleado.baja':
    case 'empleado.reactivado':
      return upsertProjection(client, 'empleados', empleadoRow(caja, evento.datos as Datos<'empleado.creado'>), meta);
    case 'catalogo.guardado': {
      const c = evento.datos as Datos<'catalogo.guardado'>;
      return upsertProjection(client, CATALOGUE_TABLES[c.catalogo], catalogueRow(caja, c), meta);
    }
    case 'catalogo.eliminado': {
      const c = evento.datos as Datos<'catalogo.eliminado'>;
      return upsertProjection(client, CATALOGUE_TABLES[c.catalogo], { caja, id: c.id, eliminado: true }, meta);
    }
    case 'periodo.cerrado': {
      const p = evento.datos as Datos<'periodo.cerrado'>;
      const totals = periodTotals(p.prenomina);
      return upsertProjection(
        client,
        'periodos',
        {
          caja,
          id: p.id,
          desde: p.desde,
          hasta: p.hasta,
          cerrado_en: p.cerradoEn,
          cerrado_por: p.cerradoPor,
          prenomina: JSON.stringify(p.prenomina),
          total_centavos: totals.totalCentavos,
          empleados: totals.empleados,
        },
        meta,
      );
    }
  }
}
