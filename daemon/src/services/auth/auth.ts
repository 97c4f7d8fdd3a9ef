import { createHash, randomBytes } from 'node:crypto';
import { newCredentialsProblem, normalizeUserName, type AuthUser } from '@reloj/contract/auth';
import type { Rol } from '@reloj/contract/usuarios';
import type { Repositories } from '../../db/repositories/index.js';
import { credentialsRefused, setupClosed, setupCodeRequired, tooManyAttempts, unauthorized, userExists, userNotFound, wrongCredentials } from '../../errors.js';
import { seesEveryBranch } from '../../lib/branches.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import type { Logger } from '../../logger.js';
import type { SetupGate } from './setupGate.js';
import { createLoginThrottle, FREE_FAILURES, keys, type Refusal } from './loginThrottle.js';
import { decoyHash, hashPassword, verifyPassword } from './passwords.js';

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export const SETUP_CODE_REQUIRED =
  'Para crear el primer administrador desde otra computadora escribe el código de configuración que aparece en el registro del equipo.';

const tooManyAttemptsFor = (waitMs: number) => tooManyAttempts(Math.ceil(waitMs / 1000));

/** For the security log: what the last failure locked, and for how long. */
const lockFacts = (refusal: Refusal | undefined) => (refusal ? { bloqueo: refusal.key.tipo, esperaSegundos: Math.ceil(refusal.waitMs / 1000) } : {});

export type SessionUser = AuthUser & { sessionId: number };

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export { normalizeUserName };

/** Refusals for a new account's name and password (the contract's rules), in Spanish. */
export function checkNewCredentials(usuario: string, password: string): void {
  const problem = newCredentialsProblem(usuario, password);
  if (problem) throw credentialsRefused(problem);
}

/**
 * Accounts, sessions and the login throttle. No Koa here: routes pass tokens and addresses in.
 * Security events (failed logins, locks, wrong setup codes) go to `logger`, never a password.
 */
