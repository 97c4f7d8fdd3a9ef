import { api } from '../../../lib/api';

/** DELETE /api/devices/{id} → 204. 409 when the device has punches (they keep pointing at it), 404 when unknown. */
export const deleteDevice = (id: number) => api.delete(`/api/devices/${id}`);
