import type { Db } from '../connection.js';

/** The one row of `avisos_configuracion`; the password and the secret as stored (encrypted). */
export type AvisosConfiguracionRow = {
  smtp_host: string;
  smtp_puerto: number;
  smtp_seguridad: 'tls' | 'starttls' | 'ninguna';
  smtp_verificar_certificado: number;
  smtp_usuario: string;
  smtp_password_cifrada: string | null;
  smtp_remitente: string;
  webhook_url: string;
  webhook_secreto_cifrado: string | null;
  resumen_hora: string;
  minutos_retardo: number;
  minutos_kiosco_sin_senal: number;
};

export type AvisoRow = {
  id: number;
  tipo: string;
  sucursal_id: number | null;
  sucursal: string | null;
  titulo: string;
  texto: string;
  datos: string;
  destino: string;
  canal: 'correo' | 'webhook';
  estado: 'pendiente' | 'enviado' | 'fallido';
  intentos: number;
  proximo_intento: string | null;
  vence_en: string;
  error: string | null;
  creado_en: string;
  enviado_en: string | null;
};

export type NewAvisoRow = Pick<AvisoRow, 'tipo' | 'sucursal_id' | 'titulo' | 'texto' | 'datos' | 'destino' | 'canal' | 'vence_en' | 'creado_en'> & {
  clave: string;
};

const CONFIG_COLUMNS = `smtp_host, smtp_puerto, smtp_seguridad, smtp_verificar_certificado, smtp_usuario, smtp_password_cifrada, smtp_remitente,
  webhook_url, webhook_secreto_cifrado, resumen_hora, minutos_retardo, minutos_kiosco_sin_senal`;
const AVISO_COLUMNS = `a.id, a.tipo, a.sucursal_id, s.nombre AS sucursal, a.titulo, a.texto, a.datos, a.destino, a.canal, a.estado, a.intentos,
  a.proximo_intento, a.vence_en, a.error, a.creado_en, a.enviado_en`;

