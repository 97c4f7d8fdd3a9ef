// The solicitudes room's door (issue 43): other code imports this file, never one beside it.
import type { Logger } from '../../logger.js';
import { createSesiones } from './sesiones.js';
import { createSolicitudesService, type SolicitudesDeps } from './solicitudes.js';
import { createMiAsistencia } from './vista.js';
import type { Repositories } from '../../db/repositories/index.js';

export { MI_ASISTENCIA_MINUTOS, MI_ASISTENCIA_MAX_MINUTOS, type Sesion, type Sesiones } from './sesiones.js';
export type { SolicitudesService, Aplicado } from './solicitudes.js';
export type { MiAsistencia } from './vista.js';

/** A kiosk punch's answer as far as this room cares: who, which punch. */
type PunchAnswer = { id: number; employeeId: number };

/**
 * 'Mi asistencia' and its requests: the sessions a punch opens, the person's view, the requests and their answers, and
 * what a punch adds to the kiosk's answer (the token, and an answer not told yet).
 * The composition root builds it once (services/index.ts).
 */
export function createSolicitudesRoom(deps: SolicitudesDeps & Pick<Repositories, 'reglas'> & { logger?: Logger }) {
  const sesiones = createSesiones(deps);
  const solicitudes = createSolicitudesService(deps);
  const vista = createMiAsistencia({ ...deps, ofEmployee: solicitudes.ofEmployee });

  return {
    ...solicitudes,
    sesiones,
    /** GET /api/kiosk/mi-asistencia for a session already checked by `sesiones.use`. */
    vista,
    /**
     * After a face or NIP punch was stored (or a repeated one answered): the 'Mi asistencia' token for this kiosk, and the
     * answers to the person's requests not told yet. The punch is stored: a failure here only leaves these out.
     */
    alChecar: (
      dispositivoId: number,
      punch: PunchAnswer,
      /** The kiosk shows the person's status (rule estadoEnKiosco): only then is an answer told, and marked told. */
      avisar: boolean,
    ): { miAsistencia: { token: string; expira: string } | null; aviso: string | null } => {
      try {
        const aviso = avisar ? solicitudes.avisosDeChecada(punch.employeeId, punch.id) : null;
        return { miAsistencia: sesiones.open(dispositivoId, punch.id), aviso };
      } catch (error) {
        deps.logger?.error({ err: error, checada: punch.id }, 'No se pudo abrir «Mi asistencia» tras la checada');
        return { miAsistencia: null, aviso: null };
      }
    },
  };
}

export type SolicitudesRoom = ReturnType<typeof createSolicitudesRoom>;
