import { useState } from 'react';
import { rechazoSchema, SOLICITUD_ESTADOS, type Solicitud, type SolicitudEstado } from '@reloj/contract/solicitudes';
import { useCurrentUser } from '../../../api/authState';
import { BannerFor } from '../../../components/Banner';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { MotivoDialog } from '../../../components/MotivoDialog';
import { useBanner } from '../../../components/useBanner';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { listLoad } from '../../../lib/loadStatus';
import { useAprobarSolicitud, useRechazarSolicitud, useSolicitudes } from '../api/solicitudes';
import { approveDetails, solicitudesText as t } from '../messages';
import { SolicitudesTable } from './SolicitudesTable';
import { PageHeader } from '../../../components/PageHeader';
import { CardHeader } from '../../../components/CardHeader';
import { TabPanel, Tabs } from '../../../components/Tabs';
import '../solicitudes.css';

/** The longest rejection reason (the contract's). */
const MOTIVO_MAX = 200;

/**
 * 'Solicitudes' (issue 43): what the staff asked for at the kiosk, by state. 'Aprobar' (after a confirmation) creates
 * what the request says; 'Rechazar' asks why. A consulta account reads only. The daemon's refusals (a closed period, a
 * request answered meanwhile) are shown as it says them.
 */
export function SolicitudesPage() {
  const [estado, setEstado] = useState<SolicitudEstado>('pendiente');
  const list = useSolicitudes(estado);
  const rows = list.data ?? [];
  const readOnly = useCurrentUser()?.rol === 'consulta';
  const banner = useBanner();
  const dialogBanner = useBanner();
  const [rejecting, setRejecting] = useState<Solicitud | null>(null);
  const failed = (error: unknown) => banner.show(t.failed(errorMessage(error, UNKNOWN_ERROR)), 'error');

  const aprobar = useAprobarSolicitud({ onSuccess: (s) => banner.show(t.approved(s.empleado), 'success'), onError: failed });
  const rechazar = useRechazarSolicitud({
    onSuccess: (s) => {
      setRejecting(null);
      banner.show(t.rejected(s.empleado), 'success');
    },
    onError: (error) => dialogBanner.show(errorMessage(error, UNKNOWN_ERROR), 'error'),
  });
  const busyId = aprobar.isPending ? aprobar.variables?.id : rechazar.isPending ? rechazar.variables?.solicitud.id : undefined;

  const actions = (s: Solicitud) => (
    <div className="row-actions">
      <ConfirmButton
        className="button button--small button--primary"
        disabled={busyId === s.id}
        question={t.approveQuestion(s.empleado)}
        details={
          <>
            <p>{s.descripcion}</p>
            <p>{approveDetails[s.tipo]}</p>
          </>
        }
        confirmLabel={t.approveYes}
        safe
        onConfirm={() => {
          banner.dismiss();
          aprobar.mutate(s);
        }}
      >
        {t.approve}
      </ConfirmButton>
      <button
        type="button"
        className="button button--small button--danger"
        disabled={busyId === s.id}
        onClick={() => {
          banner.dismiss();
          dialogBanner.dismiss();
          setRejecting(s);
        }}
      >
        {t.reject}
      </button>
    </div>
  );

  return (
    <div className="page page--wide solicitudes-page">
      <PageHeader title={t.title} description={t.description}>
        {readOnly && <p className="page__description">{t.readOnly}</p>}
      </PageHeader>
      <Tabs
        id="solicitudes"
        label={t.title}
        tabs={SOLICITUD_ESTADOS}
        labels={t.tabs}
        chosen={estado}
        onChoose={(tab) => {
          banner.dismiss();
          setEstado(tab);
        }}
      />
      {!rejecting && <BannerFor banner={banner} />}
      <TabPanel id="solicitudes" chosen={estado} className="card card--flush">
        <CardHeader title={t.tabs[estado]} count={list.isSuccess ? rows.length : null} />
        <SolicitudesTable solicitudes={rows} {...listLoad(list)} empty={t.empty[estado]} actions={estado === 'pendiente' && !readOnly ? actions : undefined} />
      </TabPanel>
      {rejecting && (
        <MotivoDialog
          title={t.rejectTitle}
          subtitle={`${rejecting.empleado}: ${rejecting.descripcion}`}
          banner={dialogBanner}
          schema={rechazoSchema}
          maxLength={MOTIVO_MAX}
          text={{ field: t.rejectField, placeholder: t.rejectPlaceholder, submit: t.reject, busy: t.rejectBusy }}
          busy={rechazar.isPending}
          onSubmit={(motivo) => rechazar.mutate({ solicitud: rejecting, motivo })}
          onClose={() => setRejecting(null)}
        />
      )}
    </div>
  );
}
