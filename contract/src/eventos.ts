import { z } from 'zod';
import { INCIDENCIA_TIPOS } from './incidencias.js';
import { empleadoPrenominaSchema } from './prenomina.js';
import { PUNCH_METHODS } from './attendance.js';
import { ESLABON_TIPOS } from './registro.js';

/**
 * The events a box sends to headquarters (issue 17). The box writes each one to its outbox in the same SQLite
 * transaction as the change (triggers of migration 019), a relay publishes it to the box's NATS JetStream leaf
 * node, and headquarters writes it into PostgreSQL once, keyed by `eventoId`.
 *
 * Ids inside `datos` are the box's own row ids: headquarters keys every row by (caja, id).
 * Money is integer centavos, except inside a closed period's `prenomina`, which keeps the pre-nómina API's shape (pesos).
 * Face templates and photos never travel.
 */

/** The newest payload version this code writes and reads; headquarters dead-letters anything newer. */
export const EVENTO_VERSION = 1;

/** A box id as it appears in NATS subjects: lowercase letters, digits and dashes. */
export const CAJA_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;
export const cajaIdSchema = z.string().regex(CAJA_ID_PATTERN, 'El id de la caja solo lleva minúsculas, dígitos y guiones (hasta 32).');

const fecha = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instante = z.string().min(20);
const hhmm = z.string().regex(/^\d{2}:\d{2}$/);

export const CATALOGOS = ['puestos', 'sucursales', 'bonos'] as const;

export const checadaEventoSchema = z.object({
  id: z.number().int().positive(),
  empleadoId: z.number().int().positive(),
  numeroEmpleado: z.string().nullable(),
  tipo: z.enum(['entrada', 'salida']),
  /** UTC instant of the punch. */
  hora: instante,
  /** The working day it belongs to, in the box's time zone. */
  fechaLocal: fecha,
  metodo: z.enum(PUNCH_METHODS),
  dispositivoId: z.number().int().nullable(),
  /** The kiosk's branch, or the employee's for a manual punch. */
  sucursalId: z.number().int().nullable(),
  similitud: z.number().nullable(),
  liveness: z.number().nullable(),
  motivo: z.string().nullable(),
  registradoPor: z.string().nullable(),
});

export const incidenciaEventoSchema = z.object({
  id: z.number().int().positive(),
  empleadoId: z.number().int().positive(),
  fecha,
  tipo: z.enum(INCIDENCIA_TIPOS),
  minutos: z.number().int().nullable(),
  nota: z.string().nullable(),
  creadoPor: z.string(),
});

export const empleadoEventoSchema = z.object({
  id: z.number().int().positive(),
  nombre: z.string().min(1),
  numeroEmpleado: z.string().nullable(),
  sucursalId: z.number().int(),
  puestoId: z.number().int(),
  salarioDiarioCentavos: z.number().int().nonnegative(),
  bonoId: z.number().int().nullable(),
  bonoCentavos: z.number().int().nonnegative(),
  fechaIngreso: fecha,
  horaEntrada: hhmm,
  horaSalida: hhmm,
  diasDescanso: z.array(z.number().int().min(0).max(6)),
  minutosComida: z.number().int(),
  activo: z.boolean(),
  fechaBaja: fecha.nullable(),
});

export const catalogoEventoSchema = z.object({
  catalogo: z.enum(CATALOGOS),
  id: z.number().int().positive(),
  nombre: z.string().min(1),
  /** puestos */
  salarioDiarioCentavos: z.number().int().nonnegative().optional(),
  /** sucursales: general | frontera */
  zona: z.string().optional(),
  /** bonos */
  montoCentavos: z.number().int().nonnegative().optional(),
  tipo: z.string().optional(),
  pierdeCon: z.number().int().optional(),
});

export const catalogoEliminadoSchema = z.object({ catalogo: z.enum(CATALOGOS), id: z.number().int().positive() });

