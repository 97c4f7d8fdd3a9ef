import type { AvisoEstado } from '@reloj/contract/avisos';
import type { Seguridad } from './lib/form';

/** Every sentence of 'Avisos' that is not the daemon's or the contract's. */
export const avisosMessages = {
  title: 'Avisos',
  description:
    'El reloj avisa por correo o a un webhook lo que necesita atención: un kiosco sin señal, un respaldo que falló, una cuenta bloqueada, los retardos y un resumen diario. En «Usuarios», cada cuenta elige qué avisos recibe y a qué correo.',
  loadFailed: 'No se pudo leer la configuración de los avisos.',
  saved: 'Configuración de avisos guardada.',
  saveFailed: (reason: string) => `No se guardó: ${reason}`,
  save: 'Guardar',
  saving: 'Guardando…',

  correo: 'Correo (SMTP)',
  correoHint: 'Los datos del servidor de correo de la empresa (te los da quien administra el correo). Deja vacío el servidor para no enviar correos.',
  host: 'Servidor de correo',
  hostPlaceholder: 'smtp.empresa.mx',
  puerto: 'Puerto',
  seguridad: 'Conexión',
  seguridadOptions: {
    starttls: {
      label: 'STARTTLS (puerto 587)',
      explanation: 'La más común. La conexión empieza sin cifrar y enseguida se cifra; si el servidor no puede cifrarla, no se envía nada.',
    },
    tls: { label: 'TLS (puerto 465)', explanation: 'Cifrada desde el primer momento.' },
    ninguna: {
      label: 'Sin cifrar (puerto 25)',
      explanation: 'Solo para un servidor dentro de la red de la empresa: la contraseña y los avisos viajan sin protección.',
    },
  } satisfies Record<Seguridad, { label: string; explanation: string }>,
  seguridadOrder: ['starttls', 'tls', 'ninguna'] as const satisfies readonly Seguridad[],
  noVerificar: 'No verificar el certificado del servidor',
  noVerificarHint: 'Solo si la empresa usa un certificado propio que el reloj no reconoce.',
  noVerificarWarning:
    'Sin verificar el certificado, otro equipo de la red podría hacerse pasar por el servidor de correo y leer la contraseña y los avisos. Úsalo solo con el servidor de la empresa.',
  usuario: 'Usuario',
  usuarioHint: 'Casi siempre, la dirección de correo de la cuenta que envía. Vacío si el servidor no pide usuario.',
  password: 'Contraseña',
  passwordSaved: 'Contraseña guardada. Déjala vacía para conservarla, o escribe otra para cambiarla.',
  passwordNone: 'Se guarda cifrada en el reloj y no se vuelve a mostrar.',
  remitente: 'Remitente',
  remitentePlaceholder: 'avisos@empresa.mx',
  remitenteHint: 'La dirección de la que llegan los avisos.',

  webhook: 'Webhook',
  webhookHint:
    'Para un sistema propio (por ejemplo, una pasarela a WhatsApp o Telegram): cada aviso se envía a esta dirección en JSON, firmado en la cabecera X-Reloj-Firma. Déjala vacía para no usarlo.',
  webhookUrl: 'Dirección (URL)',
  webhookPlaceholder: 'https://avisos.empresa.mx/reloj',
  secretoTitle: 'Secreto para comprobar la firma',
  secretoText: 'Cópialo ahora en tu receptor: no se volverá a mostrar. Con él comprueba que cada aviso viene de este reloj (HMAC-SHA256 del cuerpo).',
  secretoGuardado: 'Hay un secreto guardado para esta dirección. Al cambiar la dirección se crea otro y se muestra una sola vez.',
  copy: 'Copiar',
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar: selecciónalo y cópialo a mano.',

  horarios: 'Horarios',
  horariosHint: 'Cuándo se envían los avisos que dependen de la hora, en la hora de la sucursal.',
  resumenHora: 'Hora del resumen diario',
  resumenHoraHint: 'Faltas, retardos y pendientes del día anterior, una vez al día.',
  minutosRetardo: 'Minutos para el aviso de retardos',
  minutosRetardoHint: 'Tras la hora de entrada: quién debía llegar y aún no checa.',
  minutosKiosco: 'Minutos para el aviso de kiosco sin señal',
  minutosKioscoHint: 'Un kiosco aprobado que no responde en horario de trabajo.',

  probar: 'Enviar prueba',
  probando: 'Enviando prueba…',
  correoPruebaHint: 'Llega al correo de tu cuenta (en «Usuarios») o, si no tiene, al remitente. Antes se guardan los cambios.',
  webhookPruebaHint: 'Envía un aviso de prueba a la dirección guardada. Antes se guardan los cambios.',
  pruebaOk: (respuesta: string) => `El servidor respondió: ${respuesta}`,
  pruebaFailed: (reason: string) => `No se envió. ${reason}`,

  enviados: 'Avisos enviados',
  empty: 'Aún no se ha enviado ningún aviso. Aquí aparecerá cada uno, a quién se envió y si llegó.',
  retry: 'Reintentar',
  retrying: 'Reintentando…',
  retried: 'El aviso vuelve a enviarse ahora.',
  retryFailed: (reason: string) => `No se pudo reintentar: ${reason}`,
  estados: { pendiente: 'Pendiente', enviado: 'Enviado', fallido: 'Fallido' } satisfies Record<AvisoEstado, string>,
  webhookDestino: 'Webhook',
  intentos: (n: number) => (n === 1 ? '1 intento' : `${n} intentos`),
  noError: '—',
};
