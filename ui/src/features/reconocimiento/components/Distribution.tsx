import type { Barra } from '@reloj/contract/reconocimiento';
import { formatCount, formatScore } from '../messages';
import { BarList, type BarRow } from './BarList';

type DistributionProps = {
  title: string;
  bars: readonly Barra[];
  /** What the bars are measured against: 'Umbral de coincidencia: 0.40'. */
  note: string;
  /** Bars under this are marked 'below', those under `near` 'near'. */
  threshold: number;
  near: number;
};

const rangeLabel = (b: Barra) => (b.hasta === null ? `${formatScore(b.desde)} o más` : `${formatScore(b.desde)} – ${formatScore(b.hasta)}`);

/** A distribution of the punches' scores or margins, a bar per tenth. */
export function Distribution({ title, bars, note, threshold, near }: DistributionProps) {
  const rows = bars.map((b): BarRow => ({
    key: String(b.desde),
    label: rangeLabel(b),
    value: b.cantidad,
    tone: b.desde < threshold ? 'below' : b.desde < near ? 'near' : undefined,
  }));
  return (
    <section className="card rc-distribution" aria-label={title}>
      <h2 className="card__title">{title}</h2>
      <BarList label={title} rows={rows} format={formatCount} />
      <p className="rc-muted">{note}</p>
    </section>
  );
}
