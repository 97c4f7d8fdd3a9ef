import { AVISO_TIPOS_DE_ADMINISTRADOR, avisosText, type AvisoTipo } from '@reloj/contract/avisos';
import type { NewUsuario, Rol, UpdateUsuario, Usuario } from '@reloj/contract/usuarios';
import type { Repositories } from '../../db/repositories/index.js';
import type { UserRow } from '../../db/repositories/usuarios.js';
import { accountNotFound, branchChoiceUnknown, gerenteWithoutBranch, lastAdmin, validationFailed } from '../../errors.js';
import { seesEveryBranch } from '../../lib/branches.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { checkNewCredentials } from './auth.js';
import { hashPassword } from './passwords.js';

/** The trigger of migration 018 that keeps one active administrador (also against requests sent at once). */
const isLastAdminRefusal = (error: unknown) => error instanceof Error && error.message.includes('last active administrador');

/**
 * The 'Usuarios' screen (issue 15 item 6): accounts, their role and branches. A gerente needs at least one branch; an
 * administrador has none (every branch). Deactivating an account or changing its password closes its sessions.
 */
export function createUsuariosService(
  deps: Pick<Repositories, 'usuarios' | 'sessions' | 'sucursales' | 'transaction'> & {
    clock: Clock;
    /** services/auth/auth.ts: the name normalised, the password checked and hashed, 409 for a name taken. */
    createUser: (usuario: string, password: string, rol: Rol) => Promise<{ id: number }>;
  },
) {
  const { usuarios, sessions, sucursales, transaction, clock } = deps;

  const toUsuario = (row: UserRow): Usuario => ({
    id: row.id,
    usuario: row.usuario,
    rol: row.rol,
    sucursales: row.rol === 'administrador' ? [] : usuarios.branchesOf(row.id),
    todasLasSucursales: seesEveryBranch(row.rol, row.todas_sucursales === 1),
    activo: row.activo === 1,
    creadoEn: row.created_at,
    email: row.email,
    avisos: JSON.parse(row.avisos) as AvisoTipo[],
  });

  const mustExist = (id: number): UserRow => {
    const row = id > 0 ? usuarios.findById(id) : undefined;
    if (!row) throw accountNotFound();
    return row;
  };

  /**
   * The branches an account of this role keeps: every branch for an administrador, and for a consulta created
   * without branches (stored as such: an empty list alone never means every branch); every id must exist.
   */
  const branchesFor = (rol: Rol, sucursalIds: readonly number[], emptyMeansAll = true): { todas: boolean; ids: number[] } => {
    if (rol === 'administrador') return { todas: true, ids: [] };
    if (rol === 'gerente' && sucursalIds.length === 0) throw gerenteWithoutBranch();
    if (sucursalIds.some((id) => !sucursales.get(id))) throw branchChoiceUnknown();
    return { todas: sucursalIds.length === 0 && emptyMeansAll, ids: [...new Set(sucursalIds)] };
  };

  /**
   * Issue 44: the address and kinds an account keeps (each left out, as it was). The kinds about the whole box
   * (backups, accounts, database, updates, disk) are an administrador's: another role would learn what its panel hides.
   */
  const avisosFor = (current: UserRow, input: UpdateUsuario): { email: string | null; avisos: AvisoTipo[] } => {
    const email = input.email === undefined ? current.email : input.email || null;
    const avisos = input.avisos === undefined ? (JSON.parse(current.avisos) as AvisoTipo[]) : [...new Set(input.avisos)];
    if (input.rol !== 'administrador' && avisos.some((tipo) => AVISO_TIPOS_DE_ADMINISTRADOR.includes(tipo)))
      throw validationFailed(avisosText.tipoDeAdministrador, 'avisos');
    if (avisos.length > 0 && !email) throw validationFailed(avisosText.sinEmail, 'email');
    return { email, avisos };
  };

  const guardLastAdmin = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      throw isLastAdminRefusal(error) ? lastAdmin() : error;
    }
  };

  return {
    list: (): Usuario[] => usuarios.all().map(toUsuario),

    async create(input: NewUsuario): Promise<Usuario> {
      const branches = branchesFor(input.rol, input.sucursalIds);
      const { id } = await deps.createUser(input.usuario, input.password, input.rol);
      usuarios.setBranches(id, branches.todas, branches.ids);
      return toUsuario(mustExist(id));
    },

    async update(id: number, input: UpdateUsuario): Promise<{ before: Usuario; after: Usuario }> {
      const current = mustExist(id);
      // Branches left out of the request are kept as they are, "every branch" included (never widened to it).
      const branches =
        input.sucursalIds === undefined
          ? branchesFor(
              input.rol,
              usuarios.branchesOf(id).map((b) => b.id),
              current.todas_sucursales === 1,
            )
          : branchesFor(input.rol, input.sucursalIds);
      if (input.password !== undefined) checkNewCredentials(current.usuario, input.password);
      const alertas = avisosFor(current, input);
      const hash = input.password === undefined ? undefined : await hashPassword(input.password);
      const before = toUsuario(mustExist(id));
      guardLastAdmin(() =>
        transaction(() => {
          const now = isoNow(clock);
          usuarios.setAccess(id, input.rol, input.activo, now);
          usuarios.setBranches(id, branches.todas, branches.ids);
          if (hash) usuarios.setPassword(id, hash, now);
          if (hash || !input.activo) sessions.removeForUser(id);
          usuarios.setAvisos(id, alertas.email, alertas.avisos);
        }),
      );
      return { before, after: toUsuario(mustExist(id)) };
    },

    remove(id: number): Usuario {
      const removed = toUsuario(mustExist(id));
      guardLastAdmin(() => usuarios.remove(id));
      return removed;
    },
  };
}

export type UsuariosService = ReturnType<typeof createUsuariosService>;
