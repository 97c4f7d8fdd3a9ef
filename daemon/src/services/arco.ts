import type { ArcoExport } from '@reloj/contract/arco';
import type { Repositories } from '../db/repositories/index.js';
import { isoNow, type Clock } from '../lib/clock.js';
import type { Employee } from '@reloj/contract/employees';
import type { EraseFromBackups } from './respaldos.js';

/**
 * Derechos ARCO (issue 15 item 5): the access export of one person, and the cancellation of their biometric data
 * (templates and punch photos now, and from every backup right after; the punch records stay, as the law requires).
 */
export function createArcoService(
  deps: Pick<Repositories, 'arco' | 'privacidad' | 'transaction'> & {
    clock: Clock;
    employee: (id: number) => Employee;
    forgetTemplates: (empleadoId: number) => number;
    eraseFromBackups: EraseFromBackups;
  },
) {
  const { arco: repo, privacidad } = deps;

  return {
    export(empleadoId: number): ArcoExport {
      const empleado = deps.employee(empleadoId); // 404 for an unknown id
      const plantillas = repo.templateCount(empleadoId);
      return {
        generadoEn: isoNow(deps.clock),
        empleado,
        consentimientos: privacidad.consents(empleadoId),
        rostro: {
          plantillas,
          nota:
            plantillas > 0
              ? `El reloj checador guarda ${plantillas === 1 ? '1 plantilla biométrica' : `${plantillas} plantillas biométricas`} de tu rostro; por seguridad no se incluyen en este archivo.`
              : 'El reloj checador no guarda ninguna plantilla biométrica de tu rostro.',
        },
        checadas: repo.punches(empleadoId),
        incidencias: repo.incidencias(empleadoId),
      };
    },

    /** Deletes the person's templates and punch photos in one transaction, and queues the same for the backups; answers how many of each. */
    cancelBiometrics(empleadoId: number): { plantillasBorradas: number; fotosBorradas: number } {
      deps.employee(empleadoId);
      return deps.transaction(() => {
        deps.eraseFromBackups(empleadoId, { fotos: true, motivo: 'arco.cancelar_biometricos' });
        return { plantillasBorradas: deps.forgetTemplates(empleadoId), fotosBorradas: repo.clearPhotos(empleadoId) };
      });
    },
  };
}

export type ArcoService = ReturnType<typeof createArcoService>;
