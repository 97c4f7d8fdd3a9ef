import { avisosConfiguracionInputSchema, type AvisosConfiguracion, type AvisosConfiguracionInput, type SMTP_SEGURIDAD } from '@reloj/contract/avisos';
import { ApiError } from '../../../lib/api';
import type { FormErrors } from '../../../components/useFormErrors';

export type Seguridad = (typeof SMTP_SEGURIDAD)[number];

/** The fields a refusal can be about, named as the daemon names them in a 422 (`field`: 'smtp.puerto'). */
export const CONFIG_FIELDS = [
  'smtp.host',
  'smtp.puerto',
  'smtp.seguridad',
  'smtp.usuario',
  'smtp.password',
  'smtp.remitente',
  'webhook.url',
  'resumenHora',
  'minutosRetardo',
  'minutosKioscoSinSenal',
] as const;
export type ConfigField = (typeof CONFIG_FIELDS)[number];
export type ConfigErrors = FormErrors<ConfigField>;

/** What the form holds: numbers as typed; the password empty unless a new one is being typed (it is write-only). */
export type ConfigValues = {
  host: string;
  puerto: string;
  seguridad: Seguridad;
  verificarCertificado: boolean;
  usuario: string;
  password: string;
  remitente: string;
  webhookUrl: string;
  resumenHora: string;
  minutosRetardo: string;
  minutosKioscoSinSenal: string;
};

/** The usual port of each kind of connection: choosing another kind moves a port left at the old kind's usual one. */
export const DEFAULT_PORT: Record<Seguridad, number> = { starttls: 587, tls: 465, ninguna: 25 };

export const valuesOf = (c: AvisosConfiguracion): ConfigValues => ({
  host: c.smtp.host,
  puerto: String(c.smtp.puerto),
  seguridad: c.smtp.seguridad,
  verificarCertificado: c.smtp.verificarCertificado,
  usuario: c.smtp.usuario,
  password: '',
  remitente: c.smtp.remitente,
  webhookUrl: c.webhook.url,
  resumenHora: c.resumenHora,
  minutosRetardo: String(c.minutosRetardo),
  minutosKioscoSinSenal: String(c.minutosKioscoSinSenal),
});

/** A number as typed: '' or anything but digits is no number, so the contract refuses it with its own sentence. */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The PUT as sent: the password only when one was typed (left out, the stored one is kept). */
export const inputOf = (v: ConfigValues): AvisosConfiguracionInput => ({
  smtp: {
    host: v.host.trim(),
    puerto: whole(v.puerto),
    seguridad: v.seguridad,
    verificarCertificado: v.verificarCertificado,
    usuario: v.usuario.trim(),
    ...(v.password === '' ? {} : { password: v.password }),
    remitente: v.remitente.trim(),
  },
  webhook: { url: v.webhookUrl.trim() },
  resumenHora: v.resumenHora,
  minutosRetardo: whole(v.minutosRetardo),
  minutosKioscoSinSenal: whole(v.minutosKioscoSinSenal),
});

const isField = (path: string): path is ConfigField => (CONFIG_FIELDS as readonly string[]).includes(path);

/** The contract's refusals (the daemon's own sentences) by field, before anything is sent. */
export function configProblems(values: ConfigValues): ConfigErrors {
  const result = avisosConfiguracionInputSchema.safeParse(inputOf(values));
  if (result.success) return {};
  const errors: ConfigErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (isField(path) && !errors[path]) errors[path] = issue.message;
  }
  return errors;
}

/** The daemon's 422 as a refusal beside its field; undefined when it names none of the form's. */
export function serverFieldError(error: unknown): ConfigErrors | undefined {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.serverError || !error.field || !isField(error.field)) return undefined;
  return { [error.field]: error.serverError };
}

/** Whether what is on screen differs from what is stored (a test message goes with what is stored). */
export const changedFrom = (values: ConfigValues, saved: AvisosConfiguracion) =>
  values.password !== '' || JSON.stringify(inputOf(values)) !== JSON.stringify(inputOf(valuesOf(saved)));
