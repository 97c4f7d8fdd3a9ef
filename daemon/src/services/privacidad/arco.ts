import type { ArcoExport } from '@reloj/contract/arco';
import { localIsoWithOffset } from '@reloj/contract/dates';
import type { Repositories } from '../../db/repositories/index.js';
import type { Clock } from '../../lib/clock.js';
import type { Employee } from '@reloj/contract/employees';
import type { EraseFromBackups } from '../respaldos/index.js';

/**
 * The export's file name, after the person: 'datos_ANA_LOPEZ_0002.json' (accents folded, anything but letters and
 * digits one '_', the número de empleado or else the id), so that files saved for several people tell themselves apart.
 */
export function arcoFileName(empleado: Pick<Employee, 'id' | 'nombre' | 'numeroEmpleado'>): string {
  const safe = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60)
      .replace(/_+$/, '');
  const parts = [safe(empleado.nombre), safe(empleado.numeroEmpleado ?? '') || String(empleado.id)].filter(Boolean);
  return `datos_${parts.join('_')}.json`;
}

/**
 * Derechos ARCO (issue 15 item 5): the access export of one person, and the cancellation of their biometric data
 * (templates and punch photos now, and from every backup right after; the punch records stay, as the law requires).
 */
export function createArcoService(
  deps: Pick<Repositories, 'arco' | 'privacidad' | 'transaction'> & {
    clock: Clock;
    /** The box's zone: the file's instants are its local time with the offset ('2026-11-27T08:01:00-06:00'). */
    timeZone: string;
    employee: (id: number) => Employee;
    forgetTemplates: (empleadoId: number) => number;
    /** Deletes the refused spoof attempts whose frame shows the person's face (services/suplantacion); answers how many. */
    forgetSpoofAttempts: (empleadoId: number) => number;
    eraseFromBackups: EraseFromBackups;
  },
) {
  const { arco: repo, privacidad } = deps;
  const local = (iso: string) => localIsoWithOffset(new Date(iso), deps.timeZone);
  const localOrNull = (iso: string | null) => (iso === null ? null : local(iso));

  return {
    export(empleadoId: number): ArcoExport {
      const empleado = deps.employee(empleadoId); // 404 for an unknown id
      const plantillas = repo.templateCount(empleadoId);
      return {
        generadoEn: localIsoWithOffset(deps.clock.now(), deps.timeZone),
        empleado,
        consentimientos: privacidad.consents(empleadoId).map((c) => ({ ...c, fecha: local(c.fecha), retiradoEn: localOrNull(c.retiradoEn) })),
        rostro: {
          plantillas,
          nota:
            plantillas > 0
              ? `El reloj checador guarda ${plantillas === 1 ? '1 plantilla biométrica' : `${plantillas} plantillas biométricas`} de tu rostro; por seguridad no se incluyen en este archivo.`
              : 'El reloj checador no guarda ninguna plantilla biométrica de tu rostro.',
        },
        checadas: repo.punches(empleadoId).map((c) => ({ ...c, hora: local(c.hora), anulada: c.anulada && { ...c.anulada, fecha: local(c.anulada.fecha) } })),
        incidencias: repo.incidencias(empleadoId).map((i) => ({ ...i, registradaEn: local(i.registradaEn) })),
      };
    },

    /**
     * Deletes the person's templates, punch photos and the refused spoof attempts that resembled them (their frame shows
     * the person's face) in one transaction, and queues the same for the backups; answers how many of each (the
     * attempts for the audit line only: the response is BiometricosCancelados).
     */
    cancelBiometrics(empleadoId: number): { plantillasBorradas: number; fotosBorradas: number; intentosBorrados: number } {
      deps.employee(empleadoId);
      return deps.transaction(() => {
        deps.eraseFromBackups(empleadoId, { fotos: true, motivo: 'arco.cancelar_biometricos' });
        return {
          plantillasBorradas: deps.forgetTemplates(empleadoId),
          fotosBorradas: repo.clearPhotos(empleadoId),
          intentosBorrados: deps.forgetSpoofAttempts(empleadoId),
        };
      });
    },
  };
}

export type ArcoService = ReturnType<typeof createArcoService>;
