import type { Migration } from './index.js';

/**
 * Issue 44, 'Avisos'.
 *
 * - `avisos_configuracion` (one row): the SMTP server and the webhook. The SMTP password and the webhook secret are
 *   stored encrypted (AES-256-GCM) with a key kept outside the database (RELOJ_DATA_DIR/claves/avisos.key), so a
 *   backup never holds them in clear.
 * - `avisos`: the outbox of alerts, one row per alert and recipient (an e-mail address, or 'webhook'), written in the
 *   transaction of what caused it; the sender (jobs/avisos.ts) works through the 'pendiente' ones with retries until
 *   `vence_en` (24 h), then 'fallido'. `clave` (unique) is the idempotency key: an alert raised twice for the same
 *   cause and recipient is one row, so it is sent once.
 * - `usuarios.email` and `usuarios.avisos` (JSON list of the kinds the account receives).
 *
 * Each alert also travels to headquarters once, as an `aviso.generado` event (services/avisos/avisoEvento.ts).
 */
export const avisos: Migration = {
  version: 39,
  name: '039-avisos',
  up(db) {
    db.exec(`
      CREATE TABLE avisos_configuracion (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        smtp_host TEXT NOT NULL DEFAULT '',
        smtp_puerto INTEGER NOT NULL DEFAULT 587 CHECK (smtp_puerto BETWEEN 1 AND 65535),
        smtp_seguridad TEXT NOT NULL DEFAULT 'starttls' CHECK (smtp_seguridad IN ('tls', 'starttls', 'ninguna')),
        smtp_verificar_certificado INTEGER NOT NULL DEFAULT 1 CHECK (smtp_verificar_certificado IN (0, 1)),
        smtp_usuario TEXT NOT NULL DEFAULT '',
        smtp_password_cifrada TEXT,
        smtp_remitente TEXT NOT NULL DEFAULT '',
        webhook_url TEXT NOT NULL DEFAULT '',
        webhook_secreto_cifrado TEXT,
        resumen_hora TEXT NOT NULL DEFAULT '07:00',
        minutos_retardo INTEGER NOT NULL DEFAULT 15,
        minutos_kiosco_sin_senal INTEGER NOT NULL DEFAULT 30,
        actualizado_en TEXT
      ) STRICT;
      INSERT INTO avisos_configuracion (id) VALUES (1);

      CREATE TABLE avisos (
        id INTEGER PRIMARY KEY,
        tipo TEXT NOT NULL,
        sucursal_id INTEGER REFERENCES sucursales(id) ON DELETE SET NULL,
        titulo TEXT NOT NULL,
        texto TEXT NOT NULL,
        datos TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(datos)),
        destino TEXT NOT NULL,
        canal TEXT NOT NULL CHECK (canal IN ('correo', 'webhook')),
        estado TEXT NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'enviado', 'fallido')),
        intentos INTEGER NOT NULL DEFAULT 0,
        proximo_intento TEXT,
        vence_en TEXT NOT NULL,
        error TEXT,
        clave TEXT NOT NULL UNIQUE,
        creado_en TEXT NOT NULL,
        enviado_en TEXT
      ) STRICT;
      CREATE INDEX avisos_pendientes ON avisos(proximo_intento) WHERE estado = 'pendiente';

      ALTER TABLE usuarios ADD COLUMN email TEXT;
      ALTER TABLE usuarios ADD COLUMN avisos TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(avisos));
    `);
  },
};
