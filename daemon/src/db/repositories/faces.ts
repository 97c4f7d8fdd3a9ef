import type { Db } from '../connection.js';

export const EMBEDDING_BYTES = 2048; // 512 float32, as the rostros CHECK constraint requires

/** Where a template came from: an administrator's enrolment, or the frame of a confident kiosk punch. */
export type FaceOrigin = 'registro' | 'kiosco';

export type NewFace = {
  employeeId: number;
  embedding: Float32Array;
  modelId: string;
  quality: number;
  cropJpeg: Buffer;
  createdAt: string;
  /** 'registro' unless given; a 'kiosco' template names its punch. */
  origin?: FaceOrigin;
  punchId?: number;
};

/** One stored template without its embedding or photo: what keeping at most N per employee looks at. */
export type TemplateInfo = { faceId: number; employeeId: number; origin: FaceOrigin; punchId: number | null; createdAt: string };

type TemplateSqlRow = { id: number; empleado_id: number; origen: FaceOrigin; checada_id: number | null; created_at: string };
const toTemplate = (r: TemplateSqlRow): TemplateInfo => ({
  faceId: r.id,
  employeeId: r.empleado_id,
  origin: r.origen,
  punchId: r.checada_id,
  createdAt: r.created_at,
});

export type StoredEmbedding = { faceId: number; employeeId: number; embedding: Float32Array };

const toBlob = (v: Float32Array): Buffer => {
  const blob = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  if (blob.length !== EMBEDDING_BYTES) throw new Error(`embedding must be ${EMBEDDING_BYTES} bytes`);
  return blob;
};

/** Copies the BLOB into its own aligned buffer (SQLite buffers need not be 4-byte aligned). */
const fromBlob = (blob: Buffer): Float32Array => {
  const copy = new Uint8Array(blob.length);
  copy.set(blob);
  return new Float32Array(copy.buffer);
};

/** Prepared statements on `rostros` (and the one look-up of `empleados` that face enrolment needs). */
export function faceRepository(db: Db) {
  const insertStmt = db.prepare<[number, Buffer, string, number, Buffer, string, FaceOrigin, number | null]>(
    'INSERT INTO rostros (empleado_id, embedding, model_id, quality, crop_jpeg, created_at, origen, checada_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const templatesStmt = db.prepare<[number], TemplateSqlRow>(
    'SELECT id, empleado_id, origen, checada_id, created_at FROM rostros WHERE empleado_id = ? ORDER BY created_at, id',
  );
  const templateStmt = db.prepare<[number], TemplateSqlRow>('SELECT id, empleado_id, origen, checada_id, created_at FROM rostros WHERE id = ?');
  const deleteOneStmt = db.prepare<[number]>('DELETE FROM rostros WHERE id = ?');
  const byActiveStmt = db.prepare<[number, string], { id: number; empleado_id: number; embedding: Buffer }>(
    `SELECT r.id, r.empleado_id, r.embedding FROM rostros r JOIN empleados e ON e.id = r.empleado_id
     WHERE e.activo = ? AND r.model_id = ? ORDER BY r.id`,
  );
  const embeddings = (activo: 0 | 1, modelId: string): StoredEmbedding[] =>
    byActiveStmt.all(activo, modelId).map((r) => ({ faceId: r.id, employeeId: r.empleado_id, embedding: fromBlob(r.embedding) }));
  const byEmployeeStmt = db.prepare<[number, string], { id: number; empleado_id: number; embedding: Buffer }>(
    'SELECT id, empleado_id, embedding FROM rostros WHERE empleado_id = ? AND model_id = ? ORDER BY id',
  );
  const countStmt = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM rostros WHERE empleado_id = ?');
  const deleteStmt = db.prepare<[number]>('DELETE FROM rostros WHERE empleado_id = ?');
  const employeeStmt = db.prepare<[number], { id: number; activo: number; sucursal_id: number }>('SELECT id, activo, sucursal_id FROM empleados WHERE id = ?');

  return {
    insert: (f: NewFace): number =>
      Number(
        insertStmt.run(f.employeeId, toBlob(f.embedding), f.modelId, f.quality, f.cropJpeg, f.createdAt, f.origin ?? 'registro', f.punchId ?? null)
          .lastInsertRowid,
      ),
    /** Every template of the employee (any model), oldest first. */
    templatesOf: (employeeId: number): TemplateInfo[] => templatesStmt.all(employeeId).map(toTemplate),
    template: (faceId: number): TemplateInfo | undefined => {
      const r = templateStmt.get(faceId);
      return r && toTemplate(r);
    },
    deleteTemplate: (faceId: number): boolean => deleteOneStmt.run(faceId).changes === 1,
    /** Embeddings of ACTIVE employees made by `modelId`, for the in-memory gallery. */
    activeEmbeddings: (modelId: string): StoredEmbedding[] => embeddings(1, modelId),
    /** Embeddings of employees who were deactivated (baja), for the duplicate check at enrolment. */
    inactiveEmbeddings: (modelId: string): StoredEmbedding[] => embeddings(0, modelId),
    /** One employee's embeddings made by `modelId` (a reactivation puts them back in the gallery). */
    embeddingsOf: (employeeId: number, modelId: string): StoredEmbedding[] =>
      byEmployeeStmt.all(employeeId, modelId).map((r) => ({ faceId: r.id, employeeId: r.empleado_id, embedding: fromBlob(r.embedding) })),
    countByEmployee: (employeeId: number): number => countStmt.get(employeeId)?.n ?? 0,
    deleteByEmployee: (employeeId: number): number => deleteStmt.run(employeeId).changes,
    employee: (employeeId: number): { id: number; active: boolean; sucursalId: number } | undefined => {
      const r = employeeStmt.get(employeeId);
      return r && { id: r.id, active: r.activo === 1, sucursalId: r.sucursal_id };
    },
  };
}

export type FaceRepository = ReturnType<typeof faceRepository>;
