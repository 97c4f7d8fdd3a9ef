import { AVISO_TIPO_LABELS, type Aviso, type AvisoEstado } from '@reloj/contract/avisos';
import { BannerFor } from '../../../components/Banner';
import { CardHeader } from '../../../components/CardHeader';
import type { Column } from '../../../components/DataTable';
import { ListTable } from '../../../components/ListTable';
import { labelled } from '../../../components/cellLabel';
import type { Tone } from '../../../components/tone';
import { useBanner } from '../../../components/useBanner';
import { formatDate, formatTime } from '../../../lib/dateTime';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { listLoad, loadStatus } from '../../../lib/loadStatus';
import { useAvisos, useReintentar } from '../api/avisos';
import { avisosMessages as m } from '../messages';

const ESTADO_TONE: Record<AvisoEstado, Tone> = { pendiente: 'warn', enviado: 'ok', fallido: 'danger' };

/** 'Avisos enviados': each alert per recipient, newest first, what became of it and why it failed; 'Reintentar' on a failed one. */
export function AvisosEnviados() {
  const list = useAvisos();
  const avisos = list.data ?? [];
  const banner = useBanner();
  const reintentar = useReintentar({
    onSuccess: () => banner.show(m.retried, 'success'),
    onError: (error) => banner.show(m.retryFailed(errorMessage(error, UNKNOWN_ERROR)), 'error'),
  });

  const columns: Column<Aviso>[] = [
    {
      header: 'Fecha',
      cell: (a) => (
        <span className="avisos__when">
          <span>{formatDate(a.creadoEn)}</span> <span>{formatTime(a.creadoEn)}</span>
        </span>
      ),
    },
    {
      header: 'Aviso',
      cell: (a) =>
        labelled(
          'Aviso',
          <span className="avisos__what">
            <span className="avisos__tipo">{AVISO_TIPO_LABELS[a.tipo] ?? a.tipo}</span>
            <span className="avisos__titulo">{a.titulo}</span>
          </span>,
        ),
    },
    { header: 'Destino', cell: (a) => labelled('Destino', <span className="avisos__destino">{a.canal === 'webhook' ? m.webhookDestino : a.destino}</span>) },
    {
      header: 'Estado',
      cell: (a) =>
        labelled(
          'Estado',
          <span className="avisos__state">
            <span className={`tag tone-${ESTADO_TONE[a.estado]}`}>{m.estados[a.estado]}</span>
            <span className="avisos__intentos">{m.intentos(a.intentos)}</span>
          </span>,
        ),
    },
    {
      header: 'Error',
      cell: (a) => labelled('Error', a.error ? <span className="avisos__error">{a.error}</span> : <span className="cell-none">{m.noError}</span>),
    },
    {
      header: 'Acciones',
      align: 'end',
      cell: (a) =>
        a.estado === 'fallido' ? (
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={reintentar.isPending}
            aria-label={`${m.retry}: ${AVISO_TIPO_LABELS[a.tipo] ?? a.tipo} a ${a.canal === 'webhook' ? m.webhookDestino : a.destino}`}
            onClick={() => {
              banner.dismiss();
              reintentar.mutate(a.id);
            }}
          >
            {reintentar.isPending && reintentar.variables === a.id ? m.retrying : m.retry}
          </button>
        ) : null,
    },
  ];

  return (
    <section className="card card--flush avisos__enviados" aria-labelledby="avisos-enviados-title">
      <CardHeader id="avisos-enviados-title" title={m.enviados} count={loadStatus(list) === 'ready' || avisos.length > 0 ? avisos.length : null} />
      <div className="avisos__list-banner">
        <BannerFor banner={banner} />
      </div>
      <ListTable caption={m.enviados} columns={columns} rows={avisos} rowKey={(a) => a.id} cards stackUpTo={900} compact {...listLoad(list)} empty={m.empty} />
    </section>
  );
}