export function createAuthService(
  deps: Pick<Repositories, 'usuarios' | 'sessions' | 'failedAttempts' | 'transaction'> & {
    clock: Clock;
    logger?: Logger;
    /** Issue 44: an existing account was just locked by wrong passwords (the 'cuenta_bloqueada' alert). */
    onAccountLocked?: (facts: { usuario: string; ip: string; fallos: number; esperaSegundos: number }) => void;
  },
) {
  const { usuarios, sessions, transaction, clock, logger } = deps;
  const throttle = createLoginThrottle(deps);

  const createUser = async (rawUser: string, password: string, rol: Rol = 'administrador'): Promise<{ id: number; usuario: string }> => {
    const usuario = normalizeUserName(rawUser);
    checkNewCredentials(usuario, password);
    const hash = await hashPassword(password);
    if (usuarios.findByName(usuario)) throw userExists(usuario);
    return { id: usuarios.insert(usuario, hash, isoNow(clock), rol), usuario };
  };

  /** What an account may see: every branch (lib/branches.ts seesEveryBranch), or its branches, none when it has none. */
  const authUser = (id: number, usuario: string, rol: Rol, todasSucursales: number): AuthUser => ({
    id,
    usuario,
    rol,
    sucursales: seesEveryBranch(rol, todasSucursales === 1) ? null : usuarios.branchesOf(id).map((b) => b.id),
  });

  const openSession = (userId: number, ip: string | null): string => {
    const token = randomBytes(32).toString('base64url');
    sessions.insert(sha256(token), userId, isoNow(clock), ip);
    return token;
  };

  return {
    setupRequired: () => usuarios.count() === 0,
    createUser,

    /** First administrator; refused for good once one exists. */
    async setupFirstAdmin(rawUser: string, password: string): Promise<AuthUser> {
      if (usuarios.count() > 0) throw setupClosed();
      const created = await createUser(rawUser, password);
      if (usuarios.count() > 1) {
        // Two setups raced through the check above: keep the first, undo this one.
        usuarios.remove(created.id);
        throw setupClosed();
      }
      return authUser(created.id, created.usuario, 'administrador', 1);
    },

    async login(rawUser: unknown, password: unknown, ip: string): Promise<{ token: string; user: AuthUser }> {
      const usuario = typeof rawUser === 'string' ? normalizeUserName(rawUser) : '';
      const found = usuario ? usuarios.findByName(usuario) : undefined;
      const user = found?.activo === 1 ? found : undefined; // a deactivated account signs in no more
      // A name that is no account may be a password typed in the wrong box: it stays out of the log.
      const who = user ? { usuario: user.usuario } : { usuarioDesconocido: true };
      const loginKeys = keys.login(usuario, ip);
      const reservation = throttle.reserve(loginKeys); // counted before the hash: see loginThrottle.ts
      if (!reservation.ok) {
        if (reservation.firstOfLock) logger?.warn({ evento: 'login_bloqueado', ...who, ip, ...lockFacts(reservation) }, 'login refused: too many failures');
        throw tooManyAttemptsFor(reservation.waitMs);
      }
      const ok = typeof password === 'string' && password.length <= 200 && (await verifyPassword(password, found?.password_hash ?? (await decoyHash)));
      if (!user || !ok) {
        const lock = throttle.waitMs(loginKeys);
        logger?.warn({ evento: 'login_fallido', ...who, ip, ...lockFacts(lock) }, 'failed login');
        const pair = keys.loginSuccess(usuario, ip)[0];
        // Decided by the count of failures, not by the wait left: a hash slower than the first wait (a loaded box) still
        // started the lock and must still be reported.
        if (user && pair && throttle.lockStarted(pair)) {
          try {
            deps.onAccountLocked?.({ usuario: user.usuario, ip, fallos: FREE_FAILURES, esperaSegundos: Math.ceil((lock?.waitMs ?? 0) / 1000) });
          } catch (error) {
            logger?.error({ err: error instanceof Error ? error.message : String(error) }, 'account lock alert not raised');
          }
        }
        throw wrongCredentials();
      }
      throttle.succeed(loginKeys, keys.loginSuccess(usuario, ip));
      logger?.info({ evento: 'login_correcto', usuario: user.usuario, ip }, 'login');
      return { token: openSession(user.id, ip), user: authUser(user.id, user.usuario, user.rol, user.todas_sucursales) };
    },

    /**
     * A first-run setup from the LAN must bring the one-time code from the box's log. Wrong codes are
     * throttled per address (and, gently, overall) and logged; the box itself needs no code.
     */
    admitSetup(gate: SetupGate, remoteAddress: string | undefined, offered: string | undefined): void {
      if (gate.allows(remoteAddress, undefined)) return;
      if (!offered?.trim()) throw setupCodeRequired(SETUP_CODE_REQUIRED);
      const ip = remoteAddress ?? 'desconocida';
      const setupKeys = keys.setup(ip);
      const reservation = throttle.reserve(setupKeys);
      if (!reservation.ok) {
        if (reservation.firstOfLock) logger?.warn({ evento: 'configuracion_bloqueada', ip, ...lockFacts(reservation) }, 'setup refused: too many wrong codes');
        throw tooManyAttemptsFor(reservation.waitMs);
      }
      if (!gate.allows(remoteAddress, offered)) {
        logger?.warn({ evento: 'codigo_configuracion_incorrecto', ip, ...lockFacts(throttle.waitMs(setupKeys)) }, 'wrong setup code');
        throw setupCodeRequired(SETUP_CODE_REQUIRED);
      }
      throttle.clear(setupKeys);
    },

    /** Lifts every lock of a user name (and of the addresses it failed from): the admin CLI's `unlock`. */
    unlock: (rawUser: string): number => throttle.clearUser(normalizeUserName(rawUser)),

    openSession,

    /** The user behind a token, or undefined when it is unknown or expired (expired ones are deleted). */
    authenticate(token: string | undefined): SessionUser | undefined {
      if (!token || token.length > 200) return undefined;
      const session = sessions.findByHash(sha256(token));
      if (!session) return undefined;
      const now = clock.now().getTime();
      const created = Date.parse(session.created_at);
      const seen = Date.parse(session.last_seen_at);
      if (now - seen > SESSION_IDLE_MS || now - created > SESSION_ABSOLUTE_MS) {
        sessions.remove(session.id);
        return undefined;
      }
      if (now - seen > TOUCH_EVERY_MS) sessions.touch(session.id, isoNow(clock));
      return { ...authUser(session.usuario_id, session.usuario, session.rol, session.todas_sucursales), sessionId: session.id };
    },

    logout(token: string | undefined): void {
      if (token) sessions.removeByHash(sha256(token));
    },

    async resetPassword(rawUser: string, password: string): Promise<void> {
      const user = usuarios.findByName(normalizeUserName(rawUser));
      if (!user) throw userNotFound(normalizeUserName(rawUser));
      checkNewCredentials(user.usuario, password);
      const hash = await hashPassword(password);
      transaction(() => {
        usuarios.setPassword(user.id, hash, isoNow(clock));
        sessions.removeForUser(user.id);
        throttle.clearUser(user.usuario); // whoever reset it may log in at once
      });
    },

    purgeExpiredSessions(): number {
      const now = clock.now().getTime();
      return sessions.removeExpired(new Date(now - SESSION_ABSOLUTE_MS).toISOString(), new Date(now - SESSION_IDLE_MS).toISOString());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

export const requireUser = (user: SessionUser | undefined): SessionUser => {
  if (!user) throw unauthorized();
  return user;
};
