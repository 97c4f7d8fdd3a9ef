import { api } from '../../../lib/api';
import { saveDownload } from '../../exportacion/api/saveDownload';

/** GET /api/employees/{id}/datos: everything the box holds on the person, saved as a JSON file (derecho de acceso). */
export const exportEmployeeData = (employeeId: number) => saveDownload(`/api/employees/${employeeId}/datos`);

/**
 * POST /api/employees/{id}/cancelar-biometricos → {plantillasBorradas, fotosBorradas}: the face templates and the
 * punch photos are deleted now; the punches themselves stay (derecho de cancelación).
 */
export const cancelBiometrics = (employeeId: number) =>
  api.post<{ plantillasBorradas: number; fotosBorradas: number }>(`/api/employees/${employeeId}/cancelar-biometricos`, {});
