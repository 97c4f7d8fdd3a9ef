import { randomBytes } from 'node:crypto';
import { CAJA_ID_PATTERN } from '@reloj/contract/eventos';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { appendCaja, cajasOf } from '../hub/cajasFile.js';
import { ensureHqStream } from '../hub/hqStream.js';
import { reloadHub } from '../hub/reload.js';

export type NuevaCajaOptions = {
  caja: string;
  /** The hub's users file (hubConfig's cajasInclude). */
  cajasFile: string;
  /** The hub's nats-server pid file: signalled to reload; without it the hub must be reloaded by hand. */
  pidFile?: string;
  /** The hub's client URL from headquarters' own machine, e.g. nats://127.0.0.1:4222. */
  hubUrl: string;
  /** What the box dials: the hub's leaf node listener as seen from the branches, e.g. tls://hq.example.mx:7422. */
  publicUrl: string;
  /** Where the technician puts the hub's CA certificate on the box (its RELOJ_HQ_CA); omitted: the system trust. */
  boxCaPath?: string;
};

/** A refusal to show as it is (Spanish, for the person at the console). */
export class NuevaCajaError extends Error {}

/**
 * While the hub applies the reload (SIGHUP), JetStream briefly answers 'not enabled' or not at all: retry the stream's
 * update until it goes through (10 s at most).
 */
async function afterReload(nc: NatsConnection, update: (jsm: JetStreamManager) => Promise<unknown>, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      await update(await jetstreamManager(nc));
      return;
    } catch (error) {
      if (performance.now() > deadline || !/not enabled|no responders/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Issues a new box's credentials at headquarters: a random password, the box's user with its permissions in the
 * hub's users file, a reload of the hub, and the box's stream as a source of RELOJ_CORPORATIVO.
 * Returns the lines to put in the box's environment file.
 */
export async function issueCaja(o: NuevaCajaOptions): Promise<string[]> {
  if (!CAJA_ID_PATTERN.test(o.caja)) {
    throw new NuevaCajaError(`"${o.caja}" no es un id de caja válido: use minúsculas, dígitos y guiones (hasta 32), por ejemplo "monterrey-centro".`);
  }
  const existing = cajasOf(o.cajasFile);
  if (existing.includes(o.caja)) throw new NuevaCajaError(`La caja "${o.caja}" ya existe; elija otro id.`);

  const credenciales = { caja: o.caja, usuario: `caja-${o.caja}`, password: randomBytes(24).toString('base64url') };
  appendCaja(o.cajasFile, credenciales);
  if (o.pidFile) reloadHub(o.pidFile);

  const nc = await connect({ servers: o.hubUrl, timeout: 5000 });
  try {
    await afterReload(nc, (jsm) => ensureHqStream(jsm, [...existing, o.caja]));
  } finally {
    await nc.close();
  }

  return [
    `RELOJ_HQ_NATS_URL=${o.publicUrl}`,
    `RELOJ_HQ_CAJA=${credenciales.caja}`,
    `RELOJ_HQ_USUARIO=${credenciales.usuario}`,
    `RELOJ_HQ_PASSWORD=${credenciales.password}`,
    ...(o.boxCaPath ? [`RELOJ_HQ_CA=${o.boxCaPath}`] : []),
  ];
}
