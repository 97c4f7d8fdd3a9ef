/** Addresses of screens that other screens link to. */

/** The printable page of what the box holds on one employee (derecho de acceso), outside the admin layout. */
export const arcoPrintPath = (employeeId: number) => `/admin/empleados/${employeeId}/datos`;
