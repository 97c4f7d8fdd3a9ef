import { esquemaInicial } from './migrations/001-esquema-inicial.js';
import { registro } from './migrations/002-registro.js';
import { despliegues } from './migrations/003-despliegues.js';
import { turnos } from './migrations/004-turnos.js';
import { solicitudes } from './migrations/005-solicitudes.js';
import { avisos } from './migrations/006-avisos.js';
import type { Migration } from './migrations/shared.js';

export type { Migration } from './migrations/shared.js';

/**
 * The headquarters schema, as numbered migrations (migrations/NNN-name.ts, one transaction each, recorded in
 * schema_migrations by migrate.ts). Never edit one that has shipped: add the next number and one line here.
 * Tables are documented with COMMENT ON so a payroll or BI tool can read them (\d+ in psql).
 *
 * Every projection table is keyed by (caja, id): the ids are each box's own. Rows carry the event that last wrote
 * them (evento_id, evento_creado_en, evento_secuencia); an older event arriving late never overwrites a newer one.
 */
export const MIGRATIONS: readonly Migration[] = [esquemaInicial, registro, despliegues, turnos, solicitudes, avisos];
