/** Where a punch an administrator added by hand (no kiosk) was taken. */
export const MANUAL_PUNCH = 'Checada manual';

/** A punch typed at the kiosk with the número de empleado and NIP (no face compared): its badge. */
export const PIN_PUNCH = { label: 'NIP', title: 'Checada con número de empleado y NIP; la foto es la evidencia' } as const;

/** The similitud of a punch that compared no face (NIP). */
export const NO_SCORE = '—';

/** Voiding a punch (issue 29). */
export const anularText = {
  column: 'Acción',
  button: 'Anular',
  buttonLabel: (empleado: string, tipo: string, hora: string) => `Anular la ${tipo.toLowerCase()} de ${empleado} de las ${hora}`,
  title: 'Anular checada',
  field: 'Motivo de la anulación',
  placeholder: 'Ej. Checó dos veces por error; lo confirmó el encargado.',
  hint: 'La checada no se borra: queda tachada con el motivo, tu usuario y la fecha, y deja de contar en la pre-nómina, las tarjetas y las exportaciones. Una anulación no se puede deshacer.',
  submit: 'Anular checada',
  busy: 'Anulando...',
  failed: 'No se pudo anular la checada.',
  voided: (motivo: string, usuario: string, fecha: string) => `Anulada: ${motivo} (${usuario}, ${fecha})`,
} as const;
