/** What every numbered migration is, and the columns the projection tables share. */
export type Migration = { version: number; name: string; sql: string };

/** The columns that record which event last wrote a projection row. */
export const EVENT_COLUMNS = `
  evento_id uuid NOT NULL,
  evento_creado_en timestamptz NOT NULL,
  evento_secuencia bigint NOT NULL,
  actualizado_en timestamptz NOT NULL DEFAULT now()`;

/** COMMENT ON for a projection table's key (caja, id) and EVENT_COLUMNS. */
export const eventColumnComments = (table: string) => `
COMMENT ON COLUMN ${table}.caja IS 'Caja (reloj checador) de la sucursal que envió el registro.';
COMMENT ON COLUMN ${table}.id IS 'Id del registro en la caja; único solo junto con caja.';
COMMENT ON COLUMN ${table}.evento_id IS 'Último evento (eventos.event_id) que escribió esta fila.';
COMMENT ON COLUMN ${table}.evento_creado_en IS 'Reloj de la caja al escribir ese evento; un evento más viejo no sobrescribe uno más nuevo.';
COMMENT ON COLUMN ${table}.evento_secuencia IS 'Secuencia de ese evento en la caja.';
COMMENT ON COLUMN ${table}.actualizado_en IS 'Cuándo lo escribió el corporativo (reloj del corporativo).';`;
