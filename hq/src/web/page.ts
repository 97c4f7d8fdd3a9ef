import { datesBetween } from '@reloj/contract/dates';
import { duration, esc, type Formatters } from './format.js';
import { avisosSection } from './avisos.js';
import { desplieguesSection } from './despliegues.js';
import type { AvisoSucursal, CajaRow, DespliegueResumen, PeriodSummary, PunchCount, RegistroCaja, VoidedPunch } from './queries.js';
import { toTyped, type Range } from './range.js';
import { cajaStatus, formatDrift } from './status.js';

export type PageData = {
  range: Range;
  rangeError: string | null;
  cajas: CajaRow[];
  punches: PunchCount[];
  voided: VoidedPunch[];
  periods: PeriodSummary[];
  /** Releases published from headquarters (issue 32); absent: none shown. */
  despliegues?: DespliegueResumen[];
  /** The alerts the boxes raised on the range's days, newest first, and how many there are (issue 44); absent: none shown. */
  avisos?: { avisos: AvisoSucursal[]; total: number };
  now: Date;
  driftAlertSeconds: number;
  f: Formatters;
};

/** A cell of a table that becomes cards on a phone: the label comes from data-etiqueta, the value is one block. */
const td = (label: string, content: string, cls = '') => `<td data-etiqueta="${esc(label)}"${cls ? ` class="${cls}"` : ''}><div>${content}</div></td>`;
const badge = (kind: 'bien' | 'mal' | 'aviso', text: string) => `<span class="marca ${kind}">${esc(text)}</span>`;

/** The box's chain as checked here: verified with its links, or the first break in red. */
function registroCell(r: RegistroCaja | null, f: Formatters): string {
  if (!r) return '<span class="sin-dato">Sin eslabones todavía</span>';
  if (r.rotura)
    return `<p class="registro-alterado" role="alert"><strong>Registro alterado: eslabón n.º ${esc(f.integer(r.rotura.secuencia))}</strong> — ${esc(r.rotura.motivo)}</p><small>detectado ${esc(f.dateTime(r.rotura.detectadaEn))}</small>`;
  if (r.esperando)
    return `${badge('aviso', `Registro verificado hasta el eslabón n.º ${f.integer(r.ultimaSecuencia)}`)}<small>el n.º ${esc(f.integer(r.ultimaSecuencia + 1))} aún no llega</small>`;
  return badge('bien', `Registro verificado (${f.integer(r.eslabones)} ${r.eslabones === 1 ? 'eslabón' : 'eslabones'})`);
}

function cajasSection(d: PageData): string {
  if (d.cajas.length === 0) return '<p class="vacio">Todavía no llega ningún evento ni latido de las cajas.</p>';
  const rows = d.cajas.map((c) => {
    const s = cajaStatus(c, d.now, d.driftAlertSeconds);
    const lag =
      s.eventosAtrasados === null
        ? 'Sin latido'
        : s.eventosAtrasados === 0
          ? 'Al día'
          : `${d.f.integer(s.eventosAtrasados)} ${s.eventosAtrasados === 1 ? 'evento' : 'eventos'} por llegar`;
    const since = s.desdeUltimoEventoMs === null ? '' : `<small>hace ${esc(duration(s.desdeUltimoEventoMs))}</small>`;
    const conexion = s.conectada ? badge('bien', 'En línea') : badge('aviso', c.ultimoLatidoEn ? 'Sin latido reciente' : 'Sin latido');
    const latido = c.ultimoLatidoEn ? `<small>último latido ${esc(d.f.dateTime(c.ultimoLatidoEn))}</small>` : '';
    const drift = c.desfaseMs === null ? '' : `<small>${esc(formatDrift(c.desfaseMs))} respecto al corporativo</small>`;
    const reloj = s.relojDesfasado
      ? `${badge('mal', '⚠ Reloj desfasado')}<small>${esc(s.motivoReloj)}</small>`
      : c.desfaseMs === null && c.eventoRelojSincronizado === null
        ? badge('aviso', 'Sin datos')
        : `${badge('bien', 'Reloj correcto')}${drift}`;
    return `<tr>
      ${td('Caja', `${esc(c.caja)}${c.version ? `<small>versión ${esc(c.version)}</small>` : ''}`, 'principal')}
      ${td('Registro', registroCell(c.registro, d.f), 'registro')}
      ${td('Conexión', `${conexion}${latido}`)}
      ${td('Último evento', `${esc(d.f.dateTime(c.ultimoEventoEn))}${since}`)}
      ${td('Retraso', esc(lag))}
      ${td('Pendientes en la caja', c.pendientes === null ? '—' : esc(d.f.integer(c.pendientes)), 'num')}
      ${td('Reloj', reloj)}
    </tr>`;
  });
  return `<div class="tabla"><table class="tarjetas">
    <thead><tr><th>Caja</th><th>Registro</th><th>Conexión</th><th>Último evento</th><th>Retraso</th><th class="num">Pendientes en la caja</th><th>Reloj</th></tr></thead>
    <tbody>${rows.join('')}</tbody></table></div>
    <p class="nota">Retraso: eventos que la caja reportó en su último latido y aún no llegan al corporativo. Reloj desfasado: difiere más de ${esc(d.driftAlertSeconds)} s del corporativo o no está sincronizado por NTP. Registro: el corporativo comprueba la cadena de cada caja al recibirla; alterado quiere decir que un eslabón no cuadra con su contenido o con el anterior.</p>`;
}

