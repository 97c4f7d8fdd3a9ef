import {
  CODIFICACION_LABELS,
  CODIFICACIONES,
  FORMATO_HORAS_LABELS,
  FORMATOS_FECHA,
  FORMATOS_HORAS,
  SEPARADOR_LABELS,
  SEPARADORES,
  type FormatoFecha,
} from '@reloj/contract/exportacion';
import { SelectField, SelectOptions } from '../../../components/SelectField';
import { errorAt, errorUnder, type FieldError, type PerfilFormValues } from '../form';
import { TextField } from '../../../components/TextField';

type Formato = Pick<PerfilFormValues, 'separador' | 'codificacion' | 'formatoHoras' | 'formatoFecha' | 'encabezados' | 'unidades'>;

type FormatoCardProps = {
  values: Formato;
  error: FieldError;
  onChange: (change: Partial<Formato>) => void;
};

type Separador = PerfilFormValues['separador'];
/** A select's value cannot be a tab reliably: each separator goes by a name. */
const SEPARADOR_KEYS: Record<Separador, string> = { ',': 'coma', '|': 'barra', '\t': 'tabulador' };
const separadorOf = (key: string): Separador => SEPARADORES.find((s) => SEPARADOR_KEYS[s] === key) ?? ',';

/** 31 January 2026 in each date format. */
const FECHA_EJEMPLO: Record<FormatoFecha, string> = {
  'dd/mm/aaaa': '31/01/2026',
  'aaaa-mm-dd': '2026-01-31',
  'dd-mm-aaaa': '31-01-2026',
  aaaammdd: '20260131',
};

/** How the file is written: separator, encoding, hours and dates, the unit words and the header row. */
export function FormatoCard({ values, error, onChange }: FormatoCardProps) {
  const other = ['separador', 'codificacion', 'formatoHoras', 'formatoFecha', 'encabezados', 'unidades']
    .map((field) => (field === 'unidades' ? errorAt(error, field) : errorUnder(error, field)))
    .find(Boolean);
  return (
    <section className="card ex-card ex-area--formato" aria-labelledby="ex-formato-title">
      <h2 id="ex-formato-title" className="card__title">
        Formato del archivo
      </h2>
      <div className="ex-stack">
        {other && <p className="ex-error">{other}</p>}
        <SelectField
          label="Separador"
          name="separador"
          value={SEPARADOR_KEYS[values.separador]}
          onChange={(e) => onChange({ separador: separadorOf(e.target.value) })}
        >
          {SEPARADORES.map((s) => (
            <option key={SEPARADOR_KEYS[s]} value={SEPARADOR_KEYS[s]}>
              {SEPARADOR_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Codificación"
          name="codificacion"
          value={values.codificacion}
          onChange={(e) => onChange({ codificacion: e.target.value as Formato['codificacion'] })}
        >
          <SelectOptions values={CODIFICACIONES} labels={CODIFICACION_LABELS} />
        </SelectField>
        <SelectField
          label="Horas"
          name="formatoHoras"
          value={values.formatoHoras}
          onChange={(e) => onChange({ formatoHoras: e.target.value as Formato['formatoHoras'] })}
        >
          <SelectOptions values={FORMATOS_HORAS} labels={FORMATO_HORAS_LABELS} />
        </SelectField>
        <SelectField
          label="Fechas"
          name="formatoFecha"
          value={values.formatoFecha}
          onChange={(e) => onChange({ formatoFecha: e.target.value as FormatoFecha })}
        >
          {FORMATOS_FECHA.map((f) => (
            <option key={f} value={f}>
              {`${f} (${FECHA_EJEMPLO[f]})`}
            </option>
          ))}
        </SelectField>
        <div className="ex-grid ex-grid--pair">
          <TextField
            label="Unidad de días"
            data-field="unidades.dias"
            name="unidadDias"
            maxLength={10}
            value={values.unidades.dias}
            error={errorAt(error, 'unidades.dias')}
            onChange={(dias) => onChange({ unidades: { ...values.unidades, dias } })}
          />
          <TextField
            label="Unidad de horas"
            data-field="unidades.horas"
            name="unidadHoras"
            maxLength={10}
            value={values.unidades.horas}
            error={errorAt(error, 'unidades.horas')}
            onChange={(horas) => onChange({ unidades: { ...values.unidades, horas } })}
          />
        </div>
        <label className="checkbox ex-check">
          <input type="checkbox" name="encabezados" checked={values.encabezados} onChange={(e) => onChange({ encabezados: e.target.checked })} />
          La primera fila lleva los títulos de las columnas
        </label>
      </div>
    </section>
  );
}
