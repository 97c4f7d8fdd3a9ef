export { prenominaQuerySchema } from '@reloj/contract/payroll';
