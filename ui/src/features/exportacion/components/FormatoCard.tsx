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

/** Each date format as the list shows it: the pattern and 31 January 2026 written in it. */
const FECHA_LABELS: Record<FormatoFecha, string> = {
  'dd/mm/aaaa': 'dd/mm/aaaa (31/01/2026)',
  'aaaa-mm-dd': 'aaaa-mm-dd (2026-01-31)',
  'dd-mm-aaaa': 'dd-mm-aaaa (31-01-2026)',
  aaaammdd: 'aaaammdd (20260131)',
};

/** The format's fields chosen from a list. */
type Choice = 'codificacion' | 'formatoHoras' | 'formatoFecha';

/** How the file is written: separator, encoding, hours and dates, the unit words and the header row. */
export function FormatoCard({ values, error, onChange }: FormatoCardProps) {
  const other = ['separador', 'codificacion', 'formatoHoras', 'formatoFecha', 'encabezados', 'unidades']
    .map((field) => (field === 'unidades' ? errorAt(error, field) : errorUnder(error, field)))
    .find(Boolean);
  /** The select of a field chosen from a list, in the list's order with its labels. */
  const choice = <K extends Choice>(name: K, label: string, options: readonly Formato[K][], labels: Record<Formato[K], string>) => (
    <SelectField label={label} name={name} value={values[name]} onChange={(e) => onChange({ [name]: e.target.value })}>
      <SelectOptions values={options} labels={labels} />
    </SelectField>
  );
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
        {choice('codificacion', 'Codificación', CODIFICACIONES, CODIFICACION_LABELS)}
        {choice('formatoHoras', 'Horas', FORMATOS_HORAS, FORMATO_HORAS_LABELS)}
        {choice('formatoFecha', 'Fechas', FORMATOS_FECHA, FECHA_LABELS)}
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
