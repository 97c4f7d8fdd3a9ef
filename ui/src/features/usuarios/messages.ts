import { MIN_PASSWORD_LENGTH } from '@reloj/contract/auth';

/** Every sentence of 'Usuarios' that is not the daemon's or the contract's. */
export const usuariosMessages = {
  created: (usuario: string) => `Cuenta "${usuario}" creada.`,
  updated: (usuario: string) => `Cuenta "${usuario}" actualizada.`,
  deleted: (usuario: string) => `Cuenta "${usuario}" eliminada.`,
  failed: (reason: string) => `Error: ${reason}`,
  deleteFailed: (reason: string) => `Error al eliminar. ${reason}`,
  unknownFailure: 'Revisa la conexión con el servidor.',
  deleteQuestion: (usuario: string) => `¿Eliminar la cuenta ${usuario}?`,
  deleteExplanation:
    'Quien la usa ya no podrá entrar al panel con ella. Esto no se puede deshacer; para quitar el acceso por un tiempo, mejor desactívala en "Editar".',
  deleteConfirm: 'Sí, eliminar cuenta',
  passwordHint: `Al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  newPasswordHint: 'Déjala vacía para no cambiarla. Al cambiarla se cierran las sesiones abiertas de esta cuenta.',
  usuarioPlaceholder: 'Ej. gerente.centro',
  branchesHint: {
    gerente: 'Elige al menos una: el gerente solo verá los empleados de estas sucursales.',
    consulta: 'Si no eliges ninguna, verá todas las sucursales.',
  },
  branchesLoading: 'Cargando sucursales…',
  branchesNone: 'Aún no hay sucursales. Agrégalas en "Sucursales".',
  branchesLoadFailed: 'No se pudieron cargar las sucursales.',
  allBranches: 'Todas',
  noBranches: 'Ninguna (no ve nada)',
  activoLabel: 'Cuenta activa (puede iniciar sesión)',
  activa: 'Activa',
  inactiva: 'Inactiva',
  you: 'Tú',
  youTitle: 'La cuenta con la que iniciaste sesión',
  empty: 'Aún no hay cuentas.',
  emailLabel: 'Correo para avisos',
  emailPlaceholder: 'Ej. gerente@empresa.mx',
  emailHint: 'A esta dirección llegan los avisos que marques abajo. Vacío: no recibe avisos.',
  avisosLegend: 'Avisos que recibe',
  avisosHint: {
    administrador: 'De todas las sucursales y del equipo (respaldos, cuentas, disco, actualizaciones).',
    gerente: 'Solo de sus sucursales. Los avisos del equipo (respaldos, cuentas, disco, actualizaciones) son para administradores.',
    consulta: 'Solo de sus sucursales (o de todas, si no tiene). Los avisos del equipo son para administradores.',
  },
  avisosChannels: 'Los servidores de correo y el webhook se configuran en «Avisos».',
};