export const periodoCerradoSchema = z.object({
  id: z.number().int().positive(),
  desde: fecha,
  hasta: fecha,
  cerradoEn: instante,
  cerradoPor: z.string(),
  /**
   * The figures frozen at the close, as the box keeps them: each employee's pre-nómina row (GET /api/prenomina's
   * `empleados[]` shape, money in pesos) with the sucursal id it belonged to then.
   */
  prenomina: z.object({
    version: z.number().int(),
    empleados: z.array(z.object({ sucursalId: z.number().int(), empleado: empleadoPrenominaSchema })),
  }),
});

/** A punch voided (issue 29): it stays in the record and no longer counts. */
export const checadaAnuladaSchema = z.object({
  id: z.number().int().positive(),
  checadaId: z.number().int().positive(),
  motivo: z.string(),
  anuladaPor: z.string(),
  anuladaEn: instante,
});

/** A closed period opened again with a reason (issue 29): its figures no longer stand until it is closed again. */
export const periodoReabiertoSchema = z.object({
  id: z.number().int().positive(),
  desde: fecha,
  hasta: fecha,
  /** The close (its version, 1 for the first) that this reopening undoes. */
  version: z.number().int().positive(),
  motivo: z.string(),
  reabiertoPor: z.string(),
  reabiertoEn: instante,
});

/**
 * One link of the box's chain of the record (contract/src/registro.ts): headquarters recomputes
 * `hash = SHA-256(anterior ‖ contenido)` and checks that `anterior` is the hash of the link before.
 */
