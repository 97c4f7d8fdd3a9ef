/** The branches an account may see (issue 15 item 6); null: every branch (administrators, a consulta without branches). */
export type Branches = readonly number[] | null;

/** True when an account limited to `branches` may see a record of branch `sucursalId` (undefined: no such record). */
export const inBranches = (branches: Branches, sucursalId: number | undefined): boolean =>
  branches === null || (sucursalId !== undefined && branches.includes(sucursalId));
