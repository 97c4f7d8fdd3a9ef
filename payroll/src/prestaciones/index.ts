/** Issue 31: vacaciones, prima vacacional, aguinaldo, salario diario integrado and the finiquito; pure calculations. */
export {
  aniversario,
  avisoNoLaborable,
  diaNoLaborable,
  diasVacacionesAntesDeLaReforma,
  diasVacacionesDelAnio,
  diasVacacionesLey,
  MESES_PARA_VENCER,
  REFORMA_VACACIONES,
  saldoVacaciones,
  vacacionesQueCuentan,
  type CalendarioVacaciones,
  type DiaNoLaborable,
  type SaldoVacacionesInput,
} from './vacaciones.js';
export { aguinaldoEmpleado, diasDelAnio, type AguinaldoCalculado, type AguinaldoInput } from './aguinaldo.js';
export {
  aniosCumplidos,
  diasVacacionesAnioEnCurso,
  salarioDiarioIntegrado,
  salarioIntegradoCentavos,
  type IntegradoInput,
  type SalarioIntegrado,
} from './integrado.js';
export { calcularFiniquito, type FiniquitoCalculado, type FiniquitoInput, type IdentidadFiniquito } from './finiquito.js';
