import {
  bonoInputSchema,
  bonoUpdateSchema,
  puestoInputSchema,
  puestoUpdateSchema,
  sucursalInputSchema,
  sucursalUpdateSchema,
} from '@reloj/contract/catalogues';
import type { z } from 'zod';
import type { CatalogueDefinition, CatalogueInput } from '../../services/catalogues.js';

/** The contract's body schemas of each catalogue: POST (defaults for what is left out) and PUT (left out = kept). */
const schemas = {
  puestos: { create: puestoInputSchema, update: puestoUpdateSchema },
  sucursales: { create: sucursalInputSchema, update: sucursalUpdateSchema },
  bonos: { create: bonoInputSchema, update: bonoUpdateSchema },
} satisfies Record<CatalogueDefinition['resource'], { create: z.ZodType; update: z.ZodType }>;

/** The body of a create or a whole-row update, as the service takes it: name, amount in pesos, other fields. */
export function catalogueBodySchema(def: CatalogueDefinition, kind: 'create' | 'update') {
  const schema = schemas[def.resource][kind] as z.ZodType<Record<string, unknown> & { nombre: string }>;
  return schema.transform(
    (body): CatalogueInput => ({
      nombre: body.nombre,
      pesos: def.amount ? (body[def.amount.field] as number) : undefined,
      values: Object.fromEntries((def.columns ?? []).map((c) => [c.field, body[c.field] as string | number | undefined])),
    }),
  );
}
