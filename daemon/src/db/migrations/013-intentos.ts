import type { Migration } from './index.js';

/**
 * Issue 14: every identified kiosk attempt, punched or refused, for the 'Reconocimiento' report. Scores only,
 * never a photo (personal data); kept 90 days. Not a legal record like checadas: rows go with their device,
 * and `empleado_id` (the recognised employee, when one was) never blocks anything.
 */
export const intentos: Migration = {
  version: 13,
  name: '013-intentos',
  up(db) {
    db.exec(`
      CREATE TABLE intentos_reconocimiento (
        id INTEGER PRIMARY KEY,
        dispositivo_id INTEGER NOT NULL REFERENCES dispositivos(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        resultado TEXT NOT NULL CHECK (resultado IN
          ('checada', 'not_recognised', 'no_face', 'multiple_faces', 'face_too_small', 'face_blurred', 'spoof_suspected')),
        empleado_id INTEGER REFERENCES empleados(id) ON DELETE SET NULL,
        score REAL,
        margin REAL,
        liveness REAL
      ) STRICT;
      CREATE INDEX intentos_reconocimiento_fecha ON intentos_reconocimiento(created_at);
      CREATE INDEX intentos_reconocimiento_dispositivo ON intentos_reconocimiento(dispositivo_id);
    `);
  },
};
