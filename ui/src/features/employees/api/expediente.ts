import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { saveDownload } from '../../../lib/saveDownload';

export type ExpedienteRequest = { employeeId: number; nombre: string; desde: string; hasta: string };

/** GET /api/employees/{id}/expediente?desde=&hasta= → the employee's expediente, a ZIP. */
export const expedienteUrl = ({ employeeId, desde, hasta }: ExpedienteRequest) =>
  `/api/employees/${employeeId}/expediente?${new URLSearchParams({ desde, hasta }).toString()}`;

/**
 * Downloads the expediente and hands it to the browser to save; a refusal (a range over five years, an employee of
 * another branch) comes back as the daemon's Spanish sentence. Nothing a list shows changes.
 */
export const useDownloadExpediente = (callbacks: MutationCallbacks<void, ExpedienteRequest>) =>
  useInvalidatingMutation([], { mutationFn: (request: ExpedienteRequest) => saveDownload(expedienteUrl(request)), ...callbacks });
