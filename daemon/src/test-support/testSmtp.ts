import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A self-signed certificate for 127.0.0.1 and localhost, made by openssl for this test. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-smtp-cert-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ], { stdio: 'ignore' }); // prettier-ignore
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type ReceivedMail = { from: string; to: string[]; user: string | undefined; secured: boolean; mail: ParsedMail };

export type TestSmtp = {
  port: number;
  received: ReceivedMail[];
  /** Stops listening (a server down); `start` listens again on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

/**
 * A real SMTP server (the Nodemailer project's smtp-server) on loopback: STARTTLS with a self-signed certificate,
 * AUTH PLAIN and LOGIN only after STARTTLS, refusing a wrong password with 535 as real servers do. Each message is
 * read back with mailparser.
 */
export async function startTestSmtp(options: { users: Record<string, string>; tls?: { key: string; cert: string } }): Promise<TestSmtp> {
  const tls = options.tls ?? selfSignedCertificate();
  const received: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer | undefined;

  const make = () =>
    new SMTPServer({
      secure: false,
      key: tls.key,
      cert: tls.cert,
      authMethods: ['PLAIN', 'LOGIN'],
      allowInsecureAuth: false,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username && options.users[auth.username] === auth.password) return callback(null, { user: auth.username });
        const error = Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 });
        return callback(error);
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              user: typeof session.user === 'string' ? session.user : undefined,
              secured: session.secure,
              mail,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });

  const start = async () => {
    server = make();
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject);
      server?.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  };
  const stop = async () => {
    const s = server;
    server = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await start();
  return {
    get port() {
      return port;
    },
    received,
    stop,
    start,
  };
}

export type WebhookHit = { body: string; firma: string | undefined; contentType: string | undefined; firmaValida: boolean };

/** A real HTTP receiver on loopback that checks `X-Reloj-Firma` (HMAC-SHA256 hex of the body) with `secreto()`. */
export async function startWebhookReceiver(secreto: () => string | undefined): Promise<{ url: string; hits: WebhookHit[]; close: () => Promise<void> }> {
  const hits: WebhookHit[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const firma = req.headers['x-reloj-firma'] as string | undefined;
      const key = secreto();
      const firmaValida = Boolean(key && firma && createHmac('sha256', key).update(body).digest('hex') === firma);
      hits.push({ body, firma, contentType: req.headers['content-type'], firmaValida });
      res.writeHead(firmaValida ? 200 : 401, { 'content-type': 'text/plain' }).end(firmaValida ? 'recibido' : 'firma no válida');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/reloj`,
    hits,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
