import { HQ_DOMAIN } from '@reloj/contract/eventos';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';

/** A reason to show as it is (Spanish, for the person at the console). */
export class HubConnectionError extends Error {}

const HINT = 'Defina RELOJ_HQ_HUB_URL con el puerto de clientes del hub (la línea RELOJ_HQ_HUB_URL=… que imprimió "npm run hub-config -w hq").';

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/connection refused|ECONNREFUSED/i.test(message)) return 'conexión rechazada, nada escucha en esa dirección';
  if (/timeout/i.test(message)) return 'no respondió a tiempo';
  if (/ENOTFOUND|EAI_AGAIN/i.test(message)) return 'no se encontró el nombre del servidor';
  return message;
}

/**
 * Connects to the hub's client port and checks that it is headquarters' hub (JetStream in domain "hq"), not
 * another nats-server on the same machine such as Debian's stand-alone one on 4222.
 */
export async function connectHub(url: string): Promise<{ nc: NatsConnection; jsm: JetStreamManager }> {
  let nc: NatsConnection;
  try {
    nc = await connect({ servers: url, timeout: 5000 });
  } catch (error) {
    throw new HubConnectionError(`No se pudo conectar con el hub en ${url}: ${reason(error)}. ${HINT}`);
  }
  try {
    const jsm = await jetstreamManager(nc, { checkAPI: false });
    const domain = await jsm.getAccountInfo().then(
      (info) => info.domain,
      () => undefined,
    );
    if (domain !== HQ_DOMAIN) {
      throw new HubConnectionError(`El servidor en ${url} no es el hub del corporativo (no tiene JetStream en el dominio "${HQ_DOMAIN}"). ${HINT}`);
    }
    return { nc, jsm };
  } catch (error) {
    await nc.close();
    throw error;
  }
}
