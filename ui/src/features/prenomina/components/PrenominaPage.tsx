import { useCallback, useState, type ReactNode } from 'react';
import { addDays } from '@reloj/contract/common';
import type { Employee } from '@reloj/contract/employees';
import { adjacentPeriod } from '@reloj/contract/periodos';
import { DEFAULT_REGLAS } from '@reloj/contract/reglas';
import type { ChecadaDespuesDelCierre, DiaPrenomina, EmpleadoPrenomina } from '@reloj/contract/prenomina';
import { useSucursales } from '../../../api/catalogues';
import { useCurrentUser } from '../../../api/authState';
import { useEmployees } from '../../../api/employees';
import { useCreateIncidencia } from '../../../api/incidencias';
import { useAddManualAttendance } from '../../../api/manualAttendance';
import { usePrenomina, type PrenominaFilters } from '../../../api/prenomina';
import { useReglas } from '../../../api/reglas';
import { BannerFor } from '../../../components/Banner';
import { IncidenciaModal } from '../../../components/IncidenciaModal';
import { LoadError } from '../../../components/LoadError';
import { ManualAttendanceModal } from '../../../components/ManualAttendanceModal';
import { useBanner } from '../../../components/useBanner';
import { errorMessage, failureSentence } from '../../../lib/errorMessage';
import { usePeriodParams } from '../../../lib/usePeriodParams';
import { useClosePeriod } from '../api/closePeriod';
import { useDeleteIncidencia } from '../api/deleteIncidencia';
import { useDayLink } from '../hooks/useDayLink';
import { prenominaMessages as m, reopenText } from '../messages';
import { EmployeeDaysModal } from './EmployeeDaysModal';
import { LatePunchesCard } from './LatePunchesCard';
import { InicioRegistroNotice } from './InicioRegistroNotice';
import { PeriodBar } from './PeriodBar';
import { PrenominaTable } from './PrenominaTable';
import { ReopenPeriodModal } from './ReopenPeriodModal';
import { VersionsCard } from './VersionsCard';
import { AdminPage } from '../../../components/AdminPage';
import { CardHeader } from '../../../components/CardHeader';
import '../prenomina.css';

type Dialog =
  /** `fecha`: the day the employee's days open on (a link's ?fecha=, or the day just corrected). */
  | { kind: 'days' | 'punch' | 'incidencia'; empleadoId: number; dia?: DiaPrenomina; fecha?: string }
  | { kind: 'carry'; checada: ChecadaDespuesDelCierre }
  | { kind: 'reopen' }
  | null;

const allEmployees = { texto: '', sucursalId: '', incluirBajas: true };

/** The nota of an incidencia carrying a punch stored after the close: 'Checada del 12/03/2026 09:00 después del cierre'. */
const carriedNota = (hora: string) => `Checada del ${hora.slice(8, 10)}/${hora.slice(5, 7)}/${hora.slice(0, 4)} ${hora.slice(11, 16)} después del cierre`;

/** Where 'Agregar checada' starts: the missing salida after an entrada, else the entrada (the employee's own times). */
function suggestedHora(dia: DiaPrenomina, employee: Employee | undefined): string {
  const entrada = employee?.horaEntrada ?? '09:00';
  const salida = employee?.horaSalida ?? '18:00';
  if (dia.entrada && !dia.salida) return `${employee?.turnoNocturno ? addDays(dia.fecha, 1) : dia.fecha}T${salida}`;
  if (!dia.entrada) return `${dia.fecha}T${entrada}`;
  return `${dia.fecha}T${salida}`;
}

type PrenominaPageProps = {
  /** The period's files (Excel, incidencias, time cards), shown on the period's bar; the app composes them in. */
  downloads?: (periodo: PrenominaFilters) => ReactNode;
};

/**
 * 'Pre-nómina' (/admin/prenomina): what each employee is paid for a period, from the punches, incidencias,
 * holidays and rules; each row opens the employee's days. The period is in the address (?desde=&hasta=).
 */
