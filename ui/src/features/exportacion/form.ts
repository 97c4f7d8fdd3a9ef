import { tipoLabel, type Campo, type PerfilExportacion, type PerfilesExportacion, type Preset } from '@reloj/contract/exportacion';
import { ApiError } from '../../lib/api';

/** A column while it is edited: a stable key, so that moving rows keeps each input's focus and text. */
export type ColumnaValue = { key: number; titulo: string; campo: Campo };

/** The editor's state: the profile as the contract has it, its columns keyed. */
export type PerfilFormValues = Omit<PerfilExportacion, 'columnas'> & { columnas: ColumnaValue[] };

let nextKey = 1;
export const newColumna = (titulo = '', campo: Campo = 'numeroEmpleado'): ColumnaValue => ({ key: nextKey++, titulo, campo });

/** A copy to edit; a saved profile's id and date stay out of it. */
export const valuesOf = (perfil: PerfilExportacion): PerfilFormValues => ({
  nombre: perfil.nombre,
  encabezados: perfil.encabezados,
  separador: perfil.separador,
  codificacion: perfil.codificacion,
  formatoHoras: perfil.formatoHoras,
  formatoFecha: perfil.formatoFecha,
  unidades: { dias: perfil.unidades.dias, horas: perfil.unidades.horas },
  codigos: Object.fromEntries(Object.entries(perfil.codigos).map(([tipo, c]) => [tipo, { ...c }])),
  columnas: perfil.columnas.map((c) => newColumna(c.titulo, c.campo)),
});

/** The profile as the API takes it; the server validates and names the field at fault. */
export const perfilOf = (values: PerfilFormValues): PerfilExportacion => ({
  ...values,
  columnas: values.columnas.map(({ titulo, campo }) => ({ titulo, campo })),
});

/** The presets' names, also before the list has loaded. */
export const PRESET_LABELS: Record<Preset, string> = { contpaqi: 'CONTPAQi Nóminas', noi: 'Aspel NOI' };

/** The profile of a preset's key ('contpaqi', 'noi') or of a saved profile's id as text (the values of `perfil=`). */
export function perfilDe(data: PerfilesExportacion, origen: string): PerfilExportacion | undefined {
  const preset = data.presets.find((p) => p.clave === origen);
  if (preset) return preset.perfil;
  return data.perfiles.find((p) => String(p.id) === origen);
}

/** One row per kind: the catalogue's (fixed, then bonos), then any the profile still maps for a bono no longer in the catalogue. */
export function tiposDe(data: PerfilesExportacion, values: PerfilFormValues): Array<{ tipo: string; etiqueta: string }> {
  const known = new Set(data.tipos.map((t) => t.tipo as string));
  const extra = Object.keys(values.codigos)
    .filter((tipo) => !known.has(tipo))
    .map((tipo) => ({ tipo, etiqueta: tipoLabel(tipo) }));
  return [...data.tipos, ...extra];
}

/** Every kind of the catalogue gets a mapping (empty when the profile had none), so that the server names the missing one. */
export function withEveryTipo(values: PerfilFormValues, tipos: ReadonlyArray<{ tipo: string }>): PerfilFormValues {
  const codigos = { ...values.codigos };
  for (const { tipo } of tipos) codigos[tipo] ??= { codigo: '', concepto: '' };
  return { ...values, codigos };
}

/** The field a refusal is about ('nombre', 'codigos.retardo', 'columnas.2.titulo'...), as the server named it. */
export function fieldOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.field ?? (error.code === 'perfil_duplicate' ? 'nombre' : undefined);
}

/** The error of one field (or of anything under it: 'columnas' is about every column). */
export type FieldError = { field: string; message: string } | null;
export const errorAt = (error: FieldError, field: string): string | undefined => (error && error.field === field ? error.message : undefined);
export const errorUnder = (error: FieldError, prefix: string): string | undefined =>
  error && (error.field === prefix || error.field.startsWith(`${prefix}.`)) ? error.message : undefined;
