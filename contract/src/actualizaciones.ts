/**
 * 'Sistema' → 'Actualizaciones' (issue 32): GET /api/actualizaciones, POST /api/actualizaciones/paquete (the bundle
 * itself, application/octet-stream) and POST /api/actualizaciones/paquete/{id}/instalar.
 */
import { z } from 'zod';

/** The updater's steps as RELOJ_DATA_DIR/actualizaciones/estado.json names them (daemon/src/release/updateStatus.ts). */
export const UPDATE_STATES = [
  'en_espera',
  'verificando',
  'desempacando',
  'deteniendo',
  'respaldando',
  'cambiando',
  'iniciando',
  'vigilando',
  'instalada',
  'revirtiendo',
  'revertida',
  'rechazada',
] as const;
export type EstadoActualizacion = (typeof UPDATE_STATES)[number];
export const FINAL_UPDATE_STATES: readonly EstadoActualizacion[] = ['instalada', 'revertida', 'rechazada'];

/** Why a bundle is refused (422), and the two other refusals of this screen. */
export const UPDATE_ERROR_CODES = [
  'paquete_ilegible',
  'firma_no_valida',
  'archivo_alterado',
  'arquitectura_distinta',
  'version_muy_vieja',
  'version_no_nueva',
  'version_no_valida',
  'actualizacion_en_curso',
  'paquete_no_preparado',
] as const;
export type UpdateErrorCode = (typeof UPDATE_ERROR_CODES)[number];

/** The last update's progress or outcome, as the root updater wrote it. */
export const estadoActualizacionSchema = z.object({
  estado: z.enum(UPDATE_STATES),
  version: z.string().nullable(),
  anterior: z.string().nullable(),
  /** The step in the words a person reads. */
  paso: z.string(),
  /** Why it was refused or rolled back. */
  motivo: z.string().optional(),
  inicio: z.string(),
  fecha: z.string(),
  /** Put in the audit log by the daemon. */
  registrada: z.boolean().optional(),
});
export type EstadoActualizacionInfo = z.infer<typeof estadoActualizacionSchema>;

/** Issue 45: a machine's architecture as a shop owner reads it: 'x64' → 'PC de 64 bits'; an unknown one as it came. */
const EQUIPOS: Record<string, string> = { x64: 'PC de 64 bits', arm64: 'equipo ARM de 64 bits', ia32: 'PC de 32 bits', arm: 'equipo ARM de 32 bits' };
export const equipoTexto = (arch: string): string => EQUIPOS[arch] ?? arch;

/** GET /api/actualizaciones. */
export const actualizacionesSchema = z.object({
  versionInstalada: z.string(),
  /** The machine's architecture as the bundles name it ('arm64', 'x64'). */
  arch: z.string(),
  /** How many public keys this box trusts to sign releases (none: no bundle is accepted). */
  clavesDeConfianza: z.number().int().nonnegative(),
  estado: estadoActualizacionSchema.nullable(),
});
export type Actualizaciones = z.infer<typeof actualizacionesSchema>;

/** POST /api/actualizaciones/paquete: the checked bundle, kept on the box until installed or replaced. */
export const paquetePreparadoSchema = z.object({
  id: z.string(),
  version: z.string(),
  notas: z.string(),
  arch: z.string(),
  /** The oldest installed version it may replace. */
  desdeVersion: z.string(),
  /** Database migrations it adds to this box's. */
  migracionesNuevas: z.number().int().nonnegative(),
  firma: z.literal('válida'),
  /** The id of the trusted key that signed it (16 hex digits). */
  clave: z.string(),
});
export type PaquetePreparado = z.infer<typeof paquetePreparadoSchema>;

/** POST /api/actualizaciones/paquete/{id}/instalar (202): left for the system's installer. */
export const instalacionSolicitadaSchema = z.object({
  estado: z.literal('en_espera'),
  version: z.string(),
});
export type InstalacionSolicitada = z.infer<typeof instalacionSolicitadaSchema>;

/** `:id` of an uploaded bundle: 32 hex digits. */
export const paqueteIdParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/),
});
