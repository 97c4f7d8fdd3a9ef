import type { TurnoDiaInfo } from '@reloj/contract/turnos';
import { formatHoras, INICIALES, JORNADA_LABEL } from './turnoText';

/** One line of 'Jornada por día': the days it covers, their paid hours, type and legal maximum. */
export type JornadaLinea = { dias: string; horas: string; jornada: string; maximo: string | null; excede: boolean };

/**
 * A turno's worked days grouped when consecutive and alike: 'L-V · 8 h · Diurna · máx. 8 h', 'S · 5 h · Diurna · máx.
 * 8 h'. A cycle names its days by number ('Día 1'). The jornada and its maximum are the daemon's (LFT arts. 60 and 61).
 */
export function jornadaLineas(tipo: 'semanal' | 'ciclo', dias: readonly TurnoDiaInfo[]): JornadaLinea[] {
  const name = (i: number) => (tipo === 'semanal' ? INICIALES[i]! : `Día ${i + 1}`);
  const groups: { from: number; to: number; key: string; dia: TurnoDiaInfo }[] = [];
  dias.forEach((dia, i) => {
    if (dia.segmentos.length === 0) return;
    const key = `${dia.minutos}|${dia.jornada}|${dia.maximoMinutos}`;
    const last = groups[groups.length - 1];
    if (tipo === 'semanal' && last && last.key === key && last.to === i - 1) last.to = i;
    else groups.push({ from: i, to: i, key, dia });
  });
  return groups.map((g) => ({
    dias: g.from === g.to ? name(g.from) : `${name(g.from)}-${name(g.to)}`,
    horas: formatHoras(g.dia.minutos),
    jornada: g.dia.jornada ? JORNADA_LABEL[g.dia.jornada] : '',
    maximo: g.dia.maximoMinutos == null ? null : formatHoras(g.dia.maximoMinutos),
    excede: g.dia.maximoMinutos != null && g.dia.minutos > g.dia.maximoMinutos,
  }));
}
