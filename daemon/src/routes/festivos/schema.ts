import { festivoInputSchema } from '@reloj/contract/payroll';

export { festivoInputSchema, festivosQuerySchema } from '@reloj/contract/payroll';

/** DELETE /api/festivos/{fecha}: the date in the path. */
export const festivoPathSchema = festivoInputSchema.pick({ fecha: true });