export const registroEslabonSchema = z.object({
  secuencia: z.number().int().positive(),
  tipo: z.enum(ESLABON_TIPOS),
  filaId: z.number().int().positive(),
  anterior: z.string().min(1),
  contenido: z.string().min(2),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * An update of the box's program changed state (issue 32): handed to the root updater ('en_espera'), or finished
 * ('instalada', 'revertida' with the reason, 'rechazada' with the reason). `anterior` is the version it replaces.
 */
export const ACTUALIZACION_ESTADOS = ['en_espera', 'instalada', 'revertida', 'rechazada'] as const;
export const actualizacionEventoSchema = z.object({
  version: z.string().nullable(),
  estado: z.enum(ACTUALIZACION_ESTADOS),
  motivo: z.string().optional(),
  anterior: z.string().nullable(),
});

/**
 * Issue 41 (daemon migration 036): the turnos catalogue, rotations (roles), each employee's assignments from a date
 * and the one-day changes (a swap is two rows sharing `grupo`). A deletion carries only the id, except a one-day
 * change's, which carries the row removed (like an incidencia's).
 */
const segmentoEvento = z.object({ entrada: z.string(), salida: z.string() });
export const turnoEventoSchema = z.object({
  id: z.number().int().positive(),
  nombre: z.string().min(1),
  codigo: z.string().min(1),
  color: z.string(),
  tipo: z.enum(['semanal', 'ciclo']),
  dias: z.array(z.object({ segmentos: z.array(segmentoEvento), minutosComida: z.number().int().nonnegative() })),
  inicioCiclo: fecha.nullable(),
  activo: z.boolean(),
});
export const rolEventoSchema = z.object({
  id: z.number().int().positive(),
  nombre: z.string().min(1),
  turnos: z.array(z.number().int().positive()),
  inicio: fecha,
});
export const asignacionEventoSchema = z.object({
  id: z.number().int().positive(),
  empleadoId: z.number().int().positive(),
  turnoId: z.number().int().positive().nullable(),
  rolId: z.number().int().positive().nullable(),
  vigenteDesde: fecha,
  registradoPor: z.string().nullable(),
  registradoEn: instante,
});
export const cambioTurnoEventoSchema = z.object({
  id: z.number().int().positive(),
  empleadoId: z.number().int().positive(),
  fecha,
  turnoId: z.number().int().positive().nullable(),
  descanso: z.boolean(),
  conEmpleadoId: z.number().int().positive().nullable(),
  grupo: z.string().nullable(),
  motivo: z.string(),
  registradoPor: z.string(),
  registradoEn: instante,
});
export const filaEliminadaSchema = z.object({ id: z.number().int().positive() });
/** Issue 43: a request sent from 'Mi asistencia', saved again when it is answered (no biometrics: scores only). */
export const solicitudEventoSchema = z.object({
  id: z.number().int().positive(),
  empleadoId: z.number().int().positive(),
  tipo: z.enum(['justificacion', 'olvido', 'vacaciones']),
  fecha,
  hora: z.string().nullable(),
  desde: fecha.nullable(),
  hasta: fecha.nullable(),
  motivo: z.string().nullable(),
  nota: z.string().nullable(),
  folio: z.string().nullable(),
  sobreSaldo: z.boolean(),
  estado: z.enum(['pendiente', 'aprobada', 'rechazada']),
  dispositivoId: z.number().int().positive(),
  checadaId: z.number().int().positive(),
  similitud: z.number().nullable(),
  vida: z.number().nullable(),
  creadaEn: instante,
  respondidaPor: z.string().nullable(),
  respondidaEn: instante.nullable(),
  motivoRechazo: z.string().nullable(),
});

/**
 * Issue 44: an alert the box raised ('Avisos'), once per alert and not per recipient, written in the transaction that
 * raised it and only when the box has a headquarters. `clave` (the kind and its cause) is the alert's key at its box:
 * a second raise of the same cause writes no second event. The texts never carry a photo or a salary. `tipo` is any
 * kind the box knows (contract/src/avisos.ts AVISO_TIPOS), so a newer box's kind is not refused.
 */
export const avisoEventoSchema = z.object({
  clave: z.string().min(1).max(500),
  tipo: z.string().min(1).max(60),
  /** The branch it is about (the box's sucursales id) and its name then; null for the whole box. */
  sucursalId: z.number().int().positive().nullable(),
  sucursal: z.string().nullable(),
  /** When it was raised (UTC instant, the daemon's clock). */
  fecha: instante,
  titulo: z.string().min(1),
  texto: z.string(),
  datos: z.record(z.string(), z.unknown()),
});

/** Every kind of event and the shape of its `datos`. */
export const EVENTO_DATOS = {
  'checada.registrada': checadaEventoSchema,
  'incidencia.agregada': incidenciaEventoSchema,
  'incidencia.eliminada': incidenciaEventoSchema,
  'empleado.creado': empleadoEventoSchema,
  'empleado.actualizado': empleadoEventoSchema,
  'empleado.baja': empleadoEventoSchema,
  'empleado.reactivado': empleadoEventoSchema,
  'catalogo.guardado': catalogoEventoSchema,
  'catalogo.eliminado': catalogoEliminadoSchema,
  'periodo.cerrado': periodoCerradoSchema,
  'periodo.reabierto': periodoReabiertoSchema,
  'checada.anulada': checadaAnuladaSchema,
  'registro.eslabon': registroEslabonSchema,
  actualizacion: actualizacionEventoSchema,
  'turno.guardado': turnoEventoSchema,
  'turno.eliminado': filaEliminadaSchema,
  'rol.guardado': rolEventoSchema,
  'rol.eliminado': filaEliminadaSchema,
  'asignacion.guardada': asignacionEventoSchema,
  'asignacion.eliminada': filaEliminadaSchema,
  'cambio_turno.agregado': cambioTurnoEventoSchema,
  'cambio_turno.eliminado': cambioTurnoEventoSchema,
  'solicitud.guardada': solicitudEventoSchema,
  'aviso.generado': avisoEventoSchema,
} as const;
export type EventoTipo = keyof typeof EVENTO_DATOS;
export const EVENTO_TIPOS = Object.keys(EVENTO_DATOS) as EventoTipo[];

/** The envelope as published (the NATS message body); `Nats-Msg-Id` carries `eventoId`. */
export const eventoSobreSchema = z.object({
  eventoId: z.uuid(),
  caja: cajaIdSchema,
  /** Per-box sequence: gapless within the outbox, increasing. */
  secuencia: z.number().int().positive(),
  tipo: z.string(),
  version: z.number().int().positive(),
  /** The box's own clock when the change was written (UTC ISO). */
  creadoEn: instante,
  /** Whether the box's clock was NTP-synchronised then (null: not known). */
  relojSincronizado: z.boolean().nullable(),
  datos: z.unknown(),
});
export type EventoSobre = z.infer<typeof eventoSobreSchema>;

/** Reads a published event: the envelope, then `datos` by its kind. Throws a ZodError or a RangeError with the reason. */
export function leerEvento(json: unknown): EventoSobre & { tipo: EventoTipo } {
  const sobre = eventoSobreSchema.parse(json);
  if (sobre.version > EVENTO_VERSION) throw new RangeError(`versión ${sobre.version} más nueva que la ${EVENTO_VERSION} que este servicio entiende`);
  const schema = EVENTO_DATOS[sobre.tipo as EventoTipo];
  if (!schema) throw new RangeError(`tipo de evento desconocido: ${sobre.tipo}`);
  return { ...sobre, tipo: sobre.tipo as EventoTipo, datos: schema.parse(sobre.datos) };
}

/** NATS subjects. Every box publishes only below `reloj.<caja>.`. */
export const SUBJECT_PREFIX = 'reloj';
export const eventoSubject = (caja: string, tipo: string): string => `${SUBJECT_PREFIX}.${caja}.eventos.${tipo}`;
export const latidoSubject = (caja: string): string => `${SUBJECT_PREFIX}.${caja}.latido`;
/** The stream on each box (its own JetStream domain `caja-<caja>`) and the one at headquarters that sources them all. */
export const cajaStreamName = (caja: string): string => `RELOJ_${caja.replace(/-/g, '_').toUpperCase()}`;
export const cajaDomain = (caja: string): string => `caja-${caja}`;
export const HQ_STREAM = 'RELOJ_CORPORATIVO';
export const HQ_DOMAIN = 'hq';

/**
 * Releases from headquarters (issue 32 item 3c). Headquarters keeps each bundle once in an object store of its own
 * JetStream (domain `hq`) and announces it to one box at a time under `versiones.<caja>.anuncio`; the box reads the
 * object through its leaf node with its replies under `versiones.<caja>.respuestas`, the only subjects the hub sends it.
 */
export const VERSIONES_BUCKET = 'reloj-versiones';
export const versionesPrefix = (caja: string): string => `versiones.${caja}`;
export const anuncioSubject = (caja: string): string => `${versionesPrefix(caja)}.anuncio`;
export const respuestasPrefix = (caja: string): string => `${versionesPrefix(caja)}.respuestas`;
export const anuncioVersionSchema = z.object({
  despliegue: z.number().int().positive(),
  version: z.string().min(1),
  arch: z.string().min(1),
  /** The object's name in VERSIONES_BUCKET. */
  objeto: z.string().min(1),
  /** SHA-256 of the whole bundle, hex. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().positive(),
});
export type AnuncioVersion = z.infer<typeof anuncioVersionSchema>;

/** The heartbeat a connected box sends every few seconds over core NATS (not stored): its clock and its backlog. */
export const latidoSchema = z.object({
  caja: cajaIdSchema,
  reloj: instante,
  relojSincronizado: z.boolean().nullable(),
  /** Events written but not yet acknowledged by the box's stream. */
  pendientes: z.number().int().nonnegative(),
  /** The newest sequence written to the outbox. */
  ultimaSecuencia: z.number().int().nonnegative(),
  version: z.string(),
});
export type Latido = z.infer<typeof latidoSchema>;

/** GET /api/corporativo: 'Sucursal conectada' on the box's panel. */
export const corporativoEstadoSchema = z.object({
  configurado: z.boolean(),
  caja: z.string().nullable(),
  conectado: z.boolean(),
  pendientes: z.number().int().nonnegative(),
  ultimaSecuencia: z.number().int().nonnegative(),
  ultimoAcuse: z.string().nullable(),
  relojSincronizado: z.boolean().nullable(),
  error: z.string().nullable(),
});
export type CorporativoEstado = z.infer<typeof corporativoEstadoSchema>;
