import type { Repositories } from '../db/repositories/index.js';
import { isoNow, type Clock } from '../lib/clock.js';
import type { Logger } from '../logger.js';
import { FINAL_STATES, readUpdateStatus, writeUpdateStatus, type UpdateStatus } from '../release/updateStatus.js';

/**
 * The updater runs as root beside the daemon and writes only RELOJ_DATA_DIR/actualizaciones/estado.json; the daemon
 * puts each finished update in its audit log once ('actualizaciones.actualizacion_instalada', '…_revertida' with the
 * reason, '…_rechazada'), at start (a rolled-back version starts after the outcome was written) and every few seconds.
 */
export function createActualizacionRegistro(deps: { dataDir: string; auditoria: Repositories['auditoria']; clock: Clock; logger: Logger }) {
  const record = (): UpdateStatus | undefined => {
    const status = readUpdateStatus(deps.dataDir);
    if (!status || !FINAL_STATES.includes(status.estado) || status.registrada) return status;
    deps.auditoria.insert({
      usuarioId: null,
      usuario: 'actualizador',
      accion: `actualizaciones.actualizacion_${status.estado}`,
      antes: { version: status.anterior },
      despues: { version: status.version, ...(status.motivo ? { motivo: status.motivo } : {}), inicio: status.inicio, fin: status.fecha },
      ip: null,
      now: isoNow(deps.clock),
    });
    const recorded = { ...status, registrada: true };
    writeUpdateStatus(deps.dataDir, recorded);
    deps.logger.info({ estado: status.estado, version: status.version, anterior: status.anterior }, 'update outcome recorded');
    return recorded;
  };
  return {
    record,
    start(intervalMs = 5000) {
      const tick = () => {
        try {
          record();
        } catch (error) {
          deps.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'update outcome not recorded');
        }
      };
      tick();
      const timer = setInterval(tick, intervalMs);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },
  };
}
