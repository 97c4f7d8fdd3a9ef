import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cajaIdSchema } from '@reloj/contract/eventos';
import { z } from 'zod';

/** How this box reaches headquarters (issue 17): its leaf node, its credentials and where its local stream lives. */
export type HqConfig = {
  /** The hub's leaf node listener, e.g. tls://hq.example.mx:7422. */
  natsUrl: string;
  /** This box's id in subjects, stream name and JetStream domain. */
  caja: string;
  usuario: string;
  password: string;
  /** The hub's CA certificate (PEM); undefined: the system's trusted CAs. */
  caFile?: string;
  /** The local nats-server's client port, on 127.0.0.1 only. */
  natsPort: number;
  /** Its monitoring port (/leafz: whether the link to headquarters is up), on 127.0.0.1 only. */
  monitorPort: number;
  /** Where the local nats-server keeps its config and its JetStream files. */
  natsDir: string;
  /** The most the local stream may hold on disk (nats-server size, e.g. 2G). */
  maxFileStore: string;
  /** A release from headquarters is fetched only after this long without a punch (RELOJ_HQ_ACTUALIZAR_SIN_CHECADAS_S). */
  quietMs?: number;
  /** …and not this close to a shift start, before or after (RELOJ_HQ_ACTUALIZAR_MARGEN_TURNO_MIN). */
  shiftMarginMin?: number;
};

const HQ_KEYS = ['RELOJ_HQ_NATS_URL', 'RELOJ_HQ_CAJA', 'RELOJ_HQ_USUARIO', 'RELOJ_HQ_PASSWORD'] as const;

const hqSchema = z.object({
  RELOJ_HQ_NATS_URL: z.string().regex(/^(tls|nats):\/\/[^\s/@]+:\d+$/, 'debe ser como tls://hq.ejemplo.mx:7422 (sin usuario ni ruta)'),
  RELOJ_HQ_CAJA: cajaIdSchema,
  RELOJ_HQ_USUARIO: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'solo letras, dígitos, punto, guion y guion bajo'),
  RELOJ_HQ_PASSWORD: z.string().regex(/^[A-Za-z0-9._~-]{12,128}$/, 'de 12 a 128 letras, dígitos o . _ ~ -'),
  RELOJ_HQ_CA: z.string().min(1).optional(),
  RELOJ_HQ_MAX_STORE: z
    .string()
    .regex(/^\d+[KMGT]?B?$/i, 'como 2G o 500M')
    .default('2G'),
  RELOJ_HQ_ACTUALIZAR_SIN_CHECADAS_S: z.coerce.number().int().min(0).max(3600).default(60),
  RELOJ_HQ_ACTUALIZAR_MARGEN_TURNO_MIN: z.coerce.number().int().min(0).max(120).default(10),
});

/**
 * The headquarters settings, or undefined when RELOJ_HQ_NATS_URL is unset (the box works alone).
 * Any of them set without the others, or a bad value, is a startup error in Spanish.
 */
export function hqSettings(env: NodeJS.ProcessEnv, box: { dataDir: string; natsPort: number; monitorPort: number }): HqConfig | undefined {
  const present = HQ_KEYS.filter((k) => env[k]);
  if (present.length === 0) return undefined;
  const missing = HQ_KEYS.filter((k) => !env[k]);
  if (missing.length > 0) {
    throw new Error(`Configuración inválida: para conectar con el corporativo faltan ${missing.join(', ')} (o quite ${present.join(', ')}).`);
  }
  const parsed = hqSchema.safeParse({
    ...env,
    RELOJ_HQ_CA: env.RELOJ_HQ_CA || undefined,
    RELOJ_HQ_MAX_STORE: env.RELOJ_HQ_MAX_STORE || undefined,
    RELOJ_HQ_ACTUALIZAR_SIN_CHECADAS_S: env.RELOJ_HQ_ACTUALIZAR_SIN_CHECADAS_S || undefined,
    RELOJ_HQ_ACTUALIZAR_MARGEN_TURNO_MIN: env.RELOJ_HQ_ACTUALIZAR_MARGEN_TURNO_MIN || undefined,
  });
  if (!parsed.success) {
    throw new Error(`Configuración inválida: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  const caFile = e.RELOJ_HQ_CA ? resolve(e.RELOJ_HQ_CA) : undefined;
  if (caFile && !existsSync(caFile)) throw new Error(`Configuración inválida: RELOJ_HQ_CA: no existe el archivo ${caFile}`);
  if (box.natsPort === box.monitorPort) throw new Error('Configuración inválida: RELOJ_NATS_PORT y RELOJ_NATS_MONITOR_PORT deben ser distintos');
  return {
    natsUrl: e.RELOJ_HQ_NATS_URL,
    caja: e.RELOJ_HQ_CAJA,
    usuario: e.RELOJ_HQ_USUARIO,
    password: e.RELOJ_HQ_PASSWORD,
    caFile,
    natsPort: box.natsPort,
    monitorPort: box.monitorPort,
    natsDir: join(box.dataDir, 'nats'),
    maxFileStore: e.RELOJ_HQ_MAX_STORE.toUpperCase(),
    quietMs: e.RELOJ_HQ_ACTUALIZAR_SIN_CHECADAS_S * 1000,
    shiftMarginMin: e.RELOJ_HQ_ACTUALIZAR_MARGEN_TURNO_MIN,
  };
}