const voidedNote = (d: PageData) =>
  d.voided.length === 0
    ? ''
    : `<p class="nota">${d.voided.length === 1 ? 'No se cuenta 1 checada anulada' : `No se cuentan ${esc(d.f.integer(d.voided.length))} checadas anuladas`} en su caja; se listan abajo.</p>`;

function punchesSection(d: PageData): string {
  if (d.punches.length === 0) return `<p class="vacio">No hay checadas en estas fechas.</p>${voidedNote(d)}`;
  const fechas = datesBetween(d.range.desde, d.range.hasta);
  const branches = new Map<string, { label: string; caja: string; byDate: Map<string, PunchCount> }>();
  for (const p of d.punches) {
    const key = `${p.caja}/${p.sucursalId ?? '-'}`;
    const b = branches.get(key) ?? {
      label: p.sucursal ?? (p.sucursalId === null ? 'Sin sucursal' : `Sucursal ${p.sucursalId}`),
      caja: p.caja,
      byDate: new Map(),
    };
    b.byDate.set(p.fecha, p);
    branches.set(key, b);
  }
  const totals = fechas.map((f) => d.punches.filter((p) => p.fecha === f).reduce((n, p) => n + p.checadas, 0));
  const body = [...branches.values()].map((b) => {
    const cells = fechas.map((f) => {
      const n = b.byDate.get(f)?.checadas ?? 0;
      return `<td class="num${n === 0 ? ' cero' : ''}">${esc(d.f.integer(n))}</td>`;
    });
    return `<tr><td>${esc(b.label)}<small>${esc(b.caja)}</small></td>${cells.join('')}</tr>`;
  });
  return `<div class="tabla"><table class="matriz">
    <thead><tr><th>Sucursal</th>${fechas.map((f) => `<th class="num">${esc(d.f.dayHeading(f))}</th>`).join('')}</tr></thead>
    <tbody>${body.join('')}</tbody>
    <tfoot><tr><td>Total</td>${totals.map((n) => `<td class="num">${esc(d.f.integer(n))}</td>`).join('')}</tr></tfoot>
  </table></div>${voidedNote(d)}`;
}

/** Punches voided at their box in the range: listed, struck through, with the reason. */
function voidedSection(d: PageData): string {
  if (d.voided.length === 0) return '';
  const rows = d.voided.map((v) => {
    const sucursal = v.sucursal ?? (v.sucursalId === null ? 'Sin sucursal' : `Sucursal ${v.sucursalId}`);
    const quien = v.empleado ?? (v.numeroEmpleado ? `Empleado ${v.numeroEmpleado}` : 'Empleado');
    return `<tr>
      ${td('Checada', `<s>${esc(v.tipo === 'salida' ? 'Salida' : 'Entrada')} ${esc(d.f.dateTime(v.hora))}</s><small>${esc(quien)}${v.numeroEmpleado && v.empleado ? ` · ${esc(v.numeroEmpleado)}` : ''}</small>`, 'principal')}
      ${td('Sucursal', `${esc(sucursal)}<small>${esc(v.caja)}</small>`)}
      ${td('Anulación', `<span class="anulada">Anulada: ${esc(v.motivo)}</span><small>por ${esc(v.anuladaPor)}, ${esc(d.f.dateTime(v.anuladaEn))}</small>`)}
    </tr>`;
  });
  return `<section aria-labelledby="t-anuladas"><h2 id="t-anuladas">Checadas anuladas</h2><div class="tabla"><table class="tarjetas">
    <thead><tr><th>Checada</th><th>Sucursal</th><th>Anulación</th></tr></thead>
    <tbody>${rows.join('')}</tbody></table></div>
    <p class="nota">Se anularon en la caja con un motivo; se conservan en el registro y no cuentan en ninguna cifra.</p></section>`;
}

