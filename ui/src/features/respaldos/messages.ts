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

/** The words of 'Restaurar' (issue 30 item 12). A box's name 'reloj b0b0b0b0' takes a no-break space: never split over two lines. */
export const restoreMessages = {
  restore: 'Restaurar',
  upload: 'Subir respaldo para restaurar',
  uploadHint: 'Un archivo .sqlite descargado de esta pantalla (hasta 512 MB).',
  checking: 'Revisando el respaldo…',
  checkingText: (nombre: string) => `Comprobando la firma y la estructura de ${nombre}. Puede tardar unos segundos.`,
  title: 'Restaurar respaldo',
  refused: (reason: string) => `No se puede restaurar: ${reason}`,
  madeOn: 'Hecho el',
  box: 'Caja',
  thisBox: (nombre: string) => `${nombre} (esta caja)`,
  otherBox: (caja: string) => `reloj\u00a0${caja}, otra caja`,
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
  otherBoxAccept: (caja: string) => `Sé que este respaldo es de otra caja (reloj\u00a0${caja}) y quiero usarlo en esta.`,
  signedWith: 'Firmado con',
  signedWithText: (huella: string) => `la clave pública ${shortHuella(huella)} de esa caja`,
  keyLead: (caja: string) =>
    `Este respaldo no lo hizo esta caja. Para usarlo aquí hace falta la clave pública de la caja que lo hizo (reloj\u00a0${caja}): en esa caja, 'Respaldos' → 'Descargar clave pública de esta caja'.`,
  keyPick: 'Elegir la clave pública…',
  keyChange: 'Elegir otra clave…',
  keyChosen: (nombre: string) => `Clave elegida: ${nombre}`,
  keyMissing: 'Aún no eliges la clave pública de la otra caja.',
  keyTooBig: 'El archivo no es la clave pública de una caja.',
  downloadKey: 'Descargar clave pública de esta caja',
  downloadKeyHint: 'Con ella, otra caja (por ejemplo, el reemplazo de esta) puede comprobar y restaurar los respaldos de esta.',
  confirmLabel: (nombre: string) => `Escribe el nombre de la caja (${nombre}) para confirmar`,
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
