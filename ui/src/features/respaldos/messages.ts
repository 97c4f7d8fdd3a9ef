import type { BackupKind } from '@reloj/contract/respaldos';

/** The banner messages of the 'Respaldos' screen. */
export const backupMessages = {
  created: (nombre: string) => `Respaldo "${nombre}" creado.`,
  failed: (reason: string) => `Error: ${reason}`,
};

export const kindLabels: Record<BackupKind, string> = {
  diario: 'Diario',
  semanal: 'Semanal',
  manual: 'Manual',
};

/**
 * The words of 'Restaurar' (issue 30 item 12). A box's id 'reloj b0b0b0b0' takes a no-break space: never split over two lines.
 * Issue 45 item 8: the box is 'este equipo' (to a shop owner a 'caja' is the cash register), named as on the home page.
 */
export const restoreMessages = {
  restore: 'Restaurar',
  upload: 'Subir respaldo para restaurar',
  uploadHint: 'Un archivo .sqlite descargado de esta pantalla (hasta 512 MB).',
  checking: 'Revisando el respaldo…',
  checkingText: (nombre: string) => `Comprobando la firma y la estructura de ${nombre}. Puede tardar unos segundos.`,
  title: 'Restaurar respaldo',
  refused: (reason: string) => `No se puede restaurar: ${reason}`,
  madeOn: 'Hecho el',
  box: 'Equipo',
  thisBox: (nombre: string) => `${nombre} (este equipo)`,
  otherBox: (caja: string) => `reloj\u00a0${caja}, otro equipo`,
  holds: 'Contiene',
  holdsText: (empleados: number, checadas: number, periodos: number) =>
    `${count(empleados, 'empleado', 'empleados')}, ${count(checadas, 'checada', 'checadas')} y ${count(periodos, 'periodo', 'periodos')}`,
  punches: 'Checadas',
  punchesSpan: (desde: string, hasta: string) => (desde === hasta ? `el ${desde}` : `del ${desde} al ${hasta}`),
  noPunches: 'Sin checadas',
  version: 'Versión',
  versionText: (version: number) => `base de datos ${version}`,
  warningLead: 'Los datos actuales del reloj se reemplazan por los de este respaldo:',
  warningRest:
    'lo registrado después de su fecha deja de verse. La base de datos actual no se borra: queda guardada aparte en el equipo. El reloj se reinicia y durante un momento no registra checadas.',
  otherBoxAccept: (caja: string) => `Sé que este respaldo es de otro equipo (reloj\u00a0${caja}) y quiero usarlo en este.`,
  signedWith: 'Firmado con',
  signedWithText: (huella: string) => `la clave pública ${shortHuella(huella)} de ese equipo`,
  keyLead: (caja: string) =>
    `Este respaldo no lo hizo este equipo. Para usarlo aquí hace falta la clave pública del equipo que lo hizo (reloj\u00a0${caja}): en ese equipo, 'Respaldos' → 'Descargar clave pública de este equipo'.`,
  keyPick: 'Elegir la clave pública…',
  keyChange: 'Elegir otra clave…',
  keyChosen: (nombre: string) => `Clave elegida: ${nombre}`,
  keyMissing: 'Aún no eliges la clave pública del otro equipo.',
  keyTooBig: 'El archivo no es la clave pública de un equipo.',
  downloadKey: 'Descargar clave pública de este equipo',
  downloadKeyHint: 'Con ella, otro equipo (por ejemplo, el reemplazo de este) puede comprobar y restaurar los respaldos de este.',
  confirmLabel: (nombre: string) => `Escribe el nombre de este equipo, como aparece en Inicio: «${nombre}»`,
  confirmHint: 'Sin importar mayúsculas, acentos ni espacios.',
  wrongName: (nombre: string) => `Ese no es el nombre de este equipo. Escríbelo como aparece en Inicio: «${nombre}».`,
  submit: 'Restaurar y reiniciar',
  submitting: 'Restaurando…',
  restartingTitle: 'Reiniciando…',
  restartingText: 'El reloj está instalando el respaldo y reiniciándose. No cierres esta página: avisará cuando vuelva a responder.',
  restartingSlow: 'Si tarda más de unos minutos, revisa que el equipo esté encendido o avisa al técnico.',
  backTitle: 'Respaldo restaurado',
  backText: 'El reloj volvió a responder con los datos del respaldo. Inicia sesión de nuevo: las sesiones ahora son las del respaldo.',
  signIn: 'Iniciar sesión',
};

/** 'a1b2c3d4 e5f6a7b8': the start of a key's fingerprint, as the box's messages write it. */
export const shortHuella = (huella: string) => `${huella.slice(0, 8)} ${huella.slice(8, 16)}`;

function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString('es-MX')} ${n === 1 ? one : many}`;
}
