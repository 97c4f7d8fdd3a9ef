/** Where a punch an administrator added by hand (no kiosk) was taken. */
export const MANUAL_PUNCH = 'Checada manual';

/** A punch typed at the kiosk with the número de empleado and NIP (no face compared): its badge. */
export const PIN_PUNCH = { label: 'NIP', title: 'Checada con número de empleado y NIP; la foto es la evidencia' } as const;

/** The similitud of a punch that compared no face (NIP). */
export const NO_SCORE = '—';

/** Voiding a punch (issue 29). */
export const anularText = {
  button: 'Anular',
  buttonLabel: (empleado: string, tipo: string, hora: string) => `Anular la ${tipo.toLowerCase()} de ${empleado} de las ${hora}`,
  title: 'Anular checada',
  field: 'Motivo de la anulación',
  placeholder: 'Ej. Checó dos veces por error; lo confirmó el encargado.',
  hint: 'La checada no se borra: queda tachada con el motivo, tu usuario y la fecha, y deja de contar en la pre-nómina, las tarjetas y las exportaciones. Una anulación no se puede deshacer.',
  submit: 'Anular checada',
  busy: 'Anulando...',
  failed: 'No se pudo anular la checada.',
  /** The page's banner once it is done (issue 45: on a tablet the struck-through row was the only sign). */
  done: (tipo: string, empleado: string, hora: string, dia: string) =>
    `Se anuló la ${tipo.toLowerCase()} de ${empleado} de las ${hora}, ${dia}. Ya no cuenta en la pre-nómina ni en las tarjetas.`,
  voided: (motivo: string, usuario: string, fecha: string) => `Anulada: ${motivo} (${usuario}, ${fecha})`,
} as const;

/** Corrections from the list (issue 30 item 3): 'Agregar checada' and a row's 'Incidencia', as in 'Pre-nómina'. */
export const correctionText = {
  addPunch: 'Agregar checada',
  column: 'Acciones',
  incidencia: 'Incidencia',
  incidenciaLabel: (empleado: string, dia: string) => `Agregar incidencia a ${empleado} el ${dia}`,
  punchAdded: (empleado: string, dia: string, hora: string) => `Checada manual de ${empleado} agregada: ${dia} a las ${hora}.`,
  outsidePeriod: ' No aparece en la lista: su fecha está fuera del periodo consultado.',
  punchFailed: (reason: string) => `No se pudo agregar la checada: ${reason}`,
  incidenciaAdded: (tipo: string, empleado: string, dia: string) => `Incidencia "${tipo}" de ${empleado} agregada el ${dia}.`,
  incidenciaFailed: (reason: string) => `No se pudo agregar la incidencia: ${reason}`,
} as const;
