/** The payroll handoff writers, also used by headquarters (hq/) for the files across branches. */
export { prenominaWorkbook } from './workbook.js';
export { incidenciasDe } from './incidencias.js';
export { renderIncidenciasFile } from './incidenciasFile.js';
export { presetProfile } from './presets.js';
