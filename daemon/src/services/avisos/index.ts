/**
 * Issue 44, 'Avisos': the door of the room. `configuracion` (the channels, the password encrypted), `raise` (an alert
 * into the outbox, inside the caller's transaction), `sendDue` (the sender, run by jobs/avisos.ts), the panel's list,
 * 'Reintentar' and 'Enviar prueba'.
 */
import type { Aviso, AvisoPrueba, AvisoPruebaInput, AvisoTipo } from '@reloj/contract/avisos';
import type { AvisoRow } from '../../db/repositories/avisos.js';
import type { Repositories } from '../../db/repositories/index.js';
import { avisoNoEnviado, avisoNoFallido, avisoNotFound, avisoSinCanal } from '../../errors.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import type { Logger } from '../../logger.js';
import { createAlertas, PLAZO_MS } from './alertas.js';
import { createCifrado } from './cifrado.js';
import { createAvisosConfiguracion } from './configuracion.js';
import { EnvioFallido, sendCorreo } from './correo.js';
import { createAvisosEnvio } from './envio.js';
import { correoOf } from './mensaje.js';
import { cuentaBloqueada, respaldoFallido } from './tipos.js';
import { sendWebhook } from './webhook.js';

export type { Alerta } from './alertas.js';
export { backoffMs } from './envio.js';
export { firmaOf } from './webhook.js';
export { createAvisosProgramados, type AvisosProgramados } from './programados.js';
export { createSalidaOlvidada, SALIDA_OLVIDADA, type SalidaOlvidada } from './salidaOlvidada.js';
export { createAvisosInmediatos, SPOOF_MINUTES, SPOOF_REFUSALS, type AvisosInmediatos, type Jornadas } from './vigilancia.js';

const LIST_LIMIT = 500;

const avisoOf = (row: AvisoRow): Aviso => ({
  id: row.id,
  tipo: row.tipo as AvisoTipo,
  sucursalId: row.sucursal_id,
  titulo: row.titulo,
  destino: row.destino,
  canal: row.canal,
  estado: row.estado,
  intentos: row.intentos,
  error: row.error,
  creadoEn: row.creado_en,
  proximoIntento: row.proximo_intento,
  enviadoEn: row.enviado_en,
});

export function createAvisosService(
  deps: Pick<Repositories, 'avisos' | 'outbox' | 'transaction'> & {
    clock: Clock;
    logger: Logger;
    timeZone: string;
    dataDir: string;
    /** The box's readable name (services/equipo: the administrador's, else the company's), in the e-mails. */
    equipo: () => string;
    /** The box's id at headquarters when it has one: every alert is then also an 'aviso.generado' event (issue 44 item 4). */
    hqCaja?: string | undefined;
    /** The daemon's own ports: a webhook on this box at one of them is refused. */
    ownPorts: () => readonly number[];
  },
) {
  const { avisos, transaction, clock } = deps;
  const configuracion = createAvisosConfiguracion({ ...deps, cifrado: createCifrado(deps.dataDir) });
  const wake: { listener?: () => void } = {};
  const alertas = createAlertas({ avisos, outbox: deps.outbox, transaction, clock, hqCaja: deps.hqCaja, onRaised: () => wake.listener?.() });
  const envio = createAvisosEnvio({ ...deps, settings: configuracion.settings });

  return {
    configuracion: { get: configuracion.get, save: configuracion.save },
    raise: alertas.raise,
    /** A scheduled backup failed (jobs/respaldos.ts): one alert per local day. */
    respaldoFallido: (motivo: string): number => alertas.raise(respaldoFallido(motivo, clock.now(), deps.timeZone)),
    /** An account was locked by wrong passwords (services/auth/auth.ts). */
    cuentaBloqueada: (facts: Parameters<typeof cuentaBloqueada>[0]): number => alertas.raise(cuentaBloqueada(facts, clock.now(), deps.timeZone)),
    sendDue: envio.sendDue,
    /** The sender's job asks to be woken when an alert is raised (at most one listener). */
    onRaised: (listener: (() => void) | undefined) => void (wake.listener = listener),
    /** The earliest pending attempt (UTC instant), or null. */
    nextDue: () => avisos.nextDue(),
    list: (): Aviso[] => avisos.list(LIST_LIMIT).map(avisoOf),

    /** 'Reintentar': a 'fallido' row back to 'pendiente', due now, with another 24 h. */
    retry(id: number): Aviso {
      const row = avisos.findById(id);
      if (!row) throw avisoNotFound();
      const now = clock.now();
      const ok = transaction(() => avisos.retry(id, isoNow(clock), new Date(now.getTime() + PLAZO_MS).toISOString()));
      if (!ok) throw avisoNoFallido();
      wake.listener?.();
      return avisoOf(avisos.findById(id) as AvisoRow);
    },

    /** 'Enviar prueba': one message now, outside the outbox; what the server said, or 502 with its reason. */
    async prueba(input: AvisoPruebaInput, usuarioId: number | undefined): Promise<AvisoPrueba> {
      const settings = configuracion.settings();
      const titulo = 'Prueba de avisos';
      const texto = 'Este es un mensaje de prueba del reloj checador: si lo recibes, los avisos llegarán por este medio.';
      try {
        if (input.canal === 'webhook') {
          if (!settings.webhook) throw avisoSinCanal('No hay un webhook configurado: guarda primero su dirección.');
          const fecha = isoNow(clock);
          return { respuesta: await sendWebhook(settings.webhook, { id: 0, tipo: 'prueba', sucursal: null, fecha, titulo, texto, datos: {} }) };
        }
        if (!settings.smtp) throw avisoSinCanal('No hay un servidor de correo configurado: guarda primero sus datos.');
        const cuentaEmail = usuarioId === undefined ? null : (avisos.subscriptionOf(usuarioId)?.email ?? null);
        const destino = input.destino ?? cuentaEmail ?? settings.smtp.remitente;
        const respuesta = await sendCorreo(settings.smtp, correoOf({ titulo, texto, sucursal: null, destino }, deps.equipo()));
        return { respuesta: `${respuesta} (enviado a ${destino})` };
      } catch (error) {
        if (error instanceof EnvioFallido) throw avisoNoEnviado(error.message);
        throw error;
      }
    },
  };
}

export type AvisosService = ReturnType<typeof createAvisosService>;
