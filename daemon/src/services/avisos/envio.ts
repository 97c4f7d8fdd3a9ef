import type { AvisoRow } from '../../db/repositories/avisos.js';
import type { Repositories } from '../../db/repositories/index.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import type { Logger } from '../../logger.js';
import type { AvisosSettings } from './configuracion.js';
import { EnvioFallido, sendCorreo } from './correo.js';
import { correoOf, webhookBodyOf } from './mensaje.js';
import { sendWebhook } from './webhook.js';

/** The wait after the n-th failed attempt: 1, 2, 4 … minutes, at most an hour, until the alert's 24 h are over. */
export const backoffMs = (attempts: number): number => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));

const BATCH = 20;

/**
 * Works through the due 'pendiente' rows, one at a time. The table is the whole state, so a restart goes on where it
 * stopped. A row is marked 'enviado' in its own transaction as soon as the server accepted it; the only way to send
 * one twice is to lose power between the server's answer and that commit.
 */
export function createAvisosEnvio(
  deps: Pick<Repositories, 'avisos' | 'transaction'> & { clock: Clock; logger: Logger; settings: () => AvisosSettings; equipo: () => string },
) {
  const { avisos, transaction, clock, logger } = deps;

  const deliver = async (row: AvisoRow, settings: AvisosSettings): Promise<string> => {
    if (row.canal === 'webhook') {
      if (!settings.webhook) throw new EnvioFallido('No hay un webhook configurado en «Avisos».', false);
      return sendWebhook(settings.webhook, webhookBodyOf(row));
    }
    if (!settings.smtp) throw new EnvioFallido('No hay un servidor de correo configurado en «Avisos».', false);
    return sendCorreo(settings.smtp, correoOf(row, deps.equipo()));
  };

  const attempt = async (row: AvisoRow, settings: AvisosSettings): Promise<void> => {
    try {
      await deliver(row, settings);
      transaction(() => avisos.markSent(row.id, isoNow(clock)));
    } catch (error) {
      const failure = error instanceof EnvioFallido ? error : new EnvioFallido(`No se pudo enviar: ${(error as Error).message}`, false);
      const next = clock.now().getTime() + backoffMs(row.intentos + 1);
      const giveUp = failure.permanent || next > Date.parse(row.vence_en);
      transaction(() => (giveUp ? avisos.markFailed(row.id, failure.message) : avisos.markRetry(row.id, new Date(next).toISOString(), failure.message)));
      logger.warn({ aviso: row.id, tipo: row.tipo, canal: row.canal, intentos: row.intentos + 1, fallido: giveUp, motivo: failure.message }, 'alert not sent');
    }
  };

  return {
    /** Sends what is due now; answers how many rows it tried. */
    async sendDue(): Promise<number> {
      let tried = 0;
      const seen = new Set<number>();
      for (;;) {
        const rows = avisos.due(isoNow(clock), BATCH).filter((row) => !seen.has(row.id));
        if (rows.length === 0) return tried;
        const settings = deps.settings();
        for (const row of rows) {
          seen.add(row.id);
          tried += 1;
          await attempt(row, settings);
        }
      }
    },
  };
}
