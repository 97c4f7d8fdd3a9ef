import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { CAJA_ID_PATTERN } from '@reloj/contract/eventos';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { appendCaja, cajasOf, removeCaja } from '../hub/cajasFile.js';
import { ensureHqStream, hqStreamConfig } from '../hub/hqStream.js';
import { hubPid, reloadHub } from '../hub/reload.js';
import { connectHub, HubConnectionError } from './hubConnection.js';

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
 * While the hub applies the reload (SIGHUP), JetStream briefly answers 'not enabled', not at all, or late: with some
 * sixty leaf nodes connected the stream's update timed out (found by the 200-box bench). Retry it, as setting the
 * sources to a list twice is harmless, until it goes through (30 s at most).
 */
async function afterReload(nc: NatsConnection, update: (jsm: JetStreamManager) => Promise<unknown>, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      await update(await jetstreamManager(nc));
      return;
    } catch (error) {
      if (performance.now() > deadline || !/not enabled|no responders|timeout/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Issues a new box's credentials at headquarters: a random password, the box's user with its permissions in the
 * hub's users file, a reload of the hub, and the box's stream as a source of RELOJ_CORPORATIVO.
 * All or nothing: the hub (and its pid, if given) is checked before anything is written, and if a later step fails
 * the box's user is taken out again and the hub reloaded, so that a retry with the same id works.
 * Returns the lines to put in the box's environment file.
 */
export async function issueCaja(o: NuevaCajaOptions): Promise<string[]> {
  if (!CAJA_ID_PATTERN.test(o.caja)) {
    throw new NuevaCajaError(`"${o.caja}" no es un id de caja válido: use minúsculas, dígitos y guiones (hasta 32), por ejemplo "monterrey-centro".`);
  }
  const existing = cajasOf(o.cajasFile);
  if (existing.includes(o.caja)) throw new NuevaCajaError(`La caja "${o.caja}" ya existe; elija otro id.`);

  const pid = o.pidFile === undefined ? undefined : hubPid(o.pidFile);
  const { nc, jsm } = await connectHub(o.hubUrl).catch((error: unknown) => {
    throw error instanceof HubConnectionError ? new NuevaCajaError(error.message) : error;
  });
  try {
    const streamExisted = (await hqStreamConfig(jsm)) !== undefined;
    const fileExisted = existsSync(o.cajasFile);
    const credenciales = { caja: o.caja, usuario: `caja-${o.caja}`, password: randomBytes(24).toString('base64url') };
    appendCaja(o.cajasFile, credenciales);
    try {
      if (pid !== undefined) reloadHub(pid);
      await afterReload(nc, (m) => ensureHqStream(m, [...existing, o.caja]));
    } catch (error) {
      await undo(o, { pid, nc, existing, fileExisted, streamExisted });
      const reason = error instanceof Error ? error.message : String(error);
      throw new NuevaCajaError(
        `No se pudo dar de alta la caja "${o.caja}": ${reason}. Se deshizo lo escrito (${o.cajasFile} quedó como estaba); corrija la causa y vuelva a intentarlo.`,
      );
    }
    return [
      `RELOJ_HQ_NATS_URL=${o.publicUrl}`,
      `RELOJ_HQ_CAJA=${credenciales.caja}`,
      `RELOJ_HQ_USUARIO=${credenciales.usuario}`,
      `RELOJ_HQ_PASSWORD=${credenciales.password}`,
      ...(o.boxCaPath ? [`RELOJ_HQ_CA=${o.boxCaPath}`] : []),
    ];
  } finally {
    await nc.close();
  }
}

type UndoState = { pid?: number; nc: NatsConnection; existing: string[]; fileExisted: boolean; streamExisted: boolean };

/**
 * Takes the box's user out of the users file (or removes the file it created), reloads the hub, and puts the
 * stream's sources back to the boxes there were, in case the update went through before its answer was lost.
 */
async function undo(o: NuevaCajaOptions, s: UndoState): Promise<void> {
  if (s.fileExisted) removeCaja(o.cajasFile, o.caja);
  else rmSync(o.cajasFile, { force: true });
  try {
    if (s.pid !== undefined) reloadHub(s.pid);
    if (s.streamExisted) await afterReload(s.nc, (m) => ensureHqStream(m, s.existing), 3000);
  } catch {
    // The hub itself is what failed: the users file is back as it was, and the next reload or the service's start
    // (HQ_CAJAS_FILE) sets the stream's sources to exactly its boxes.
  }
}
