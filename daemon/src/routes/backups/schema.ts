/** The backups routes read the shared contract's schema (@reloj/contract/backups). */
export { backupNameParamsSchema as backupNameSchema } from '@reloj/contract/backups';
