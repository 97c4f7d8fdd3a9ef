import type { Segmento } from '@reloj/contract/turnos';
import { jornadaCorta, jornadaEnVivo, jornadaTexto, type SemanaDelHorario } from '../lib/jornada';
import './jornadaLegalNote.css';

type Props = {
  segmentos: readonly Segmento[];
  minutosComida: number;
  /** The schedule's week (rest days, and paid minutes when its days differ), for art. 59; absent: the day alone. */
  semana?: SemanaDelHorario;
  /** One short line (a day among a week's), instead of the two sentences of a schedule. */
  compact?: boolean;
  id?: string;
  className?: string;
};

/**
 * Under a schedule's fields, while they are typed (issue 45): its jornada (LFT art. 60), the legal maximum (art. 61) and
 * the overtime it implies. Nothing while a time is incomplete. Marked when the day has overtime.
 */
export function JornadaLegalNote({ segmentos, minutosComida, semana, compact = false, id, className = '' }: Props) {
  const jornada = jornadaEnVivo(segmentos, minutosComida, semana);
  if (!jornada) return null;
  const classes = `jornada-note${jornada.extraMinutos > 0 ? ' jornada-note--extra' : ''} ${className}`.trim();
  const text = compact ? jornadaCorta(jornada) : jornadaTexto(jornada);
  return (
    <p id={id} className={classes}>
      <span className="jornada-note__tipo">{text.jornada}</span> <span className="jornada-note__efecto">{text.efecto}</span>
    </p>
  );
}
