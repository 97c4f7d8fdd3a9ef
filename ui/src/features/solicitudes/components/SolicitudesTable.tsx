import type { ReactNode } from 'react';
import type { Solicitud } from '@reloj/contract/solicitudes';
import { labelled } from '../../../components/cellLabel';
import type { Column } from '../../../components/DataTable';
import { ListTable } from '../../../components/ListTable';
import { formatCalendarDay, formatNumericDateTime, formatRango, formatTime } from '../../../lib/dateTime';
import type { LoadStatus } from '../../../lib/loadStatus';
import { solicitudesText as t } from '../messages';

type Props = {
  solicitudes: readonly Solicitud[];
  status: LoadStatus;
  error?: string;
  empty: string;
  /** The buttons of a pending request (none for a read-only account or an answered one). */
  actions?: (solicitud: Solicitud) => ReactNode;
  onRetry: () => void;
};

/** The day asked about, or the vacation range. */
const dia = (s: Solicitud) => (s.tipo === 'vacaciones' && s.desde && s.hasta ? formatRango(s.desde, s.hasta) : formatCalendarDay(s.fecha));

/** How the person was recognised at the kiosk when asking: proof that they asked, not someone for them. */
function Reconocimiento({ s }: { s: Solicitud }) {
  const r = s.reconocimiento;
  return (
    <span className="solicitud__proof">
      {r.metodo === 'nip' ? t.recognisedNip : t.recognisedFace(r.similitud === null ? '—' : r.similitud.toFixed(2))}
      {r.dispositivo ? ` · ${r.dispositivo}` : ''}
      {r.veredictoVida === 'dudosa' && <span className="pill solicitud-pill--warn">{t.livenessDoubt}</span>}
    </span>
  );
}

function Pide({ s }: { s: Solicitud }) {
  return (
    <div className="solicitud__what">
      <span className="solicitud__descripcion">{s.descripcion}</span>
      {s.tipo === 'vacaciones' && (
        <span className="solicitud__detail">
          {t.vacationDays(s.diasVacaciones.length)}
          {s.saldoRestante !== null && s.saldoRestante >= 0 && `, ${t.balanceLeft(s.saldoRestante)}`}
          {s.sobreSaldo && <span className="pill solicitud-pill--warn">{t.overBalance}</span>}
        </span>
      )}
      <span className="solicitud__detail">{t.sentAt(formatNumericDateTime(s.creadaEn))}</span>
      <Reconocimiento s={s} />
    </div>
  );
}

function Motivo({ s }: { s: Solicitud }) {
  if (!s.motivo && !s.nota && !s.folio) return <span className="solicitud__none">{s.tipo === 'justificacion' ? t.noMotivo : '—'}</span>;
  return (
    <div className="solicitud__what">
      {s.motivo && <span className="solicitud__motivo">{s.motivo}</span>}
      {s.folio && <span className="solicitud__detail">{t.folio(s.folio)}</span>}
      {s.nota && <span className="solicitud__detail">{t.note(s.nota)}</span>}
    </div>
  );
}

function Checadas({ s }: { s: Solicitud }) {
  const list = s.checadas ?? [];
  if (s.tipo === 'vacaciones') return <span className="solicitud__none">—</span>;
  if (list.length === 0) return <span className="solicitud__none">{t.noPunches}</span>;
  return (
    <ul className="solicitud__punches">
      {list.map((c) => (
        <li key={c.id}>
          {c.tipo === 'entrada' ? t.entrada : t.salida} <strong className="solicitud__time">{formatTime(c.hora)}</strong>
          {c.metodo === 'manual' && <span className="solicitud__manual"> ({t.manual})</span>}
        </li>
      ))}
    </ul>
  );
}

function Respuesta({ s }: { s: Solicitud }) {
  return (
    <div className="solicitud__what">
      {s.respondidaPor && s.respondidaEn && <span>{t.answeredBy(s.respondidaPor, formatNumericDateTime(s.respondidaEn))}</span>}
      {s.motivoRechazo && <span className="solicitud__detail">«{s.motivoRechazo}»</span>}
    </div>
  );
}

/** The inbox: one row per request, the day's punches beside what is asked; on a phone each row is a card. */
export function SolicitudesTable({ solicitudes, empty, actions, ...load }: Props) {
  const columns: Column<Solicitud>[] = [
    { header: t.colPersona, cell: (s) => labelled(t.colPersona, <span className="solicitud__person">{s.empleado}</span>) },
    { header: t.colDia, cell: (s) => labelled(t.colDia, <span className="solicitud__day">{dia(s)}</span>) },
    { header: t.colPide, cell: (s) => labelled(t.colPide, <Pide s={s} />) },
    { header: t.colMotivo, cell: (s) => labelled(t.colMotivo, <Motivo s={s} />) },
    { header: t.colChecadas, cell: (s) => labelled(t.colChecadas, <Checadas s={s} />) },
    actions ? { header: t.colAcciones, align: 'end', cell: actions } : { header: t.colRespuesta, cell: (s) => labelled(t.colRespuesta, <Respuesta s={s} />) },
  ];
  return <ListTable caption={t.title} columns={columns} rows={solicitudes} rowKey={(s) => s.id} compact cards {...load} empty={empty} />;
}
