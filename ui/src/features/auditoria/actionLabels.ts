const ENTITIES: Record<string, string> = {
  puestos: 'Puesto',
  sucursales: 'Sucursal',
  bonos: 'Bono',
  empleados: 'Empleado',
  dispositivos: 'Dispositivo',
  rostros: 'Rostro',
  respaldos: 'Respaldo',
  checadas: 'Checada',
  festivos: 'Día festivo',
  incidencias: 'Incidencia',
  periodos: 'Periodo',
  reglas: 'Reglas de asistencia',
  limites_legales: 'Límites legales',
  prenomina: 'Pre-nómina',
  exportacion: 'Exportación a nómina',
  usuarios: 'Cuenta de usuario',
  privacidad: 'Aviso de privacidad',
  consentimiento: 'Consentimiento',
  arco: 'Datos del empleado (ARCO)',
  retencion: 'Retención de datos',
  actualizaciones: 'Actualización del programa',
  inicio_registro: 'Inicio del registro',
  turnos: 'Turno',
  roles: 'Rol de turnos',
  asignaciones: 'Asignación de turno',
  cambios_turno: 'Cambio de turno de un día',
  solicitudes: 'Solicitud del empleado',
  equipo: 'Nombre de este equipo',
};

const VERBS: Record<string, string> = {
  crear: 'alta',
  actualizar: 'cambio',
  borrar: 'borrado',
  baja: 'baja',
  reactivar: 'reactivación',
  aprobar: 'aprobación',
  rechazar: 'rechazo',
  registrar: 'registro',
  reemplazar: 'reemplazo',
  agregar_kiosco: 'foto de referencia agregada desde el kiosco',
  retirar_kiosco: 'foto de referencia del kiosco retirada (la más antigua)',
  retirar_colision: 'foto de referencia retirada por parecerse a otro empleado',
  descargar: 'descarga',
  manual: 'registro manual',
  anular: 'anulación',
  cerrar: 'cierre',
  reabrir: 'reapertura',
  saldo_vacaciones: 'saldo inicial de vacaciones',
  exportar_excel: 'descarga en Excel',
  exportar_incidencias: 'descarga del archivo de incidencias',
  crear_perfil: 'alta de perfil',
  editar_perfil: 'cambio de perfil',
  borrar_perfil: 'borrado de perfil',
  nip: 'NIP',
  publicar: 'publicación',
  otorgar: 'otorgado',
  retirar: 'retirado',
  exportar: 'exportación',
  cancelar_biometricos: 'borrado de datos biométricos',
  expediente: 'descarga del expediente',
  actualizacion_instalada: 'instalada',
  actualizacion_revertida: 'revertida',
  actualizacion_rechazada: 'paquete rechazado',
  solicitar: 'solicitada',
  actualizacion_en_espera: 'en espera',
  respaldo_restaurado: 'respaldo de antes restaurado',
  depurar: 'depuración',
  restaurar: 'restauración',
  'restaurar.revisar': 'revisado para restaurar',
  'restaurar.confirmar': 'restauración confirmada',
};

/** 'empleados' -> 'Empleado'; an unknown entity as it is. */
export const entityLabel = (entity: string): string => ENTITIES[entity] ?? entity;

/** 'puestos.actualizar' -> 'Puesto: cambio'. Unknown actions are shown as they are. */
export function actionLabel(accion: string): string {
  const dot = accion.indexOf('.');
  const [entity, verb] = dot < 0 ? [accion, ''] : [accion.slice(0, dot), accion.slice(dot + 1)];
  const e = ENTITIES[entity];
  const v = VERBS[verb];
  return e && v ? `${e}: ${v}` : accion;
}
