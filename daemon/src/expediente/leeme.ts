import type { Rango } from '@reloj/contract/periodos';
import type { VerificacionRegistro } from '@reloj/contract/registro';

export type LeemeInput = {
  empleado: string;
  numeroEmpleado: string | null;
  /** '' when the company has not set its name in 'Reglas de Asistencia'. */
  empresa: string;
  /** The box's readable name (services/equipo). */
  equipo: string;
  /** The box's id (8 hex digits), which the record's chain starts from. */
  caja: string;
  rango: Rango;
  /** Issue 40: the first day the box recorded for the employee. */
  inicioRegistro: string;
  /** Local 'dd/mm/aaaa HH:MM'. */
  generado: string;
  autor: string;
  periodos: number;
  verificacion: VerificacionRegistro;
};

const dmy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** LEEME.txt of the expediente: what it is for (no legal advice), what each file holds, and who made it when. CRLF, UTF-8 with a BOM. */
export function leeme(input: LeemeInput): string {
  const { verificacion } = input;
  const resultado = verificacion.ok
    ? `íntegra: se revisaron ${verificacion.filas} eslabones y todos coinciden con los registros.`
    : `NO íntegra: ${verificacion.primeraRotura?.motivo ?? 'la cadena no coincide con los registros.'}`;
  const lines = [
    'EXPEDIENTE DE ASISTENCIA',
    '',
    `Empleado: ${input.empleado}${input.numeroEmpleado ? ` (No. de empleado ${input.numeroEmpleado})` : ''}`,
    `Empresa: ${input.empresa || '(sin nombre registrado en Reglas de Asistencia)'}`,
    `Periodo que abarca: del ${dmy(input.rango.desde)} al ${dmy(input.rango.hasta)}`,
    `Registro electrónico de asistencia: desde el ${dmy(input.inicioRegistro)}. Los días anteriores no los registró este reloj checador: ` +
      'no son faltas y no hay tarjeta de ningún periodo anterior a esa fecha.',
    `Reloj checador: equipo «${input.equipo}» (identificador ${input.caja})`,
    `Generado el ${input.generado} por el usuario ${input.autor}`,
    '',
    'PARA QUÉ SIRVE',
    'Este expediente reúne, tal como los guarda el reloj checador, los registros de asistencia del empleado en el periodo indicado: ' +
      'las horas de entrada y salida, las faltas, retardos e incidencias, las cifras de cada periodo de pago y quién hizo cada cambio. ' +
      'Sirve como evidencia documental de las horas trabajadas, las ausencias y lo pagado, para entregarla en una inspección de la STPS ' +
      'o presentarla en un juicio ante el tribunal laboral. No es una opinión legal: para saber cómo usarlo en un caso concreto, consulte a un abogado laboral.',
    '',
    'ARCHIVOS',
    `tarjetas/          Una tarjeta de asistencia en PDF por periodo de pago (${input.periodos} en total), lista para imprimir y firmar. ` +
      'Un periodo cerrado muestra las cifras congeladas al cerrarlo; uno abierto, las calculadas al generar este expediente. ' +
      'Cada tarjeta indica el eslabón del registro que la respalda.',
    'checadas.csv       Todas las checadas del periodo, también las anuladas: fecha y hora local, tipo, método (rostro, NIP o manual), kiosco, ' +
      'sucursal, similitud del rostro, quién registró una checada manual y por qué, y quién anuló una checada, cuándo y por qué. ' +
      'Las checadas anuladas no cuentan en las cifras.',
    'incidencias.csv    Las incidencias (horas extra autorizadas, faltas justificadas, permisos, vacaciones, incapacidades) con su autor y fecha.',
    'turnos.csv         Los turnos vigentes en el periodo: cada turno o rol de turnos asignado al empleado, desde qué fecha rige y hasta cuándo, ' +
      'su horario, y los cambios de turno por un día (otro turno, un descanso movido o un intercambio con un compañero) con su motivo y quién los registró.',
    'periodos.csv       Cada periodo de pago con sus cierres y reaperturas: versión, cuándo y quién lo cerró, y quién lo reabrió, cuándo y por qué.',
    'reglas.json        Las reglas de asistencia y los límites legales vigentes en cada periodo, y el salario mínimo de la zona del empleado.',
    'verificacion.json  La verificación de la cadena del registro al generar este expediente y el eslabón (cabeza) que cubre cada periodo.',
    '',
    'LA CADENA DEL REGISTRO',
    'Cada checada, anulación, incidencia, cierre y reapertura se encadena con la anterior mediante una huella SHA-256, de modo que un cambio ' +
      'hecho por fuera del programa rompe la cadena a partir de ese registro. El eslabón impreso en una tarjeta firmada fija el registro hasta ese momento.',
    `Resultado de la verificación: ${resultado}`,
    '',
    'No contiene fotografías ni datos biométricos.',
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
