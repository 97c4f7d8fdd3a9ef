import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { pino } from 'pino';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import { createPool } from '../db/pool.js';
import { applyEvent } from '../ingest/apply.js';
import { applyBatch } from '../ingest/batch.js';
import { parseMessage } from '../ingest/parse.js';
import { recordLatido } from '../latidos.js';
import { checada, empleado, eventFactory, prenomina } from '../test-support/eventos.js';
import { startPostgres, type TestPostgres } from '../test-support/postgres.js';
import { startWeb } from './server.js';

const logger = pino({ level: 'silent' });
const NOW = new Date('2026-03-10T18:00:00.000Z');
const AUTH = { user: 'corporativo', password: 'contraseña-segura' };
const authHeader = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
let pg: TestPostgres;
let pool: Pool;
let web: Awaited<ReturnType<typeof startWeb>>;

async function apply(m: { subject: string; body: string }) {
  const parsed = parseMessage(m.subject, m.body);
  if (!parsed.ok) throw new Error(parsed.motivo);
  await applyEvent(pool, parsed.evento);
}

const get = (path: string, auth: string | null = authHeader(AUTH.user, AUTH.password)) =>
  fetch(`${web.url}${path}`, auth ? { headers: { authorization: auth } } : {});

beforeAll(async () => {
  pg = await startPostgres();
  pool = createPool(pg.url, logger);
  await migrate(pool);
  const centro = eventFactory('centro');
  const norte = eventFactory('norte');
  for (const m of [
    centro('catalogo.guardado', { catalogo: 'sucursales', id: 1, nombre: 'Centro' }),
    centro('catalogo.guardado', { catalogo: 'puestos', id: 1, nombre: 'Cajero' }),
    centro('empleado.creado', empleado(1, { nombre: 'Ana López' })),
    norte('catalogo.guardado', { catalogo: 'sucursales', id: 1, nombre: 'Matriz Monterrey' }),
    norte('catalogo.guardado', { catalogo: 'sucursales', id: 2, nombre: 'Centro' }),
    centro('checada.registrada', checada(1, 1, '2026-03-09T15:00:00.000Z', '2026-03-09')),
    centro('checada.registrada', checada(2, 1, '2026-03-10T00:00:00.000Z', '2026-03-09', { tipo: 'salida' })),
    centro('checada.registrada', checada(3, 1, '2026-03-10T15:00:00.000Z', '2026-03-10')),
    norte('checada.registrada', checada(1, 7, '2026-03-10T15:00:00.000Z', '2026-03-10', { sucursalId: 2 })),
    norte('checada.registrada', checada(2, 8, '2026-03-10T15:05:00.000Z', '2026-03-10', { sucursalId: 2 })),
    norte('checada.registrada', checada(3, 9, '2026-03-04T15:00:00.000Z', '2026-03-04', { sucursalId: 1 })),
    centro('periodo.cerrado', {
      id: 1,
      desde: '2026-03-02',
      hasta: '2026-03-08',
      cerradoEn: '2026-03-09T01:00:00.000Z',
      cerradoPor: 'admin',
      prenomina: prenomina('2026-03-02', '2026-03-08', [
        { id: 1, nombre: 'Ana López', numero: 'E001', total: 2_205.5, bono: { nombre: 'Puntualidad', monto: 200 } },
      ]),
    }),
    norte('periodo.cerrado', {
      id: 4,
      desde: '2026-03-02',
      hasta: '2026-03-08',
      cerradoEn: '2026-03-09T02:00:00.000Z',
      cerradoPor: 'gerente',
      prenomina: prenomina('2026-03-02', '2026-03-08', [
        { id: 7, nombre: 'Beto Ruiz', numero: 'N007', total: 1_000, sucursalId: 2 },
        { id: 9, nombre: 'Carla Díaz', numero: 'N009', total: 1_234.56, sucursalId: 1 },
      ]),
    }),
  ])
    await apply(m);
  await recordLatido(
    pool,
    { caja: 'centro', reloj: new Date(NOW.getTime() + 95_000).toISOString(), relojSincronizado: true, pendientes: 2, ultimaSecuencia: 9, version: '0.1.0' },
    NOW,
  );
  await recordLatido(pool, { caja: 'norte', reloj: NOW.toISOString(), relojSincronizado: true, pendientes: 0, ultimaSecuencia: 6, version: '0.1.0' }, NOW);
  web = await startWeb({
    pool,
    logger,
    host: '127.0.0.1',
    port: 0,
    timeZone: 'America/Mexico_City',
    driftAlertSeconds: 60,
    auth: AUTH,
    natsConnected: () => true,
    now: () => NOW,
  });
});

