/**
 * Who may see what (issue 15 item 6): accounts of the panel and their roles. 'Usuarios' screen and /api/usuarios.
 * - administrador: everything.
 * - gerente: the employees, punches, incidencias, pre-nómina and kiosks of their branches only; registers employees,
 *   faces, NIPs, manual punches and incidencias there. Nothing of other branches exists for them (404).
 * - consulta: reads the screens of attendance and pre-nómina (of their branches when some are given), changes nothing (403).
 */
import { z } from 'zod';
import { idSchema } from './common.js';
import { MAX_PASSWORD_LENGTH, MAX_USUARIO_INPUT, authText } from './auth.js';
import { AVISO_TIPOS, avisosText, emailSchema } from './avisos.js';

export const ROLES = ['administrador', 'gerente', 'consulta'] as const;
export type Rol = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Rol, string> = {
  administrador: 'Administrador',
  gerente: 'Gerente de sucursal',
  consulta: 'Solo consulta',
};

export const ROLE_DESCRIPTIONS: Record<Rol, string> = {
  administrador: 'Todo el panel: catálogos, reglas, periodos, dispositivos, privacidad, respaldos y usuarios.',
  gerente: 'Empleados, asistencias, incidencias y pre-nómina de sus sucursales; no ve las demás.',
  consulta: 'Ve asistencias y pre-nómina (de sus sucursales, si se eligen); no puede cambiar nada.',
};

export const usuariosText = {
  forbidden: 'Tu cuenta no tiene permiso para hacer esto. Pide ayuda a un administrador.',
  lastAdmin: 'Debe quedar al menos un administrador activo: asigna primero el rol de administrador a otra cuenta.',
  gerenteSinSucursal: 'Elige al menos una sucursal para el gerente.',
  rolInvalido: 'Elige un rol: administrador, gerente de sucursal o solo consulta.',
  sucursalInexistente: 'Una de las sucursales elegidas no existe.',
  usuarioNoExiste: 'La cuenta no existe.',
};

const rolSchema = z.enum(ROLES, { error: usuariosText.rolInvalido });
const sucursalIdsSchema = z.array(idSchema, { error: 'Las sucursales deben ser una lista de ids.' }).max(200).default([]);

/** POST /api/usuarios (administrators): a new account; the password follows the same rules as the first one. */
export const newUsuarioSchema = z.object({
  usuario: z.string({ error: authText.newUsuarioMissing }).max(MAX_USUARIO_INPUT, authText.invalidUser),
  password: z.string({ error: authText.newPasswordMissing }).max(MAX_PASSWORD_LENGTH, authText.passwordTooLong),
  rol: rolSchema,
  sucursalIds: sucursalIdsSchema,
});
export type NewUsuario = z.infer<typeof newUsuarioSchema>;

/** PUT /api/usuarios/{id}: role, branches, active; a new password only when sent; branches left out are kept. */
export const updateUsuarioSchema = z.object({
  rol: rolSchema,
  sucursalIds: sucursalIdsSchema.unwrap().optional(),
  activo: z.boolean({ error: 'El campo activo debe ser verdadero o falso.' }),
  password: z.string().max(MAX_PASSWORD_LENGTH, authText.passwordTooLong).optional(),
  /** Issue 44: where the account's alerts go; left out, kept; null or '' removes it. */
  email: z
    .union([z.literal(''), emailSchema(avisosText.email)])
    .nullable()
    .optional(),
  /** Issue 44: the kinds of alert it receives (a gerente, only its branches'); left out, kept. */
  avisos: z
    .array(z.enum(AVISO_TIPOS, { error: avisosText.tipos }), { error: avisosText.tipos })
    .max(AVISO_TIPOS.length)
    .optional(),
});
export type UpdateUsuario = z.infer<typeof updateUsuarioSchema>;

/** An account as GET /api/usuarios lists it (never its password hash). */
export const usuarioSchema = z.object({
  id: idSchema,
  usuario: z.string(),
  rol: z.enum(ROLES),
  sucursales: z.array(z.object({ id: idSchema, nombre: z.string() })),
  /** Sees every branch: an administrador, or a consulta created without branches. False with an empty list: no branch. */
  todasLasSucursales: z.boolean(),
  activo: z.boolean(),
  /** UTC instant. */
  creadoEn: z.string(),
  /** Issue 44: the address its alerts go to, and the kinds it receives. */
  email: z.string().nullable(),
  avisos: z.array(z.enum(AVISO_TIPOS)),
});
export type Usuario = z.infer<typeof usuarioSchema>;
