export { periodoInputSchema } from '@reloj/contract/payroll';
