import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import type { HqConfig } from './config.js';

/** Connects to the headquarters nats-server, reconnecting forever; `connected()` follows the connection's state. */
export async function connectNats(config: HqConfig['nats'], logger: Logger): Promise<{ nc: NatsConnection; connected: () => boolean }> {
  const nc = await connect({
    servers: config.url,
    name: 'reloj-corporativo',
    ...(config.user ? { user: config.user } : {}),
    ...(config.password ? { pass: config.password } : {}),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 2_000,
    waitOnFirstConnect: true,
  });
  let up = true;
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === 'disconnect') {
        up = false;
        logger.warn({ server: s.server }, 'NATS desconectado; reintentando');
      } else if (s.type === 'reconnect') {
        up = true;
        logger.info({ server: s.server }, 'NATS reconectado');
      }
    }
  })();
  return { nc, connected: () => up && !nc.isClosed() };
}
