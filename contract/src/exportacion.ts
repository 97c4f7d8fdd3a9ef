/**
 * Payroll handoff (issue 13): the incidencias of a period in one canonical long format, and the export profiles
 * that turn it into the file a payroll program (CONTPAQi Nóminas, Aspel NOI or another) imports.
 */
import { z } from 'zod';
import { isoDate } from './common.js';
import { checkRange } from './periodos.js';
import { visibleText } from './text.js';

// ---------------------------------------------------------------- incidence kinds

/** The internal kinds a payroll program receives; bonos add one `bono:<NOMBRE>` each. */
export const TIPOS_EXPORTACION = [
  'falta',
  'retardo',
  'horas_extra_dobles',
  'horas_extra_triples',
  'festivo_trabajado',
  'descanso_trabajado',
  'prima_dominical',
  'falta_justificada',
  'permiso_sin_goce',
  'vacaciones',
  'incapacidad',
  // Issue 31: an amount (importe) like the bonos, dated on the period's end.
  'prima_vacacional',
] as const;
export type TipoFijoExportacion = (typeof TIPOS_EXPORTACION)[number];
/** A fixed kind, or `bono:<NOMBRE>` with the bono's catalogue name. */
export type TipoExportacion = TipoFijoExportacion | `bono:${string}`;

export const BONO_PREFIX = 'bono:';
export const bonoTipo = (nombre: string): TipoExportacion => `${BONO_PREFIX}${nombre}`;

export const TIPO_EXPORTACION_LABELS: Record<TipoFijoExportacion, string> = {
  falta: 'Falta injustificada',
  retardo: 'Retardo',
  horas_extra_dobles: 'Horas extra dobles',
  horas_extra_triples: 'Horas extra triples',
  festivo_trabajado: 'Festivo trabajado',
  descanso_trabajado: 'Descanso trabajado',
  prima_dominical: 'Prima dominical',
  falta_justificada: 'Falta justificada',
  permiso_sin_goce: 'Permiso sin goce de sueldo',
  vacaciones: 'Vacaciones',
  incapacidad: 'Incapacidad',
  prima_vacacional: 'Prima vacacional',
};

/**
 * Kinds added after profiles could be saved (issue 31): a profile saved before them has no code for them and still
 * reads; its file asks for the code (perfil_incompleto) only when a period has such an incidence, as for a new bono.
 */
export const TIPOS_EXPORTACION_OPCIONALES: readonly TipoFijoExportacion[] = ['prima_vacacional'];

/** How people read a kind: the fixed label, or 'Bono PUNTUALIDAD'. */
export function tipoLabel(tipo: string): string {
  if (tipo.startsWith(BONO_PREFIX)) return `Bono ${tipo.slice(BONO_PREFIX.length)}`;
  return TIPO_EXPORTACION_LABELS[tipo as TipoFijoExportacion] ?? tipo;
}

export const UNIDADES = ['dias', 'horas'] as const;
export type Unidad = (typeof UNIDADES)[number];

/**
 * One incidence of the canonical long format. `cantidad` is days or hours (null for a bono, which is an amount);
 * `importe` is in centavos, only for bonos (the payroll program computes the rest from the salary).
 */
export type IncidenciaExportada = {
  numeroEmpleado: string;
  nombre: string;
  sucursal: string;
  periodoDesde: string;
  periodoHasta: string;
  fecha: string;
  tipo: TipoExportacion;
  cantidad: number | null;
  unidad: Unidad | null;
  importeCentavos: number | null;
};

// ---------------------------------------------------------------- profiles

/** The fields a profile's columns can take; `tipo` is written as the profile's code for the kind. */
export const CAMPOS = [
  'numeroEmpleado',
  'nombre',
  'sucursal',
  'periodoDesde',
  'periodoHasta',
  'fecha',
  'tipo',
  'descripcion',
  'cantidad',
  'unidad',
  'concepto',
  'importe',
] as const;
export type Campo = (typeof CAMPOS)[number];

export const CAMPO_LABELS: Record<Campo, string> = {
  numeroEmpleado: 'Número de empleado',
  nombre: 'Nombre',
  sucursal: 'Sucursal',
  periodoDesde: 'Inicio del periodo',
  periodoHasta: 'Fin del periodo',
  fecha: 'Fecha',
  tipo: 'Código de la incidencia',
  descripcion: 'Descripción',
  cantidad: 'Cantidad',
  unidad: 'Unidad (días u horas)',
  concepto: 'Concepto',
  importe: 'Importe',
};

