/** The payroll handoff writers: the daemon's downloads and headquarters' (hq/) files across branches. */
export { prenominaWorkbook } from './workbook.js';
export { aguinaldoWorkbook } from './aguinaldo.js';
export { incidenciasDe } from './incidencias.js';
export { MissingCodeError, renderIncidenciasFile, type IncidenciasFile } from './incidenciasFile.js';
export { presetProfile } from './presets.js';
export { asText } from './fileFormat.js';
export { plantillaEmpleados, type PlantillaCatalogos } from './plantillaEmpleados.js';
export { celdaRol, clavesDe, festivosDe, GRIS_DESCANSO, rolTurnosWorkbook, tinta, type RolTurnosImpreso } from './rolTurnos.js';
