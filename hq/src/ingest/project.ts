import type { z } from 'zod';
import type { EVENTO_DATOS } from '@reloj/contract/eventos';
import type { Repositories } from '../db/repositories/index.js';
import type { EventMeta } from '../db/repositories/proyecciones.js';
import type { Evento } from './parse.js';
import { projectActualizacion } from './actualizacion.js';
import { checkEslabon } from './registro.js';

export type Datos<T extends keyof typeof EVENTO_DATOS> = z.infer<(typeof EVENTO_DATOS)[T]>;

const CATALOGUE_TABLES = { sucursales: 'sucursales', puestos: 'puestos', bonos: 'bonos' } as const;

/** A closed period's total in centavos (each employee's pesos rounded to centavos, then summed) and its employee count. */
export function periodTotals(prenomina: Datos<'periodo.cerrado'>['prenomina']): { totalCentavos: number; empleados: number } {
  const total = prenomina.empleados.reduce((sum, e) => sum + Math.round(e.empleado.total * 100), 0);
  return { totalCentavos: total, empleados: prenomina.empleados.length };
}

export const empleadoRow = (caja: string, e: Datos<'empleado.creado'>) => ({
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

export const checadaRow = (caja: string, c: Datos<'checada.registrada'>) => ({
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

export const incidenciaRow = (caja: string, i: Datos<'incidencia.agregada'>, eliminadaEn: string | null) => ({
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

export const anulacionRow = (caja: string, a: Datos<'checada.anulada'>) => ({
  caja,
  id: a.id,
  checada_id: a.checadaId,
  motivo: a.motivo,
  anulada_por: a.anuladaPor,
  anulada_en: a.anuladaEn,
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

/** Issue 41: a one-day change of turno as its row (eliminadaEn: the box's clock when it was removed). */
export const cambioTurnoRow = (caja: string, c: Datos<'cambio_turno.agregado'>, eliminadoEn: string | null) => ({
  caja,
  id: c.id,
  empleado_id: c.empleadoId,
  fecha: c.fecha,
  turno_id: c.turnoId,
  descanso: c.descanso,
  con_empleado_id: c.conEmpleadoId,
  grupo: c.grupo,
  motivo: c.motivo,
  registrado_por: c.registradoPor,
  registrado_en: c.registradoEn,
  eliminado_en: eliminadoEn,
});

/** Issue 43: a request from 'Mi asistencia' with its answer, as its row (the recognition's scores only, no biometrics). */
export const solicitudRow = (caja: string, s: Datos<'solicitud.guardada'>) => ({
  caja,
  id: s.id,
  empleado_id: s.empleadoId,
  tipo: s.tipo,
  fecha: s.fecha,
  hora: s.hora,
  desde: s.desde,
  hasta: s.hasta,
  motivo: s.motivo,
  nota: s.nota,
  folio: s.folio,
  sobre_saldo: s.sobreSaldo,
  estado: s.estado,
  dispositivo_id: s.dispositivoId,
  checada_id: s.checadaId,
  similitud: s.similitud,
  vida: s.vida,
  creada_en: s.creadaEn,
  respondida_por: s.respondidaPor,
  respondida_en: s.respondidaEn,
  motivo_rechazo: s.motivoRechazo,
});

/** Issue 44: an alert a box raised (once per alert, whoever received it), as its row. */
export const avisoRow = (caja: string, a: Datos<'aviso.generado'>) => ({
  caja,
  clave: a.clave,
  tipo: a.tipo,
  sucursal_id: a.sucursalId,
  sucursal: a.sucursal,
  fecha: a.fecha,
  titulo: a.titulo,
  texto: a.texto,
  datos: a.datos,
});

/** Writes one event into its projection table (within the caller's transaction). */
export async function project(tx: Repositories, evento: Evento): Promise<void> {
  const meta: EventMeta = { eventoId: evento.eventoId, creadoEn: evento.creadoEn, secuencia: evento.secuencia };
  const { caja } = evento;
  switch (evento.tipo) {
    case 'checada.registrada': {
      const c = evento.datos as Datos<'checada.registrada'>;
      await tx.proyecciones.upsert('checadas', checadaRow(caja, c), meta);
      // A void that arrived before its punch.
      await tx.checadas.copyEarlierVoid(caja, c.id);
      return;
    }
    case 'checada.anulada': {
      const a = evento.datos as Datos<'checada.anulada'>;
      await tx.proyecciones.upsert('anulaciones', anulacionRow(caja, a), meta);
      // The punch may not be here yet: checada.registrada copies the void when it arrives.
      await tx.checadas.markVoided(caja, a.checadaId, a);
      return;
    }
    case 'incidencia.agregada':
      return tx.proyecciones.upsert('incidencias', incidenciaRow(caja, evento.datos as Datos<'incidencia.agregada'>, null), meta);
    case 'incidencia.eliminada':
      return tx.proyecciones.upsert('incidencias', incidenciaRow(caja, evento.datos as Datos<'incidencia.eliminada'>, evento.creadoEn), meta);
    case 'empleado.creado':
    case 'empleado.actualizado':
    case 'empleado.baja':
    case 'empleado.reactivado':
      return tx.proyecciones.upsert('empleados', empleadoRow(caja, evento.datos as Datos<'empleado.creado'>), meta);
    case 'catalogo.guardado': {
      const c = evento.datos as Datos<'catalogo.guardado'>;
      return tx.proyecciones.upsert(CATALOGUE_TABLES[c.catalogo], catalogueRow(caja, c), meta);
    }
    case 'catalogo.eliminado': {
      const c = evento.datos as Datos<'catalogo.eliminado'>;
      return tx.proyecciones.upsert(CATALOGUE_TABLES[c.catalogo], { caja, id: c.id, eliminado: true }, meta);
    }
    case 'periodo.cerrado':
      return projectClose(tx, caja, evento.datos as Datos<'periodo.cerrado'>, meta);
    case 'periodo.reabierto':
      return projectReopen(tx, caja, evento.datos as Datos<'periodo.reabierto'>, meta);
    case 'registro.eslabon':
      return checkEslabon(tx, caja, evento, evento.datos as Datos<'registro.eslabon'>);
    case 'actualizacion':
      return projectActualizacion(tx, evento);
    case 'turno.guardado': {
      const t = evento.datos as Datos<'turno.guardado'>;
      const row = { caja, id: t.id, nombre: t.nombre, codigo: t.codigo, color: t.color, tipo: t.tipo, dias: JSON.stringify(t.dias) };
      return tx.proyecciones.upsert('turnos', { ...row, inicio_ciclo: t.inicioCiclo, activo: t.activo, eliminado: false }, meta);
    }
    case 'rol.guardado': {
      const r = evento.datos as Datos<'rol.guardado'>;
      return tx.proyecciones.upsert('roles', { caja, id: r.id, nombre: r.nombre, turnos: JSON.stringify(r.turnos), inicio: r.inicio, eliminado: false }, meta);
    }
    case 'asignacion.guardada': {
      const a = evento.datos as Datos<'asignacion.guardada'>;
      const row = { caja, id: a.id, empleado_id: a.empleadoId, turno_id: a.turnoId, rol_id: a.rolId, vigente_desde: a.vigenteDesde };
      return tx.proyecciones.upsert('asignaciones', { ...row, registrado_por: a.registradoPor, registrado_en: a.registradoEn, eliminado: false }, meta);
    }
    case 'turno.eliminado':
    case 'rol.eliminado':
    case 'asignacion.eliminada': {
      const table = evento.tipo === 'turno.eliminado' ? 'turnos' : evento.tipo === 'rol.eliminado' ? 'roles' : 'asignaciones';
      return tx.proyecciones.upsert(table, { caja, id: (evento.datos as Datos<'turno.eliminado'>).id, eliminado: true }, meta);
    }
    case 'cambio_turno.agregado':
      return tx.proyecciones.upsert('cambios_turno', cambioTurnoRow(caja, evento.datos as Datos<'cambio_turno.agregado'>, null), meta);
    case 'cambio_turno.eliminado':
      return tx.proyecciones.upsert('cambios_turno', cambioTurnoRow(caja, evento.datos as Datos<'cambio_turno.eliminado'>, evento.creadoEn), meta);
    case 'solicitud.guardada':
      // The whole request each time (sent, approved, rejected): newest wins, so an answer that comes first is kept.
      return tx.proyecciones.upsert('solicitudes', solicitudRow(caja, evento.datos as Datos<'solicitud.guardada'>), meta);
    case 'aviso.generado':
      // Once per alert: the first delivery writes it, a redelivery changes nothing.
      return tx.avisos.insert(avisoRow(caja, evento.datos as Datos<'aviso.generado'>), meta);
  }
}

/**
 * A close: its version is the one after the newest reopening held here (the box numbers its closes the same way and
 * always reopens version N before it closes N + 1). It is kept in periodo_versiones and becomes the period's figures.
 */
async function projectClose(tx: Repositories, caja: string, p: Datos<'periodo.cerrado'>, meta: EventMeta): Promise<void> {
  const totals = periodTotals(p.prenomina);
  const version = await tx.periodos.nextCloseVersion(caja, p.id);
  const figures = {
    desde: p.desde,
    hasta: p.hasta,
    cerrado_en: p.cerradoEn,
    cerrado_por: p.cerradoPor,
    prenomina: JSON.stringify(p.prenomina),
    total_centavos: totals.totalCentavos,
    empleados: totals.empleados,
  };
  await tx.periodos.saveCloseVersion(caja, p.id, version, figures);
  await tx.proyecciones.upsert('periodos', { caja, id: p.id, ...figures, version, reabierto_en: null, reabierto_por: null, motivo_reapertura: null }, meta);
}

/** A reopening: kept on its version, and the period's figures are marked as no longer standing if they are that close's. */
async function projectReopen(tx: Repositories, caja: string, r: Datos<'periodo.reabierto'>, meta: EventMeta): Promise<void> {
  await tx.periodos.saveReopening(caja, r);
  await tx.periodos.markReopened(caja, r, meta);
}
