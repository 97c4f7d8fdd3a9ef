import type { Consentimiento } from '@reloj/contract/privacidad';
import { fechaHora } from '../../employees/lib/fechaHora';
import { arcoText as t } from '../messages';
import { PrintTable } from './PrintTable';

const HEADERS = ['Aviso', 'Otorgado', 'Lo registró', 'Confirmación escrita', 'Retirado'] as const;

/** Each consent to the privacy notice: version, when, who recorded it, the name typed, and its withdrawal. */
export function ConsentsTable({ consents }: { consents: readonly Consentimiento[] }) {
  const rows = consents.map((c) => ({
    key: c.id,
    cells: [
      <span className="arco-nowrap">Versión {c.version}</span>,
      <span className="arco-nowrap">{fechaHora(c.fecha)}</span>,
      c.registradoPor ?? t.none,
      c.confirmacion,
      c.retiradoEn ? `${fechaHora(c.retiradoEn)}${c.retiradoPor ? ` por ${c.retiradoPor}` : ''}` : t.no,
    ],
  }));
  return <PrintTable caption={t.consentimientos} headers={HEADERS} rows={rows} empty={t.noConsents} />;
}
