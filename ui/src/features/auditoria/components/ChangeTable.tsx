import { useId } from 'react';
import type { Change, ChangeRow } from '../changeRows';

const CAPTION: Record<Change['kind'], string> = {
  cambio: 'Campos antes y después del cambio',
  alta: 'Datos registrados',
  baja: 'Datos antes del borrado',
  nada: 'Sin datos',
};

/** Fields with one value (an alta, a baja, or the fields a change left alone), side by side as far as they fit. */
function FieldGrid({ rows, side, label }: { rows: readonly ChangeRow[]; side: 'antes' | 'despues'; label: string }) {
  return (
    <div role="group" aria-label={label}>
      <dl className="audit-fields">
        {rows.map((row) => (
          <div key={row.key} className="audit-fields__item">
            <dt>{row.label}</dt>
            <dd>{row[side]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * A change's fields as a person reads them: before and after side by side with the changed fields marked (colour
 * and the word 'cambió'); the fields that stayed the same folded away under them. An alta or a baja has one side.
 */
export function ChangeTable({ change }: { change: Change }) {
  const id = useId();
  if (change.kind === 'nada' || change.rows.length === 0) return <p className="audit-entry__none">Sin datos del cambio.</p>;
  if (change.kind !== 'cambio') return <FieldGrid rows={change.rows} side={change.kind === 'alta' ? 'despues' : 'antes'} label={CAPTION[change.kind]} />;

  const changed = change.rows.filter((r) => r.changed);
  const same = change.rows.filter((r) => !r.changed);
  return (
    <>
      {changed.length > 0 ? (
        <table className="audit-diff" aria-describedby={id}>
          <caption className="visually-hidden">{CAPTION.cambio}</caption>
          <thead>
            <tr>
              <th scope="col">Campo</th>
              <th scope="col">Antes</th>
              <th scope="col">Después</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((row) => (
              <tr key={row.key} className="audit-diff__row--changed">
                <th scope="row">
                  {row.label}
                  <span className="audit-diff__mark">cambió</span>
                </th>
                <td className="audit-diff__before">
                  <span className="audit-diff__side" aria-hidden="true">
                    Antes
                  </span>
                  {row.antes}
                </td>
                <td className="audit-diff__after">
                  <span className="audit-diff__side" aria-hidden="true">
                    Después
                  </span>
                  {row.despues}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="audit-entry__none">Ningún campo cambió.</p>
      )}
      <p id={id} className="visually-hidden">
        {changed.length === 1 ? 'Cambió 1 campo.' : `Cambiaron ${changed.length} campos.`}
      </p>
      {same.length > 0 && (
        <details className="audit-same">
          <summary>{same.length === 1 ? 'Ver el campo sin cambios' : `Ver los ${same.length} campos sin cambios`}</summary>
          <FieldGrid rows={same} side="despues" label="Campos sin cambios" />
        </details>
      )}
    </>
  );
}
