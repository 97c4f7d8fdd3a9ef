import type { LiveDatabase } from '../../db/connection.js';
import type { DiskState, DiskStatus } from '../../system/diskSpace.js';
import { arranque, version } from '../../version.js';
import type { RelojService } from '../reloj/index.js';

export type FaceStatus = { status: 'ok' | 'loading' } | { status: 'error'; reason: string };

/** The disk's state in /api/health's words (the home page says 'ok' / 'poco' / 'lleno'). */
const diskWords: Record<DiskState, 'ok' | 'low' | 'full'> = { ok: 'ok', poco: 'low', lleno: 'full' };

/**
 * What GET /api/health reports: the database answers, the face engine loaded, which box this is, and the data disk's
 * free space ('low' below 5 % or 200 MB, 'full' once a write failed for lack of space; null when it cannot be read).
 * A full disk leaves `ok` alone: the box still answers and shows what is wrong.
 */
export function createHealthService(deps: {
  database: Pick<LiveDatabase, 'answers'>;
  faceStatus: () => FaceStatus;
  machineId: string;
  disk: () => DiskStatus | null;
  reloj: RelojService;
}) {
  return {
    check() {
      const db: 'ok' | 'error' = deps.database.answers() ? 'ok' : 'error';
      const face = deps.faceStatus();
      const disk = deps.disk();
      return {
        ok: db === 'ok',
        version,
        arranque,
        machineId: deps.machineId,
        db,
        faceEngine: face.status,
        ...(face.status === 'error' ? { faceEngineError: face.reason } : {}),
        disk: disk && { status: diskWords[disk.estado], freeBytes: disk.libreBytes, totalBytes: disk.totalBytes },
        reloj: deps.reloj.read(),
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
