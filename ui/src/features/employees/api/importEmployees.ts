import type { ImportResultado, ImportVistaPrevia } from '@reloj/contract/employeeImport';
import { employeesKey } from '../../../api/employees';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { request } from '../../../lib/api';
import { saveDownload } from '../../../lib/saveDownload';

export const PLANTILLA_URL = '/api/employees/plantilla.xlsx';

const importar = <T>(archivo: File, vistaPrevia: boolean) => {
  const form = new FormData();
  form.append('archivo', archivo, archivo.name);
  return request<T>('POST', `/api/employees/importar${vistaPrevia ? '?vistaPrevia=1' : ''}`, form);
};

/** GET /api/employees/plantilla.xlsx: the workbook to fill, saved by the browser. */
export const useDownloadPlantilla = (callbacks: MutationCallbacks<void, void>) =>
  useInvalidatingMutation([], { mutationFn: () => saveDownload(PLANTILLA_URL), ...callbacks });

/** POST /api/employees/importar?vistaPrevia=1: every row judged, nothing written. */
export const useRevisarImportacion = (callbacks: MutationCallbacks<ImportVistaPrevia, File>) =>
  useInvalidatingMutation([], { mutationFn: (archivo: File) => importar<ImportVistaPrevia>(archivo, true), ...callbacks });

/** POST /api/employees/importar: all rows in one transaction (or none); the employee lists are read again. */
export const useImportarEmpleados = (callbacks: MutationCallbacks<ImportResultado, File>) =>
  useInvalidatingMutation([employeesKey], { mutationFn: (archivo: File) => importar<ImportResultado>(archivo, false), ...callbacks });
