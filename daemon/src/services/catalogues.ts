import type { Db } from '../db/connection.js';
import { catalogueRepository, type CatalogueRow } from '../db/repositories/catalogues.js';
import { catalogueDuplicate, catalogueInHistory, catalogueInUse, catalogueNotFound } from '../errors.js';
import { isoNow, type Clock } from '../lib/clock.js';
import { centavosToPesos, pesosToCentavos } from '../lib/money.js';
import type { CatalogueDefinition } from '../routes/catalogues/definitions.js';
import type { CatalogueInput } from '../routes/catalogues/schema.js';

export type CatalogueItem = { id: number; nombre: string } & Partial<Record<'salarioDiario' | 'monto', number>>;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** Use cases of one catalogue (create, list, update, delete) with the Spanish refusals the API returns. */
export function catalogueService(db: Db, def: CatalogueDefinition, clock: Clock) {
  const repo = catalogueRepository(db, def);
  const una = def.article === 'la' ? 'una' : 'un';

  const toItem = (row: CatalogueRow): CatalogueItem =>
    def.amount ? { id: row.id, nombre: row.nombre, [def.amount.field]: centavosToPesos(row.centavos ?? 0) } : { id: row.id, nombre: row.nombre };

  const mustExist = (id: number): CatalogueRow => {
    const row = Number.isSafeInteger(id) && id > 0 ? repo.get(id) : undefined;
    if (!row) throw catalogueNotFound(def.noun);
    return row;
  };

  const refuseDuplicate = (nombre: string, exceptId?: number) => {
    const existing = repo.findByName(nombre);
    if (existing && existing.id !== exceptId)
      throw catalogueDuplicate(def.noun, `Ya existe ${una} ${def.noun} con el nombre "${nombre}".`);
  };

  return {
    definition: def,
    list: (): CatalogueItem[] => repo.list().map(toItem),
    get: (id: number): CatalogueItem => toItem(mustExist(id)),
    create: (input: CatalogueInput): CatalogueItem =>
      db.transaction(() => {
        refuseDuplicate(input.nombre);
        const centavos = input.pesos === undefined ? undefined : pesosToCentavos(input.pesos);
        const id = repo.insert(input.nombre, centavos, isoNow(clock));
        return toItem(mustExist(id));
      })(),
    update: (id: number, input: CatalogueInput): { before: CatalogueItem; after: CatalogueItem } =>
      db.transaction(() => {
        const before = toItem(mustExist(id));
        refuseDuplicate(input.nombre, id);
        const centavos = input.pesos === undefined ? undefined : pesosToCentavos(input.pesos);
        repo.update(id, input.nombre, centavos, isoNow(clock));
        return { before, after: toItem(mustExist(id)) };
      })(),
    remove: (id: number): CatalogueItem =>
      db.transaction(() => {
        const before = toItem(mustExist(id));
        const { activos, inactivos } = repo.usage(id);
        if (activos > 0)
          throw catalogueInUse(
            def.noun,
            `No se puede borrar ${def.article} ${def.noun} "${before.nombre}": ${plural(activos, 'lo usa 1 empleado activo', `lo usan ${activos} empleados activos`)}. Cambia primero a ${plural(activos, 'ese empleado', 'esos empleados')}.`,
          );
        if (inactivos > 0)
          throw catalogueInHistory(
            def.noun,
            `No se puede borrar ${def.article} ${def.noun} "${before.nombre}": aparece en el historial de ${plural(inactivos, '1 empleado dado de baja', `${inactivos} empleados dados de baja`)}.`,
          );
        try {
          repo.remove(id);
        } catch (error) {
          // Other records (a kiosk device assigned to a sucursal) still point here.
          if ((error as { code?: string }).code !== 'SQLITE_CONSTRAINT_FOREIGNKEY') throw error;
          throw catalogueInUse(
            def.noun,
            `No se puede borrar ${def.article} ${def.noun} "${before.nombre}": ${def.article === 'la' ? 'la' : 'lo'} usan otros registros, como un dispositivo del reloj checador. Cámbialos primero.`,
          );
        }
        return before;
      })(),
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