function periodsSection(d: PageData): string {
  if (d.periods.length === 0) return '<p class="vacio">No hay periodos cerrados en estas fechas.</p>';
  const rows = d.periods.map((p) => {
    const cerrado = `${esc(d.f.dateTime(p.cerradoEn))}<small>por ${esc(p.cerradoPor)}${p.version > 1 ? ` · versión ${esc(p.version)}` : ''}</small>`;
    const estado = p.reapertura
      ? `${badge('aviso', 'Reabierto')}<small>${esc(d.f.dateTime(p.reapertura.en))} por ${esc(p.reapertura.por)}: ${esc(p.reapertura.motivo)}</small>`
      : '';
    const total = p.totalCentavos === null ? '—' : esc(d.f.money(p.totalCentavos));
    return `<tr${p.reapertura ? ' class="reabierto"' : ''}>
      ${td('Periodo', `${esc(d.f.date(p.desde))} al ${esc(d.f.date(p.hasta))}${estado ? ` ${estado}` : ''}`, 'principal')}
      ${td('Caja', esc(p.caja))}
      ${td('Cerrado', cerrado)}
      ${td('Empleados', p.empleados === null ? '—' : esc(d.f.integer(p.empleados)), 'num')}
      ${td('Total', p.reapertura ? `<s>${total}</s><small>ya no vale</small>` : total, 'num')}
    </tr>`;
  });
  const total = d.periods.reduce((n, p) => n + (p.reapertura ? 0 : (p.totalCentavos ?? 0)), 0);
  const reabiertos = d.periods.filter((p) => p.reapertura).length;
  const q = `desde=${encodeURIComponent(d.range.desde)}&amp;hasta=${encodeURIComponent(d.range.hasta)}`;
  return `<div class="tabla"><table class="tarjetas">
    <thead><tr><th>Periodo</th><th>Caja</th><th>Cerrado</th><th class="num">Empleados</th><th class="num">Total</th></tr></thead>
    <tbody>${rows.join('')}</tbody>
    <tfoot><tr><td colspan="4">Total de los periodos</td><td class="num">${esc(d.f.money(total))}</td></tr></tfoot>
  </table></div>
  <div class="descargas">
    <a href="/descargas/prenomina.xlsx?${q}">Descargar pre-nómina (Excel)</a>
    <a href="/descargas/incidencias-contpaqi?${q}">Incidencias CONTPAQi Nóminas</a>
    <a href="/descargas/incidencias-noi?${q}">Incidencias Aspel NOI</a>
  </div>
  <p class="nota">Las descargas reúnen los periodos cerrados de todas las sucursales que se cruzan con estas fechas, con las cifras congeladas al cierre en cada caja.${
    reabiertos
      ? ` ${reabiertos === 1 ? 'Un periodo reabierto en su caja no se suma ni se descarga' : `${esc(d.f.integer(reabiertos))} periodos reabiertos en su caja no se suman ni se descargan`} hasta que se vuelva a cerrar.`
      : ''
  }</p>`;
}

/** The Corporativo page: server-rendered, no scripts. */
export function renderPage(d: PageData): string {
  return `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Corporativo · Reloj Checador</title>
<link rel="stylesheet" href="/estilos.css">
</head>
<body>
<header><h1>Corporativo · Reloj Checador</h1><p>Actualizado ${esc(d.f.dateTime(d.now))}</p></header>
<main>
${d.rangeError ? `<p class="error" role="alert">${esc(d.rangeError)}</p>` : ''}
<section aria-labelledby="t-cajas"><h2 id="t-cajas">Cajas</h2>${cajasSection(d)}</section>
${desplieguesSection(d.despliegues ?? [], d.f)}
<section aria-labelledby="t-fechas">
  <h2 id="t-fechas">Fechas</h2>
  <form class="rango" method="get" action="/" novalidate>
    <label>Desde <input type="text" name="desde" value="${esc(toTyped(d.range.desde))}" inputmode="numeric" placeholder="dd/mm/aaaa" size="10"></label>
    <label>Hasta <input type="text" name="hasta" value="${esc(toTyped(d.range.hasta))}" inputmode="numeric" placeholder="dd/mm/aaaa" size="10"></label>
    <button type="submit">Ver</button>
  </form>
</section>
${d.avisos ? avisosSection(d.avisos, d.f) : ''}
<section aria-labelledby="t-checadas"><h2 id="t-checadas">Checadas por sucursal y día</h2>${punchesSection(d)}</section>
${voidedSection(d)}
<section aria-labelledby="t-periodos"><h2 id="t-periodos">Periodos cerrados</h2>${periodsSection(d)}</section>
</main>
</body>
</html>
`;
}

/** A small page for errors (401, 404, 500), in Spanish. */
export function renderMessage(title: string, message: string): string {
  return `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Corporativo</title><link rel="stylesheet" href="/estilos.css"></head>
<body><header><h1>Corporativo · Reloj Checador</h1></header><main><section><h2>${esc(title)}</h2><p>${esc(message)}</p><p><a href="/">Volver al inicio</a></p></section></main></body></html>
`;
}
