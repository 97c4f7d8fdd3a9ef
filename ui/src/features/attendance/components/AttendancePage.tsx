import type { Punch } from '@reloj/contract/attendance';
import { INCIDENCIA_LABELS } from '@reloj/contract/incidencias';
import { useState } from 'react';
import { errorMessage, failureSentence } from '../../../lib/errorMessage';
import { formatDay, formatLongDay, formatShortDay, formatTime } from '../../../lib/dateTime';
import { punchTypeLabels } from '../../../lib/labels';
import { useSucursales } from '../../../api/catalogues';
import { useEmployees } from '../../../api/employees';
import { useCurrentUser } from '../../../api/authState';
import { useCreateIncidencia } from '../../../api/incidencias';
import { useAddManualAttendance } from '../../../api/manualAttendance';
import { BannerFor } from '../../../components/Banner';
import { IncidenciaModal } from '../../../components/IncidenciaModal';
import { ManualAttendanceModal } from '../../../components/ManualAttendanceModal';
import { useBanner } from '../../../components/useBanner';
import { usePunches } from '../api/listPunches';
import { useAttendanceFilters } from '../hooks/useAttendanceFilters';
import { attendanceCsvUrl, attendanceQuery, periodError } from '../query';
import { AttendanceFilters } from './AttendanceFilters';
import { PunchesTable } from './PunchesTable';
import { PunchPhotoModal } from './PunchPhotoModal';
import { AnularChecadaModal } from './AnularChecadaModal';
import { SpoofAttempts } from './SpoofAttempts';
import { anularText as anular, correctionText as c } from '../messages';
import { PageHeader } from '../../../components/PageHeader';
import { CardHeader } from '../../../components/CardHeader';
import '../attendance.css';

const allEmployees = { texto: '', sucursalId: '', incluirBajas: true };

/** A correction open over the list: 'Agregar checada' (the list's), or a row's 'Incidencia' (its employee and working day). */
type Correction = { kind: 'punch' } | { kind: 'incidencia'; punch: Punch } | null;

/**
 * 'Asistencias': the punches of a period, filtered by branch and employee, with their photos and a CSV export; an
 * administrador or gerente corrects them here too ('Agregar checada', and 'Anular' and 'Incidencia' on each row).
 */
