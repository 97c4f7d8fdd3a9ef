import { addDays, isCalendarDate } from '@reloj/contract/dates';
import { useState } from 'react';
import { useSearchParamsPatch } from '../../../lib/useSearchParamsPatch';
import { useSucursales } from '../../../api/catalogues';
import { BranchFilter } from '../../../components/BranchFilter';
import { LoadError } from '../../../components/LoadError';
import { useBanner } from '../../../components/useBanner';
import { formatRango, localDate } from '../../../lib/dateTime';
import { useTurnos } from '../api/listTurnos';
import { rolTurnosPath, useRolTurnos } from '../api/rolTurnos';
import { hastaDe, lunesDe, VISTAS, type RosterDay, type RosterEmployee, type Vista } from '../lib/roster';
import { useNarrowScreen } from '../lib/useNarrowScreen';
import { rolText as r } from '../messages';
import { CambioDiaModal } from './CambioDiaModal';
import { RosterGrid } from './RosterGrid';
import { RosterList } from './RosterList';
import { AdminPage } from '../../../components/AdminPage';
import '../turnos.css';
import { IconButton } from '../../../components/IconButton';

/**
 * 'Rol de Turnos' (/admin/rol-turnos, issue 41 item 5): a branch's week (or 2 or 4 weeks) with employees down and days
 * across; today's column (the box's date) highlighted, holidays and one-day changes marked. A cell opens the change of
 * that day. The branch, the Monday and the weeks shown are in the address (?sucursal=&desde=&semanas=).
 */
export function RolTurnosPage() {
  const [params, setParam] = useSearchParamsPatch();
  const hoy = localDate();
  const asked = params.get('desde') ?? '';
  const desde = isCalendarDate(asked) ? lunesDe(asked) : lunesDe(hoy);
  const semanasAsked = Number(params.get('semanas'));
  const semanas: Vista = (VISTAS as readonly number[]).includes(semanasAsked) ? (semanasAsked as Vista) : 1;
  const sucursalId = params.get('sucursal') ?? '';
  const hasta = hastaDe(desde, semanas);
  const query = { sucursalId, desde, hasta };
  const roster = useRolTurnos(query);
  const turnos = useTurnos();
  const sucursales = useSucursales();
  const narrow = useNarrowScreen();
  const banner = useBanner();
  const [open, setOpen] = useState<{ empleado: RosterEmployee; dia: RosterDay } | null>(null);

  const goTo = (lunes: string) => setParam({ desde: lunes === lunesDe(hoy) ? null : lunes });

  const data = roster.data;
  return (
    <AdminPage
      wide
      className="rol-turnos"
      title={r.title}
      description={r.description}
      action={
        <div className="page__header-actions">
          <a className="button button--secondary" href={rolTurnosPath(query, 'pdf')} target="_blank" rel="noopener">
            {r.imprimir}
          </a>
          <a className="button button--secondary" href={rolTurnosPath(query, 'xlsx')} download>
            {r.excel}
          </a>
        </div>
      }
      banner={banner}
      showBanner={!open}
    >
      <section className="card card--flush" aria-label={r.caption(formatRango(desde, hasta))}>
        <div className="rol-turnos__toolbar">
          <BranchFilter className="rol-turnos__sucursal" sucursales={sucursales.data ?? []} value={sucursalId} onChange={(v) => setParam({ sucursal: v })} />
          <div className="rol-turnos__semana" role="group" aria-label="Semana">
            <IconButton label={r.semanaAnterior} symbol="‹" onClick={() => goTo(addDays(desde, -7))} />
            <span className="rol-turnos__rango" aria-live="polite">
              {formatRango(desde, hasta)}
            </span>
            <IconButton label={r.semanaSiguiente} symbol="›" onClick={() => goTo(addDays(desde, 7))} />
            <button type="button" className="button button--small button--secondary" disabled={desde === lunesDe(hoy)} onClick={() => goTo(lunesDe(hoy))}>
              {r.estaSemana}
            </button>
          </div>
          <div className="rol-turnos__vista" role="group" aria-label={r.vista}>
            {VISTAS.map((n) => (
              <button
                key={n}
                type="button"
                className={`button button--small ${n === semanas ? 'button--primary' : 'button--secondary'}`}
                aria-pressed={n === semanas}
                onClick={() => setParam({ semanas: n === 1 ? null : String(n) })}
              >
                {r.semanas(n)}
              </button>
            ))}
          </div>
        </div>
        {roster.isError && !data ? (
          <p className="rol-turnos__placeholder">
            <LoadError error={roster.error?.message} onRetry={() => void roster.refetch()} />
          </p>
        ) : !data ? (
          <p className="rol-turnos__placeholder">{r.loading}</p>
        ) : data.empleados.length === 0 ? (
          <p className="rol-turnos__placeholder">{r.empty}</p>
        ) : narrow ? (
          <RosterList roster={data} desde={data.desde} hasta={data.hasta} hoy={hoy} onOpen={(empleado, dia) => setOpen({ empleado, dia })} />
        ) : (
          <RosterGrid roster={data} desde={data.desde} hasta={data.hasta} hoy={hoy} onOpen={(empleado, dia) => setOpen({ empleado, dia })} />
        )}
      </section>
      {open && data && (
        <CambioDiaModal
          empleado={open.empleado}
          dia={open.dia}
          turnos={turnos.data ?? []}
          companeros={data.empleados}
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            banner.show(message, 'success');
          }}
        />
      )}
    </AdminPage>
  );
}
