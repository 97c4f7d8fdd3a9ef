import { PIN_LENGTH } from '@reloj/contract/attendance';

const digits = `de ${PIN_LENGTH.min} a ${PIN_LENGTH.max} dígitos`;

/** 'Checada con NIP' in 'Privacidad y datos': the kiosk's fallback for a person the camera does not recognise (issue 15). */
export const nipText = {
  title: 'Checada con NIP',
  intro: 'Para quien el reloj no reconoce por su rostro: en el kiosco escribe su número de empleado y su NIP, y la cámara toma una foto como evidencia.',
  has: (numero: string) => `Tiene NIP para checar con su número de empleado ${numero}.`,
  none: 'Sin NIP.',
  hasUnusable: 'Tiene NIP, pero no puede usarlo mientras su número de empleado no sea de solo dígitos.',
  /** The daemon's 409 numero_empleado_required, said before anything is typed. */
  needsNumber: 'Para usar un NIP, el empleado necesita un número de empleado de solo dígitos (el kiosco solo tiene números). Asígnalo en Editar Empleado.',
  editEmployee: 'Editar Empleado',
  label: 'NIP',
  labelNew: 'NIP nuevo',
  hint: `De ${PIN_LENGTH.min} a ${PIN_LENGTH.max} dígitos. Dáselo al empleado en persona: aquí no se vuelve a mostrar.`,
  save: 'Guardar NIP',
  change: 'Cambiar NIP',
  /** The row's action and the offer after a face is erased (issue 30); 'Cambiar NIP' when they have one. */
  assign: 'Asignar NIP',
  saving: 'Guardando…',
  empty: `Escribe el NIP: ${digits}.`,
  invalid: `El NIP debe tener ${digits}.`,
  saved: (name: string, numero: string) => `NIP guardado: ${name} ya puede checar en el kiosco con su número de empleado ${numero} y su NIP.`,
  changed: (name: string) => `NIP de ${name} cambiado: el anterior ya no sirve.`,
  saveFailed: (reason: string) => `No se pudo guardar el NIP: ${reason}`,

  remove: 'Quitar NIP',
  removeQuestion: (name: string) => `¿Quitar el NIP de ${name}?`,
  removeDetail: (name: string) =>
    `${name} ya no podrá checar en el kiosco con su número de empleado, solo con su rostro. Después puedes asignarle un NIP nuevo.`,
  removeConfirm: 'Sí, quitar NIP',
  removed: (name: string) => `Se quitó el NIP de ${name}: ya no puede checar con su número de empleado.`,
  removeFailed: (reason: string) => `No se pudo quitar el NIP: ${reason}`,

  /** The marker in the employees table. */
  marker: 'NIP',
  markerTitle: 'Puede checar en el kiosco con su número de empleado y su NIP.',
} as const;
