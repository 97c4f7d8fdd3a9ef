import { createHash, randomBytes } from 'node:crypto';
import type { Reconocimiento } from '@reloj/contract/solicitudes';
import type { Repositories } from '../../db/repositories/index.js';
import type { SesionRow } from '../../db/repositories/solicitudes.js';
import { miAsistenciaSinAcceso } from '../../errors.js';
import { FACE_DEFAULTS } from '../../face/defaults.js';
import type { Clock } from '../../lib/clock.js';

/** A token lives this long after its last use (the kiosk closes the screen after 30 s without a touch)... */
export const MI_ASISTENCIA_MINUTOS = 3;
/** ...and never longer than this after the punch that opened it. */
export const MI_ASISTENCIA_MAX_MINUTOS = 10;

const MINUTE_MS = 60_000;
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** 'real' at or above the engine's p(real) threshold; below it a punch got through only with liveness not blocking. */
export function veredictoVida(metodo: 'rostro' | 'nip', vida: number | null): Reconocimiento['veredictoVida'] {
  if (metodo === 'nip') return 'nip';
  if (vida === null) return 'sin_medir';
  return vida >= FACE_DEFAULTS.liveness.realThreshold ? 'real' : 'dudosa';
}

/** An open session: the person, the kiosk, and how they were recognised. */
export type Sesion = SesionRow;

/**
 * 'Mi asistencia' sessions (issue 43): a face or NIP punch opens one for that person on that kiosk and answers its
 * random token once; only the token's SHA-256 is stored. A new punch on the kiosk ends the previous person's session.
 */
export function createSesiones(deps: Pick<Repositories, 'solicitudes' | 'transaction'> & { clock: Clock }) {
  const { solicitudes: repo, transaction, clock } = deps;

  /** The valid session of `token` on this kiosk, else the same 401 for every reason. */
  const find = (dispositivoId: number, token: string | undefined): Sesion => {
    if (!token || token.length > 100) throw miAsistenciaSinAcceso();
    const sesion = repo.sesionByHash(hashOf(token));
    const now = clock.now().toISOString();
    if (!sesion || sesion.dispositivo_id !== dispositivoId || sesion.cerrada_en !== null || sesion.expira_en <= now) throw miAsistenciaSinAcceso();
    return sesion;
  };

  return {
    /** After a stored kiosk punch: the token for the person just recognised, or null for a manual punch (none is). */
    open: (dispositivoId: number, checadaId: number): { token: string; expira: string } | null =>
      transaction(() => {
        const punch = repo.punchFacts(checadaId);
        if (!punch || punch.manual === 1) return null;
        const now = clock.now();
        const token = randomBytes(32).toString('base64url');
        const expira = new Date(now.getTime() + MI_ASISTENCIA_MINUTOS * MINUTE_MS).toISOString();
        repo.closeSesionesOfDevice(dispositivoId, now.toISOString());
        repo.insertSesion({
          tokenHash: hashOf(token),
          empleado_id: punch.empleado_id,
          dispositivo_id: dispositivoId,
          checada_id: punch.id,
          metodo: punch.nip === 1 ? 'nip' : 'rostro',
          similitud: punch.nip === 1 ? null : punch.match_score,
          vida: punch.liveness,
          abierta_en: now.toISOString(),
          expira_en: expira,
        });
        return { token, expira };
      }),

    /** The session a kiosk request names (401 otherwise); each use keeps it alive a little longer, up to the cap. */
    use: (dispositivoId: number, token: string | undefined): Sesion => {
      const sesion = find(dispositivoId, token);
      const now = clock.now().getTime();
      const cap = Date.parse(sesion.abierta_en) + MI_ASISTENCIA_MAX_MINUTOS * MINUTE_MS;
      const expira = new Date(Math.min(now + MI_ASISTENCIA_MINUTOS * MINUTE_MS, cap)).toISOString();
      if (expira > sesion.expira_en) repo.extendSesion(sesion.id, expira);
      return { ...sesion, expira_en: expira > sesion.expira_en ? expira : sesion.expira_en };
    },

    /** 'Cerrar': the token stops working at once. */
    close: (dispositivoId: number, token: string | undefined): void => {
      const sesion = find(dispositivoId, token);
      repo.closeSesion(sesion.id, clock.now().toISOString());
    },
  };
}

export type Sesiones = ReturnType<typeof createSesiones>;
