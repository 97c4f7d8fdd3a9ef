import { resolve } from 'node:path';
import { z } from 'zod';
import { hqSettings, type HqConfig } from './corporativo/settings.js';
import { TRUSTED_KEYS_DIR } from './release/keys.js';

const portSchema = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  PORT: portSchema.default(3001),
  HOST: z.string().min(1).default('0.0.0.0'),
  RELOJ_DATA_DIR: z.string().min(1).default('./data'),
  RELOJ_MODELS_DIR: z.string().min(1).optional(),
  RELOJ_UI_DIR: z.string().min(1).optional(),
  RELOJ_LIVENESS: z.enum(['off', 'warn', 'block']).default('block'),
  RELOJ_DUPLICATE_WINDOW_S: z.coerce.number().int().min(0).max(86_400).default(120),
  RELOJ_ADMIN_USER: z.string().optional(),
  RELOJ_ADMIN_PASSWORD: z.string().optional(),
  RELOJ_HTTPS_PORT: portSchema.default(3443),
  // auto: the kiosk on the box's own screen approves itself (issue 18); LAN kiosks always wait for an administrator.
  RELOJ_KIOSK_LOCAL_APPROVAL: z.enum(['auto', 'manual']).default('manual'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TZ: z.string().min(1).default('America/Mexico_City'),
  RELOJ_ALLOWED_HOSTS: z.string().default(''),
  // Not NATS's usual 4222/8222: Debian's nats-server package starts its own server there.
  RELOJ_NATS_PORT: portSchema.default(4223),
  RELOJ_NATS_MONITOR_PORT: portSchema.default(8223),
  RELOJ_CLAVES_PUBLICAS: z.string().min(1).default(TRUSTED_KEYS_DIR),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  modelsDir: string;
  uiDir: string;
  liveness: 'off' | 'warn' | 'block';
  duplicateWindowSeconds: number;
  adminUser?: string;
  adminPassword?: string;
  httpsPort: number;
  /** The box's own kiosk (loopback, opened by deploy/kiosk-chromium.sh) is approved without an administrator. */
  kioskLocalApproval: boolean;
  logLevel: string;
  timeZone: string;
  /** Extra host names the box answers to (besides its own names and addresses), e.g. a DNS name of the company's. */
  allowedHosts: string[];
  /** The public keys whose signed releases this box installs (issue 32): /etc/reloj-checador/claves-publicas. */
  trustedKeysDir: string;
  /** Headquarters (issue 17): undefined when RELOJ_HQ_NATS_URL is unset; the box then works alone and starts no nats-server. */
  hq?: HqConfig;
};

/** The repository (or install) root: daemon/src or daemon/dist sit two levels below it. */
const projectRoot = resolve(import.meta.dirname, '..', '..');

/** Every setting, parsed once from the environment with defaults. Throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuración inválida: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.RELOJ_DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    trustedKeysDir: resolve(e.RELOJ_CLAVES_PUBLICAS),
    modelsDir: resolve(e.RELOJ_MODELS_DIR ?? resolve(projectRoot, 'models')),
    uiDir: resolve(e.RELOJ_UI_DIR ?? resolve(projectRoot, 'ui', 'dist')),
    liveness: e.RELOJ_LIVENESS,
    duplicateWindowSeconds: e.RELOJ_DUPLICATE_WINDOW_S,
    adminUser: e.RELOJ_ADMIN_USER || undefined,
    adminPassword: e.RELOJ_ADMIN_PASSWORD || undefined,
    httpsPort: e.RELOJ_HTTPS_PORT,
    kioskLocalApproval: e.RELOJ_KIOSK_LOCAL_APPROVAL === 'auto',
    logLevel: e.LOG_LEVEL,
    timeZone: e.TZ,
    allowedHosts: e.RELOJ_ALLOWED_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    hq: hqSettings(env, { dataDir, natsPort: e.RELOJ_NATS_PORT, monitorPort: e.RELOJ_NATS_MONITOR_PORT }),
  };
}
