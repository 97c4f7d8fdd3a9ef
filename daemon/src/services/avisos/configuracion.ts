import { randomBytes } from 'node:crypto';
import { hostname, networkInterfaces } from 'node:os';
import { avisosText, type AvisosConfiguracion, type AvisosConfiguracionInput } from '@reloj/contract/avisos';
import type { AvisosConfiguracionRow } from '../../db/repositories/avisos.js';
import type { Repositories } from '../../db/repositories/index.js';
import { validationFailed } from '../../errors.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import type { Cifrado } from './cifrado.js';

/** What the sender needs, the password and the secret in clear (never answered, never logged). */
export type AvisosSettings = {
  smtp:
    | {
        host: string;
        puerto: number;
        seguridad: 'tls' | 'starttls' | 'ninguna';
        verificarCertificado: boolean;
        usuario: string;
        password: string | undefined;
        remitente: string;
      }
    | undefined;
  webhook: { url: string; secreto: string } | undefined;
};

const answerOf = (row: AvisosConfiguracionRow, secreto?: string): AvisosConfiguracion => ({
  smtp: {
    host: row.smtp_host,
    puerto: row.smtp_puerto,
    seguridad: row.smtp_seguridad,
    verificarCertificado: row.smtp_verificar_certificado === 1,
    usuario: row.smtp_usuario,
    remitente: row.smtp_remitente,
    passwordGuardada: row.smtp_password_cifrada !== null,
  },
  webhook: { url: row.webhook_url, ...(secreto ? { secreto } : {}), secretoGuardado: row.webhook_secreto_cifrado !== null },
  resumenHora: row.resumen_hora,
  minutosRetardo: row.minutos_retardo,
  minutosKioscoSinSenal: row.minutos_kiosco_sin_senal,
});

/** The names and addresses this box answers on: a webhook there, on one of the daemon's ports, would post to itself. */
function boxHosts(): Set<string> {
  const hosts = new Set(['localhost', 'localhost.localdomain', '0.0.0.0', '::', '::1', hostname().toLowerCase(), `${hostname().toLowerCase()}.local`]);
  for (const list of Object.values(networkInterfaces())) for (const address of list ?? []) hosts.add(address.address.toLowerCase());
  return hosts;
}

function pointsAtTheBox(text: string, ownPorts: readonly number[]): boolean {
  const url = new URL(text);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const isBox = boxHosts().has(host) || /^127\./.test(host) || host.endsWith('.localhost') || /^::ffff:127\./.test(host);
  return isBox && ownPorts.includes(port);
}

export function createAvisosConfiguracion(
  deps: Pick<Repositories, 'avisos' | 'transaction'> & { clock: Clock; cifrado: Cifrado; ownPorts: () => readonly number[] },
) {
  const { avisos, transaction, clock, cifrado } = deps;

  return {
    get: (): AvisosConfiguracion => answerOf(avisos.config()),

    /**
     * Saves the channels. The password: left out, kept; '' removed; else stored encrypted. A new webhook URL gets a
     * new secret, answered this once. `before`/`after` are for the audit line: no password, no secret.
     */
    save(input: AvisosConfiguracionInput): { answer: AvisosConfiguracion; before: AvisosConfiguracion; after: AvisosConfiguracion } {
      if (input.webhook.url !== '' && pointsAtTheBox(input.webhook.url, deps.ownPorts())) throw validationFailed(avisosText.webhookPropia, 'webhook.url');
      return transaction(() => {
        const old = avisos.config();
        const password =
          input.smtp.password === undefined ? old.smtp_password_cifrada : input.smtp.password === '' ? null : cifrado.encrypt(input.smtp.password);
        const newUrl = input.webhook.url !== old.webhook_url;
        const secreto = newUrl && input.webhook.url !== '' ? randomBytes(32).toString('hex') : undefined;
        const webhookSecreto = input.webhook.url === '' ? null : secreto ? cifrado.encrypt(secreto) : old.webhook_secreto_cifrado;
        const row: AvisosConfiguracionRow = {
          smtp_host: input.smtp.host,
          smtp_puerto: input.smtp.puerto,
          smtp_seguridad: input.smtp.seguridad,
          smtp_verificar_certificado: input.smtp.verificarCertificado ? 1 : 0,
          smtp_usuario: input.smtp.usuario,
          smtp_password_cifrada: password,
          smtp_remitente: input.smtp.remitente,
          webhook_url: input.webhook.url,
          webhook_secreto_cifrado: webhookSecreto,
          resumen_hora: input.resumenHora,
          minutos_retardo: input.minutosRetardo,
          minutos_kiosco_sin_senal: input.minutosKioscoSinSenal,
        };
        avisos.saveConfig(row, isoNow(clock));
        return { answer: answerOf(row, secreto), before: answerOf(old), after: answerOf(row) };
      });
    },

    /** The channels as the sender uses them; a channel not configured is undefined. */
    settings(): AvisosSettings {
      const row = avisos.config();
      const secreto = row.webhook_secreto_cifrado ? cifrado.decrypt(row.webhook_secreto_cifrado) : undefined;
      return {
        smtp: row.smtp_host
          ? {
              host: row.smtp_host,
              puerto: row.smtp_puerto,
              seguridad: row.smtp_seguridad,
              verificarCertificado: row.smtp_verificar_certificado === 1,
              usuario: row.smtp_usuario,
              password: row.smtp_password_cifrada ? cifrado.decrypt(row.smtp_password_cifrada) : undefined,
              remitente: row.smtp_remitente,
            }
          : undefined,
        webhook: row.webhook_url && secreto ? { url: row.webhook_url, secreto } : undefined,
      };
    },
  };
}

export type AvisosConfiguracionService = ReturnType<typeof createAvisosConfiguracion>;
