import { MOTIVO_BAJA_LABELS, type MotivoBaja } from '@reloj/contract/prestaciones';

const decimals = (n: number, digits: number) => new Intl.NumberFormat('es-MX', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);

/** The Spanish of the printable finiquito (issue 31). */
export const finiquitoText = {
  pageTitle: (nombre: string) => `Finiquito - ${nombre}`,
  back: 'Volver a Empleados',
  /** Issue 45 item 3: back to the employee's row in 'Empleados'. */
  backTo: (nombre: string) => `Volver a ${nombre}`,
  print: 'Imprimir',
  loading: 'Calculando el finiquito…',
  loadFailed: (reason: string) => `No se pudo calcular el finiquito: ${reason}`,
  retry: 'Reintentar',
  badId: 'La dirección no corresponde a un empleado.',
  title: (motivo: MotivoBaja) => (motivo === 'despido_injustificado' ? 'Finiquito y liquidación' : 'Finiquito'),
  labels: {
    empleado: 'Empleado',
    numero: 'No. de empleado',
    puesto: 'Puesto',
    sucursal: 'Sucursal',
    fechaIngreso: 'Fecha de ingreso',
    fechaBaja: 'Fecha de baja',
    motivo: 'Motivo',
    antiguedad: 'Antigüedad',
    salarioDiario: 'Salario diario',
    integrado: 'Salario diario integrado',
  },
  motivo: (motivo: MotivoBaja) => MOTIVO_BAJA_LABELS[motivo],
  antiguedad: (anios: number) => `${decimals(anios, 2)} ${anios === 1 ? 'año' : 'años'}`,
  integrado: (factor: number) => `factor ${decimals(factor, 4)}`,
  integradoDetalle: (diasAguinaldo: number, diasVacaciones: number, porcentaje: number) =>
    `1 + (${diasAguinaldo} días de aguinaldo + ${diasVacaciones} de vacaciones × ${porcentaje}%) / 365 (LFT art. 84)`,
  columns: { concepto: 'Concepto', dias: 'Días', salario: 'Salario diario', importe: 'Importe', fundamento: 'Fundamento' },
  grupoFiniquito: 'Finiquito',
  grupoLiquidacion: 'Liquidación (despido injustificado)',
  veinteDias: 'Incluir 20 días por año (art. 50 fr. II)',
  totalFiniquito: 'Total finiquito',
  totalLiquidacion: 'Total liquidación',
  totalConLiquidacion: 'Total finiquito y liquidación',
  firmaTrabajador: 'Firma del trabajador',
  firmaPatron: 'Firma del patrón o representante',
  dias: (n: number | null) => (n === null ? '—' : decimals(n, 2)),
} as const;
