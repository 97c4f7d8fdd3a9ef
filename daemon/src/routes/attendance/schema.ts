/** The attendance routes read the shared contract's schemas (@reloj/contract/attendance). */
export { attendanceQuerySchema, checkInRequestSchema as checkInSchema, idempotencyKeySchema } from '@reloj/contract/attendance';
