import type { Migration } from './index.js';

/**
 * Issue 45 item 4: each check-in the kiosk refused for liveness (a printed photo, a screen, frames that are not the
 * kiosk camera's, a head that did not turn when asked), with what the owner needs to ask who was there: the kiosk (its
 * name kept as it was, since a kiosk may be deleted), the branch (the kiosk's, else the resembling employee's), the
 * employee the face resembled and how much, the verdict, and one camera frame as JPEG (services/suplantacion).
 *
 * The frame is personal data like a punch's photo: only the administrador and that branch's gerente see it, and the
 * whole row is deleted with the punch photos' retention (services/privacidad/retention.ts). Not a legal record:
 * nothing points at it, and `empleado_id` never blocks anything.
 */
export const intentosSuplantacion: Migration = {
  version: 40,
  name: '040-intentos-suplantacion',
  up(db) {
    db.exec(`
      CREATE TABLE intentos_suplantacion (
        id INTEGER PRIMARY KEY,
        dispositivo_id INTEGER REFERENCES dispositivos(id) ON DELETE SET NULL,
        kiosco TEXT NOT NULL,
        sucursal_id INTEGER REFERENCES sucursales(id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        veredicto TEXT NOT NULL CHECK (veredicto IN ('foto_o_pantalla', 'camara_distinta', 'no_giro')),
        empleado_id INTEGER REFERENCES empleados(id) ON DELETE SET NULL,
        similitud REAL,
        vivacidad REAL,
        foto_jpeg BLOB
      ) STRICT;
      CREATE INDEX intentos_suplantacion_fecha ON intentos_suplantacion(created_at);
    `);
  },
};
