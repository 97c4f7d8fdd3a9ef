import { privacidadText } from '@reloj/contract/privacidad';

/** The employee's consent before their face is registered (LFPDPPP, issue 15): the step's texts and refusals. */
export const consentText = {
  title: 'Aviso de privacidad y consentimiento',
  intro: 'Pide al empleado que lea este aviso en la pantalla antes de dar su consentimiento.',
  avisoLabel: (version: number) => `Aviso de privacidad simplificado, versión ${version}`,
  acepta: 'El empleado leyó el aviso de privacidad y da su consentimiento para el uso de su rostro',
  confirmacion: 'Nombre del empleado (lo escribe el empleado como confirmación)',
  falta: {
    acepta: 'Marca la casilla cuando el empleado haya leído el aviso y dé su consentimiento.',
    confirmacion: 'El empleado debe escribir aquí su nombre completo como confirmación.',
  },
  distinta: privacidadText.confirmacionDistinta,
  /** The banner when the step is incomplete. */
  requerido: privacidadText.consentimientoRequerido,
  sinAviso: privacidadText.sinAviso,
  irAPrivacidad: 'Ir a Privacidad',
  /** Issue 45: a gerente cannot open 'Privacidad'; only an administrador publishes the notice. */
  sinAvisoOtroRol: 'Antes de registrar rostros, un administrador debe publicar el aviso de privacidad en el panel.',
  cargando: 'Cargando el aviso de privacidad...',
  noCargo: 'No se pudo cargar el aviso de privacidad; sin él no se puede registrar el rostro.',
  reintentar: 'Reintentar',
  vigente: (version: number, fecha: string) => `El empleado ya dio su consentimiento al aviso de privacidad vigente (versión ${version}) el ${fecha}.`,
} as const;

/** 'Nuevo Empleado' while no notice is published: the employee is created, without a face. */
export const createdWithoutNotice = (name: string) =>
  `¡Empleado ${name} registrado con éxito! Quedó sin rostro: publica el aviso de privacidad en 'Privacidad' y después agrega su rostro desde Empleados.`;

const plantillas = (n: number) => (n === 1 ? '1 plantilla' : `${n} plantillas`);
const fotos = (n: number) => (n === 1 ? '1 foto de checada' : `${n} fotos de checada`);

/** The 'Privacidad y datos' dialog of an employee: their consents and the ARCO actions. */
export const privacyText = {
  title: 'Privacidad y datos',
  action: 'Privacidad y datos',
  consents: 'Consentimientos',
  loading: 'Cargando...',
  loadFailed: 'No se pudieron cargar los consentimientos.',
  none: 'No hay consentimientos registrados: sin uno vigente no se puede registrar su rostro.',
  version: (version: number) => `Aviso versión ${version}`,
  vigente: 'Vigente',
  retirado: 'Retirado',
  /** Not withdrawn, but given to a notice that has been replaced: a new face needs a new consent. */
  anterior: 'De un aviso anterior',
  otorgado: (fecha: string, por: string | null) => `Otorgado el ${fecha}${por ? `, lo registró ${por}` : ''}.`,
  retiradoEl: (fecha: string, por: string | null) => `Retirado el ${fecha}${por ? ` por ${por}` : ''}.`,
  confirmo: (nombre: string) => `Escribió como confirmación: ${nombre}`,
  faces: (n: number) => (n === 0 ? 'Sin rostro registrado.' : n === 1 ? '1 rostro registrado.' : `${n} rostros registrados.`),
  rights: 'Derechos del empleado sobre sus datos (ARCO)',

  withdraw: 'Retirar consentimiento',
  withdrawQuestion: (name: string) => `¿Retirar el consentimiento de ${name}?`,
  withdrawDetail: (name: string) =>
    `Se borrarán ahora sus plantillas de rostro y el reloj checador dejará de reconocer a ${name}. Para volver a registrar su rostro tendrá que dar su consentimiento otra vez.`,
  withdrawConfirm: 'Sí, retirar consentimiento',
  withdrawn: (name: string, borradas: number) =>
    `Consentimiento de ${name} retirado. ${borradas === 0 ? 'No tenía plantillas de rostro' : `Se ${borradas === 1 ? 'borró 1 plantilla' : `borraron ${plantillas(borradas)}`} de rostro`}: el reloj checador ya no reconocerá a ${name}.`,
  withdrawFailed: (reason: string) => `No se pudo retirar el consentimiento: ${reason}`,
  /** Issue 30: what sets it apart from 'Cancelar datos biométricos' (services/privacidad.ts withdraw, onWithdraw). */
  withdrawHint:
    'La persona ya no acepta el reconocimiento facial: se borran sus plantillas de rostro (también de los respaldos) y checa con su número de empleado y un NIP. Para volver a usar su rostro tendrá que dar su consentimiento otra vez.',
  withdrawNone: 'No tiene un consentimiento vigente que retirar.',

  export: 'Exportar datos',
  exportHint: 'Descarga un archivo con todo lo que el reloj checador guarda de esta persona.',
  exported: (name: string) => `Se descargó el archivo con los datos de ${name}.`,
  exportFailed: (reason: string) => `No se pudieron exportar los datos: ${reason}`,
  print: 'Ver para imprimir',
  printHint: 'Abre en otra pestaña los mismos datos en una página lista para imprimir o guardar como PDF.',

  cancel: 'Cancelar datos biométricos',
  /** Issue 30: the ARCO right (services/arco.ts cancelBiometrics): templates and punch photos, the box and its backups. */
  cancelHint:
    'Derecho ARCO de cancelación: se borran sus plantillas de rostro y las fotos de sus checadas, del equipo y de sus respaldos. Las checadas se conservan y su consentimiento no cambia.',
  cancelQuestion: (name: string) => `¿Cancelar los datos biométricos de ${name}?`,
  cancelDetail: (name: string) =>
    `Se borrarán ahora sus plantillas de rostro y las fotos de sus checadas, y el reloj checador dejará de reconocer a ${name}. Sus checadas se conservan.`,
  cancelConfirm: 'Sí, borrar datos biométricos',
  cancelKeep: 'Volver',
  cancelled: (name: string, borradas: { plantillasBorradas: number; fotosBorradas: number }) => {
    const { plantillasBorradas: p, fotosBorradas: f } = borradas;
    const what = p + f === 0 ? 'No había plantillas de rostro ni fotos de checada que borrar.' : `Se borraron ${plantillas(p)} y ${fotos(f)}.`;
    return `${what} Las checadas de ${name} se conservan.`;
  },
  cancelFailed: (reason: string) => `No se pudieron borrar los datos biométricos: ${reason}`,

  /** Issue 30: after withdrawing or cancelling, where things stand and the NIP, right there. */
  afterTitle: 'Cómo quedó',
  afterConsent: (state: 'vigente' | 'retirado' | 'ninguno') =>
    state === 'vigente'
      ? 'Consentimiento: vigente. Se puede volver a registrar su rostro sin pedirlo otra vez.'
      : state === 'retirado'
        ? 'Consentimiento: retirado. Para volver a registrar su rostro tendrá que darlo otra vez.'
        : 'Consentimiento: no ha dado ninguno. Para registrar su rostro tendrá que darlo.',
  afterNip: (tieneNip: boolean) =>
    tieneNip
      ? 'Ya tiene NIP: puede checar en el kiosco con su número de empleado y su NIP.'
      : 'Sin rostro, checa en el kiosco con su número de empleado y un NIP.',
} as const;
