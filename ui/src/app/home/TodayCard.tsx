import type { Resumen } from '@reloj/contract/resumen';
import type { Rol } from '@reloj/contract/usuarios';
import { useId } from 'react';
import { formatMinutes } from '../../lib/dateTime';
import { AttentionList, CardLinks, type AttentionItem } from './AttentionCard';
import { linksFor, ROWS_SHOWN } from './cardLinks';
import { plural } from './homeText';

/** Those who came, shown before 'y N más' (a shop of a dozen fits whole). */
const ARRIVALS_SHOWN = 12;

type TodayCardProps = { hoy: Resumen['hoyAsistencia']; hora: string; rol: Rol | undefined };

/**
 * Today so far: how many came of those expected, who came late, who is past their entry time without a punch (issue 41:
 * a split shift's return too), who is in or has left, and who rests today under their turno.
 */
export function TodayCard({ hoy, hora, rol }: TodayCardProps) {
  const id = useId();
  const late = hoy.llegadas.filter((l) => l.minutosRetardo > 0);
  const links = linksFor(rol, [
    { to: '/admin/asistencias', label: 'Ver checadas de hoy' },
    { to: '/admin/prenomina', label: 'Ver retardos en Pre-nómina' },
  ]);
  return (
    <section className="card today" aria-labelledby={id}>
      <header className="spread-row today__header">
        <h2 id={id} className="attention__title">
          Asistencia de hoy
        </h2>
        <span className="today__time">a las {hora}</span>
      </header>
      <dl className="today__figures">
        <div className="today__figure">
          <dt>Han checado</dt>
          <dd>
            {hoy.llegaron.toLocaleString('es-MX')}
            <span className="today__of"> de {plural(hoy.esperados, 'esperado', 'esperados')}</span>
          </dd>
        </div>
        <div className={`today__figure${hoy.retardos > 0 ? ' today__figure--warn' : ''}`}>
          <dt>Con retardo</dt>
          <dd>{hoy.retardos.toLocaleString('es-MX')}</dd>
        </div>
        <div className={`today__figure${hoy.faltan > 0 ? ' today__figure--warn' : ''}`}>
          <dt>Sin checar</dt>
          <dd>{hoy.faltan.toLocaleString('es-MX')}</dd>
        </div>
      </dl>
      {hoy.llegaron === 0 && hoy.faltan === 0 && <p className="attention__summary">Nadie ha checado todavía hoy.</p>}
      <div className="today__lists">
        {late.length > 0 && (
          <TodayGroup
            title="Llegaron tarde"
            total={hoy.retardos}
            items={late.slice(0, ROWS_SHOWN).map((l) => ({
              key: l.empleadoId,
              name: l.nombre,
              detail: (
                <>
                  entrada {l.entrada} · <strong className="today__late">retardo de {formatMinutes(l.minutosRetardo)}</strong>
                </>
              ),
            }))}
          />
        )}
        {hoy.faltan > 0 && (
          <TodayGroup
            title="Aún sin checar"
            total={hoy.faltan}
            items={hoy.faltantes.slice(0, ROWS_SHOWN).map((f) => ({
              key: f.empleadoId,
              name: f.nombre,
              detail: `${f.regreso ? `debía regresar a las ${f.horaEntrada}` : `entra a las ${f.horaEntrada}`} · ${f.sucursal}`,
            }))}
          />
        )}
        {hoy.llegaron > 0 && (
          <TodayGroup
            title="Ya checaron"
            total={hoy.llegaron}
            items={hoy.llegadas.slice(0, ARRIVALS_SHOWN).map((l) => ({
              key: l.empleadoId,
              name: l.nombre,
              detail: (
                <>
                  entrada {l.entrada}
                  {l.enTurno ? ' · en turno' : l.salida ? ` · salió a las ${l.salida}` : ''}
                  {l.turno && ` · turno ${l.turno}`}
                </>
              ),
            }))}
          />
        )}
        {hoy.descansan.length > 0 && (
          <TodayGroup
            title="Descansan hoy"
            total={hoy.descansan.length}
            items={hoy.descansan.slice(0, ARRIVALS_SHOWN).map((d) => ({ key: d.empleadoId, name: d.nombre, detail: d.sucursal }))}
          />
        )}
      </div>
      <CardLinks links={links} />
    </section>
  );
}

/** One list of the card under its heading (the list is named by it too). */
function TodayGroup({ title, total, items }: { title: string; total: number; items: readonly AttentionItem[] }) {
  return (
    <div className="today__group">
      <h3 className="today__subtitle">{title}</h3>
      <AttentionList label={title} total={total} items={items} />
    </div>
  );
}
