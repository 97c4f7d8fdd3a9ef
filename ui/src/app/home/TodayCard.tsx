import type { Resumen } from '@reloj/contract/resumen';
import type { Rol } from '@reloj/contract/usuarios';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { AttentionList } from './AttentionCard';
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
      <header className="today__header">
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
          <div className="today__group">
            <h3 className="today__subtitle">Llegaron tarde</h3>
            <AttentionList
              label="Llegaron tarde"
              total={hoy.retardos}
              items={late.slice(0, ROWS_SHOWN).map((l) => ({
                key: l.empleadoId,
                content: (
                  <>
                    <span className="attention__name">{l.nombre}</span>
                    <span className="attention__detail">
                      entrada {l.entrada} · <strong className="today__late">{l.minutosRetardo} min de retardo</strong>
                    </span>
                  </>
                ),
              }))}
            />
          </div>
        )}
        {hoy.faltan > 0 && (
          <div className="today__group">
            <h3 className="today__subtitle">Aún sin checar</h3>
            <AttentionList
              label="Aún sin checar"
              total={hoy.faltan}
              items={hoy.faltantes.slice(0, ROWS_SHOWN).map((f) => ({
                key: f.empleadoId,
                content: (
                  <>
                    <span className="attention__name">{f.nombre}</span>
                    <span className="attention__detail">
                      {f.regreso ? `debía regresar a las ${f.horaEntrada}` : `entra a las ${f.horaEntrada}`} · {f.sucursal}
                    </span>
                  </>
                ),
              }))}
            />
          </div>
        )}
        {hoy.llegaron > 0 && (
          <div className="today__group">
            <h3 className="today__subtitle">Ya checaron</h3>
            <AttentionList
              label="Ya checaron"
              total={hoy.llegaron}
              items={hoy.llegadas.slice(0, ARRIVALS_SHOWN).map((l) => ({
                key: l.empleadoId,
                content: (
                  <>
                    <span className="attention__name">{l.nombre}</span>
                    <span className="attention__detail">
                      entrada {l.entrada}
                      {l.enTurno ? ' · en turno' : l.salida ? ` · salió a las ${l.salida}` : ''}
                      {l.turno && ` · turno ${l.turno}`}
                    </span>
                  </>
                ),
              }))}
            />
          </div>
        )}
        {hoy.descansan.length > 0 && (
          <div className="today__group">
            <h3 className="today__subtitle">Descansan hoy</h3>
            <AttentionList
              label="Descansan hoy"
              total={hoy.descansan.length}
              items={hoy.descansan.slice(0, ARRIVALS_SHOWN).map((d) => ({
                key: d.empleadoId,
                content: (
                  <>
                    <span className="attention__name">{d.nombre}</span>
                    <span className="attention__detail">{d.sucursal}</span>
                  </>
                ),
              }))}
            />
          </div>
        )}
      </div>
      {links.length > 0 && (
        <div className="attention__links">
          {links.map((link) => (
            <Link key={link.to} className="button button--small button--secondary" to={link.to}>
              {link.label}
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
