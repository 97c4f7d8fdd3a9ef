/**
 * Issue 44, 'Avisos': the box tells the owner and the branch managers what needs them, by e-mail (SMTP) and by a
 * signed webhook. Every alert is first a row of the `avisos` outbox; a sender delivers it once per recipient.
 */
import { z } from 'zod';
import { clockTime, idSchema } from './common.js';

/** The kinds of alert an account may receive (PUT /api/usuarios/{id} `avisos`). */
export const AVISO_TIPOS = [
  'kiosco_sin_senal',
  'registro_alterado',
  'disco',
  'respaldo_fallido',
  'base_danada',
  'actualizacion_revertida',
  'suplantacion',
  'cuenta_bloqueada',
  'retardos',
  'resumen_diario',
  /** A request sent from 'Mi asistencia' at the kiosk (issue 43): to whoever answers that branch's requests. */
  'solicitud_nueva',
] as const;
export type AvisoTipo = (typeof AVISO_TIPOS)[number];

/** Kinds about the whole box (backups, accounts, the database, updates, the disk): only administrators see them in the panel. */
export const AVISO_TIPOS_DE_ADMINISTRADOR: readonly AvisoTipo[] = ['respaldo_fallido', 'cuenta_bloqueada', 'base_danada', 'actualizacion_revertida', 'disco'];

export const AVISO_TIPO_LABELS: Record<AvisoTipo, string> = {
  kiosco_sin_senal: 'Kiosco sin señal',
  registro_alterado: 'Registro alterado',
  disco: 'Disco casi lleno',
  respaldo_fallido: 'Respaldo fallido',
  base_danada: 'Base de datos dañada',
  actualizacion_revertida: 'Actualización revertida',
  suplantacion: 'Intentos de suplantación',
  cuenta_bloqueada: 'Cuenta bloqueada',
  retardos: 'Retardos',
  resumen_diario: 'Resumen diario',
  solicitud_nueva: 'Solicitud nueva',
};

export const AVISO_ESTADOS = ['pendiente', 'enviado', 'fallido'] as const;
export type AvisoEstado = (typeof AVISO_ESTADOS)[number];
export const AVISO_CANALES = ['correo', 'webhook'] as const;
export type AvisoCanal = (typeof AVISO_CANALES)[number];
export const SMTP_SEGURIDAD = ['tls', 'starttls', 'ninguna'] as const;

export const avisosText = {
  saltoDeLinea: (campo: string) => `${campo} no puede tener saltos de línea.`,
  host: 'El servidor de correo debe ser un nombre o una dirección sin espacios (por ejemplo smtp.empresa.mx).',
  puerto: 'El puerto del servidor de correo debe ser un número entero entre 1 y 65535.',
  remitente: 'El remitente debe ser una dirección de correo (por ejemplo avisos@empresa.mx).',
  seguridad: "La seguridad debe ser 'tls', 'starttls' o 'ninguna'.",
  webhookUrl: 'La dirección del webhook debe empezar con https:// o http:// (por ejemplo https://avisos.empresa.mx/reloj).',
  webhookPropia: 'La dirección del webhook apunta a este mismo reloj: escribe la de tu receptor.',
  email: 'El correo de la cuenta debe ser una dirección de correo (por ejemplo gerente@empresa.mx).',
  tipos: 'Los avisos deben ser una lista de tipos de aviso conocidos.',
  sinEmail: 'Escribe el correo de la cuenta para que reciba avisos.',
  tipoDeAdministrador: 'Solo un administrador puede recibir avisos de respaldos, cuentas, base de datos, actualizaciones o disco.',
  hora: 'La hora del resumen diario',
} as const;

const CRLF = /[\r\n]/;
/** A value that ends up in a mail header or an SMTP command: a CR or LF would let it write another one. */
const headerValue = (campo: string, max: number) =>
  z
    .string({ error: `${campo} debe ser texto.` })
    .max(max, `${campo} admite como máximo ${max} caracteres.`)
    .refine((v) => !CRLF.test(v), avisosText.saltoDeLinea(campo));

/** One e-mail address, as a recipient or a sender: no spaces, no line breaks, one @ with a dotted domain. */
const ADDRESS = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/;
export const emailSchema = (message: string) =>
  z
    .string({ error: message })
    .max(254, message)
    .refine((v) => !CRLF.test(v), avisosText.saltoDeLinea('El correo'))
    .refine((v) => ADDRESS.test(v), message);

const whole = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);

