import type { Rol } from '@reloj/contract/usuarios';

/** The branches an account may see (issue 15 item 6); null: every branch (see `seesEveryBranch`); empty: none. */
export type Branches = readonly number[] | null;

/** True when an account limited to `branches` may see a record of branch `sucursalId` (undefined: no such record). */
export const inBranches = (branches: Branches, sucursalId: number | undefined): boolean =>
  branches === null || (sucursalId !== undefined && branches.includes(sucursalId));

/**
 * Whether an account sees every branch: an administrador, or a consulta created for every branch (stored on the
 * account, issue 26). Never inferred from an empty branch list: an account that lost its branches sees none.
 */
export const seesEveryBranch = (rol: Rol, todasSucursales: boolean): boolean => rol === 'administrador' || (rol === 'consulta' && todasSucursales);
