/** The audit route reads the shared contract's schema (@reloj/contract/audit). */
export { auditQuerySchema } from '@reloj/contract/audit';
