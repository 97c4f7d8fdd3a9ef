import { CAMPO_LABELS, CAMPOS, type Campo } from '@reloj/contract/exportacion';
import { errorAt, errorUnder, type ColumnaValue, type FieldError } from '../form';
import { SelectOptions } from '../../../components/SelectField';
import { IconButton } from '../../../components/IconButton';

export const MAX_COLUMNAS = 20;

type ColumnasCardProps = {
  columnas: readonly ColumnaValue[];
  error: FieldError;
  onChange: (index: number, change: Partial<Pick<ColumnaValue, 'titulo' | 'campo'>>) => void;
  onMove: (index: number, direction: -1 | 1) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
};

/** The file's columns in order: each one's title (the header row) and the datum it carries. */
export function ColumnasCard({ columnas, error, onChange, onMove, onRemove, onAdd }: ColumnasCardProps) {
  const whole = errorAt(error, 'columnas');
  return (
    <section className="card ex-card ex-area--columnas" aria-labelledby="ex-columnas-title">
      <h2 id="ex-columnas-title" className="card__title">
        Columnas del archivo
      </h2>
      <p className="ex-hint ex-columns__intro">En este orden. El título es el de la fila de encabezados; el dato, lo que lleva cada fila.</p>
      {whole && <p className="ex-error">{whole}</p>}
      <ol className="ex-columns">
        {columnas.map((columna, index) => {
          const n = index + 1;
          const message = errorUnder(error, `columnas.${index}`);
          return (
            <li key={columna.key} className={message ? 'ex-column ex-column--error' : 'ex-column'}>
              <span className="ex-column__n" aria-hidden="true">
                {n}
              </span>
              <input
                className="input ex-column__titulo"
                type="text"
                aria-label={`Título de la columna ${n}`}
                data-field={`columnas.${index}.titulo`}
                maxLength={40}
                value={columna.titulo}
                aria-invalid={message ? true : undefined}
                onChange={(e) => onChange(index, { titulo: e.target.value })}
              />
              <select
                className="input ex-column__campo"
                aria-label={`Dato de la columna ${n}`}
                data-field={`columnas.${index}.campo`}
                value={columna.campo}
                onChange={(e) => onChange(index, { campo: e.target.value as Campo })}
              >
                <SelectOptions values={CAMPOS} labels={CAMPO_LABELS} />
              </select>
              <span className="ex-column__actions">
                <IconButton
                  label={`Subir la columna ${n}`}
                  title="Subir"
                  symbol="↑"
                  className="ex-icon-button"
                  disabled={index === 0}
                  onClick={() => onMove(index, -1)}
                />
                <IconButton
                  label={`Bajar la columna ${n}`}
                  title="Bajar"
                  symbol="↓"
                  className="ex-icon-button"
                  disabled={index === columnas.length - 1}
                  onClick={() => onMove(index, 1)}
                />
                <IconButton
                  label={`Quitar la columna ${n}`}
                  title="Quitar"
                  symbol="×"
                  danger
                  className="ex-icon-button"
                  disabled={columnas.length === 1}
                  onClick={() => onRemove(index)}
                />
              </span>
              {message && <span className="ex-error ex-column__error">{message}</span>}
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--small button--secondary ex-columns__add" disabled={columnas.length >= MAX_COLUMNAS} onClick={onAdd}>
        Agregar columna
      </button>
    </section>
  );
}
