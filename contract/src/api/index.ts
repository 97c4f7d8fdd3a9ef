/** Every route of the daemon's API, grouped as docs/api.md shows them (issue 42). */
import { accountRoutes } from './accounts.js';
import { attendanceRoutes } from './attendance.js';
import { avisoRoutes } from './avisos.js';
import { catalogueGroup } from './catalogues.js';
import { employeeRoutes } from './employees.js';
import { kioskRoutes } from './kiosk.js';
import { prenominaRoutes } from './prenomina.js';
import { privacyRoutes } from './privacy.js';
import { respaldoRoutes } from './respaldos.js';
import type { ApiGroup, ApiRoute } from './route.js';
import { systemRoutes } from './system.js';
import { turnoRoutes } from './turnos.js';

export const API_GROUPS: readonly ApiGroup[] = [
  systemRoutes,
  accountRoutes,
  catalogueGroup,
  employeeRoutes,
  privacyRoutes,
  kioskRoutes,
  attendanceRoutes,
  turnoRoutes,
  prenominaRoutes,
  respaldoRoutes,
  avisoRoutes,
];

export const API_ROUTES: readonly ApiRoute[] = API_GROUPS.flatMap((group) => group.routes);

export { apiMarkdown, DOCS_API_COMMAND } from './markdown.js';
export { openApiDocument } from './openapi.js';
export { allErrors, ROLES_OF_ACCESS, type Access, type ApiGroup, type ApiRoute } from './route.js';
