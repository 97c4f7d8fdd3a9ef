import { Link } from 'react-router-dom';
import type { EmpleadoReconocimiento, Reconocimiento } from '@reloj/contract/reconocimiento';
import { labelled } from '../../../components/cellLabel';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatCount, formatScore, reconocimientoText as t } from '../messages';

type Umbrales = Reconocimiento['umbrales'];

const median = (x: number | null) => (x === null ? '—' : formatScore(x));

/** The employees whose kiosk scores are drifting down, with the suggestion to enrol their face again. */
export function DriftTable({ empleados, umbrales }: { empleados: readonly EmpleadoReconocimiento[]; umbrales: Umbrales }) {
  const drifting = empleados.filter((e) => e.deriva);
  const columns: Column<EmpleadoReconocimiento>[] = [
    { header: 'Empleado', cell: (e) => <span className="cell-name">{e.nombre}</span> },
    { header: 'Checadas', cell: (e) => labelled('Checadas', formatCount(e.checadas)), align: 'end' },
    { header: '1.ª mitad', cell: (e) => labelled('1.ª mitad', median(e.medianaInicio)), align: 'end' },
    { header: '2.ª mitad', cell: (e) => labelled('2.ª mitad', median(e.medianaFin)), align: 'end' },
    { header: 'Motivo', cell: (e) => t.motivo(e, umbrales.coincidencia, umbrales.deriva.cercania) },
    { header: 'Sugerencia', cell: () => <strong className="rc-suggestion">{t.suggestion}</strong> },
  ];
  return (
    <section className="card card--flush rc-drift" aria-labelledby="rc-drift-title">
      <div className="card__header">
        <h2 id="rc-drift-title" className="card__title">
          Empleados con puntuación a la baja
        </h2>
        <span className="count-badge" title={`${formatCount(empleados.length)} empleados checaron en el periodo`}>
          {formatCount(drifting.length)}
        </span>
      </div>
      <p className="rc-drift__rule rc-muted">Mediana de la puntuación de sus checadas en la primera y la segunda mitad del periodo. {t.driftRule(umbrales)}</p>
      <DataTable
        caption="Empleados con puntuación a la baja"
        columns={columns}
        rows={drifting}
        rowKey={(e) => e.empleadoId}
        placeholder={t.driftEmpty}
        stackUpTo={640}
      />
      {drifting.length > 0 && (
        <p className="rc-drift__hint">
          {t.driftHint} <Link to="/admin/empleados">Ir a Empleados</Link>
        </p>
      )}
    </section>
  );
}