export const smtpInputSchema = z
  .object({
    /** Empty: no e-mail channel. */
    host: headerValue('El servidor de correo', 253).refine((v) => !/\s/.test(v), avisosText.host),
    puerto: whole(avisosText.puerto, 1, 65535),
    /** 'tls': TLS from the first byte (465); 'starttls': plain then upgraded (587), refused if the server cannot. */
    seguridad: z.enum(SMTP_SEGURIDAD, { error: avisosText.seguridad }),
    /** False only for a company server with its own certificate: the panel warns. */
    verificarCertificado: z.boolean({ error: 'verificarCertificado debe ser verdadero o falso.' }),
    usuario: headerValue('El usuario del servidor de correo', 254),
    /** Write-only: left out, the stored one is kept; '' removes it. */
    password: headerValue('La contraseña del servidor de correo', 512).optional(),
    remitente: z.union([z.literal(''), emailSchema(avisosText.remitente)]),
  })
  .refine((smtp) => smtp.host === '' || smtp.remitente !== '', { message: avisosText.remitente, path: ['remitente'] });

export const webhookInputSchema = z.object({
  /** Empty: no webhook. */
  url: headerValue('La dirección del webhook', 2000).refine((v) => v === '' || isHttpUrl(v), avisosText.webhookUrl),
});

function isHttpUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** PUT /api/avisos/configuracion (administrador). */
export const avisosConfiguracionInputSchema = z.object({
  smtp: smtpInputSchema,
  webhook: webhookInputSchema,
  /** The daily summary's local hour. */
  resumenHora: clockTime(avisosText.hora),
  minutosRetardo: whole('Los minutos para el aviso de retardos deben ser un número entero entre 1 y 240.', 1, 240),
  minutosKioscoSinSenal: whole('Los minutos para el aviso de kiosco sin señal deben ser un número entero entre 1 y 1440.', 1, 1440),
});
export type AvisosConfiguracionInput = z.infer<typeof avisosConfiguracionInputSchema>;

/** GET/PUT /api/avisos/configuracion: never the password; the webhook secret only in the answer that saved a new URL. */
export const avisosConfiguracionSchema = z.object({
  smtp: z.object({
    host: z.string(),
    puerto: z.number().int(),
    seguridad: z.enum(SMTP_SEGURIDAD),
    verificarCertificado: z.boolean(),
    usuario: z.string(),
    remitente: z.string(),
    /** Whether a password is stored (encrypted). */
    passwordGuardada: z.boolean(),
  }),
  webhook: z.object({
    url: z.string(),
    /** Shown once, when the URL was saved: the receiver checks `X-Reloj-Firma` (HMAC-SHA256 hex of the body) with it. */
    secreto: z.string().optional(),
    secretoGuardado: z.boolean(),
  }),
  resumenHora: z.string(),
  minutosRetardo: z.number().int(),
  minutosKioscoSinSenal: z.number().int(),
});
export type AvisosConfiguracion = z.infer<typeof avisosConfiguracionSchema>;

/** POST /api/avisos/prueba: one message now, outside the outbox. `destino`: an address (correo); the account's or the sender by default. */
export const avisoPruebaInputSchema = z.object({
  canal: z.enum(AVISO_CANALES, { error: "El canal debe ser 'correo' o 'webhook'." }),
  destino: emailSchema(avisosText.email).optional(),
});
export type AvisoPruebaInput = z.infer<typeof avisoPruebaInputSchema>;

/** What the server said to a test message. */
export const avisoPruebaSchema = z.object({ respuesta: z.string() });
export type AvisoPrueba = z.infer<typeof avisoPruebaSchema>;

/** One row of GET /api/avisos (newest first). */
export const avisoSchema = z.object({
  id: idSchema,
  tipo: z.enum(AVISO_TIPOS),
  sucursalId: idSchema.nullable(),
  titulo: z.string(),
  /** An e-mail address, or 'webhook'. */
  destino: z.string(),
  canal: z.enum(AVISO_CANALES),
  estado: z.enum(AVISO_ESTADOS),
  intentos: z.number().int(),
  /** The last reason it was not delivered, in Spanish. */
  error: z.string().nullable(),
  /** UTC instants. */
  creadoEn: z.string(),
  proximoIntento: z.string().nullable(),
  enviadoEn: z.string().nullable(),
});
export type Aviso = z.infer<typeof avisoSchema>;

export const avisoIdParamsSchema = z.object({ id: idSchema });
