import type { LimiteLegal } from '@reloj/contract/limitesLegales';
import { dayMonthYear } from '@reloj/contract/dates';
import { labelled } from '../../../components/cellLabel';
import type { Column } from '../../../components/DataTable';
import { ListTable } from '../../../components/ListTable';
import { errorMessage } from '../../../lib/errorMessage';
import { loadStatus } from '../../../lib/loadStatus';
import { useLimitesLegales } from '../api/getLimitesLegales';

const hours = (h: number) => `${h} h`;

const COLUMNS: Column<LimiteLegal>[] = [
  { header: 'Vigente desde', cell: (l) => <time dateTime={l.vigenteDesde}>{dayMonthYear(l.vigenteDesde)}</time> },
  { header: 'Horas a la semana', align: 'end', cell: (l) => labelled('Horas a la semana', hours(l.horasSemanaMaxima)) },
  { header: 'Horas extra dobles', align: 'end', cell: (l) => labelled('Horas extra dobles', hours(l.horasExtraDoblesSemana)) },
  { header: 'Máximo por día', align: 'end', cell: (l) => labelled('Máximo por día', hours(l.horasExtraMaxDia)) },
  { header: 'Días por semana', align: 'end', cell: (l) => labelled('Días por semana', String(l.diasExtraMaxSemana)) },
  { header: 'Fuente', cell: (l) => labelled('Fuente', l.fuente) },
];

/**
 * The legal limits of the working week by date (issue 28), read-only: a reform's row is added from the box's shell
 * (`npm run admin -- limite-legal`) or the API, never from this screen.
 */
export function LimitesLegalesCard() {
  const limites = useLimitesLegales();
  return (
    <section className="card card--flush reglas__limites" aria-labelledby="reglas-limites-title">
      <div className="reglas__limites-intro">
        <h2 id="reglas-limites-title" className="card__title">
          Límites legales
        </h2>
        <p className="reglas__hint">
          Jornada máxima de la semana y horas extra: las primeras horas extra de cada semana se pagan dobles y las demás triples (LFT art. 68); pasar el máximo
          por día o los días por semana (art. 66) se señala en Pre-nómina. Cada semana usa la fila vigente en su primer día. Aquí solo se consultan: cuando
          cambie la ley, pide al técnico que instaló el reloj que agregue la reforma con su fecha de inicio, o instala la actualización que la incluya.
        </p>
      </div>
      <ListTable
        caption="Límites legales de la jornada y las horas extra"
        columns={COLUMNS}
        rows={limites.data ?? []}
        rowKey={(l) => l.vigenteDesde}
        status={loadStatus(limites)}
        error={limites.isError ? errorMessage(limites.error, 'No se pudieron cargar los límites legales.') : undefined}
        onRetry={() => void limites.refetch()}
        empty="Sin límites registrados."
        compact
        stackUpTo={640}
      />
    </section>
  );
}
