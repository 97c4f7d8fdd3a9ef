/**
 * Accounts and sessions: GET /api/auth/state, POST /api/auth/login, /logout and /setup (the first
 * administrator). The rules of a new account and their sentences live here once, for the daemon (which
 * enforces them) and the setup form (which tells them before sending).
 */
import { z } from 'zod';
import { idSchema } from './common.js';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;
/** A user name as stored: 3 to 40 lowercase letters without accents, digits, '.', '-' or '_'. */
export const USUARIO_RE = /^[a-z0-9._-]{3,40}$/;
/** Longest user name a login or setup request may carry (longer ones are refused before any lookup). */
export const MAX_USUARIO_INPUT = 200;

/** User names are compared and stored trimmed and in lowercase. */
export const normalizeUserName = (raw: string): string => raw.trim().toLowerCase();

/** Every sentence about accounts a person may read, from the daemon or from the panel. */
export const authText = {
  usuarioMissing: 'Escribe tu usuario.',
  passwordMissing: 'Escribe tu contraseña.',
  newUsuarioMissing: 'Escribe un nombre de usuario.',
  newPasswordMissing: 'Escribe una contraseña.',
  invalidUser: 'El usuario debe tener de 3 a 40 caracteres: letras sin acentos, números, punto, guion o guion bajo.',
  weakPassword: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  passwordTooLong: 'La contraseña es demasiado larga.',
  passwordsDiffer: 'Las contraseñas no coinciden.',
  wrongCredentials: 'Usuario o contraseña incorrectos.',
} as const;

/** Why a new account cannot have this name and password (the daemon's error code with it), or undefined when it can. */
export type CredentialsProblem = {
  field: 'usuario' | 'password';
  code: 'invalid_user' | 'weak_password' | 'invalid_password';
  message: string;
};

/** The rules of a new account (setup, `npm run admin -- create`, a password reset); the name is normalised first. */
export function newCredentialsProblem(rawUser: string, password: string): CredentialsProblem | undefined {
  if (!USUARIO_RE.test(normalizeUserName(rawUser))) return { field: 'usuario', code: 'invalid_user', message: authText.invalidUser };
  if (password.length < MIN_PASSWORD_LENGTH) return { field: 'password', code: 'weak_password', message: authText.weakPassword };
  if (password.length > MAX_PASSWORD_LENGTH) return { field: 'password', code: 'invalid_password', message: authText.passwordTooLong };
  return undefined;
}

/** POST /api/auth/login. Only the shape: a wrong pair is one answer (401), whichever of the two was wrong. */
export const loginRequestSchema = z.object({
  usuario: z.string({ error: authText.usuarioMissing }).max(MAX_USUARIO_INPUT, authText.usuarioMissing),
  password: z.string({ error: authText.passwordMissing }).max(MAX_PASSWORD_LENGTH, authText.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Longest setup code accepted (the daemon prints one like 'K7QX-4M2P'). */
export const MAX_SETUP_CODE = 50;

/**
 * POST /api/auth/setup. The shape only: the account rules (newCredentialsProblem) are checked by the daemon
 * after the setup gate, with their own error codes.
 */
export const setupRequestSchema = z.object({
  usuario: z.string({ error: authText.newUsuarioMissing }).max(MAX_USUARIO_INPUT, authText.invalidUser),
  password: z.string({ error: authText.newPasswordMissing }).max(MAX_PASSWORD_LENGTH, authText.passwordTooLong),
  codigo: z.string().max(MAX_SETUP_CODE).optional(),
});
export type SetupRequest = z.infer<typeof setupRequestSchema>;

/** The signed-in account: its role and, for a gerente or a consulta limited to some branches, their ids (null: every branch). */
export const authUserSchema = z.object({
  id: idSchema,
  usuario: z.string(),
  rol: z.enum(['administrador', 'gerente', 'consulta']),
  sucursales: z.array(idSchema).nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** GET /api/auth/state: whether the box still needs its first administrator (and the code, from the LAN), and who is signed in. */
export const authStateSchema = z.object({
  setupRequired: z.boolean(),
  setupNeedsCode: z.boolean(),
  user: authUserSchema.nullable(),
});
export type AuthState = z.infer<typeof authStateSchema>;

/** The answer to a login (200) or a setup (201); the session itself travels in the HttpOnly cookie. */
export const sessionResponseSchema = z.object({ user: authUserSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * GET /api/auth/primer-arranque (issue 18 item 2): what the box's own screen shows while no administrator exists —
 * where to open the panel from a laptop on the same network and the one-time setup code. Answered only to the box
 * itself (loopback); any other caller, and the box once an administrator exists, gets `{mostrar: false}`.
 */
export const primerArranqueSchema = z.discriminatedUnion('mostrar', [
  z.object({ mostrar: z.literal(false) }),
  z.object({ mostrar: z.literal(true), codigo: z.string(), direcciones: z.array(z.string()), equipo: z.string() }),
]);
export type PrimerArranque = z.infer<typeof primerArranqueSchema>;
