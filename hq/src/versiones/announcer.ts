import type { NatsConnection } from '@nats-io/transport-node';
import { anuncioSubject } from '@reloj/contract/eventos';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { advance } from './store.js';

/** Sends the announcements advance() returns: one message per box, under the subject only that box receives. */
export async function advanceAndAnnounce(pool: Pool, nc: NatsConnection): Promise<number> {
  const anuncios = await advance(pool);
  for (const { caja, anuncio } of anuncios) nc.publish(anuncioSubject(caja), JSON.stringify(anuncio));
  if (anuncios.length) await nc.flush();
  return anuncios.length;
}

/** The headquarters service moves the rollouts along every `intervalMs` (main.ts). */
export function startAnnouncer(opts: { pool: Pool; nc: NatsConnection; logger: Logger; intervalMs?: number }): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = advanceAndAnnounce(opts.pool, opts.nc).catch((error: unknown) => opts.logger.warn({ err: error }, 'despliegues: no se pudo avanzar'));
  };
  const timer = setInterval(tick, opts.intervalMs ?? 2000);
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