export const SEPARADORES = [',', '|', '\t'] as const;
export const SEPARADOR_LABELS: Record<(typeof SEPARADORES)[number], string> = { ',': 'Coma (,)', '|': 'Barra vertical (|)', '\t': 'Tabulador' };
export const CODIFICACIONES = ['utf-8', 'windows-1252'] as const;
export const CODIFICACION_LABELS: Record<(typeof CODIFICACIONES)[number], string> = {
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252 (programas de Windows anteriores)',
};
export const FORMATOS_HORAS = ['decimal', 'hmm'] as const;
export const FORMATO_HORAS_LABELS: Record<(typeof FORMATOS_HORAS)[number], string> = {
  decimal: 'Decimal (1.5 = hora y media)',
  hmm: 'Horas.minutos (1.30 = hora y media)',
};
export const FORMATOS_FECHA = ['dd/mm/aaaa', 'aaaa-mm-dd', 'dd-mm-aaaa', 'aaaammdd'] as const;
export type FormatoFecha = (typeof FORMATOS_FECHA)[number];

const CODE_PATTERN = /^[A-Za-z0-9_.-]{1,10}$/;
const CONCEPTO_PATTERN = /^[A-Za-z0-9_.-]{0,10}$/;

const codigoSchema = z.object({
  codigo: z.string({ error: 'El código debe ser texto.' }).trim(),
  /** The concept number in the payroll program (for bonos), may be empty. */
  concepto: z.string({ error: 'El concepto debe ser texto.' }).trim().default(''),
});

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .min(1, `${label} es obligatorio.`)
    .max(max, `${label} admite como máximo ${max} caracteres.`)
    .refine((v) => !/[\r\n\t"]/.test(v), `${label} no puede llevar comillas, tabuladores ni saltos de línea.`)
    .refine(...visibleText(label));

/** The mapping and file shape the administrator keeps for their payroll program (its fields; the checks across them below). */
const perfilExportacionFields = z.object({
  nombre: text('El nombre del perfil', 60),
  columnas: z
    .array(z.object({ titulo: text('El título de la columna', 40), campo: z.enum(CAMPOS, { error: 'Elige el dato de cada columna.' }) }), {
      error: 'Indica las columnas del archivo.',
    })
    .min(1, 'El archivo necesita al menos una columna.')
    .max(20, 'El archivo admite como máximo 20 columnas.'),
  encabezados: z.boolean({ error: 'Indica si el archivo lleva una fila de encabezados (sí o no).' }),
  separador: z.enum(SEPARADORES, { error: 'El separador debe ser coma, barra vertical o tabulador.' }),
  codificacion: z.enum(CODIFICACIONES, { error: 'La codificación debe ser UTF-8 o Windows-1252.' }),
  formatoHoras: z.enum(FORMATOS_HORAS, { error: 'Las horas se escriben en decimal (1.5) o como horas.minutos (1.30).' }),
  formatoFecha: z.enum(FORMATOS_FECHA, { error: 'El formato de fecha debe ser dd/mm/aaaa, aaaa-mm-dd, dd-mm-aaaa o aaaammdd.' }),
  /** How the unidad column writes days and hours, e.g. 'D' and 'H'. */
  unidades: z.object({ dias: text('La unidad de días', 10), horas: text('La unidad de horas', 10) }),
  /** Internal kind → the payroll program's code (and concept number). */
  codigos: z.record(z.string(), codigoSchema, { error: 'Indica el código de cada tipo de incidencia.' }),
});

export const perfilExportacionSchema = perfilExportacionFields.superRefine((perfil, ctx) => {
  for (const tipo of TIPOS_EXPORTACION) {
    if (!(tipo in perfil.codigos) && !TIPOS_EXPORTACION_OPCIONALES.includes(tipo))
      ctx.addIssue({ code: 'custom', path: ['codigos', tipo], message: `El código de ${tipoLabel(tipo)} es obligatorio.` });
  }
  const firstWith = new Map<string, string>();
  for (const [tipo, { codigo, concepto }] of Object.entries(perfil.codigos)) {
    const known = (TIPOS_EXPORTACION as readonly string[]).includes(tipo) || (tipo.startsWith(BONO_PREFIX) && tipo.length > BONO_PREFIX.length);
    if (!known) {
      ctx.addIssue({ code: 'custom', path: ['codigos', tipo], message: `"${tipo}" no es un tipo de incidencia.` });
      continue;
    }
    if (codigo === '') ctx.addIssue({ code: 'custom', path: ['codigos', tipo], message: `El código de ${tipoLabel(tipo)} es obligatorio.` });
    else if (!CODE_PATTERN.test(codigo))
      ctx.addIssue({
        code: 'custom',
        path: ['codigos', tipo],
        message: `El código de ${tipoLabel(tipo)} admite hasta 10 letras sin acentos, números, guion, punto o guion bajo.`,
      });
    else {
      const key = codigo.toUpperCase();
      const other = firstWith.get(key);
      if (other)
        ctx.addIssue({
          code: 'custom',
          path: ['codigos', tipo],
          message: `El código "${codigo}" ya se usa para ${tipoLabel(other)}: cada tipo necesita un código distinto.`,
        });
      else firstWith.set(key, tipo);
    }
    if (!CONCEPTO_PATTERN.test(concepto))
      ctx.addIssue({
        code: 'custom',
        path: ['codigos', tipo],
        message: `El concepto de ${tipoLabel(tipo)} admite hasta 10 letras sin acentos, números, guion, punto o guion bajo.`,
      });
  }
});
export type PerfilExportacion = z.infer<typeof perfilExportacionSchema>;
export type PerfilExportacionInput = z.input<typeof perfilExportacionSchema>;

/** The built-in starting points: always there, never changed; a saved profile is a copy the administrator adjusted. */
export const PRESETS = ['contpaqi', 'noi'] as const;
export type Preset = (typeof PRESETS)[number];

/** A saved profile as GET /api/exportacion/perfiles lists it, and the answer of its POST and PUT. */
export const perfilGuardadoSchema = perfilExportacionFields.extend({ id: z.number().int().positive(), actualizadoEn: z.string() });
export type PerfilGuardado = z.infer<typeof perfilGuardadoSchema>;

const tipoExportacionSchema = z.union([z.enum(TIPOS_EXPORTACION), z.templateLiteral([BONO_PREFIX, z.string()])]);

/** GET /api/exportacion/perfiles */
export const perfilesExportacionSchema = z.object({
  /** The presets, with a code for each bono of the catalogue. */
  presets: z.array(z.object({ clave: z.enum(PRESETS), perfil: perfilExportacionFields })),
  perfiles: z.array(perfilGuardadoSchema),
  /** Every kind a mapping needs: the fixed ones, then one per bono of the catalogue. */
  tipos: z.array(z.object({ tipo: tipoExportacionSchema, etiqueta: z.string() })),
});
export type PerfilesExportacion = z.infer<typeof perfilesExportacionSchema>;

/** `perfil=`: a preset's key or a saved profile's id. */
export const perfilParamSchema = z.union(
  [
    z.enum(PRESETS),
    z
      .string()
      .regex(/^[1-9]\d{0,14}$/)
      .transform(Number),
  ],
  { error: 'El perfil debe ser "contpaqi", "noi" o el número de un perfil guardado.' },
);

const sucursalParam = z
  .string({ error: 'El filtro sucursal debe ser el id de una sucursal.' })
  .regex(/^[1-9]\d{0,14}$/, 'El filtro sucursal debe ser el id de una sucursal.')
  .transform(Number)
  .optional();

/** GET /api/prenomina/incidencias?desde=&hasta=&perfil=&sucursal= */
export const incidenciasArchivoQuerySchema = z
  .object({
    desde: isoDate('La fecha inicial (desde)'),
    hasta: isoDate('La fecha final (hasta)'),
    perfil: z.string({ error: 'Indica el perfil de exportación (perfil=contpaqi, noi o el número de un perfil guardado).' }).pipe(perfilParamSchema),
    sucursal: sucursalParam,
  })
  .superRefine((r, ctx) => checkRange(r.desde, r.hasta, ctx));

/** POST /api/exportacion/vista-previa: the first lines a profile (saved or not) writes for a period. */
export const vistaPreviaInputSchema = z
  .object({
    desde: isoDate('La fecha inicial (desde)'),
    hasta: isoDate('La fecha final (hasta)'),
    perfil: perfilExportacionSchema,
  })
  .superRefine((r, ctx) => checkRange(r.desde, r.hasta, ctx));

/** Its answer: the file's first lines as text, and how many incidencias the whole file has. */
export const vistaPreviaSchema = z.object({ lineas: z.array(z.string()), filas: z.number().int(), nombreArchivo: z.string() });
export type VistaPrevia = z.infer<typeof vistaPreviaSchema>;

/** The short codes of the 'Asistencia diaria' sheet and their legend. */
export const CODIGOS_DIA = {
  A: 'Asistencia',
  R: 'Retardo',
  F: 'Falta',
  D: 'Descanso',
  FE: 'Festivo',
  V: 'Vacaciones',
  I: 'Incapacidad',
  PG: 'Permiso con goce',
  PS: 'Permiso sin goce',
  FJ: 'Falta justificada',
  SS: 'Sin salida',
  SR: 'Sin registro',
} as const;
export type CodigoDia = keyof typeof CODIGOS_DIA;
