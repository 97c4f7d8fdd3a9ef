// The respaldos room's door: other code imports this file, never one beside it. The room holds the backups' logic: the
// service and the panel's restore, signatures and keys, a restore's checks and install (shared with cli/restore.ts and
// the updater), and the restore waiting for the next start. Their SQL is in db/ (respaldoFile.ts, respaldoWorker.ts).
export * from './respaldos.js';
export * from './respaldosRestauracion.js';
export * from './signature.js';
export * from './keyPair.js';
export * from './restore.js';
export * from './pendingRestore.js';
