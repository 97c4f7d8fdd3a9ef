/** Addresses of screens that other screens link to. */

/** The printable page of what the box holds on one employee (derecho de acceso), outside the admin layout. */
export const arcoPrintPath = (employeeId: number) => `/admin/empleados/${employeeId}/datos`;

/** The printable finiquito of an employee de baja (issue 31), outside the admin layout. */
export const finiquitoPath = (employeeId: number) => `/admin/empleados/${employeeId}/finiquito`;

/**
 * 'Empleados' showing one employee (issue 45 item 3): searched by name, with the bajas shown when they are one, so that
 * a page about an employee (their finiquito, their data) leads back to their row and its actions.
 */
export const employeeRowPath = (employee: { nombre: string; activo: boolean }) =>
  `/admin/empleados?${new URLSearchParams({ buscar: employee.nombre, ...(employee.activo ? {} : { bajas: '1' }) }).toString()}`;
