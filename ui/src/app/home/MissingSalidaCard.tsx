import type { Resumen } from '@reloj/contract/resumen';
import type { Rol } from '@reloj/contract/usuarios';
import { Link } from 'react-router-dom';
import { formatCalendarDay } from '../../lib/dateTime';
import { AttentionCard, AttentionList } from './AttentionCard';
import { linksFor, ROWS_SHOWN } from './cardLinks';
import { plural } from './homeText';

/** Past working days with a punch missing its salida: the pre-nómina cannot count their hours until one is added. */
export function MissingSalidaCard({ sinSalida, rol }: { sinSalida: Resumen['sinSalida']; rol: Rol | undefined }) {
  const { total, dias } = sinSalida;
  const summary =
    total === 0
      ? 'En los últimos 14 días no falta ninguna checada de salida.'
      : `${plural(total, 'día', 'días')} de los últimos 14 con una checada de salida pendiente. Agrégala en Pre\u2011nómina para que cuenten las horas.`;
  const links = linksFor(rol, [
    ...(dias[0] ? [{ to: `/admin/prenomina?empleado=${dias[0].empleadoId}&fecha=${dias[0].fecha}`, label: 'Corregir en Pre-nómina' }] : []),
    { to: `/admin/asistencias?desde=${sinSalida.desde}&hasta=${sinSalida.hasta}`, label: 'Ver en Asistencias' },
  ]);
  return (
    <AttentionCard title="Checadas sin salida" count={total} summary={summary} links={links}>
      <AttentionList
        label="Días sin checada de salida"
        total={total}
        items={dias.slice(0, ROWS_SHOWN).map((d) => ({
          key: `${d.empleadoId}-${d.fecha}`,
          name: d.nombre,
          detail: (
            <>
              <Link to={`/admin/asistencias?desde=${d.fecha}&hasta=${d.fecha}&empleado=${d.empleadoId}`}>{formatCalendarDay(d.fecha)}</Link>
              {d.entrada && ` · entrada ${d.entrada}`}
            </>
          ),
        }))}
      />
    </AttentionCard>
  );
}
