import type { Aviso, Consentimiento } from '@reloj/contract/privacidad';
import type { Db } from '../connection.js';

type AvisoRow = {
  version: number;
  responsable: string;
  domicilio: string;
  contacto: string;
  dias_fotos: number;
  dias_plantillas_baja: number;
  simplificado: string;
  integral: string;
  sha256: string;
  publicado_en: string;
};

const toAviso = (r: AvisoRow): Aviso => ({
  version: r.version,
  responsable: r.responsable,
  domicilio: r.domicilio,
  contacto: r.contacto,
  diasFotos: r.dias_fotos,
  diasPlantillasBaja: r.dias_plantillas_baja,
  simplificado: r.simplificado,
  integral: r.integral,
  sha256: r.sha256,
  publicadoEn: r.publicado_en,
});

type ConsentRow = {
  id: number;
  version: number;
  otorgado_en: string;
  confirmacion: string;
  sha256: string;
  registrado_por: string | null;
  retirado_en: string | null;
  retirado_por: string | null;
};

const toConsentimiento = (r: ConsentRow): Consentimiento => ({
  id: r.id,
  version: r.version,
  fecha: r.otorgado_en,
  confirmacion: r.confirmacion,
  sha256: r.sha256,
  registradoPor: r.registrado_por,
  retiradoEn: r.retirado_en,
  retiradoPor: r.retirado_por,
});

export type NewAviso = Omit<Aviso, 'version'> & { publicadoPor: string | null };

/** `avisos_privacidad` (insert-only versions) and `consentimientos` (migration 015). */
export function privacidadRepository(db: Db) {
  const currentStmt = db.prepare<[], AvisoRow>('SELECT * FROM avisos_privacidad ORDER BY version DESC LIMIT 1');
  const insertAvisoStmt = db.prepare(
    `INSERT INTO avisos_privacidad (responsable, domicilio, contacto, dias_fotos, dias_plantillas_baja, simplificado, integral, sha256, publicado_en, publicado_por)
     VALUES (@responsable, @domicilio, @contacto, @diasFotos, @diasPlantillasBaja, @simplificado, @integral, @sha256, @publicadoEn, @publicadoPor)`,
  );
  const consentsStmt = db.prepare<[number], ConsentRow>('SELECT * FROM consentimientos WHERE empleado_id = ? ORDER BY id DESC');
  const activeForVersionStmt = db.prepare<[number, number], ConsentRow>(
    'SELECT * FROM consentimientos WHERE empleado_id = ? AND version = ? AND retirado_en IS NULL',
  );
  const insertConsentStmt = db.prepare(
    `INSERT INTO consentimientos (empleado_id, version, confirmacion, sha256, otorgado_en, registrado_por)
     VALUES (@empleadoId, @version, @confirmacion, @sha256, @otorgadoEn, @registradoPor)`,
  );
  const withdrawStmt = db.prepare<[string, string | null, number]>(
    'UPDATE consentimientos SET retirado_en = ?, retirado_por = ? WHERE empleado_id = ? AND retirado_en IS NULL',
  );

  return {
    current: (): Aviso | null => {
      const row = currentStmt.get();
      return row ? toAviso(row) : null;
    },
    insertAviso: (a: NewAviso): number => Number(insertAvisoStmt.run(a).lastInsertRowid),
    consents: (empleadoId: number): Consentimiento[] => consentsStmt.all(empleadoId).map(toConsentimiento),
    activeConsent: (empleadoId: number, version: number): Consentimiento | undefined => {
      const row = activeForVersionStmt.get(empleadoId, version);
      return row && toConsentimiento(row);
    },
    insertConsent: (c: {
      empleadoId: number;
      version: number;
      confirmacion: string;
      sha256: string;
      otorgadoEn: string;
      registradoPor: string | null;
    }): number => Number(insertConsentStmt.run(c).lastInsertRowid),
    /** Marks every consent of the employee still in force as withdrawn; answers how many. */
    withdraw: (empleadoId: number, at: string, by: string | null): number => withdrawStmt.run(at, by, empleadoId).changes,
  };
}
