import { AVISO_TIPO_LABELS, type AvisoTipo } from '@reloj/contract/avisos';
import { esc, type Formatters } from './format.js';
import type { AvisoSucursal } from './queries.js';

/** How many alerts the page lists at once (newest first). */
export const AVISOS_EN_PAGINA = 100;

/** Kinds that mean something is wrong with the box or its record, marked in red; the daily summary is news, in grey; the rest in amber. */
const GRAVES: ReadonlySet<string> = new Set(['registro_alterado', 'base_danada', 'suplantacion', 'respaldo_fallido', 'actualizacion_revertida', 'disco']);
const marca = (tipo: string) => (GRAVES.has(tipo) ? 'mal' : tipo === 'resumen_diario' ? 'info' : 'aviso');

const tipoLabel = (tipo: string): string => AVISO_TIPO_LABELS[tipo as AvisoTipo] ?? tipo;

/** 'Avisos de las sucursales' on the Corporativo page: the alerts every box raised on the range's days, newest first. */
export function avisosSection(data: { avisos: AvisoSucursal[]; total: number }, f: Formatters): string {
  const heading = '<h2 id="t-avisos">Avisos de las sucursales</h2>';
  if (data.avisos.length === 0)
    return `<section aria-labelledby="t-avisos">${heading}<p class="vacio">Ninguna sucursal generó avisos en estas fechas.</p></section>`;
  const rows = data.avisos.map((a) => {
    const sucursal = a.sucursal ?? (a.sucursalId === null ? 'Toda la caja' : `Sucursal ${a.sucursalId}`);
    return `<tr>
      <td data-etiqueta="Aviso" class="principal"><div>${esc(a.titulo)}</div></td>
      <td data-etiqueta="Tipo"><div><span class="marca ${marca(a.tipo)}">${esc(tipoLabel(a.tipo))}</span></div></td>
      <td data-etiqueta="Sucursal"><div>${esc(sucursal)}<small>${esc(a.caja)}</small></div></td>
      <td data-etiqueta="Fecha" class="fecha"><div>${esc(f.dateTime(a.fecha))}</div></td>
    </tr>`;
  });
  const more =
    data.total > data.avisos.length
      ? ` Se muestran los ${esc(f.integer(data.avisos.length))} más recientes de ${esc(f.integer(data.total))}; acorta las fechas para ver los demás.`
      : '';
  return `<section aria-labelledby="t-avisos">${heading}<div class="tabla"><table class="tarjetas">
    <thead><tr><th>Aviso</th><th>Tipo</th><th>Sucursal</th><th>Fecha</th></tr></thead>
    <tbody>${rows.join('')}</tbody></table></div>
    <p class="nota">Lo que cada caja avisó a sus destinatarios por correo o webhook, una vez por aviso, con la hora en que lo generó.${more}</p></section>`;
}
