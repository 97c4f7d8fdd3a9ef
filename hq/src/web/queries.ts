// What the Corporativo page and its downloads read from PostgreSQL: web/'s one door to db/repositories.
import type { Pool } from 'pg';
import { createRepositories } from '../db/repositories/index.js';
import type { AvisoSucursal } from '../db/repositories/avisos.js';
import type { CajaRow } from '../db/repositories/cajas.js';
import type { DespliegueResumen } from '../db/repositories/despliegues.js';
import type { PeriodFigures, PeriodSummary } from '../db/repositories/periodos.js';
import type { PunchCount, VoidedPunch } from '../db/repositories/checadas.js';
import type { Range } from './range.js';

export { isReachable } from '../db/pool.js';

export type { AvisoSucursal } from '../db/repositories/avisos.js';
export type { CajaRow, RegistroCaja } from '../db/repositories/cajas.js';
export type { DespliegueResumen } from '../db/repositories/despliegues.js';
export type { PeriodFigures, PeriodSummary } from '../db/repositories/periodos.js';
export type { PunchCount, VoidedPunch } from '../db/repositories/checadas.js';

/** Every box: its newest event, last heartbeat, version and chain. */
export const listCajas = (pool: Pool): Promise<CajaRow[]> => createRepositories(pool).cajas.list();

/** Punches per box, branch and working day in the range; voided ones do not count. */
export const punchesByBranchDay = (pool: Pool, range: Range): Promise<PunchCount[]> => createRepositories(pool).checadas.byBranchDay(range);

/** The punches of the range voided at their box, newest first. */
export const voidedPunches = (pool: Pool, range: Range): Promise<VoidedPunch[]> => createRepositories(pool).checadas.voided(range);

/** Periods that overlap the range, closed or reopened. */
export const closedPeriods = (pool: Pool, range: Range): Promise<PeriodSummary[]> => createRepositories(pool).periodos.overlapping(range);

/** The frozen figures of the closed periods overlapping the range; a reopened one's no longer stand and are left out. */
export const periodFigures = (pool: Pool, range: Range): Promise<PeriodFigures[]> => createRepositories(pool).periodos.figures(range);

/** Branch and position names per box, to label the rows of the files across branches. */
export const catalogueNames = (pool: Pool) => createRepositories(pool).catalogos.names();

/** The newest rollouts (10) with their boxes, canary first. */
export const listDespliegues = (pool: Pool): Promise<DespliegueResumen[]> => createRepositories(pool).despliegues.latest();

/** The alerts every box raised on the range's days (in the page's time zone), newest first, at most `limit`; and how many. */
export const branchAlerts = (pool: Pool, range: Range, timeZone: string, limit: number): Promise<{ avisos: AvisoSucursal[]; total: number }> =>
  createRepositories(pool).avisos.list(range, timeZone, limit);
