export { incidenciaInputSchema, incidenciasQuerySchema } from '@reloj/contract/payroll';
