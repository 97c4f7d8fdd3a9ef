/**
 * Kiosk devices (the product's requirements): the kiosk's POST /api/devices/verify and the administrator's
 * 'Dispositivos' screen (GET /api/devices, approve, reject, PUT, DELETE).
 */
import { z } from 'zod';
import { idSchema } from './common.js';
import { visibleText } from './text.js';

export const DEVICE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** The header every kiosk call after the verification carries: the same string it sends to /api/devices/verify. */
export const DEVICE_FINGERPRINT_HEADER = 'X-Device-Fingerprint';

/**
 * The kiosk's credential: 8 to 200 printable ASCII characters (the kiosk sends 64 hex digits derived from a
 * random secret it keeps). Only its SHA-256 is stored.
 */
export const fingerprintSchema = z
  .string({ error: 'Falta la huella del dispositivo.' })
  .regex(/^[\x20-\x7E]{8,200}$/, 'La huella del dispositivo debe tener de 8 a 200 caracteres imprimibles.');

/**
 * POST /api/devices/verify. `pantallaDelEquipo`: the kiosk page was opened by the box's own kiosk launcher
 * (deploy/kiosk-chromium.sh) on the box's screen; with RELOJ_KIOSK_LOCAL_APPROVAL=auto and a loopback connection the
 * daemon approves it by itself. From anywhere else the field changes nothing.
 */
export const verifyRequestSchema = z.object({
  fingerprint: fingerprintSchema,
  pantallaDelEquipo: z.boolean({ error: 'pantallaDelEquipo debe ser verdadero o falso.' }).optional(),
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

/**
 * The answer to POST /api/devices/verify: `code` is the short code the kiosk shows (e.g. K7QX-4M2P). An approved
 * device also gets the name and branch an administrator gave it, when it has them (the kiosk's header shows them).
 */
export const verificationSchema = z.object({
  isAuthorized: z.boolean(),
  status: z.enum(DEVICE_STATUSES),
  code: z.string(),
  nombre: z.string().optional(),
  sucursal: z.string().optional(),
  /** Present (false) only while the box knows its clock is not NTP-synchronised: the kiosk shows a warning. */
  relojSincronizado: z.literal(false).optional(),
  /**
   * An approved kiosk: where a phone on the LAN opens the privacy notice (e.g. https://reloj-centro.local:3443/privacidad),
   * shown under the kiosk's button; never localhost.
   */
  privacidad: z.string().optional(),
});
export type DeviceVerification = z.infer<typeof verificationSchema>;

/** A kiosk device as GET /api/devices lists it (the fingerprint never leaves the box); instants are ISO 8601. */
export const deviceSchema = z.object({
  id: idSchema,
  /** The short code the kiosk shows on its screen, e.g. K7QX-4M2P. */
  codigo: z.string(),
  nombre: z.string().nullable(),
  sucursalId: idSchema.nullable(),
  sucursal: z.string().nullable(),
  status: z.enum(DEVICE_STATUSES),
  primeraVez: z.string(),
  ultimaVez: z.string(),
  decididoPor: z.string().nullable(),
  decididoEn: z.string().nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

/** Longest device name. */
export const DEVICE_NAME_MAX = 80;

/** PUT /api/devices/{id}: name and branch; empty or null clears each, a field left out keeps its value. */
export const deviceUpdateSchema = z.object({
  nombre: z
    .string({ error: 'El nombre del dispositivo debe ser texto.' })
    .trim()
    .max(DEVICE_NAME_MAX, `El nombre del dispositivo admite como máximo ${DEVICE_NAME_MAX} caracteres.`)
    .refine(...visibleText('El nombre del dispositivo'))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  sucursalId: z
    .number({ error: 'La sucursal debe ser un número de sucursal.' })
    .int('La sucursal debe ser un número de sucursal.')
    .positive('La sucursal debe ser un número de sucursal.')
    .nullish(),
});
/** What 'Editar' sends. */
export type DeviceUpdateRequest = z.input<typeof deviceUpdateSchema>;
/** What the daemon reads from it: null clears the field, undefined leaves it as it is. */
export type DeviceUpdate = z.output<typeof deviceUpdateSchema>;

/**
 * POST /api/devices/{id}/approve: optionally the name and branch to give the kiosk in the same step (issue 30), with
 * the rules of PUT; a field left out keeps its value. An empty body approves only.
 */
export const deviceApproveSchema = deviceUpdateSchema;
/** What 'Aprobar' sends. */
export type DeviceApproveRequest = z.input<typeof deviceApproveSchema>;
