import { employeeFieldText } from '@reloj/contract/employees';
import type { CameraProblem } from '../../components/cameraError';

/** Where to turn when the webcam cannot be used: the upload button of the photo card. */
const USE_UPLOAD = 'Puedes usar “Subir foto” en su lugar.';
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('es-MX') + text.slice(1);

/** Why the photo card's webcam cannot be used, and what to do instead. */
export function cameraProblemText(problem: CameraProblem): string {
  switch (problem) {
    case 'insecure':
      return `El navegador no permite usar la cámara en esta conexión (se necesita HTTPS o localhost). ${USE_UPLOAD}`;
    case 'denied':
      return `No se dio permiso para usar la cámara. Permítelo en el navegador o ${lowerFirst(USE_UPLOAD)}`;
    case 'notFound':
      return `No se encontró ninguna cámara conectada. ${USE_UPLOAD}`;
    case 'busy':
      return `La cámara está ocupada por otra aplicación. Ciérrala y reintenta, o ${lowerFirst(USE_UPLOAD)}`;
    default:
      return `No se pudo abrir la cámara. ${USE_UPLOAD}`;
  }
}

/** '1 foto', '3 fotos'. */
const fotos = (n: number) => (n === 1 ? '1 foto' : `${n} fotos`);

/** How many reference photos (templates) the daemon kept for the employee, after a success message. */
export const referencePhotos = (plantillas: number) => `Rostro registrado (${fotos(plantillas)} de referencia).`;

/** Banner texts. The registration ones are the product's requirements, word for word. */
export const registrationMessages = {
  loadFailed: 'Error al cargar datos. Revisa la conexión con el backend.',
  missingNameOrPhoto: 'El nombre y la foto son obligatorios.',
  /** While no privacy notice is published no photo is taken, so only the name is asked for. */
  missingName: employeeFieldText.nombre,
  creating: 'Registrando empleado...',
  registeringFace: (id: number) => `Empleado creado (ID: ${id}). Registrando rostro...`,
  success: (name: string) => `¡Empleado ${name} registrado con éxito!`,
  failed: (reason: string) => `Hubo un error durante el registro: ${reason}`,
  /**
   * The photo passed the check and the employee was created, but the consent or the face then failed (the network, a
   * race): nothing is rolled back, the administrator is told plainly that the employee exists and only the face is missing.
   */
  createdWithoutFace: (reason: string, name: string, id: number) =>
    `Hubo un error durante el registro: ${withoutFinalPeriod(reason)}. El empleado ${name} (ID: ${id}) ya quedó registrado; falta su rostro.`,
  /** 'Registrar otro empleado' from the retry: the one created stays without a face. */
  leftWithoutFace: (name: string, id: number) => `${name} (ID: ${id}) quedó registrado sin rostro: agrégalo después desde Empleados con “Agregar rostro”.`,
};

/** 'Nuevo Empleado' once the employee exists and only the face is missing: retry in place, never create them again. */
export const faceRetryText = {
  title: 'El empleado ya quedó registrado; falta su rostro.',
  detail: (name: string, id: number) => `${name} (ID: ${id}) ya aparece en Empleados. Reintenta con la misma foto o con otra; no lo registres de nuevo.`,
  reason: (reason: string) => `Motivo: ${reason}`,
  retry: 'Reintentar registro del rostro',
  busy: 'Registrando...',
  another: 'Registrar otro empleado',
} as const;

/** Beside the photo when the check refused it: nobody was created. */
export const photoRefusedHint = 'Toma o sube otra foto; el empleado todavía no se ha registrado.';

/** Banner texts of the 'Empleados' screen. */
export const employeeMessages = {
  updated: (name: string) => `Empleado "${name}" actualizado.`,
  updateFailed: (reason: string) => `Error al actualizar. ${reason}`,
  deactivated: (name: string) => `Empleado "${name}" dado de baja.`,
  deactivateFailed: (reason: string) => `Error al dar de baja. ${reason}`,
  reactivated: (name: string) => `Empleado "${name}" reactivado.`,
  reactivateFailed: (reason: string) => `Error al reactivar. ${reason}`,
  /** `kept`: reference photos this registration stored; `total`: how many the employee has now. */
  faceAdded: (name: string, kept: number, total: number) =>
    `Rostro agregado a ${name}. Ahora tiene ${fotos(total)} de referencia${kept < total ? ` (${kept} ${kept === 1 ? 'nueva' : 'nuevas'})` : ''}.`,
  faceReplaced: (name: string, total: number) => `Rostro de ${name} reemplazado. Ahora tiene ${fotos(total)} de referencia.`,
  faceFailed: (reason: string) => `No se pudo registrar el rostro: ${reason}`,
  photoRequired: 'Toma o sube una foto primero.',
};

/**
 * A success message followed by the server's warnings about the saved employee (a shift longer than the legal
 * maximum). The minimum wage is not repeated here: it was said beside the salary, in amber, as it was typed, and
 * asked about before saving (issue 30); the list and the edit dialog keep showing it.
 */
export function withWarnings(text: string, advertencias: readonly { code?: string; mensaje: string }[] | undefined): string {
  const shown = (advertencias ?? []).filter((a) => a.code !== 'salario_minimo');
  if (shown.length === 0) return text;
  return `${text} Atención: ${shown.map((a) => withoutFinalPeriod(a.mensaje)).join('; ')}.`;
}

/** "…la foto." → "…la foto", so that a server sentence can continue with more text. */
function withoutFinalPeriod(sentence: string): string {
  return sentence.trim().replace(/\.$/, '');
}
