/**
 * Biometric privacy (issue 15, LFPDPPP): the company's privacy notice, in versions, and each employee's express
 * consent to the use of their face. GET/PUT /api/privacidad (administrador), GET /api/privacidad/aviso (public: the
 * notice the /privacidad page shows), POST/DELETE /api/employees/:id/consentimiento.
 */
import { z } from 'zod';
import { singleLine, visibleText } from './text.js';

export const DIAS_FOTOS_DEFAULT = 90;
export const DIAS_PLANTILLAS_BAJA_DEFAULT = 30;

const texto = (campo: string, max: number) =>
  z
    .string({ error: `${campo} es obligatorio.` })
    .trim()
    .min(1, `${campo} es obligatorio.`)
    .max(max, `${campo} no puede pasar de ${max} caracteres.`)
    .refine(...visibleText(campo));

/**
 * A field of the notice: pasted text may bring tabs and line breaks, but it is published on one line (a blank line
 * would start a paragraph of its own in the notice) and NFC, so the same words are the same notice.
 */
const textoDelAviso = (campo: string, max: number) =>
  z
    .string({ error: `${campo} es obligatorio.` })
    .refine(...visibleText(campo, { multiline: true }))
    .transform(singleLine)
    .pipe(z.string().min(1, `${campo} es obligatorio.`).max(max, `${campo} no puede pasar de ${max} caracteres.`));

const dias = (campo: string, max: number, min = 1) =>
  z
    .number({ error: `${campo} debe ser un número entero de días.` })
    .int(`${campo} debe ser un número entero de días.`)
    .min(min, min === 0 ? `${campo} no puede ser negativo.` : `${campo} debe ser de al menos ${min} día.`)
    .max(max, `${campo} no puede pasar de ${max} días.`);

/** What the administrator fills in on the 'Privacidad' screen; every save that changes something is a new version of the notice. */
export const privacidadInputSchema = z.object({
  /** The company responsible for the data (razón social or the owner's name). */
  responsable: textoDelAviso('El nombre del responsable', 200),
  domicilio: textoDelAviso('El domicilio', 300),
  /** Where employees send data requests (ARCO) and withdraw consent: an e-mail, a phone, an office. */
  contacto: textoDelAviso('El contacto para solicitudes', 200),
  /** Punch photos are deleted after this many days (the punch record stays). */
  diasFotos: dias('El plazo de las fotos de checada', 3650),
  /** The face templates of an employee given baja are deleted this many days after the baja (0: at once). */
  diasPlantillasBaja: dias('El plazo de los rostros tras una baja', 3650, 0),
});
export type PrivacidadInput = z.infer<typeof privacidadInputSchema>;

/** A version of the notice: what was filled in, the texts made from it and the SHA-256 of the full text. */
export const avisoSchema = privacidadInputSchema.extend({
  version: z.number().int().positive(),
  /** ISO 8601 instant of the save that made this version. */
  publicadoEn: z.string(),
  /** The short notice (aviso simplificado), shown before a face is registered. */
  simplificado: z.string(),
  /** The full notice (aviso integral), paragraphs separated by a blank line; shown at /privacidad. */
  integral: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type Aviso = z.infer<typeof avisoSchema>;

/** GET /api/privacidad and GET /api/privacidad/aviso: the current notice, or null while none was ever filled in. */
export const privacidadSchema = z.object({ aviso: avisoSchema.nullable() });
export type Privacidad = z.infer<typeof privacidadSchema>;

/** POST /api/employees/:id/consentimiento: the employee's name as they typed it, to confirm they consent. */
export const consentimientoInputSchema = z.object({
  confirmacion: texto('El nombre del empleado como confirmación', 200),
});
export type ConsentimientoInput = z.infer<typeof consentimientoInputSchema>;

/** A consent as kept: who, when, which notice, which administrator; withdrawn ones keep when and by whom. */
export const consentimientoSchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
  /** ISO 8601 instant. */
  fecha: z.string(),
  confirmacion: z.string(),
  sha256: z.string(),
  registradoPor: z.string().nullable(),
  retiradoEn: z.string().nullable(),
  retiradoPor: z.string().nullable(),
});
export type Consentimiento = z.infer<typeof consentimientoSchema>;

/** 201 (new) or 200 (already given) of POST /api/employees/{id}/consentimiento: the notice's version and when. */
export const consentimientoOtorgadoSchema = z.object({ version: z.number().int().positive(), fecha: z.string() });
export type ConsentimientoOtorgado = z.infer<typeof consentimientoOtorgadoSchema>;

/** DELETE /api/employees/{id}/consentimiento: consents withdrawn and templates deleted at once. */
export const consentimientoRetiradoSchema = z.object({ retirados: z.number().int(), plantillasBorradas: z.number().int() });
export type ConsentimientoRetirado = z.infer<typeof consentimientoRetiradoSchema>;

/** POST /api/employees/{id}/cancelar-biometricos (ARCO cancellation): templates and punch photos deleted. */
export const biometricosCanceladosSchema = z.object({ plantillasBorradas: z.number().int(), fotosBorradas: z.number().int() });
export type BiometricosCancelados = z.infer<typeof biometricosCanceladosSchema>;

/** The line the kiosk shows under the camera (the address of the full notice is added by the kiosk). */
export const KIOSK_PRIVACY_LINE = 'Tu rostro se usa solo para registrar tu asistencia. Aviso de privacidad:';

export const privacidadText = {
  sinAviso: "Antes de registrar rostros, llena el aviso de privacidad en 'Privacidad'.",
  consentimientoRequerido: 'Falta el consentimiento del empleado para usar su rostro: muéstrale el aviso de privacidad y registra su consentimiento.',
  confirmacionDistinta: 'La confirmación no coincide con el nombre del empleado. Pide al empleado que escriba su nombre completo.',
  sinConsentimiento: 'Este empleado no tiene un consentimiento vigente.',
} as const;

/** GET /api/privacidad/retencion: what the hourly retention job deletes next (the 'Privacidad' screen shows it). */
export const retencionSchema = z.object({
  diasFotos: z.number().int(),
  diasPlantillasBaja: z.number().int(),
  /** Punch photos already past the period (gone at the next run), and the local day the oldest photo kept goes. */
  fotos: z.object({ vencidas: z.number().int(), siguienteBorrado: z.string().nullable() }),
  /** Former employees whose templates are still kept, and the local day (aaaa-mm-dd) they go. */
  plantillas: z.array(z.object({ empleadoId: z.number().int(), nombre: z.string(), fechaBaja: z.string(), borrarDesde: z.string() })),
});
export type Retencion = z.infer<typeof retencionSchema>;
