import { isIP } from 'node:net';
import type { AvisosSettings } from './configuracion.js';

export type Correo = { to: string; subject: string; text: string; html: string };

type SmtpSettings = NonNullable<AvisosSettings['smtp']>;

/** What a delivery attempt learnt: `permanent` when trying again cannot help (a refused password, a refused address). */
export class EnvioFallido extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'EnvioFallido';
  }
}

const TIMEOUT_MS = 20_000;

type SmtpError = Error & { code?: string; responseCode?: number; response?: string; command?: string };

/** The server's own words, one line, without the status code nodemailer already gives apart. */
const said = (error: SmtpError) => (error.response ?? '').replace(/\s+/g, ' ').trim().slice(0, 300);

/** Why a message was not sent, in Spanish, with the server's code and words when it answered. */
export function reasonOf(error: unknown, smtp: SmtpSettings): EnvioFallido {
  const e = error as SmtpError;
  const code = e.responseCode;
  const server = `${smtp.host}:${smtp.puerto}`;
  const words = said(e);
  const tail = words ? `: ${words}` : '';
  if (e.code === 'EAUTH') return new EnvioFallido(`El servidor de correo rechazó la contraseña${code ? ` (${code})` : ''}${tail}`, true);
  if (e.code === 'ENOAUTH' || e.code === 'EAUTHNOTSUPPORTED')
    return new EnvioFallido('El servidor de correo pide usuario y contraseña, o no acepta los que se le dieron.', true);
  if (e.code === 'EENVELOPE')
    return new EnvioFallido(
      `El servidor de correo rechazó el destinatario o el remitente${code ? ` (${code})` : ''}${tail}`,
      code === undefined || code >= 500,
    );
  if (/certificate|self[- ]signed|unable to verify|CERT_|DEPTH_ZERO/i.test(e.message) || /CERT|SELF_SIGNED/.test(e.code ?? ''))
    return new EnvioFallido(
      `El certificado del servidor de correo ${server} no es válido (${e.message}). Si la empresa usa un certificado propio, activa «No verificar el certificado».`,
      false,
    );
  if (e.code === 'ETLS' || /STARTTLS/i.test(e.message))
    return new EnvioFallido(`El servidor de correo ${server} no ofrece una conexión cifrada (STARTTLS).`, false);
  if (e.code === 'ETIMEDOUT') return new EnvioFallido(`El servidor de correo ${server} no respondió a tiempo.`, false);
  if (e.code === 'ECONNECTION' || e.code === 'ESOCKET' || e.code === 'EDNS')
    return new EnvioFallido(`No se pudo conectar con el servidor de correo ${server} (${e.message}).`, false);
  if (code) return new EnvioFallido(`El servidor de correo respondió ${code}${tail}`, code >= 500);
  return new EnvioFallido(`No se pudo enviar el correo: ${e.message}`, false);
}

/** Sends one message; answers what the server said ('250 Accepted'), or throws EnvioFallido. */
export async function sendCorreo(smtp: SmtpSettings, message: Correo): Promise<string> {
  const { createTransport } = await import('nodemailer'); // loaded at the first message, not at the daemon's start
  const transport = createTransport({
    host: smtp.host,
    port: smtp.puerto,
    secure: smtp.seguridad === 'tls',
    requireTLS: smtp.seguridad === 'starttls',
    ignoreTLS: smtp.seguridad === 'ninguna',
    tls: { rejectUnauthorized: smtp.verificarCertificado, ...(isIP(smtp.host) ? {} : { servername: smtp.host }) },
    auth: smtp.usuario ? { user: smtp.usuario, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  try {
    const info = await transport.sendMail({
      from: { name: 'Reloj Checador', address: smtp.remitente },
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { 'Content-Language': 'es-MX' },
    });
    if (info.rejected.length > 0) throw new EnvioFallido(`El servidor de correo rechazó el destinatario ${message.to}: ${info.response}`, true);
    return info.response;
  } catch (error) {
    throw error instanceof EnvioFallido ? error : reasonOf(error, smtp);
  } finally {
    transport.close();
  }
}
