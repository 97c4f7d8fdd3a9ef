import { dayMonthYear } from '@reloj/contract/dates';

/** The Spanish of 'Aguinaldo' (issue 31, LFT art. 87). */
export const aguinaldoText = {
  title: 'Aguinaldo',
  description: 'Los días de aguinaldo de cada empleado en el año, proporcionales a los días contados, al salario diario de hoy.',
  reminder: 'Se paga antes del 20 de diciembre (LFT art. 87).',
  anio: 'Año',
  download: 'Descargar Excel',
  downloadFailed: (reason: string) => `No se pudo descargar el archivo: ${reason}`,
  listTitle: (anio: number) => `Aguinaldo ${anio}`,
  reglas: (dias: number, descuentaFaltas: boolean, faltasDesde: string | null, anio: number) =>
    `${dias} días por año completo; ${
      descuentaFaltas ? 'las faltas injustificadas y los permisos sin goce no cuentan como días trabajados' : 'las faltas no se descuentan'
    } (se cambia en Reglas).${
      descuentaFaltas && faltasDesde && faltasDesde > `${anio}-01-01`
        ? ` Las faltas se cuentan desde el ${dayMonthYear(faltasDesde)}, el primer día que este reloj registró asistencia.`
        : ''
    }`,
  loading: 'Calculando el aguinaldo…',
  empty: 'No hay empleados con días en ese año.',
  total: 'Total',
  columns: {
    empleado: 'Empleado',
    sucursal: 'Sucursal',
    desde: 'Desde',
    hasta: 'Hasta',
    diasContados: 'Días contados',
    diasAguinaldo: 'Días de aguinaldo',
    salarioDiario: 'Salario diario',
    importe: 'Importe',
  },
  descontados: (n: number) => `${n} ${n === 1 ? 'día descontado' : 'días descontados'} por faltas`,
} as const;
