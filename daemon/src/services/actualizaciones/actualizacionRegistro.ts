import type { Repositories } from '../../db/repositories/index.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import type { Logger } from '../../logger.js';
import { FINAL_STATES, readUpdateStatus, writeUpdateStatus, type UpdateStatus } from '../../release/updateStatus.js';

/**
 * The updater runs as root beside the daemon and writes only RELOJ_DATA_DIR/actualizaciones/estado.json; the daemon
 * puts each finished update in its audit log once ('actualizaciones.actualizacion_instalada', '…_revertida' with the
 * reason, '…_rechazada'), at start (a rolled-back version starts after the outcome was written) and every few seconds.
 * A bundle handed to the updater ('en_espera') is recorded once per hand-over too ('…_en_espera'). Each of these
 * audit rows is also an `actualizacion` event for headquarters (trigger of migration 030).
 */
export function createActualizacionRegistro(deps: {
  dataDir: string;
  auditoria: Repositories['auditoria'];
  clock: Clock;
  logger: Logger;
  /** Groups the audit row with what `onTerminada` writes (issue 44: the 'actualizacion_revertida' alert). */
  transaction?: Repositories['transaction'];
  onTerminada?: (status: UpdateStatus) => void;
}) {
  // Kept in memory, not in estado.json: the root updater may be rewriting that file by now.
  let handedOver: string | undefined;
  const recordHandOver = (status: UpdateStatus) => {
    const key = `${status.version}|${status.inicio}`;
    if (handedOver === key) return;
    deps.auditoria.insert({
      usuarioId: null,
      usuario: 'actualizador',
      accion: 'actualizaciones.actualizacion_en_espera',
      antes: { version: status.anterior },
      despues: { version: status.version, inicio: status.inicio },
      ip: null,
      now: isoNow(deps.clock),
    });
    handedOver = key;
  };
  const record = (): UpdateStatus | undefined => {
    const status = readUpdateStatus(deps.dataDir);
    if (status?.estado === 'en_espera') recordHandOver(status);
    if (!status || !FINAL_STATES.includes(status.estado) || status.registrada) return status;
    const write = () => {
      deps.auditoria.insert({
        usuarioId: null,
        usuario: 'actualizador',
        accion: `actualizaciones.actualizacion_${status.estado}`,
        antes: { version: status.anterior },
        despues: { version: status.version, ...(status.motivo ? { motivo: status.motivo } : {}), inicio: status.inicio, fin: status.fecha },
        ip: null,
        now: isoNow(deps.clock),
      });
      deps.onTerminada?.(status);
    };
    if (deps.transaction) deps.transaction(write);
    else write();
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
