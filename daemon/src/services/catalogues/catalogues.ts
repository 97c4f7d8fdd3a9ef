import type { Bono, Puesto, Sucursal } from '@reloj/contract/catalogues';
import { centavosToPesos, pesosToCentavos } from '@reloj/contract/money';
import {
  bonosTable,
  puestosTable,
  sucursalesTable,
  type CatalogueRepository,
  type CatalogueRow,
  type CatalogueTable,
  type CatalogueValues,
} from '../../db/repositories/catalogues.js';
import type { Repositories } from '../../db/repositories/index.js';
import { catalogueDuplicate, catalogueInHistory, catalogueInUse, catalogueNotFound, type CatalogueNoun } from '../../errors.js';
import { isoNow, type Clock } from '../../lib/clock.js';

/** The three catalogues of the spec share one implementation; this is what differs between them. */
export type CatalogueDefinition = CatalogueTable & {
  /** Spanish wording: "el puesto" / "la sucursal" / "el bono". */
  noun: CatalogueNoun;
  article: 'el' | 'la';
  amount?: CatalogueTable['amount'] & {
    /** Field name in the API (decimal pesos). */
    field: 'salarioDiario' | 'monto';
  };
  /** Accounts may be limited to a row (sucursales): a row some account is limited to is not deleted. */
  limitsAccounts?: true;
};

export const puestos = {
  ...puestosTable,
  noun: 'puesto',
  article: 'el',
  amount: { ...puestosTable.amount, field: 'salarioDiario' },
} as const satisfies CatalogueDefinition;

/** `zona`: general or frontera (Zona Libre de la Frontera Norte), for the minimum wage of its employees. */
export const sucursales = {
  ...sucursalesTable,
  noun: 'sucursal',
  article: 'la',
  limitsAccounts: true,
} as const satisfies CatalogueDefinition;

/** `tipo`: fijo (always paid), puntualidad or asistencia (lost with `pierdeCon` retardos or faltas in a period). */
export const bonos = {
  ...bonosTable,
  noun: 'bono',
  article: 'el',
  amount: { ...bonosTable.amount, field: 'monto' },
} as const satisfies CatalogueDefinition;

/**
 * A create or whole-row update: the name, the amount in pesos where the catalogue has one, and the other fields
 * by API name. On update a field left undefined keeps its stored value; on create it takes the default.
 */
export type CatalogueInput = { nombre: string; pesos?: number; values?: CatalogueValues };

export type CatalogueItem = { id: number; nombre: string } & Record<string, string | number>;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const spanishList = new Intl.ListFormat('es-MX', { style: 'long', type: 'conjunction' });

type CatalogueDeps = Pick<Repositories, 'usuarios' | 'transaction'> & { clock: Clock };

/**
 * Use cases of one catalogue (create, list, update, delete) with the Spanish refusals the API returns; `repo` is the
 * repository of `def`'s table. Names are unique (as normalised: uppercase); amounts are not (two bonos may both pay $200.00).
 */
export function catalogueService<Item extends { id: number; nombre: string } = CatalogueItem>(
  repo: CatalogueRepository,
  def: CatalogueDefinition,
  deps: CatalogueDeps,
) {
  const { usuarios, transaction, clock } = deps;
  const una = def.article === 'la' ? 'una' : 'un';

  const toItem = (row: CatalogueRow): Item =>
    ({
      id: row.id,
      nombre: row.nombre,
      ...(def.amount ? { [def.amount.field]: centavosToPesos(row.centavos ?? 0) } : {}),
      ...row.values,
    }) as unknown as Item;

  const mustExist = (id: number): CatalogueRow => {
    const row = Number.isSafeInteger(id) && id > 0 ? repo.get(id) : undefined;
    if (!row) throw catalogueNotFound(def.noun);
    return row;
  };

  const refuseDuplicate = (nombre: string, exceptId?: number) => {
    const existing = repo.findByName(nombre);
    if (existing && existing.id !== exceptId) throw catalogueDuplicate(def.noun, `Ya existe ${una} ${def.noun} con el nombre "${nombre}".`);
  };

  const centavosOf = (input: CatalogueInput) => (input.pesos === undefined ? undefined : pesosToCentavos(input.pesos));

  return {
    definition: def,
    list: (): Item[] => repo.list().map(toItem),
    get: (id: number): Item => toItem(mustExist(id)),
    create: (input: CatalogueInput): Item =>
      transaction(() => {
        refuseDuplicate(input.nombre);
        const id = repo.insert(input.nombre, centavosOf(input), input.values ?? {}, isoNow(clock));
        return toItem(mustExist(id));
      }),
    update: (id: number, input: CatalogueInput): { before: Item; after: Item } =>
      transaction(() => {
        const before = toItem(mustExist(id));
        refuseDuplicate(input.nombre, id);
        repo.update(id, input.nombre, centavosOf(input), input.values ?? {}, isoNow(clock));
        return { before, after: toItem(mustExist(id)) };
      }),
    remove: (id: number): Item =>
      transaction(() => {
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
        // Deleting it would leave an account limited to it with fewer branches, or none (issue 26): say which ones.
        const cuentas = def.limitsAccounts ? usuarios.limitedTo(id) : [];
        if (cuentas.length > 0)
          throw catalogueInUse(
            def.noun,
            `No se puede borrar ${def.article} ${def.noun} "${before.nombre}": ${plural(cuentas.length, 'la cuenta', 'las cuentas')} ${spanishList.format(cuentas)} ${plural(cuentas.length, 'está limitada', 'están limitadas')} a ${def.article === 'la' ? 'ella' : 'él'}. Cambia primero sus sucursales en 'Usuarios'.`,
            { cuentas },
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
      }),
  };
}

export type CatalogueService<Item extends { id: number; nombre: string } = CatalogueItem> = ReturnType<typeof catalogueService<Item>>;

/** The three catalogue services, by resource. */
export function createCatalogueServices(deps: Pick<Repositories, 'puestos' | 'sucursales' | 'bonos'> & CatalogueDeps) {
  return {
    puestos: catalogueService<Puesto>(deps.puestos, puestos, deps),
    sucursales: catalogueService<Sucursal>(deps.sucursales, sucursales, deps),
    bonos: catalogueService<Bono>(deps.bonos, bonos, deps),
  };
}

export type CatalogueServices = ReturnType<typeof createCatalogueServices>;
