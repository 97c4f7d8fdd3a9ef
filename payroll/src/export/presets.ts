import { TIPOS_EXPORTACION, bonoTipo, type PerfilExportacion, type Preset, type TipoFijoExportacion } from '@reloj/contract/exportacion';

type Codes = Record<TipoFijoExportacion, string>;

/** CONTPAQi Nóminas: 4-character mnemonics, days and hours per day, bonos as a concept number and an amount. */
const CONTPAQI_CODES: Codes = {
  falta: 'FINJ',
  retardo: 'RETA',
  horas_extra_dobles: 'HE2',
  horas_extra_triples: 'HE3',
  festivo_trabajado: 'FTRA',
  descanso_trabajado: 'DTRA',
  prima_dominical: 'PDOM',
  falta_justificada: 'FJUS',
  permiso_sin_goce: 'PSGO',
  vacaciones: 'VAC',
  incapacidad: 'INC',
  // Issue 31: a 4-character mnemonic like the others; the company's concept number is left empty, as for bonos.
  prima_vacacional: 'PVAC',
};

/** Aspel NOI: short incidence keys in the CLAVE|CONCEPTO|TIPO|DESCRIPCION|UNIDAD|CANTIDAD|IMPORTE|REFERENCIA layout. */
const NOI_CODES: Codes = {
  falta: 'F',
  retardo: 'R',
  horas_extra_dobles: 'HE2',
  horas_extra_triples: 'HE3',
  festivo_trabajado: 'FT',
  descanso_trabajado: 'DT',
  prima_dominical: 'PD',
  falta_justificada: 'FJ',
  permiso_sin_goce: 'PS',
  vacaciones: 'V',
  incapacidad: 'I',
  // Issue 31: a short key like the others ('PD' is the prima dominical).
  prima_vacacional: 'PV',
};

/**
 * The mapping of a preset: its fixed codes and one per bono of the catalogue (`prefix` + its position by name).
 * Concept numbers are left empty: they are the company's own, and an invented one would pay the wrong concept.
 */
function codigos(fixed: Codes, bonoPrefix: string, bonos: readonly string[]): PerfilExportacion['codigos'] {
  const out: PerfilExportacion['codigos'] = {};
  for (const tipo of TIPOS_EXPORTACION) out[tipo] = { codigo: fixed[tipo], concepto: '' };
  [...bonos]
    .sort((a, b) => a.localeCompare(b, 'es'))
    .forEach((nombre, i) => {
      out[bonoTipo(nombre)] = { codigo: `${bonoPrefix}${i + 1}`, concepto: '' };
    });
  return out;
}

/** The two starting points, for the bonos of the catalogue (names). */
export function presetProfile(preset: Preset, bonos: readonly string[]): PerfilExportacion {
  if (preset === 'contpaqi')
    return {
      nombre: 'CONTPAQi Nóminas',
      columnas: [
        { titulo: 'CODIGO', campo: 'numeroEmpleado' },
        { titulo: 'NOMBRE', campo: 'nombre' },
        { titulo: 'FECHA', campo: 'fecha' },
        { titulo: 'INCIDENCIA', campo: 'tipo' },
        { titulo: 'VALOR', campo: 'cantidad' },
        { titulo: 'UNIDAD', campo: 'unidad' },
        { titulo: 'CONCEPTO', campo: 'concepto' },
        { titulo: 'IMPORTE', campo: 'importe' },
      ],
      encabezados: true,
      separador: ',',
      codificacion: 'windows-1252',
      formatoHoras: 'decimal',
      formatoFecha: 'dd/mm/aaaa',
      unidades: { dias: 'DIAS', horas: 'HORAS' },
      codigos: codigos(CONTPAQI_CODES, 'BON', bonos),
    };
  return {
    nombre: 'Aspel NOI',
    columnas: [
      { titulo: 'CLAVE', campo: 'numeroEmpleado' },
      { titulo: 'CONCEPTO', campo: 'concepto' },
      { titulo: 'TIPO', campo: 'tipo' },
      { titulo: 'DESCRIPCION', campo: 'descripcion' },
      { titulo: 'UNIDAD', campo: 'unidad' },
      { titulo: 'CANTIDAD', campo: 'cantidad' },
      { titulo: 'IMPORTE', campo: 'importe' },
      { titulo: 'REFERENCIA', campo: 'fecha' },
    ],
    encabezados: true,
    separador: '|',
    codificacion: 'windows-1252',
    formatoHoras: 'hmm',
    formatoFecha: 'dd/mm/aaaa',
    unidades: { dias: 'D', horas: 'H' },
    codigos: codigos(NOI_CODES, 'B', bonos),
  };
}
