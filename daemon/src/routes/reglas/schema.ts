/** PUT /api/reglas takes any subset of the rules (contract/src/payroll.ts); GET answers them whole. */
export { reglasSchema, reglasUpdateSchema } from '@reloj/contract/payroll';
