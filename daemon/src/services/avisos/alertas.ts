import type { AvisoTipo } from '@reloj/contract/avisos';
import type { Repositories } from '../../db/repositories/index.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { avisoEventoId, type AvisoEvento } from './avisoEvento.js';

/** How long the sender keeps trying an alert before it is 'fallido' (issue 44: up to 24 h). */
export const PLAZO_MS = 24 * 60 * 60 * 1000;

export type Alerta = {
  tipo: AvisoTipo;
  /** The branch it is about; null for the whole box (only administrators receive those). */
  sucursalId: number | null;
  /** Short Spanish title and text naming the branch, the people (name and número) and local times; no photo, no salary. */
  titulo: string;
  texto: string;
  datos: Record<string, unknown>;
  /** What caused it, unique per cause: with the kind and the recipient it makes the idempotency key. */
  causa: string;
};

/**
 * Raises an alert: one `avisos` row per account that receives its kind (and the branch), and one for the webhook when
 * one is configured; with a headquarters, one 'aviso.generado' event for the alert itself (whoever receives it).
 * Synchronous, so the caller runs it inside the transaction of what caused it; a second raise of the same cause writes
 * nothing. Answers how many `avisos` rows were written.
 */
export function createAlertas(
  deps: Pick<Repositories, 'avisos' | 'outbox' | 'transaction'> & {
    clock: Clock;
    onRaised?: () => void;
    /** The box's id at headquarters when it has one (config.hq): only then do alerts travel as events. */
    hqCaja?: string | undefined;
  },
) {
  const { avisos, outbox, transaction, clock, hqCaja } = deps;
  return {
    raise(alerta: Alerta): number {
      const written = transaction(() => {
        const now = clock.now();
        const base = {
          tipo: alerta.tipo,
          sucursal_id: alerta.sucursalId,
          titulo: alerta.titulo,
          texto: alerta.texto,
          datos: JSON.stringify(alerta.datos),
          creado_en: isoNow(clock),
          vence_en: new Date(now.getTime() + PLAZO_MS).toISOString(),
        };
        let count = 0;
        const key = (destino: string) => `${alerta.tipo}:${alerta.causa}:${destino}`;
        for (const { email } of avisos.recipients(alerta.tipo, alerta.sucursalId))
          if (avisos.insert({ ...base, destino: email, canal: 'correo', clave: key(email.toLowerCase()) })) count += 1;
        if (avisos.config().webhook_url && avisos.insert({ ...base, destino: 'webhook', canal: 'webhook', clave: key('webhook') })) count += 1;
        if (hqCaja !== undefined) {
          const clave = `${alerta.tipo}:${alerta.causa}`;
          const evento: AvisoEvento = {
            clave,
            tipo: alerta.tipo,
            sucursalId: alerta.sucursalId,
            sucursal: alerta.sucursalId === null ? null : avisos.sucursalNombre(alerta.sucursalId),
            fecha: base.creado_en,
            titulo: alerta.titulo,
            texto: alerta.texto,
            datos: alerta.datos,
          };
          outbox.record(avisoEventoId(hqCaja, clave), 'aviso.generado', evento);
        }
        return count;
      });
      if (written > 0) deps.onRaised?.();
      return written;
    },
  };
}

export type Alertas = ReturnType<typeof createAlertas>;