export function AttendancePage() {
  const { filters, change, today } = useAttendanceFilters();
  // The selects' choices (every employee, bajas included); empty when they cannot be read.
  const branches = useSucursales().data ?? [];
  const employees = useEmployees(allEmployees).data ?? [];
  const list = usePunches(filters);
  const [photo, setPhoto] = useState<(Punch & { foto: string }) | null>(null);
  const [voiding, setVoiding] = useState<Punch | null>(null);
  const [correction, setCorrection] = useState<Correction>(null);
  // A consulta reads only; administradores and gerentes (their branches' punches, the only ones listed) may correct.
  const rol = useCurrentUser()?.rol;
  const canCorrect = rol === 'administrador' || rol === 'gerente';
  const banner = useBanner();
  const { show, dismiss } = banner;
  const close = () => setCorrection(null);
  const addPunch = useAddManualAttendance({
    onSuccess: (punch, input) => {
      close();
      const dia = input.hora.slice(0, 10);
      const listed = filters.desde !== '' && filters.hasta !== '' && dia >= filters.desde && dia <= filters.hasta;
      show(c.punchAdded(punch.empleado, formatLongDay(dia), input.hora.slice(11, 16)) + (listed ? '' : c.outsidePeriod), 'success');
    },
    onError: (error) => show(failureSentence(c.punchFailed)(error), 'error'),
  });
  const addIncidencia = useCreateIncidencia({
    onSuccess: (created) => {
      close();
      // Issue 39: the daemon's word on a vacation day that takes nothing from the balance (a holiday, a rest day).
      const aviso = created.aviso ? ` ${created.aviso}` : '';
      show(c.incidenciaAdded(INCIDENCIA_LABELS[created.tipo], created.empleado, formatShortDay(created.fecha)) + aviso, 'success');
    },
    onError: (error) => show(failureSentence(c.incidenciaFailed)(error), 'error'),
  });
  const openCorrection = (next: Correction) => {
    dismiss(); // the dialog shows only what happens while it is open
    setCorrection(next);
  };
  const bannerElement = <BannerFor banner={banner} />;
  // 'Agregar checada' starts on the employee filtered by (when still active) and on the last day asked for, not a future one.
  const active = employees.filter((e) => e.activo);
  const chosen = active.find((e) => String(e.id) === filters.empleado) ?? null;
  const punchDay = filters.hasta && filters.hasta < today ? filters.hasta : today;
  const canExport = periodError(filters) === null;

  // 'loading' also while another period's answer is on its way (the previous rows stay meanwhile).
  const status = list.invalid || list.isError ? 'error' : list.isSuccess && !list.isPlaceholderData ? 'ready' : 'loading';
  const punches = status === 'error' ? [] : (list.data ?? []);
  const placeholder =
    status === 'loading'
      ? 'Cargando…'
      : status === 'error'
        ? (list.invalid ?? errorMessage(list.error, 'No se pudieron cargar las checadas.'))
        : 'No hay checadas en este periodo.';
  const count = punches.length;

  return (
    <div className="page">
      <PageHeader title="Asistencias" description="Las checadas de entrada y salida de cada día, con la foto tomada por el reloj checador." />
      {!correction && bannerElement}
      <section className="card attendance__filters-card" aria-label="Filtros">
        <AttendanceFilters filters={filters} branches={branches} employees={employees} onChange={change} />
      </section>
      <section className="card card--flush attendance" aria-labelledby="attendance-list-title">
        <CardHeader
          id="attendance-list-title"
          title="Checadas"
          count={
            status === 'ready' && (
              <>
                {count.toLocaleString('es-MX')}
                <span className="visually-hidden">{count === 1 ? ' checada' : ' checadas'}</span>
              </>
            )
          }
        >
          <div className="attendance__actions">
            {canCorrect && (
              <button type="button" className="button button--small button--primary" onClick={() => openCorrection({ kind: 'punch' })}>
                {c.addPunch}
              </button>
            )}
            {canExport ? (
              <a className="button button--small button--secondary attendance__export" href={attendanceCsvUrl(filters)} download>
                Exportar CSV
              </a>
            ) : (
              <span className="button button--small button--secondary attendance__export" aria-disabled="true">
                Exportar CSV
              </span>
            )}
          </div>
        </CardHeader>
        <PunchesTable
          key={attendanceQuery(filters)}
          punches={punches}
          placeholder={placeholder}
          onOpenPhoto={setPhoto}
          onAnular={canCorrect ? setVoiding : undefined}
          onIncidencia={canCorrect ? (punch) => openCorrection({ kind: 'incidencia', punch }) : undefined}
        />
      </section>
      {/* Issue 45: the kiosk's refusals for liveness, with the camera's frame: for those who may see punch photos. */}
      {canCorrect && <SpoofAttempts filters={filters} />}
      {photo && <PunchPhotoModal punch={photo} onClose={() => setPhoto(null)} />}
      {voiding && (
        <AnularChecadaModal
          punch={voiding}
          onClose={() => setVoiding(null)}
          onVoided={(p) => {
            setVoiding(null);
            show(anular.done(punchTypeLabels[p.tipo], p.empleado, formatTime(p.hora), formatDay(p.hora)), 'success');
          }}
        />
      )}
      {correction?.kind === 'punch' && (
        <ManualAttendanceModal
          empleado={chosen}
          employees={active}
          initialHora={`${punchDay}T`}
          banner={bannerElement}
          busy={addPunch.isPending}
          onCancel={close}
          onSave={(input) => addPunch.mutate(input)}
        />
      )}
      {correction?.kind === 'incidencia' && (
        <IncidenciaModal
          empleadoId={correction.punch.employeeId}
          nombre={correction.punch.empleado}
          fecha={correction.punch.diaLaboral}
          banner={bannerElement}
          busy={addIncidencia.isPending}
          onCancel={close}
          onSave={(input) => addIncidencia.mutate(input)}
        />
      )}
    </div>
  );
}
