import { addDays, instantOf, localDate } from '@reloj/contract/dates';
import {
  VEREDICTO_SUPLANTACION_TEXTO,
  type IntentoSuplantacion,
  type IntentosSuplantacionQuery,
  type VeredictoSuplantacion,
} from '@reloj/contract/suplantacion';
import type { Repositories } from '../../db/repositories/index.js';
import type { DeviceRow } from '../../db/repositories/devices.js';
import type { IntentoSuplantacionRow } from '../../db/repositories/intentosSuplantacion.js';
import { spoofPhotoNotFound } from '../../errors.js';
import { FACE_DEFAULTS } from '../../face/defaults.js';
import type { FaceOutcome } from '../../face/outcome.js';
import type { Branches } from '../../lib/branches.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../logger.js';

export type SpoofOutcome = Extract<FaceOutcome, { reason: 'spoof' }>;

/**
 * The verdict in the owner's terms, from what the kiosk identifier refused (services/faces/kioskIdentify.ts): a head
 * that did not turn as asked; a p(real) under the threshold (a picture); else frames that are not one kiosk camera's.
 */
export function veredictoOf(outcome: SpoofOutcome, realThreshold = FACE_DEFAULTS.liveness.realThreshold): VeredictoSuplantacion {
  if (outcome.challenge === 'failed') return 'no_giro';
  return outcome.liveness < realThreshold ? 'foto_o_pantalla' : 'camara_distinta';
}

const toIntento = (r: IntentoSuplantacionRow): IntentoSuplantacion => ({
  id: r.id,
  kiosco: r.kiosco,
  sucursal: r.sucursal,
  hora: r.created_at,
  veredicto: r.veredicto,
  veredictoTexto: VEREDICTO_SUPLANTACION_TEXTO[r.veredicto],
  empleado: r.empleado_id !== null && r.empleado !== null ? { id: r.empleado_id, nombre: r.empleado, numeroEmpleado: r.numero_empleado } : null,
  similitud: r.similitud,
  vivacidad: r.vivacidad,
  foto: r.tiene_foto ? `/api/intentos-suplantacion/${r.id}/foto` : null,
});

/**
 * Issue 45 item 4: each kiosk check-in refused for liveness is kept with one camera frame (shrunk and re-encoded as a
 * NIP punch's evidence photo is) and the employee the face resembled, so that the owner can ask who held up the photo.
 * The frames are deleted with the punch photos (services/privacidad/retention.ts); the frame is never logged.
 */
export function createIntentosSuplantacionService(
  deps: Pick<Repositories, 'intentosSuplantacion'> & {
    clock: Clock;
    timeZone: string;
    /** The kiosk frame as a JPEG of at most 640 px a side (face/evidencePhoto.ts); throws on an undecodable one. */
    evidence: (image: string) => Promise<Buffer>;
    /** Whom the frame's face resembles (services/faces: `resemble`). */
    resemble: (image: string) => Promise<{ employeeId: number; score: number } | null>;
    logger?: Logger;
  },
) {
  const repo = deps.intentosSuplantacion;
  // Each part is optional evidence: a frame that cannot be read still leaves the row, without it.
  const quietly = async <T>(what: string, work: () => Promise<T>): Promise<T | null> => {
    try {
      return await work();
    } catch (error) {
      deps.logger?.warn({ err: error instanceof Error ? error.message : String(error) }, what);
      return null;
    }
  };

  return {
    /** Stores one refusal; `frame` is one of the frames the kiosk sent (a data URL). Answers the row's id. */
    async record(device: Pick<DeviceRow, 'id' | 'nombre' | 'codigo' | 'sucursal_id'>, outcome: SpoofOutcome, frame: string): Promise<number> {
      const createdAt = deps.clock.now().toISOString(); // when the kiosk was refused, not when the frame was encoded
      const foto = await quietly('spoof attempt frame not kept', () => deps.evidence(frame));
      const parecido = await quietly('spoof attempt not compared with the gallery', () => deps.resemble(frame));
      return repo.insert({
        dispositivoId: device.id,
        kiosco: device.nombre ?? device.codigo,
        sucursalId: device.sucursal_id ?? (parecido ? (repo.employeeBranch(parecido.employeeId) ?? null) : null),
        createdAt,
        veredicto: veredictoOf(outcome),
        empleadoId: parecido?.employeeId ?? null,
        similitud: parecido?.score ?? null,
        vivacidad: outcome.liveness,
        fotoJpeg: foto,
      });
    },

    /** The attempts of days desde..hasta in the box's zone (default today), of `branches` (null: all), newest first. */
    list(query: Pick<IntentosSuplantacionQuery, 'desde' | 'hasta'> & { sucursal?: number }, branches: Branches): IntentoSuplantacion[] {
      const today = localDate(deps.clock.now(), deps.timeZone);
      const desde = query.desde ?? query.hasta ?? today;
      const hasta = query.hasta ?? (query.desde ? desde : today);
      const from = instantOf(`${desde}T00:00`, deps.timeZone).toISOString();
      const to = instantOf(`${addDays(hasta, 1)}T00:00`, deps.timeZone).toISOString();
      return repo.list({ desde: from, hasta: to, sucursalId: query.sucursal, sucursales: branches }).map(toIntento);
    },

    photo(id: number): Buffer {
      const photo = repo.photo(id);
      if (!photo) throw spoofPhotoNotFound();
      return photo;
    },

    /**
     * Deletes the attempts whose frame resembled the employee, since it shows their face (a printed photo of them, a
     * screen): called in the transaction that erases their biometrics (ARCO cancellation, withdrawn consent,
     * retention after a baja), whose queued backup erasure takes the same rows out of every backup
     * (db/respaldoWorkerThread.ts). Answers how many.
     */
    forgetEmployee: (empleadoId: number): number => repo.deleteByEmployee(empleadoId),
  };
}

export type IntentosSuplantacionService = ReturnType<typeof createIntentosSuplantacionService>;
