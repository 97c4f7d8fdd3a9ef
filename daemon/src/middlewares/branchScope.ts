import type { Context, Middleware } from 'koa';
import type { BranchLookup, BranchOf } from '../db/repositories/branchOf.js';
import { employeeNotFound, employeeUnknown, incidenciaNotFound, photoNotFound, punchNotFound, spoofPhotoNotFound, type AppError } from '../errors.js';
import { inBranches, type Branches } from '../lib/branches.js';
import { markRoute } from './routeFacts.js';

/** The branches the signed-in account may see; null for every branch; none without an account (never all by default). */
export const branchesOf = (ctx: Context): Branches => (ctx.state.user ? ctx.state.user.sucursales : []);

/**
 * Route middlewares that check the branch of the record named by `:id` for an account limited to some branches:
 * a record of another branch answers the same 404 as one that does not exist (a gerente never learns it is there).
 */
export function createBranchScope(branchOf: BranchOf) {
  const scoped = (lookup: BranchLookup, notFound: () => AppError): Middleware =>
    markRoute('scoped', (ctx, next) => {
      const branches = branchesOf(ctx);
      if (branches !== null) {
        const id = Number((ctx.params as { id?: string }).id);
        if (!inBranches(branches, Number.isSafeInteger(id) && id > 0 ? lookup(id) : undefined)) throw notFound();
      }
      return next();
    });

  return {
    /** `/employees/:id…` */
    employee: scoped(branchOf.employee, employeeNotFound),
    /** `/attendance/:id/foto` */
    punch: scoped(branchOf.punch, photoNotFound),
    /** `/attendance/:id/anular` */
    punchRecord: scoped(branchOf.punch, punchNotFound),
    /** `/incidencias/:id` */
    incidencia: scoped(branchOf.incidencia, incidenciaNotFound),
    /** `/intentos-suplantacion/:id/foto` (issue 45): an attempt without a branch is the administrador's only. */
    intentoSuplantacion: scoped(branchOf.intentoSuplantacion, spoofPhotoNotFound),
    /** An employee named in a request's body: one of another branch is as unknown as one that does not exist (422). */
    requireEmployee(ctx: Context, empleadoId: number, field: string): void {
      if (!inBranches(branchesOf(ctx), branchOf.employee(empleadoId))) throw employeeUnknown(field);
    },
  };
}

export type BranchScope = ReturnType<typeof createBranchScope>;
