const ENTITIES: Record<string, string> = {
  puestos: 'Puesto',
  sucursales: 'Sucursal',
  bonos: 'Bono',
  empleados: 'Empleado',
  dispositivos: 'Dispositivo',
  rostros: 'Rostro',
  respaldos: 'Respaldo',
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
  descargar: 'descarga',
};

/** 'puestos.actualizar' -> 'Puesto: cambio'. Unknown actions are shown as they are. */
export function actionLabel(accion: string): string {
  const [entity = '', verb = ''] = accion.split('.');
  const e = ENTITIES[entity];
  const v = VERBS[verb];
  return e && v ? `${e}: ${v}` : accion;
}
