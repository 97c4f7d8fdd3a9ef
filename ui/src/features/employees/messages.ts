/** Banner texts. The registration ones are SPEC.md section 8, word for word. */
export const registrationMessages = {
  loadFailed: 'Error al cargar datos. Revisa la conexión con el backend.',
  missingNameOrPhoto: 'El nombre y la foto son obligatorios.',
  creating: 'Registrando empleado...',
  registeringFace: (id: number) => `Empleado creado (ID: ${id}). Registrando rostro...`,
  success: (name: string) => `¡Empleado ${name} registrado con éxito!`,
  failed: (reason: string) => `Hubo un error durante el registro: ${reason}`,
  /**
   * The employee was created but the face was refused: nothing is rolled back, the administrator is told
   * plainly that the employee exists without a face and where to add it.
   */
  createdWithoutFace: (reason: string, name: string, id: number) =>
    `Hubo un error durante el registro: ${withoutFinalPeriod(reason)}. El empleado ${name} (ID: ${id}) quedó registrado sin rostro: toma otra foto y agrégala desde Empleados.`,
};

/** Banner texts of the 'Empleados' screen. */
export const employeeMessages = {
  updated: (name: string) => `Empleado "${name}" actualizado.`,
  updateFailed: (reason: string) => `Error al actualizar. ${reason}`,
  deactivated: (name: string) => `Empleado "${name}" dado de baja.`,
  deactivateFailed: (reason: string) => `Error al dar de baja. ${reason}`,
  reactivated: (name: string) => `Empleado "${name}" reactivado.`,
  reactivateFailed: (reason: string) => `Error al reactivar. ${reason}`,
  faceAdded: (name: string) => `Rostro agregado a ${name}.`,
  faceReplaced: (name: string) => `Rostro de ${name} reemplazado.`,
  faceFailed: (reason: string) => `No se pudo registrar el rostro: ${reason}`,
  photoRequired: 'Toma o sube una foto primero.',
};

/** "…la foto." → "…la foto", so that a server sentence can continue with more text. */
function withoutFinalPeriod(sentence: string): string {
  return sentence.trim().replace(/\.$/, '');
}

/** What to show for a failed call: the server's `error` sentence, or the client's own message (no connection, status). */
export function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Error desconocido.';
}
