import { esc, type Formatters } from './format.js';
import type { DespliegueResumen } from './queries.js';

const ESTADO_DESPLIEGUE = { en_curso: ['aviso', 'En curso'], detenido: ['mal', 'Detenido'], completo: ['bien', 'Completo'] } as const;
const ESTADO_CAJA: Record<string, string> = {
  pendiente: 'Esperando a la canario',
  anunciada: 'Anunciada',
  en_espera: 'Descargada, instalando',
  instalada: 'Instalada',
  revertida: 'Revertida',
  rechazada: 'Rechazada',
};

/** 'Versiones publicadas' on the Corporativo page: each rollout's progress and why it stopped. */
export function desplieguesSection(despliegues: DespliegueResumen[], f: Formatters): string {
  if (despliegues.length === 0) return '';
  const items = despliegues.map((d) => {
    const [kind, label] = ESTADO_DESPLIEGUE[d.estado];
    const instaladas = d.cajas.filter((c) => c.estado === 'instalada').length;
    const cajas = d.cajas
      .map(
        (c) =>
          `<li>${esc(c.caja)}${c.fase === 'canario' ? ' (canario)' : ''}: <strong>${esc(ESTADO_CAJA[c.estado] ?? c.estado)}</strong>${
            c.motivo ? ` — ${esc(c.motivo)}` : ''
          } <small>${esc(f.dateTime(c.fecha))}</small></li>`,
      )
      .join('');
    return `<article class="despliegue"><h3>Versión ${esc(d.version)} <small>(${esc(d.arch)}, publicada ${esc(f.dateTime(d.creado))})</small></h3>
      <p><span class="marca ${kind}">${esc(label)}</span> ${esc(`${instaladas} de ${d.cajas.length} ${d.cajas.length === 1 ? 'caja instalada' : 'cajas instaladas'}`)}${
        d.motivo ? ` — ${esc(d.motivo)}` : ''
      }</p><ul>${cajas}</ul></article>`;
  });
  return `<section aria-labelledby="t-versiones"><h2 id="t-versiones">Versiones publicadas</h2>${items.join('')}
    <p class="nota">Cada versión va primero a la caja canario y a las demás cuando la canario la instala. Se detiene sola si la canario no la instala o si más del umbral de las cajas que reportaron la revierten.</p></section>`;
}
