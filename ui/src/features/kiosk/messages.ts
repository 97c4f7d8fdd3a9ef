import type { ChallengeAction } from '@reloj/contract/attendance';
import type { ErrorCode } from '@reloj/contract/errors';
import type { CameraProblem } from '../../components/cameraError';

/** Every sentence the kiosk shows. The ones marked SPEC are the product's requirements, word for word. */
export const kioskText = {
  /** SPEC */
  initializing: 'Identificando dispositivo...',
  /** SPEC */
  pendingTitle: 'Dispositivo Pendiente de Aprobación',
  pendingText: 'Un administrador debe autorizar este dispositivo desde el panel de administración, en la sección Dispositivos.',
  pendingCodeLabel: 'Código del dispositivo',
  pendingAutoRefresh: 'Esta pantalla se activará sola en cuanto el dispositivo sea autorizado.',
  /** SPEC */
  approvedTitle: 'Reloj Checador Autorizado',
  firstBootTitle: 'Configura este reloj checador',
  firstBootText: 'Desde una computadora conectada a la misma red, abre en el navegador:',
  firstBootAddressesLabel: 'Direcciones del panel',
  firstBootCodeLabel: 'Código de configuración',
  firstBootNote: 'Crea ahí la cuenta del administrador con este código. Esta pantalla cambiará sola después.',
  firstBootDeviceLabel: 'Nombre del equipo:',
  clockNotSynced: 'La hora de este equipo no está sincronizada: tus checadas se guardan, pero avisa a tu supervisor.',
  /** SPEC */
  rejected: 'Este dispositivo ha sido rechazado.',
  rejectedText: 'Si se trata de un error, pide a un administrador que lo autorice desde el panel.',
  errorTitle: 'Sin conexión con el servidor',
  /** Issue 26: the daemon found its database damaged (or missing) at start; its own sentence is shown, this if it sent none. */
  damagedDatabase: 'La base de datos está dañada; llama al técnico.',
  damagedTechnician: 'Para el técnico: el registro del servicio (journalctl -u reloj-checador) dice qué archivo falló y cómo restaurar un respaldo.',
  /** SPEC (the error state asks to check the server connection) */
  connectionError: 'No se pudo conectar con el servidor. Revisa la conexión del equipo con el servidor.',
  retrying: 'Reintentando automáticamente…',

  instructions: 'Mira a la cámara y presiona el botón.',
  instructionsNoCamera: 'Avisa a un administrador: el reloj checador necesita la cámara.',
  /** SPEC */
  checkInButton: 'Checar Entrada / Salida',
  /** SPEC */
  checkInWorking: 'Verificando...',
  /** SPEC */
  captureFailed: 'No se pudo capturar la imagen. Intenta de nuevo.',
  // Why a face was refused ('Rostro no reconocido. Por favor, inténtalo de nuevo.', several people, too far...)
  // is the daemon's sentence (daemon/src/services/faces/faceOutcomes.ts); the kiosk shows it as it comes.
  imageTooLarge: 'La imagen es demasiado grande. Intenta de nuevo.',
  checkInFailed: 'No se pudo registrar la checada. Intenta de nuevo.',
  /** While a check-in that could not reach the server is sent again. */
  saving: 'Guardando tu checada… no te retires.',
  savingHint: 'Se perdió la conexión con el servidor; seguimos intentando.',
  /** When the daemon asks for a head turn before it punches (its own sentence is shown; these if it sent none). */
  challengeTurn: {
    girar_izquierda: 'Gira la cabeza hacia tu izquierda',
    girar_derecha: 'Gira la cabeza hacia tu derecha',
  } satisfies Record<ChallengeAction, string>,
  challengeHint: 'Despacio, y después vuelve a mirar a la cámara.',
  /** After a minute of trying. */
  savingFailed: 'No se pudo guardar tu checada: no hay conexión con el servidor. Avisa a un administrador.',
  /** SPEC, including the missing '¡' as the spec writes it. */
  success: (employeeId: number) => `Bienvenido! Registro exitoso para empleado ID: ${employeeId}`,
  entrada: 'Entrada',
  salida: 'Salida',
  /** A salida's goodbye, around the name (issue 30): '¡Hasta luego, ANA LÓPEZ!'. */
  goodbyeBefore: '¡Hasta luego, ',
  goodbyeAfter: '!',
  /** Under the button when no address a phone can open is known (an older daemon, the page opened on the box itself). */
  privacyAskOffice: 'pídelo en la oficina.',
  repeated: 'Esta checada ya estaba registrada; no se guardó otra.',
  tapToContinue: 'Toca la pantalla para continuar',

  deviceLabel: 'Dispositivo',
  branchLabel: 'Sucursal',

  /** Over the camera once the guidance sees a usable face (its other instructions are the daemon's). */
  guidanceReady: '¡Listo! Presiona el botón',
  /** The failure screen: what to do next, by the daemon's code. */
  failureRetry: 'Intentar de nuevo',
  failurePin: 'Usar mi número de empleado',
  failureNextStep: {
    not_recognised: 'Pide a tu supervisor que registre tu rostro.',
    spoof_suspected: 'Si vuelve a pasar, usa tu número de empleado.',
  } as Readonly<Partial<Record<ErrorCode, string>>>,
  brand: 'Reloj Checador',

  /** Issue 29: a second punch minutes after the entrada is not stored as a salida unless the person says so. */
  salidaTooSoon: (entrada: string) => (entrada ? `Ya registraste tu ENTRADA a las ${entrada}.` : 'Ya registraste tu ENTRADA.'),
  salidaConfirm: '¿Registrar SALIDA ahora?',
  salidaKeep: 'No, solo era mi entrada',
  salidaCountdown: (seconds: number) => (seconds === 1 ? 'Este aviso se cierra en 1 segundo.' : `Este aviso se cierra en ${seconds} segundos.`),

  cameraOpening: 'Abriendo la cámara…',
  cameraErrorTitle: 'No se pudo abrir la cámara',
  cameraRetrying: 'Se volverá a intentar en unos segundos.',

  /** The fallback without the face (issue 15 item 3): número de empleado and NIP on the on-screen keypad. */
  pinButton: 'Checar con número de empleado',
  /** Added to a refused face after a few unrecognised ones in a row. */
  pinOffer: '¿No te reconoce? Checa con tu número de empleado.',
  pinStepNumber: 'Escribe tu número de empleado',
  pinStepPin: 'Escribe tu NIP',
  pinStepOf: (step: 1 | 2) => `Paso ${step} de 2`,
  /** Above the NIP, so the person sees which número they typed. */
  pinForNumber: (numero: string) => `Número de empleado: ${numero}`,
  pinNumberLabel: 'Número de empleado escrito',
  /** The NIP is never read out either: only how many digits there are. */
  pinDigitsLabel: (count: number) => (count === 1 ? 'NIP: 1 dígito escrito' : `NIP: ${count} dígitos escritos`),
  pinEmpty: 'Toca los números',
  pinDelete: 'Borrar',
  pinContinue: 'Continuar',
  pinSubmit: 'Checar',
  pinCancel: 'Cancelar',
  pinKeypadLabel: 'Teclado numérico',
  pinPhotoNote: 'La cámara toma una foto al checar.',
} as const;

/** Why the kiosk's webcam cannot be used, and what to do about it. */
export const cameraProblemText: Record<CameraProblem, string> = {
  denied: 'El navegador no tiene permiso para usar la cámara. Permite el acceso a la cámara para este sitio y recarga la página.',
  notFound: 'No se encontró ninguna cámara. Conecta una cámara al equipo.',
  busy: 'La cámara está ocupada por otro programa o no responde. Ciérralo o reconecta la cámara.',
  insecure:
    'Este navegador no permite usar la cámara desde esta dirección. Abre el reloj checador desde el propio equipo (http://localhost:3001/kiosk) o con una dirección https://.',
  unknown: 'Ocurrió un problema con la cámara. Revisa que esté conectada.',
};
