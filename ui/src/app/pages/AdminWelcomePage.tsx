import { configuracionCompleta } from '@reloj/contract/resumen';
import { useCurrentUser } from '../../api/authState';
import { SucursalConectadaCard } from '../../features/corporativo/SucursalConectadaCard';
import { EquipoNombre } from '../../features/equipo/components/EquipoNombre';
import { formatLongDate } from '../../lib/dateTime';
import { errorMessage } from '../../lib/errorMessage';
import { ClockCard } from '../home/ClockCard';
import { DiskCard } from '../home/DiskCard';
import { RegistroCard } from '../home/RegistroCard';
import { FacelessCard } from '../home/FacelessCard';
import { InicioRegistroNote } from '../home/InicioRegistroNote';
import { KiosksCard } from '../home/KiosksCard';
import { MissingSalidaCard } from '../home/MissingSalidaCard';
import { SetupChecklist } from '../home/SetupChecklist';
import { TodayCard } from '../home/TodayCard';
import { useResumen } from '../home/resumenApi';
import '../home/home.css';

/**
 * /admin: the welcome line of the product's requirements, then what needs attention (of the account's branches), each card with the
 * screen that fixes it; a new installation's checklist first while it is incomplete (administrators).
 */
export function AdminWelcomePage() {
  const rol = useCurrentUser()?.rol;
  const resumen = useResumen();
  const data = resumen.data;
  return (
    <div className="page welcome">
      <header className="page__header">
        <h1 className="page__title">Bienvenido al panel de administración</h1>
        {/* Issue 30: the menu is at the side on a wide screen, behind 'Menú' at the top on a phone (adminLayout.css, 900 px). */}
        <p className="page__description">
          <span className="welcome__menu welcome__menu--side">Selecciona una opción del menú lateral.</span>
          <span className="welcome__menu welcome__menu--top">Selecciona una opción en 'Menú', arriba de la pantalla.</span>
        </p>
        {data && <p className="welcome__today">Hoy es {formatLongDate(`${data.hoy}T12:00:00`)}.</p>}
        {/* Issue 45 item 8: the box's name, which 'Restaurar' asks to type. */}
        <EquipoNombre canRename={rol === 'administrador'} />
        {data?.inicioRegistro?.primerosDias && <InicioRegistroNote fecha={data.inicioRegistro.fecha} />}
      </header>
      {resumen.isPending && <p className="welcome__status">Cargando lo que necesita atención…</p>}
      {resumen.isError && (
        <p className="welcome__status load-error" role="alert">
          No se pudo cargar lo que necesita atención. {errorMessage(resumen.error, 'Revisa la conexión con el servidor.')}
          <button type="button" className="button button--small button--secondary" onClick={() => void resumen.refetch()}>
            Reintentar
          </button>
        </p>
      )}
      {data && (
        <>
          {data.registro && !data.registro.ok && (
            <div className="attention-grid attention-grid--first" role="alert">
              <RegistroCard verificadoEn={data.registro.verificadoEn} motivo={data.registro.motivo} />
            </div>
          )}
          {data.configuracion && !configuracionCompleta(data.configuracion) && <SetupChecklist configuracion={data.configuracion} />}
          <div className="attention-grid" aria-label="Lo que necesita atención" role="region">
            {data.disco && data.disco.estado !== 'ok' && <DiskCard disco={data.disco} />}
            {data.relojSincronizado === false && <ClockCard />}
            {data.empleadosActivos > 0 && <TodayCard hoy={data.hoyAsistencia} hora={data.hora} rol={rol} />}
            {data.kioscosPendientes && <KiosksCard kioscos={data.kioscosPendientes} />}
            <SucursalConectadaCard enabled={rol === 'administrador'} />
            {(data.empleadosActivos > 0 || data.sinSalida.total > 0) && <MissingSalidaCard sinSalida={data.sinSalida} rol={rol} />}
            {data.empleadosActivos > 0 ? (
              <FacelessCard sinRostro={data.sinRostro} rol={rol} />
            ) : (
              <p className="card attention-empty">
                Aún no hay empleados activos. Cuando los registres, aquí verás quién llegó hoy, quién llegó tarde, las checadas que falten y quién no tiene
                rostro.
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
