import type { Consentimiento } from '@reloj/contract/privacidad';
import { formatDateAndTime } from '../../../lib/dateTime';
import { arcoText as t } from '../messages';
import { PrintTable } from './PrintTable';

const HEADERS = ['Aviso', 'Otorgado', 'Lo registró', 'Confirmación escrita', 'Retirado'] as const;

/** Each consent to the privacy notice: version, when, who recorded it, the name typed, and its withdrawal. */
export function ConsentsTable({ consents }: { consents: readonly Consentimiento[] }) {
  const rows = consents.map((c) => ({
    key: c.id,
    cells: [
      <span className="arco-nowrap">Versión {c.version}</span>,
      <span className="arco-nowrap">{formatDateAndTime(c.fecha)}</span>,
      c.registradoPor ?? t.none,
      c.confirmacion,
      c.retiradoEn ? `${formatDateAndTime(c.retiradoEn)}${c.retiradoPor ? ` por ${c.retiradoPor}` : ''}` : t.no,
    ],
  }));
  return <PrintTable caption={t.consentimientos} headers={HEADERS} rows={rows} empty={t.noConsents} />;
}
