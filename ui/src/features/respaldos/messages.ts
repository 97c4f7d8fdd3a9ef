import type { BackupKind } from '@reloj/contract/respaldos';

/** The banner messages of the 'Respaldos' screen. */
export const backupMessages = {
  created: (nombre: string) => `Respaldo "${nombre}" creado.`,
  failed: (reason: string) => `Error: ${reason}`,
};

export const kindLabels: Record<BackupKind, string> = {
  diario: 'Diario',
  semanal: 'Semanal',
  manual: 'Manual',
};
