import type { EstadoActualizacion } from '@reloj/contract/actualizaciones';

/** The words of 'Actualizaciones' (issue 32 item 3b). */
export const text = {
  title: 'Actualizaciones',
  description:
    'Instala una versión nueva del programa desde un archivo de actualización firmado. Antes de cambiar se respalda la base de datos; si la versión nueva no arranca bien, el reloj vuelve solo a la anterior.',
  installed: 'Versión instalada',
  machine: 'Este equipo',
  keys: 'Claves de confianza',
  keysCount: (n: number) => (n === 0 ? 'Ninguna' : n === 1 ? '1 clave' : `${n} claves`),
  noKeys:
    'Aún no hay claves de confianza: este equipo no aceptará ningún archivo de actualización hasta que el técnico instale la clave de quien publica las versiones.',
  upload: 'Subir archivo de actualización',
  noKeysUpload: 'No se puede subir un archivo mientras no haya una clave de confianza.',
  uploadHint: (equipo: string) => `El archivo de actualización para ${equipo} que te dio el técnico o quien publica las versiones (hasta 400 MB).`,
  checking: 'Revisando el archivo…',
  checkingText: (nombre: string) => `Comprobando la firma de ${nombre}. Puede tardar unos segundos.`,
  refused: (reason: string) => `Archivo rechazado: ${reason}`,
  dialogTitle: 'Instalar versión nueva',
  version: 'Versión',
  notes: 'Notas',
  noNotes: 'Sin notas',
  signature: 'Firma',
  signatureValid: (clave: string) => `válida (clave ${clave})`,
  database: 'Base de datos',
  migrations: (n: number) => (n === 0 ? 'Sin cambios' : n === 1 ? 'Agrega 1 cambio' : `Agrega ${n} cambios`),
  warning: 'El reloj se reinicia; tarda unos minutos. Si la nueva versión falla, vuelve sola a la anterior.',
  install: (version: string) => `Instalar versión ${version}`,
  installing: 'Enviando…',
  installFailed: 'No se pudo iniciar la instalación.',
  cancel: 'Cancelar',
  progressTitle: (version: string | null) => (version ? `Instalando la versión ${version}` : 'Instalando una versión nueva'),
  restarting: 'Reiniciando…',
  restartingHint: 'El reloj no responde mientras cambia de versión. No cierres esta página: se actualiza sola.',
  steps: 'Pasos',
  rollingBack: (anterior: string | null) => (anterior ? `Volviendo a la versión ${anterior}…` : 'Volviendo a la versión anterior…'),
  installedTitle: (version: string | null) => `Versión ${version ?? ''} instalada`,
  revertedTitle: (anterior: string | null) => `Se volvió a la versión ${anterior ?? 'anterior'}`,
  refusedTitle: 'Paquete rechazado',
  reason: (motivo: string) => `Motivo: ${motivo}`,
  revertedWhen: (version: string | null, when: string) => `La versión ${version ?? 'nueva'} no quedó instalada. Terminó el ${when}.`,
  refusedWhen: (when: string) => `No se cambió nada. Terminó el ${when}.`,
  finishedOn: (when: string) => `Terminó el ${when}.`,
};

/** The progress list: each of the updater's states under the step a person reads. */
export const STEPS = ['Comprobando', 'Respaldando', 'Cambiando', 'Iniciando', 'Vigilando'] as const;
export const stepOf: Partial<Record<EstadoActualizacion, number>> = {
  en_espera: 0,
  verificando: 0,
  desempacando: 0,
  deteniendo: 1,
  respaldando: 1,
  cambiando: 2,
  iniciando: 3,
  vigilando: 4,
};
