/** Signing in, the accounts and the audit log. */
import { auditFiltersSchema, auditEntrySchema, auditOptionsSchema, auditQuerySchema, auditTotalSchema } from '../auditoria.js';
import { authStateSchema, loginRequestSchema, sessionResponseSchema, setupRequestSchema } from '../auth.js';
import { newUsuarioSchema, updateUsuarioSchema } from '../usuarios.js';
import { untyped, type ApiGroup } from './route.js';

const usuario = untyped('`{id, usuario, rol, sucursalIds, activo, …}`: an account, never its password.');

export const accountRoutes: ApiGroup = {
  title: 'Session and accounts',
  routes: [
    {
      method: 'GET',
      path: '/api/auth/state',
      access: 'public',
      summary: 'Whether the box still needs its first administrator (and a setup code), and who is signed in.',
      notes: '`user.rol` and `user.sucursales` (null: every branch; `[]`: none) say what the account may see.',
      response: authStateSchema,
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/auth/primer-arranque',
      access: 'public',
      summary: "For the box's own screen while no administrator exists: the one-time setup code and where to open the panel.",
      notes: '`{mostrar: false}` to anyone else or once an administrator exists.',
      response: untyped('`{mostrar: true, codigo, direcciones, equipo}` or `{mostrar: false}`.'),
      errors: [],
    },
    {
      method: 'POST',
      path: '/api/auth/setup',
      access: 'public',
      summary: 'Creates the first administrator (from the box itself, or with the setup code) and signs it in.',
      status: 201,
      request: setupRequestSchema,
      response: sessionResponseSchema,
      errors: ['setup_closed', 'setup_code_required', 'invalid_user', 'weak_password', 'too_many_attempts', 'https_required'],
    },
    {
      method: 'POST',
      path: '/api/auth/login',
      access: 'public',
      summary: 'Signs in: sets the session cookie `reloj_sesion` (HttpOnly, SameSite=Strict).',
      request: loginRequestSchema,
      response: sessionResponseSchema,
      errors: ['wrong_credentials', 'too_many_attempts', 'https_required'],
    },
    {
      method: 'POST',
      path: '/api/auth/logout',
      access: 'public',
      summary: 'Signs out: ends the session and clears its cookie.',
      status: 204,
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/usuarios',
      access: 'admin',
      summary: 'The accounts and their roles and branches.',
      response: untyped('an array of accounts `{id, usuario, rol, sucursalIds, activo, …}`.'),
      errors: [],
    },
    {
      method: 'POST',
      path: '/api/usuarios',
      access: 'admin',
      summary: 'Creates an account with a role and, for a gerente or consulta, its branches.',
      status: 201,
      request: newUsuarioSchema,
      response: usuario,
      errors: ['user_exists', 'invalid_user', 'weak_password', 'gerente_sin_sucursal', 'sucursal_not_found'],
    },
    {
      method: 'PUT',
      path: '/api/usuarios/{id}',
      access: 'admin',
      summary: "Changes an account's role, branches (left out: kept), active flag or password.",
      notes:
        "Deactivating or a new password closes the account's sessions; anything that would leave no active administrador is 409 `last_admin` (a database trigger keeps it too).",
      request: updateUsuarioSchema,
      response: usuario,
      errors: ['usuario_not_found', 'last_admin', 'weak_password', 'gerente_sin_sucursal', 'sucursal_not_found'],
    },
    {
      method: 'DELETE',
      path: '/api/usuarios/{id}',
      access: 'admin',
      summary: 'Deletes an account and closes its sessions.',
      status: 204,
      errors: ['usuario_not_found', 'last_admin'],
    },
    {
      method: 'GET',
      path: '/api/auditoria',
      access: 'admin',
      summary: 'The audit log: who changed what, before and after, newest first, filtered.',
      notes:
        "`desde`: entries to skip; filters: the box's local dates (both included), the user's name, `tipo` an entity (`empleados`) or one action (`empleados.baja`). Each entry's `nombres` says what its ids name, looked up when read.",
      query: auditQuerySchema.and(auditFiltersSchema),
      response: auditEntrySchema.array(),
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/auditoria/total',
      access: 'admin',
      summary: 'How many audit entries the filters select.',
      query: auditFiltersSchema,
      response: auditTotalSchema,
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/auditoria/opciones',
      access: 'admin',
      summary: 'The users and actions recorded in the audit log, for its filters.',
      response: auditOptionsSchema,
      errors: [],
    },
  ],
};
