/** Issue 31: vacaciones, prima vacacional, aguinaldo, salario diario integrado and the finiquito; pure calculations. */
export {
  anioEnCursoAl,
  aniosAbiertos,
  aniversario,
  avisoNoLaborable,
  diaNoLaborable,
  diasVacacionesAntesDeLaReforma,
  diasVacacionesDelAnio,
  diasVacacionesLey,
  MESES_PARA_VENCER,
  REFORMA_VACACIONES,
  repartirSaldoInicial,
  saldoVacaciones,
  vacacionesQueCuentan,
  vencenEl,
  type AnioDeServicio,
  type CalendarioVacaciones,
  type DiaNoLaborable,
  type SaldoInicialVacaciones,
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
export { calcularFiniquito, SALDO_INICIAL_PENDIENTE, type FiniquitoCalculado, type FiniquitoInput, type IdentidadFiniquito } from './finiquito.js';
