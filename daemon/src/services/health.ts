import type { Db } from '../db/connection.js';
import { version } from '../version.js';

export type FaceStatus = { status: 'ok' } | { status: 'error'; reason: string };

/** What GET /api/health reports: the database answers, the face engine loaded, which box this is. */
export function createHealthService(deps: { db: Db; faceStatus: () => FaceStatus; machineId: string }) {
  return {
    check() {
      let db: 'ok' | 'error' = 'ok';
      try {
        deps.db.prepare('SELECT 1').get();
      } catch {
        db = 'error';
      }
      const face = deps.faceStatus();
      return {
        ok: db === 'ok',
        version,
        machineId: deps.machineId,
        db,
        faceEngine: face.status,
        ...(face.status === 'error' ? { faceEngineError: face.reason } : {}),
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
