/** The page's one stylesheet, served as /estilos.css (kept in code so the build needs no asset copying). */
export const STYLES = `
:root { --ink: #1c2430; --muted: #5b6675; --line: #d9dee5; --bg: #f4f6f8; --card: #fff; --accent: #0b5cab;
  --ok: #1d7a3a; --ok-bg: #e6f4ea; --bad: #a61b1b; --bad-bg: #fdeaea; --warn: #8a5a00; --warn-bg: #fff4d6; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: var(--bg); }
header { background: var(--ink); color: #fff; padding: 14px 20px; }
header h1 { margin: 0; font-size: 1.25rem; font-weight: 600; }
header p { margin: 2px 0 0; color: #c9d1db; font-size: .875rem; }
main { max-width: 1280px; margin: 0 auto; padding: 16px; }
section { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 16px; margin: 0 0 16px; }
h2 { margin: 0 0 12px; font-size: 1.1rem; }
p.nota { color: var(--muted); font-size: .875rem; margin: 8px 0 0; }
form.rango { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; }
form.rango label { display: flex; flex-direction: column; font-size: .875rem; color: var(--muted); gap: 4px; }
.rango input { font: inherit; width: 10.5em; padding: 8px 10px; border: 1px solid var(--line); border-radius: 6px; min-height: 44px; color: var(--ink); background: #fff; }
button { font: inherit; font-weight: 600; padding: 8px 18px; min-height: 44px; border: 0; border-radius: 6px; background: var(--accent); color: #fff; cursor: pointer; }
.error { background: var(--bad-bg); color: var(--bad); border: 1px solid #f2b8b8; border-radius: 8px; padding: 10px 12px; margin: 0 0 16px; }
.vacio { color: var(--muted); margin: 0; }
.tabla { overflow-x: auto; -webkit-overflow-scrolling: touch; }
table { border-collapse: collapse; width: 100%; font-size: .9375rem; }
th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-size: .8125rem; color: var(--muted); font-weight: 600; background: #fafbfc; white-space: nowrap; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td small { display: block; color: var(--muted); font-size: .8125rem; }
tfoot td { font-weight: 700; border-top: 2px solid var(--ink); border-bottom: 0; }
.marca { display: inline-block; padding: 2px 8px; border-radius: 999px; font-size: .8125rem; font-weight: 600; white-space: nowrap; }
.marca.bien { color: var(--ok); background: var(--ok-bg); }
.marca.mal { color: var(--bad); background: var(--bad-bg); }
.marca.aviso { color: var(--warn); background: var(--warn-bg); }
.marca.info { color: var(--muted); background: #eef1f4; }
td.fecha { white-space: nowrap; }
table.matriz th:first-child, table.matriz td:first-child { position: sticky; left: 0; background: var(--card); min-width: 9rem; }
table.matriz th:first-child { background: #fafbfc; }
table.matriz td.cero { color: #b5bcc6; }
td.registro { min-width: 14rem; }
td.registro .marca { white-space: normal; }
.registro-alterado { margin: 0; color: var(--bad); background: var(--bad-bg); border: 1px solid #f2b8b8; border-radius: 6px; padding: 4px 8px; font-size: .875rem; }
.registro-alterado strong { font-weight: 700; }
.sin-dato { color: var(--muted); font-size: .875rem; }
.anulada { color: var(--bad); font-weight: 600; }
td s { color: var(--muted); }
.descargas { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 14px; }
.descargas a { display: inline-flex; align-items: center; min-height: 44px; padding: 8px 14px; border: 1px solid var(--accent); border-radius: 6px; color: var(--accent); text-decoration: none; font-weight: 600; }
.descargas a:hover, .descargas a:focus { background: #eaf2fb; }
@media (max-width: 640px) {
  main { padding: 10px; }
  section { padding: 12px; }
  table.tarjetas thead { display: none; }
  table.tarjetas, table.tarjetas tbody, table.tarjetas tr, table.tarjetas td { display: block; width: 100%; }
  table.tarjetas tr { border: 1px solid var(--line); border-radius: 8px; margin: 0 0 10px; padding: 6px 10px; }
  table.tarjetas td { border: 0; padding: 5px 0; display: flex; justify-content: space-between; align-items: baseline; gap: 12px; text-align: right; }
  table.tarjetas td::before { content: attr(data-etiqueta); color: var(--muted); font-size: .8125rem; text-align: left; flex: 0 0 38%; }
  table.tarjetas td > div { flex: 1 1 auto; min-width: 0; }
  table.tarjetas td.principal { justify-content: flex-start; text-align: left; border-bottom: 1px solid var(--line); padding-bottom: 6px; margin-bottom: 2px; }
  table.tarjetas td.principal { font-weight: 700; font-size: 1.05rem; }
  table.tarjetas td.principal::before { content: none; }
  table.tarjetas td.registro { justify-content: flex-start; text-align: left; min-width: 0; }
  table.tarjetas td.registro::before { content: none; }
  table.tarjetas tfoot tr { border: 0; padding: 6px 0; }
  table.tarjetas tfoot td::before { content: none; }
  form.rango label { flex: 1 1 40%; }
  form.rango button { flex: 1 1 100%; }
}
`;
