import { expect } from 'vitest';
import { startAvisosSender, type AvisosSender } from '../jobs/avisos.js';
import { createLogger } from '../logger.js';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from './testSmtp.js';
import { TEST_ADMIN, type TestServer } from './testServer.js';

/** The test administrator's account id. */
export const adminId = async (server: TestServer): Promise<number> =>
  (await server.request('GET', '/api/usuarios')).body.find((u: { usuario: string }) => u.usuario === TEST_ADMIN.usuario).id;

/** PUT /api/usuarios/{id} with an address and the kinds it receives. */
export async function subscribe(server: TestServer, id: number, rol: string, body: Record<string, unknown>): Promise<void> {
  const res = await server.request('PUT', `/api/usuarios/${id}`, { rol, activo: true, ...body });
  expect(res.status).toBe(200);
}

/** The outbox as (kind, branch, recipient) rows, oldest first. */
export const outbox = (server: TestServer) =>
  server.db.prepare('SELECT tipo, sucursal_id AS sucursal, destino FROM avisos ORDER BY id').all() as {
    tipo: string;
    sucursal: number | null;
    destino: string;
  }[];

/**
 * Avisos → Correo pointed at a test SMTP server on loopback (STARTTLS with its own certificate, user 'avisos', password
 * 'clave-1'), no webhook; the hours as given or the defaults.
 */
export async function configureSmtp(server: TestServer, port: number, hours: { resumenHora?: string; minutosKioscoSinSenal?: number } = {}): Promise<void> {
  const saved = await server.request('PUT', '/api/avisos/configuracion', {
    smtp: {
      host: '127.0.0.1',
      puerto: port,
      seguridad: 'starttls',
      verificarCertificado: false,
      usuario: 'avisos',
      password: 'clave-1',
      remitente: 'reloj@empresa.mx',
    },
    webhook: { url: '' },
    resumenHora: hours.resumenHora ?? '07:00',
    minutosRetardo: 15,
    minutosKioscoSinSenal: hours.minutosKioscoSinSenal ?? 30,
  });
  expect(saved.status).toBe(200);
}

export type Mailing = { smtp: TestSmtp; sender: AvisosSender; stop: () => Promise<void>; delivered: () => Promise<ReceivedMail[]> };

/**
 * A real SMTP server on loopback and the outbox's sender, with the box configured to use it (Avisos → Correo). Each
 * `delivered()` waits for the sender's run and answers every message received so far.
 */
export async function mailing(server: TestServer, minutosKioscoSinSenal = 30): Promise<Mailing> {
  const smtp = await startTestSmtp({ users: { avisos: 'clave-1' } });
  const sender = startAvisosSender(server.services.avisos, { logger: createLogger('silent'), intervalMs: 3_600_000 });
  await configureSmtp(server, smtp.port, { minutosKioscoSinSenal });
  return {
    smtp,
    sender,
    stop: async () => {
      sender.stop();
      await smtp.stop();
    },
    delivered: async () => {
      await sender.tick();
      return smtp.received;
    },
  };
}

/** What a reader sees of one message: subject, recipients, the plain text and the HTML as one string. */
export const readBack = (received: ReceivedMail) => ({
  to: received.to,
  subject: received.mail.subject,
  text: received.mail.text ?? '',
  all: `${received.mail.text ?? ''}${String(received.mail.html)}`,
  attachments: received.mail.attachments.length,
});
