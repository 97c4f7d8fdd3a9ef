import { isIP } from 'node:net';
import { z } from 'zod';

/** Headquarters settings, read once from the environment (systemd's EnvironmentFile=/etc/reloj-corporativo.env). */
const envSchema = z
  .object({
    HQ_DATABASE_URL: z
      .string({ error: 'Falta HQ_DATABASE_URL (por ejemplo postgres://reloj@127.0.0.1/corporativo).' })
      .regex(/^postgres(ql)?:\/\//, 'HQ_DATABASE_URL debe ser un URL postgres://…'),
    HQ_NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
    HQ_NATS_USER: z.string().min(1).optional(),
    HQ_NATS_PASSWORD: z.string().min(1).optional(),
    HQ_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
    HQ_HOST: z.string().min(1).default('127.0.0.1'),
    HQ_WEB_USER: z.string().min(1).default('corporativo'),
    HQ_WEB_PASSWORD: z.string().min(1).optional(),
    /** The hub's users file (one per box, written by `nueva-caja`): the stream's sources are synced to it at start. */
    HQ_CAJAS_FILE: z.string().min(1).optional(),
    RELOJ_HQ_CAJAS_FILE: z.string().min(1).optional(),
    HQ_DRIFT_ALERT_S: z.coerce.number().positive().default(60),
    TZ: z.string().min(1).default('America/Mexico_City'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (!isLoopback(env.HQ_HOST) && !env.HQ_WEB_PASSWORD)
      ctx.addIssue({
        code: 'custom',
        path: ['HQ_WEB_PASSWORD'],
        message: `HQ_HOST=${env.HQ_HOST} expone la página Corporativo a la red: define HQ_WEB_PASSWORD (y HQ_WEB_USER).`,
      });
    try {
      new Intl.DateTimeFormat('es-MX', { timeZone: env.TZ });
    } catch {
      ctx.addIssue({ code: 'custom', path: ['TZ'], message: `TZ=${env.TZ} no es una zona horaria válida.` });
    }
  });

export type HqConfig = {
  databaseUrl: string;
  nats: { url: string; user?: string; password?: string };
  web: { port: number; host: string; user: string; password?: string };
  /** Users file of the hub; null: the stream is managed elsewhere and the service waits for it. */
  cajasFile: string | null;
  driftAlertSeconds: number;
  timeZone: string;
  logLevel: string;
};

/** 127.0.0.0/8, ::1 and 'localhost'. */
export function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1' || host === '[::1]';
}

/** Parses the environment; throws an Error listing every problem in Spanish. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): HqConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.') || 'entorno'}: ${i.message}`);
    throw new Error(`Configuración inválida del servicio corporativo:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    databaseUrl: e.HQ_DATABASE_URL,
    nats: { url: e.HQ_NATS_URL, ...(e.HQ_NATS_USER ? { user: e.HQ_NATS_USER } : {}), ...(e.HQ_NATS_PASSWORD ? { password: e.HQ_NATS_PASSWORD } : {}) },
    web: { port: e.HQ_PORT, host: e.HQ_HOST, user: e.HQ_WEB_USER, ...(e.HQ_WEB_PASSWORD ? { password: e.HQ_WEB_PASSWORD } : {}) },
    cajasFile: e.HQ_CAJAS_FILE ?? e.RELOJ_HQ_CAJAS_FILE ?? null,
    driftAlertSeconds: e.HQ_DRIFT_ALERT_S,
    timeZone: e.TZ,
    logLevel: e.LOG_LEVEL,
  };
}
