import type { ImportAccion, ImportResultado } from '@reloj/contract/employeeImport';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** 'Empleados' → 'Importar' (issue 40): the staff from a spreadsheet. */
export const importText = {
  open: 'Importar',
  title: 'Importar empleados',
  intro:
    'Sube la lista de empleados en la plantilla de Excel (.xlsx) o como .csv. Primero se revisa fila por fila; no se guarda nada hasta que todas estén bien.',
  plantilla: 'Descargar plantilla',
  plantillaFailed: 'No se pudo descargar la plantilla',
  elegir: 'Elegir archivo',
  elegido: (nombre: string) => `Archivo: ${nombre}`,
  sinArchivo: 'Ningún archivo elegido.',
  revisar: 'Revisar',
  revisando: 'Revisando…',
  revisarFailed: 'No se pudo revisar el archivo',
  importar: (n: number) => `Importar ${n} ${plural(n, 'empleado', 'empleados')}`,
  importando: 'Importando…',
  importarFailed: 'No se importó nada',
  cerrar: 'Cerrar',
  tabla: 'Vista previa de la importación',
  columnas: { fila: 'Fila', numero: 'Número', nombre: 'Nombre', accion: 'Acción', problemas: 'Problemas' },
  accion: { crear: 'Crear', actualizar: 'Actualizar', sin_cambios: 'Sin cambios' } satisfies Record<ImportAccion, string>,
  cambia: (columnas: string[]) => `Cambia: ${columnas.join(', ')}`,
  conProblemas: (n: number) =>
    `${n} ${plural(n, 'fila tiene', 'filas tienen')} problemas: corrígelas en el archivo, guárdalo y vuelve a elegirlo. No se importó nada.`,
  listo: (crear: number, actualizar: number, sinCambios: number) =>
    `Todo está bien: se ${plural(crear, 'creará', 'crearán')} ${crear}, se ${plural(actualizar, 'actualizará', 'actualizarán')} ${actualizar} y ${sinCambios} ${plural(sinCambios, 'queda', 'quedan')} sin cambios.`,
  nadaQueImportar: 'Todos los empleados del archivo ya están en el reloj sin cambios: no hay nada que importar.',
  vacaciones: (dias: number) => `Vacaciones pendientes: ${dias} ${plural(dias, 'día', 'días')} (su saldo inicial, si ingresó antes del inicio del registro)`,
  done: ({ creados, actualizados }: ImportResultado) =>
    `${creados === 1 ? 'Se importó 1 empleado' : `Se importaron ${creados} empleados`} (${actualizados} ${plural(actualizados, 'actualizado', 'actualizados')}). Registra el rostro de cada uno, con su consentimiento: la columna Rostros muestra quién aún no tiene.`,
};
