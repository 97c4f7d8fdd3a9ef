import { api } from '../../../lib/api';

/**
 * PUT /api/employees/{id}/pin {pin} → 204: sets or replaces the NIP the employee types at the kiosk with their número
 * de empleado. 422 for a NIP that is not 4 to 8 digits; 409 numero_empleado_required without a número of digits.
 */
export const setPin = (employeeId: number, pin: string) => api.put<void>(`/api/employees/${employeeId}/pin`, { pin });

/** DELETE /api/employees/{id}/pin → 204: the employee can no longer punch with their número de empleado. */
export const removePin = (employeeId: number) => api.delete(`/api/employees/${employeeId}/pin`);