afterAll(async () => {
  await web?.close();
  await pool?.end();
  await pg?.destroy();
});

describe('Corporativo page', () => {
  it('answers 401 with a Spanish message without the right credentials', async () => {
    for (const auth of [null, authHeader('corporativo', 'otra'), 'Bearer x']) {
      const res = await get('/', auth);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm="Corporativo"/);
      expect(await res.text()).toContain('Escribe el usuario y la contraseña del corporativo');
    }
    expect((await get('/descargas/prenomina.xlsx?desde=2026-03-02&hasta=2026-03-08', null)).status).toBe(401);
  });

  it('shows every box with its last event, lag, pending events and clock flag', async () => {
    const res = await get('/?desde=2026-03-04&hasta=2026-03-10');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<html lang="es-MX">');
    expect(html).not.toMatch(/<script|style=/);
    const [, cajas] = /<h2 id="t-cajas">Cajas<\/h2>(.*?)<\/section>/s.exec(html) ?? [];
    const rows = (cajas ?? '').split('<tr>').slice(2);
    expect(rows).toHaveLength(2);
    // centro: heartbeat says 9 written, 7 applied; its clock is 95 s ahead.
    expect(rows[0]).toContain('centro');
    expect(rows[0]).toContain('2 eventos por llegar');
    expect(rows[0]).toContain('⚠ Reloj desfasado');
    expect(rows[0]).toContain('difiere +95 s');
    expect(rows[0]).toMatch(/data-etiqueta="Pendientes en la caja" class="num"><div>2<\/div>/);
    // 2026-03-02T14:00:07Z is the factory clock of centro's last event: 08:00 in Mexico City, 24 h.
    expect(rows[0]).toContain('02 mar 2026, 08:00');
    expect(rows[1]).toContain('norte');
    expect(rows[1]).toContain('Al día');
    expect(rows[1]).toContain('Reloj correcto');
  });

  it('counts punches by branch and day', async () => {
    const html = await (await get('/?desde=2026-03-04&hasta=2026-03-10')).text();
    const [, matrix] = /<h2 id="t-checadas">.*?<table class="matriz">(.*?)<\/table>/s.exec(html) ?? [];
    expect(matrix).toContain('<th class="num">mié 04/03</th>');
    const cells = (row: string) => [...row.matchAll(/<td class="num[^"]*">([^<]*)<\/td>/g)].map((m) => m[1]);
    const rowOf = (label: string, caja: string) => (matrix ?? '').split('<tr>').find((r) => r.includes(`<td>${label}<small>${caja}</small>`)) ?? '';
    // 04 … 10 March
    expect(cells(rowOf('Centro', 'centro'))).toEqual(['0', '0', '0', '0', '0', '2', '1']);
    expect(cells(rowOf('Centro', 'norte'))).toEqual(['0', '0', '0', '0', '0', '0', '2']);
    expect(cells(rowOf('Matriz Monterrey', 'norte'))).toEqual(['1', '0', '0', '0', '0', '0', '0']);
    expect(matrix).toMatch(/<tfoot>.*<td>Total<\/td><td class="num">1<\/td>.*<td class="num">2<\/td><td class="num">3<\/td><\/tr><\/tfoot>/s);
  });

  it('lists closed periods with totals in pesos, and refuses a bad range in Spanish', async () => {
    const html = await (await get('/?desde=2026-03-04&hasta=2026-03-10')).text();
    const [, periods] = /<h2 id="t-periodos">(.*?)<\/section>/s.exec(html) ?? [];
    expect(periods).toContain('02/03/2026 al 08/03/2026');
    expect(periods).toContain('$2,205.50');
    expect(periods).toContain('$2,234.56');
    expect(periods).toMatch(/Total de los periodos<\/td><td class="num">\$4,440\.06</);
    expect(periods).toContain('href="/descargas/prenomina.xlsx?desde=2026-03-04&amp;hasta=2026-03-10"');

    // The form shows and takes dd/mm/aaaa whatever the browser's language (no native date picker).
    const typed = await (await get('/?desde=4%2F03%2F2026&hasta=10%2F03%2F2026')).text();
    expect(typed).toContain('value="04/03/2026"');
    expect(typed).toContain('value="10/03/2026"');
    expect(typed).toContain('$4,440.06');
    expect(typed).not.toContain('type="date"');
    expect(await (await get('/?desde=31%2F02%2F2026&hasta=10%2F03%2F2026')).text()).toContain(
      'no es una fecha válida: «31/02/2026». Usa el formato dd/mm/aaaa.',
    );

    const bad = await get('/?desde=2026-03-10&hasta=2026-03-01');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('La fecha final (hasta) no puede ser anterior a la inicial (desde). Se muestran los últimos 7 días.');
    expect(await (await get('/?desde=2026-02-30&hasta=2026-03-01')).text()).toContain('La fecha inicial (desde) no es una fecha válida: «2026-02-30»');
    expect((await get('/descargas/incidencias-noi?desde=ayer&hasta=hoy')).status).toBe(400);
    const none = await get('/descargas/incidencias-noi?desde=2025-01-01&hasta=2025-01-07');
    expect(none.status).toBe(404);
    expect(await none.text()).toContain('No hay periodos cerrados entre el 01/01/2025 y el 07/01/2025.');
  });

  it('downloads one Excel workbook across branches', async () => {
    const res = await get('/descargas/prenomina.xlsx?desde=2026-03-04&hasta=2026-03-10');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="prenomina-corporativo-2026-03-04-al-2026-03-10.xlsx"');
    const sheets = await readXlsxFile(Buffer.from(await res.arrayBuffer()));
    expect(sheets.map((s) => s.sheet)).toEqual(['Pre-nómina', 'Asistencia diaria', 'Turnos', 'Incidencias']);
    expect(sheets[3]!.data[0]).toEqual(['Número de empleado', 'Nombre', 'Sucursal', 'Desde', 'Hasta', 'Fecha', 'Concepto', 'Cantidad', 'Unidad', 'Importe']);
    const rows = sheets[0]!.data.slice(1).map((r) => [r[0], r[1], r[2], r[3], r.at(-1)]);
    // By branch, then name; the branch named 'Centro' at both boxes carries the box id.
    expect(rows).toEqual([
      ['E001', 'Ana López', 'Centro (centro)', 'Cajero', 2205.5],
      ['N007', 'Beto Ruiz', 'Centro (norte)', null, 1000],
      ['N009', 'Carla Díaz', 'Matriz Monterrey', null, 1234.56],
    ]);
  });

  it('downloads the CONTPAQi incidencias file of every branch', async () => {
    const res = await get('/descargas/incidencias-contpaqi?desde=2026-03-04&hasta=2026-03-10');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=windows-1252');
    const text = new TextDecoder('windows-1252').decode(await res.arrayBuffer());
    expect(text.split('\r\n')).toEqual([
      'CODIGO,NOMBRE,FECHA,INCIDENCIA,VALOR,UNIDAD,CONCEPTO,IMPORTE',
      'E001,Ana López,02/03/2026,FINJ,1,DIAS,,',
      'E001,Ana López,08/03/2026,RETA,0.5,HORAS,,',
      'E001,Ana López,08/03/2026,BON1,,,,200.00',
      'N007,Beto Ruiz,02/03/2026,FINJ,1,DIAS,,',
      'N007,Beto Ruiz,08/03/2026,RETA,0.5,HORAS,,',
      'N009,Carla Díaz,02/03/2026,FINJ,1,DIAS,,',
      'N009,Carla Díaz,08/03/2026,RETA,0.5,HORAS,,',
      '',
    ]);
    const noi = await get('/descargas/incidencias-noi?desde=2026-03-04&hasta=2026-03-10');
    expect(new TextDecoder('windows-1252').decode(await noi.arrayBuffer()).split('\r\n')[0]).toBe(
      'CLAVE|CONCEPTO|TIPO|DESCRIPCION|UNIDAD|CANTIDAD|IMPORTE|REFERENCIA',
    );
  });

  it("shows each box's chain, leaves voided punches and reopened periods out of every figure, and lists the voids", async () => {
    const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
    const link = (secuencia: number, anterior: string, contenido: string, hash = sha256(anterior + contenido)) => ({
      secuencia,
      tipo: 'checada',
      filaId: secuencia,
      anterior,
      contenido,
      hash,
    });
    // Later than every event of beforeAll, so that the reopening is newer than the close it undoes.
    const centro = eventFactory('centro', 100);
    const norte = eventFactory('norte', 100);
    const later = { creadoEn: '2026-03-10T17:00:00.000Z' };
    const n1 = link(1, 'norte', '{"id":1}');
    const n2 = link(2, n1.hash, '{"id":2}');
    const c1 = link(1, 'centro', '{"id":1}');
    for (const m of [
      norte('registro.eslabon', n1),
      norte('registro.eslabon', n2),
      norte(
        'checada.anulada',
        { id: 1, checadaId: 2, motivo: 'Checó por otro compañero', anuladaPor: 'gerente', anuladaEn: '2026-03-10T16:00:00.000Z' },
        later,
      ),
      norte('registro.eslabon', link(3, n2.hash, '{"id":1,"checadaId":2}')),
      centro('registro.eslabon', c1),
      centro('registro.eslabon', link(2, c1.hash, '{"id":2,"hora":"09:00"}', sha256(`${c1.hash}{"id":2,"hora":"09:30"}`))),
      centro(
        'periodo.reabierto',
        {
          id: 1,
          desde: '2026-03-02',
          hasta: '2026-03-08',
          version: 1,
          motivo: 'Faltó una incapacidad',
          reabiertoPor: 'admin',
          reabiertoEn: '2026-03-10T17:00:00.000Z',
        },
        later,
      ),
    ])
      await apply(m);

    const html = await (await get('/?desde=2026-03-04&hasta=2026-03-10')).text();
    const [, cajas] = /<h2 id="t-cajas">Cajas<\/h2>(.*?)<\/section>/s.exec(html) ?? [];
    expect(cajas).toContain('<th>Caja</th><th>Registro</th><th>Conexión</th>');
    const [centroRow, norteRow] = (cajas ?? '').split('<tr>').slice(2);
    // The chain is the first line of each box, after its name.
    const firstLine = (row = '') =>
      /data-etiqueta="Caja" class="principal">.*?<\/td>\s*<td data-etiqueta="([^"]+)"[^>]*><div>(.*?)<\/div><\/td>/s.exec(row)?.slice(1);
    const [label, chain] = firstLine(centroRow) ?? [];
    expect(label).toBe('Registro');
    // Detected at headquarters' clock (PostgreSQL's now()), whatever the page's 'now'.
    expect(chain).toMatch(
      /^<p class="registro-alterado" role="alert"><strong>Registro alterado: eslabón n\.º 2<\/strong> — el hash no corresponde al contenido del eslabón<\/p><small>detectado \d{2} [a-z]{3} \d{4}, \d{2}:\d{2}<\/small>$/,
    );
    expect(firstLine(norteRow)).toEqual(['Registro', '<span class="marca bien">Registro verificado (3 eslabones)</span>']);

    // Norte's punch of 10/03 at 09:05 was voided: its branch 'Centro' counts 1 that day, not 2.
    const [, matrix] = /<h2 id="t-checadas">.*?<table class="matriz">(.*?)<\/table>/s.exec(html) ?? [];
    const cells = (row: string) => [...row.matchAll(/<td class="num[^"]*">([^<]*)<\/td>/g)].map((m) => m[1]);
    const rowOf = (label: string, caja: string) => (matrix ?? '').split('<tr>').find((r) => r.includes(`<td>${label}<small>${caja}</small>`)) ?? '';
    expect(cells(rowOf('Centro', 'norte'))).toEqual(['0', '0', '0', '0', '0', '0', '1']);
    expect(matrix).toMatch(/<td>Total<\/td>(<td class="num">\d+<\/td>){6}<td class="num">2<\/td><\/tr><\/tfoot>/s);
    expect(html).toContain('No se cuenta 1 checada anulada en su caja; se listan abajo.');
    const [, anuladas] = /<h2 id="t-anuladas">Checadas anuladas<\/h2>(.*?)<\/section>/s.exec(html) ?? [];
    expect(anuladas).toContain('<s>Entrada 10 mar 2026, 09:05</s><small>Empleado E008</small>');
    expect(anuladas).toContain('<span class="anulada">Anulada: Checó por otro compañero</span><small>por gerente, 10 mar 2026, 10:00</small>');

    // Centro's period was reopened at its box: marked, no longer in the total nor in the files.
    const [, periods] = /<h2 id="t-periodos">(.*?)<\/section>/s.exec(html) ?? [];
    expect(periods).toContain('<span class="marca aviso">Reabierto</span><small>10 mar 2026, 11:00 por admin: Faltó una incapacidad</small>');
    expect(periods).toContain('<s>$2,205.50</s><small>ya no vale</small>');
    expect(periods).toMatch(/Total de los periodos<\/td><td class="num">\$2,234\.56</);
    expect(periods).toContain('Un periodo reabierto en su caja no se suma ni se descarga hasta que se vuelva a cerrar.');
    const sheets = await readXlsxFile(Buffer.from(await (await get('/descargas/prenomina.xlsx?desde=2026-03-04&hasta=2026-03-10')).arrayBuffer()));
    expect(sheets[0]!.data.slice(1).map((r) => r[1])).toEqual(['Beto Ruiz', 'Carla Díaz']);
  });

  it("lists every branch's alerts of the range, newest first, in the box's words", async () => {
    const centro = eventFactory('centro', 200);
    const norte = eventFactory('norte', 200);
    const aviso = (clave: string, tipo: string, sucursalId: number | null, fecha: string, titulo: string) => ({
      clave,
      tipo,
      sucursalId,
      sucursal: sucursalId === null ? null : 'Centro',
      fecha,
      titulo,
      texto: `${titulo}.`,
      datos: {},
    });
    for (const m of [
      centro('aviso.generado', aviso('kiosco_sin_senal:2:x', 'kiosco_sin_senal', 1, '2026-03-10T15:20:00.000Z', 'Centro: el kiosco «Entrada» no responde')),
      norte('aviso.generado', aviso('registro_alterado:4', 'registro_alterado', 2, '2026-03-09T14:00:00.000Z', 'Registro alterado: eslabón n.º 4')),
      // 23:30 of the 10th in Mexico City, already the 11th in UTC: in the range.
      centro(
        'aviso.generado',
        aviso('respaldo_fallido:2026-03-10', 'respaldo_fallido', null, '2026-03-11T05:30:00.000Z', 'No se pudo hacer el respaldo diario'),
      ),
      // 23:59 of the 3rd in Mexico City: before the range.
      norte('aviso.generado', aviso('disco:aviso:2026-03-03', 'disco', null, '2026-03-04T05:59:00.000Z', 'El disco del reloj está casi lleno')),
    ])
      await apply(m);

    const html = await (await get('/?desde=2026-03-04&hasta=2026-03-10')).text();
    const [, section] = /<h2 id="t-avisos">Avisos de las sucursales<\/h2>(.*?)<\/section>/s.exec(html) ?? [];
    expect(section).toContain('<th>Aviso</th><th>Tipo</th><th>Sucursal</th><th>Fecha</th>');
    const rows = (section ?? '')
      .split('<tr>')
      .slice(2)
      .map((r) => [...r.matchAll(/<div>(.*?)<\/div>/gs)].map((m) => m[1]));
    expect(rows).toEqual([
      ['No se pudo hacer el respaldo diario', '<span class="marca mal">Respaldo fallido</span>', 'Toda la caja<small>centro</small>', '10 mar 2026, 23:30'],
      ['Centro: el kiosco «Entrada» no responde', '<span class="marca aviso">Kiosco sin señal</span>', 'Centro<small>centro</small>', '10 mar 2026, 09:20'],
      ['Registro alterado: eslabón n.º 4', '<span class="marca mal">Registro alterado</span>', 'Centro<small>norte</small>', '09 mar 2026, 08:00'],
    ]);
    expect(await (await get('/?desde=2026-03-01&hasta=2026-03-02')).text()).toContain('Ninguna sucursal generó avisos en estas fechas.');

    // A day with more alerts than the page lists: the newest 100, and how many there are.
    const muchos = Array.from({ length: 101 }, (_, i) =>
      centro('aviso.generado', aviso(`suplantacion:${i}`, 'suplantacion', 1, new Date(Date.UTC(2026, 1, 2, 12, i)).toISOString(), `Intento ${i}`)),
    );
    expect(
      (
        await applyBatch(
          pool,
          muchos.map((m, i) => ({ subject: m.subject, body: m.body, seq: 1000 + i, msgId: m.msgID })),
        )
      ).every((r) => r.kind === 'applied'),
    ).toBe(true);
    const day = await (await get('/?desde=2026-02-02&hasta=2026-02-02')).text();
    const [, many] = /<h2 id="t-avisos">Avisos de las sucursales<\/h2>(.*?)<\/section>/s.exec(day) ?? [];
    expect((many ?? '').split('<tr>').length - 2).toBe(100);
    expect(many).toMatch(/<div>Intento 100<\/div>.*<div>Intento 1<\/div>/s);
    expect(many).not.toContain('<div>Intento 0</div>');
    expect(many).toContain('Se muestran los 100 más recientes de 101; acorta las fechas para ver los demás.');
  });

  it('answers /salud without credentials', async () => {
    const res = await fetch(`${web.url}/salud`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, db: true, nats: true });
  });
});
