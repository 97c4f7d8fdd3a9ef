/** The audit route reads the shared contract's schemas (@reloj/contract/audit). */
export { auditFiltersSchema, auditQuerySchema } from '@reloj/contract/audit';