export function PrenominaPage({ downloads }: PrenominaPageProps = {}) {
  const reglas = useReglas();
  const reglasForPeriod = reglas.data ?? (reglas.isError ? DEFAULT_REGLAS : undefined);
  const period = usePeriodParams(reglasForPeriod);
  const { rango } = period;
  const prenomina = usePrenomina(rango ? { desde: rango.desde, hasta: rango.hasta, sucursal: period.sucursal } : null);
  const sucursales = useSucursales().data ?? [];
  const employees = useEmployees(allEmployees).data ?? [];
  const banner = useBanner();
  const { show, dismiss } = banner;
  // What the administrator changes from here: each reports to the banner and reloads the figures whatever the outcome.
  const addPunch = useAddManualAttendance({
    onSuccess: (_, input) => show(m.punchAdded(input.hora), 'success'),
    onError: (error) => show(failureSentence(m.punchFailed)(error), 'error'),
  });
  const addIncidencia = useCreateIncidencia({
    // Issue 39: a vacation day on a holiday or a rest day is stored, and the daemon says it takes nothing from the balance.
    onSuccess: (created) => show(m.incidenciaAdded(created.tipo, created.fecha) + (created.aviso ? ` ${created.aviso}` : ''), 'success'),
    onError: (error) => show(failureSentence(m.incidenciaFailed)(error), 'error'),
  });
  const removeIncidencia = useDeleteIncidencia({
    onSuccess: (_, incidencia) => show(m.incidenciaRemoved(incidencia.tipo, incidencia.fecha), 'success'),
    onError: (error) => show(failureSentence(m.incidenciaRemoveFailed)(error), 'error'),
  });
  const closePeriod = useClosePeriod({
    onSuccess: (_, { rango: closed }) => show(m.closed(closed.desde, closed.hasta), 'success'),
    onError: (error) => show(failureSentence(m.closeFailed)(error), 'error'),
  });
  const [dialog, setDialog] = useState<Dialog>(null);

  // Rows only for the period asked for (not the previous one's while the new one loads).
  const data = prenomina.data && rango && prenomina.data.desde === rango.desde && prenomina.data.hasta === rango.hasta ? prenomina.data : undefined;
  const rows = data?.empleados ?? [];
  const closed = data?.periodo?.estado === 'cerrado';
  const late = closed ? (data?.checadasDespuesDelCierre ?? []) : [];
  // Only an administrador reopens a closed period (the daemon answers 403 to the others).
  // Closing and reopening a period are an administrador's (the daemon answers 403 to the other roles).
  const isAdministrador = useCurrentUser()?.rol === 'administrador';
  const openReopen =
    closed && isAdministrador
      ? () => {
          dismiss();
          setDialog({ kind: 'reopen' });
        }
      : undefined;
  // Where a punch stored after the close is carried: the next period's first day.
  const nextPeriod = rango && reglasForPeriod ? adjacentPeriod(rango, 1, reglasForPeriod) : null;
  const placeholder = prenomina.isError ? (
    <LoadError error={errorMessage(prenomina.error, 'No se pudo calcular la pre-nómina.')} onRetry={() => void prenomina.refetch()} />
  ) : !data ? (
    'Cargando...'
  ) : period.sucursal ? (
    'No hay empleados activos en esta sucursal durante el periodo.'
  ) : (
    'No hay empleados activos durante el periodo.'
  );

  const open = (kind: 'days' | 'punch' | 'incidencia', empleadoId: number, dia?: DiaPrenomina) => {
    dismiss(); // each dialog shows only what happens while it is open
    setDialog({ kind, empleadoId, dia });
  };
  const backToDays = useCallback(() => setDialog((d) => (d && 'empleadoId' in d ? { kind: 'days', empleadoId: d.empleadoId, fecha: d.dia?.fecha } : null)), []);
  const close = useCallback(() => setDialog(null), []);
  // A link to one employee's day (?empleado=&fecha=) opens their days on that date.
  const openDay = useCallback((id: number, fecha: string) => setDialog({ kind: 'days', empleadoId: id, fecha }), []);
  useDayLink(data ? rows : undefined, openDay);

  const empleadoId = dialog && 'empleadoId' in dialog ? dialog.empleadoId : undefined;
  const row: EmpleadoPrenomina | undefined = empleadoId !== undefined ? rows.find((r) => r.empleadoId === empleadoId) : undefined;
  const employee = empleadoId !== undefined ? employees.find((e) => e.id === empleadoId) : undefined;
  const bannerElement = <BannerFor banner={banner} />;

  return (
    <AdminPage
      wide
      className="prenomina"
      title="Pre-nómina"
      description="Lo que corresponde pagar a cada empleado en el periodo, calculado con sus checadas, las incidencias, los días festivos y las reglas de asistencia (Ley Federal del Trabajo). Abre un empleado para ver sus días."
      banner={banner}
      showBanner={!dialog}
    >
      {reglas.isError && (
        <p className="notice notice--error pn-notice">
          No se pudieron cargar las reglas de asistencia; el periodo se calcula con las reglas predeterminadas.
          <button type="button" className="button button--small button--secondary" onClick={() => void reglas.refetch()}>
            Reintentar
          </button>
        </p>
      )}
      {rango && reglasForPeriod ? (
        <PeriodBar
          rango={rango}
          reglas={reglasForPeriod}
          isCurrent={period.isCurrent}
          periodo={data ? data.periodo : undefined}
          sucursal={period.sucursal}
          sucursales={sucursales}
          closing={closePeriod.isPending}
          onPrevious={period.previous}
          onNext={period.next}
          onCurrent={period.toCurrent}
          onSucursal={period.setSucursal}
          onClose={
            isAdministrador
              ? (anticipado) => {
                  if (data) closePeriod.mutate({ rango, saved: data.periodo, anticipado });
                }
              : undefined
          }
          pendientes={rows.filter((r) => r.dias.some((d) => d.estado === 'sin_salida')).map((r) => r.nombre)}
          downloads={downloads?.({ desde: rango.desde, hasta: rango.hasta, sucursal: period.sucursal })}
          onReopen={openReopen}
        />
      ) : (
        <p className="card pn-period pn-period--loading">Cargando...</p>
      )}
      {data?.inicioRegistro && data.inicioRegistro > data.desde && data.inicioRegistro <= data.hasta && <InicioRegistroNotice fecha={data.inicioRegistro} />}
      {late.length > 0 && (
        <LatePunchesCard
          checadas={late}
          onReopen={openReopen}
          onCarry={(checada) => {
            dismiss();
            setDialog({ kind: 'carry', checada });
          }}
        />
      )}
      <section className="card card--flush pn-card" aria-labelledby="prenomina-list-title">
        <CardHeader id="prenomina-list-title" title="Empleados" count={data ? rows.length : null}>
          {closed && <span className="pill pn-status--closed">Cerrado</span>}
        </CardHeader>
        <PrenominaTable rows={rows} placeholder={placeholder} onOpen={(r) => open('days', r.empleadoId)} />
      </section>
      {data?.periodo && data.periodo.versiones.length > 0 && <VersionsCard periodo={data.periodo} />}

      {dialog?.kind === 'days' && row && rango && (
        <EmployeeDaysModal
          row={row}
          rango={rango}
          fecha={dialog.fecha}
          closed={closed}
          banner={bannerElement}
          onClose={close}
          onAddPunch={(dia) => open('punch', row.empleadoId, dia)}
          onAddIncidencia={(dia) => open('incidencia', row.empleadoId, dia)}
          onRemoveIncidencia={(incidencia) => removeIncidencia.mutate(incidencia)}
        />
      )}
      {dialog?.kind === 'punch' && dialog.dia && row && (
        <ManualAttendanceModal
          empleado={{ id: row.empleadoId, nombre: row.nombre }}
          fecha={dialog.dia.fecha}
          initialHora={suggestedHora(dialog.dia, employee)}
          banner={bannerElement}
          busy={addPunch.isPending}
          onCancel={backToDays}
          onSave={(input) => addPunch.mutate(input, { onSuccess: backToDays })}
        />
      )}
      {dialog?.kind === 'reopen' && data?.periodo && (
        <ReopenPeriodModal
          periodo={data.periodo}
          onClose={close}
          onReopened={(reopened) => {
            close();
            show(reopenText.reopened(reopened.desde, reopened.hasta), 'success');
          }}
        />
      )}
      {dialog?.kind === 'carry' && nextPeriod && (
        <IncidenciaModal
          empleadoId={dialog.checada.empleadoId}
          nombre={dialog.checada.nombre}
          fecha={nextPeriod.desde}
          desde={nextPeriod.desde}
          hasta={nextPeriod.hasta}
          horasSugeridas={0}
          initialNota={carriedNota(dialog.checada.hora)}
          banner={bannerElement}
          busy={addIncidencia.isPending}
          onCancel={close}
          onSave={(input) => addIncidencia.mutate(input, { onSuccess: close })}
        />
      )}
      {dialog?.kind === 'incidencia' && dialog.dia && row && rango && (
        <IncidenciaModal
          empleadoId={row.empleadoId}
          nombre={row.nombre}
          fecha={dialog.dia.fecha}
          desde={rango.desde}
          hasta={rango.hasta}
          horasSugeridas={dialog.dia.horasExtraSinAutorizar}
          banner={bannerElement}
          busy={addIncidencia.isPending}
          onCancel={backToDays}
          onSave={(input) => addIncidencia.mutate(input, { onSuccess: backToDays })}
        />
      )}
    </AdminPage>
  );
}