export function avisosRepository(db: Db) {
  const config = db.prepare<[], AvisosConfiguracionRow>(`SELECT ${CONFIG_COLUMNS} FROM avisos_configuracion WHERE id = 1`);
  const saveConfig = db.prepare(`UPDATE avisos_configuracion SET smtp_host = @smtp_host, smtp_puerto = @smtp_puerto, smtp_seguridad = @smtp_seguridad,
    smtp_verificar_certificado = @smtp_verificar_certificado, smtp_usuario = @smtp_usuario, smtp_password_cifrada = @smtp_password_cifrada,
    smtp_remitente = @smtp_remitente, webhook_url = @webhook_url, webhook_secreto_cifrado = @webhook_secreto_cifrado, resumen_hora = @resumen_hora,
    minutos_retardo = @minutos_retardo, minutos_kiosco_sin_senal = @minutos_kiosco_sin_senal, actualizado_en = @actualizado_en WHERE id = 1`);
  const insert = db.prepare(`INSERT INTO avisos (tipo, sucursal_id, titulo, texto, datos, destino, canal, proximo_intento, vence_en, clave, creado_en)
    VALUES (@tipo, @sucursal_id, @titulo, @texto, @datos, @destino, @canal, @creado_en, @vence_en, @clave, @creado_en) ON CONFLICT (clave) DO NOTHING`);
  const byId = db.prepare<[number], AvisoRow>(`SELECT ${AVISO_COLUMNS} FROM avisos a LEFT JOIN sucursales s ON s.id = a.sucursal_id WHERE a.id = ?`);
  const due = db.prepare<[string, number], AvisoRow>(
    `SELECT ${AVISO_COLUMNS} FROM avisos a LEFT JOIN sucursales s ON s.id = a.sucursal_id
     WHERE a.estado = 'pendiente' AND a.proximo_intento <= ? ORDER BY a.proximo_intento, a.id LIMIT ?`,
  );
  const list = db.prepare<[number], AvisoRow>(
    `SELECT ${AVISO_COLUMNS} FROM avisos a LEFT JOIN sucursales s ON s.id = a.sucursal_id ORDER BY a.id DESC LIMIT ?`,
  );
  const markSent = db.prepare(
    `UPDATE avisos SET estado = 'enviado', intentos = intentos + 1, enviado_en = ?, proximo_intento = NULL, error = NULL WHERE id = ? AND estado = 'pendiente'`,
  );
  const markRetry = db.prepare(`UPDATE avisos SET intentos = intentos + 1, proximo_intento = ?, error = ? WHERE id = ? AND estado = 'pendiente'`);
  const markFailed = db.prepare(
    `UPDATE avisos SET estado = 'fallido', intentos = intentos + 1, proximo_intento = NULL, error = ? WHERE id = ? AND estado = 'pendiente'`,
  );
  const retry = db.prepare(
    `UPDATE avisos SET estado = 'pendiente', intentos = 0, proximo_intento = ?, vence_en = ?, error = NULL WHERE id = ? AND estado = 'fallido'`,
  );
  const nextDue = db.prepare<[], { proximo: string | null }>(`SELECT MIN(proximo_intento) AS proximo FROM avisos WHERE estado = 'pendiente'`);
  /**
   * Who receives a kind: active accounts with an address that chose it. A branch's alert goes to those who see that
   * branch (every branch, or it among theirs); an alert of the whole box (no branch) only to administrators.
   */
  const recipients = db.prepare<{ tipo: string; sucursal: number | null }, { id: number; email: string }>(
    `SELECT u.id, u.email FROM usuarios u
     WHERE u.activo = 1 AND u.email IS NOT NULL AND u.email <> ''
       AND EXISTS (SELECT 1 FROM json_each(u.avisos) WHERE value = @tipo)
       AND (CASE WHEN @sucursal IS NULL THEN u.rol = 'administrador'
            ELSE u.todas_sucursales = 1 OR EXISTS (SELECT 1 FROM usuarios_sucursales us WHERE us.usuario_id = u.id AND us.sucursal_id = @sucursal) END)
     ORDER BY u.id`,
  );
  const subscription = db.prepare<[number], { email: string | null; avisos: string }>('SELECT email, avisos FROM usuarios WHERE id = ?');
  const sucursalNombre = db.prepare<[number], { nombre: string }>('SELECT nombre FROM sucursales WHERE id = ?');

  return {
    config: (): AvisosConfiguracionRow => config.get() as AvisosConfiguracionRow,
    saveConfig: (row: AvisosConfiguracionRow, at: string) => void saveConfig.run({ ...row, actualizado_en: at }),
    /** False when a row with the same idempotency key exists already (nothing written). */
    insert: (row: NewAvisoRow): boolean => insert.run(row).changes === 1,
    findById: (id: number) => byId.get(id),
    due: (now: string, limit: number) => due.all(now, limit),
    list: (limit: number) => list.all(limit),
    /** Each returns false when the row was not 'pendiente' any more (nothing changed). */
    markSent: (id: number, at: string): boolean => markSent.run(at, id).changes === 1,
    markRetry: (id: number, next: string, error: string): boolean => markRetry.run(next, error, id).changes === 1,
    markFailed: (id: number, error: string): boolean => markFailed.run(error, id).changes === 1,
    retry: (id: number, now: string, venceEn: string): boolean => retry.run(now, venceEn, id).changes === 1,
    /** The earliest pending attempt, or null when nothing waits. */
    nextDue: (): string | null => nextDue.get()?.proximo ?? null,
    recipients: (tipo: string, sucursalId: number | null) => recipients.all({ tipo, sucursal: sucursalId }),
    subscriptionOf: (usuarioId: number) => subscription.get(usuarioId),
    /** A branch's name (the alert's event to headquarters carries it), or null when it is gone. */
    sucursalNombre: (id: number): string | null => sucursalNombre.get(id)?.nombre ?? null,
  };
}

export type AvisosRepository = ReturnType<typeof avisosRepository>;
