import { addDays, localDate } from '@reloj/contract/dates';
import { DIAS_FOTOS_DEFAULT, DIAS_PLANTILLAS_BAJA_DEFAULT, type Retencion } from '@reloj/contract/privacidad';
import type { Repositories } from '../../db/repositories/index.js';
import type { Clock } from '../../lib/clock.js';
import { automaticAudit } from '../auditoria/index.js';
import type { EraseFromBackups } from '../respaldos/index.js';

const DAY_MS = 86_400_000;
/** Photos cleared per statement: a first run on a box full of old photos must not hold the database for long. */
const PHOTO_BATCH = 500;

export type RetentionRun = { fotosBorradas: number; plantillasBorradas: number; empleados: number[] };

/** What the next runs will delete: shown on the 'Privacidad' screen. */
export type RetentionPreview = Retencion;

/**
 * Issue 15 item 4: punch photos are deleted `diasFotos` days after the punch (the punch record stays), as are the
 * kiosk's refused spoof attempts with their frame (issue 45), and the face
 * templates of an employee given baja `diasPlantillasBaja` days after the baja (0: at once). The periods are the
 * published notice's, or the defaults while there is none. Each run records what it deleted in the audit log.
 */
export function createRetentionService(
  deps: Pick<Repositories, 'privacidad' | 'retention' | 'auditoria' | 'transaction'> & {
    clock: Clock;
    timeZone: string;
    /** Deletes the employee's templates and takes them out of the gallery; answers how many. */
    forgetTemplates: (empleadoId: number) => number;
    /** Deletes the refused spoof attempts whose frame shows the employee's face (services/suplantacion); answers how many. */
    forgetSpoofAttempts: (empleadoId: number) => number;
    /** Queues the same for the backups (the photos past their period leave them with the daily backup: backups.ts). */
    eraseFromBackups: EraseFromBackups;
  },
) {
  const { privacidad, retention: repo, transaction } = deps;
  const audit = automaticAudit(deps.auditoria, deps.clock);

  const periods = () => {
    const aviso = privacidad.current();
    return { diasFotos: aviso?.diasFotos ?? DIAS_FOTOS_DEFAULT, diasPlantillasBaja: aviso?.diasPlantillasBaja ?? DIAS_PLANTILLAS_BAJA_DEFAULT };
  };
  const photoCutoff = (diasFotos: number) => new Date(deps.clock.now().getTime() - diasFotos * DAY_MS).toISOString();
  const formerEmployees = (diasPlantillasBaja: number) =>
    repo
      .formerEmployeesWithTemplates()
      .map((e) => ({ empleadoId: e.id, nombre: e.nombre, fechaBaja: e.fecha_baja, borrarDesde: addDays(e.fecha_baja, diasPlantillasBaja) }));

  return {
    /** Punch photos taken before this instant are past the current period. */
    photosBefore: (): string => photoCutoff(periods().diasFotos),

    preview(): RetentionPreview {
      const { diasFotos, diasPlantillasBaja } = periods();
      const cutoff = photoCutoff(diasFotos);
      const oldest = repo.oldestPhotoSince(cutoff);
      return {
        diasFotos,
        diasPlantillasBaja,
        fotos: { vencidas: repo.photosBefore(cutoff), siguienteBorrado: oldest && localDate(new Date(Date.parse(oldest) + diasFotos * DAY_MS), deps.timeZone) },
        plantillas: formerEmployees(diasPlantillasBaja),
      };
    },

    /** Deletes what is due. Idempotent: a second run the same day finds nothing. */
    run(): RetentionRun {
      const { diasFotos, diasPlantillasBaja } = periods();
      const cutoff = photoCutoff(diasFotos);
      let fotosBorradas = 0;
      for (let n = PHOTO_BATCH; n === PHOTO_BATCH;) {
        n = repo.clearPhotosBefore(cutoff, PHOTO_BATCH);
        fotosBorradas += n;
      }
      // Issue 45: the frames of refused spoof attempts (with their rows) are photos of the same kind, counted with them.
      for (let n = PHOTO_BATCH; n === PHOTO_BATCH;) {
        n = repo.deleteSpoofAttemptsBefore(cutoff, PHOTO_BATCH);
        fotosBorradas += n;
      }
      const today = localDate(deps.clock.now(), deps.timeZone);
      const due = formerEmployees(diasPlantillasBaja).filter((e) => e.borrarDesde <= today);
      let plantillasBorradas = 0;
      let intentosBorrados = 0; // the spoof attempts that resembled them show their face: they go with the templates
      for (const e of due)
        transaction(() => {
          deps.eraseFromBackups(e.empleadoId, { fotos: false, motivo: 'retencion.borrar' });
          plantillasBorradas += deps.forgetTemplates(e.empleadoId);
          intentosBorrados += deps.forgetSpoofAttempts(e.empleadoId);
        });
      const result = { fotosBorradas, plantillasBorradas, empleados: due.map((e) => e.empleadoId) };
      if (fotosBorradas > 0 || plantillasBorradas > 0 || intentosBorrados > 0) {
        audit('retencion.borrar', null, { ...result, intentosBorrados, diasFotos, diasPlantillasBaja, fotosAntesDe: cutoff });
      }
      return result;
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
