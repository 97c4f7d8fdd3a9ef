/**
 * 'Pre-nómina' (/admin/prenomina) against the real daemon, with the acceptance week of issue 12: the figures per
 * employee and their total, the days behind them, a missing punch and an overtime authorisation added from the
 * screen, moving between periods, the branch filter and closing a period.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REGLAS } from '@reloj/contract/reglas';
import { periodContaining, type Periodo } from '@reloj/contract/periodos';
import type { Incidencia } from '@reloj/contract/incidencias';
import type { Prenomina } from '@reloj/contract/prenomina';
import type { Punch } from '@reloj/contract/attendance';
import { formatRango } from '../../../lib/dateTime';
import { boxToday } from '../../../test/boxDate';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';
import { hireInNorte, seedAcceptanceWeek, WEEK, type Seeded } from '../../../test/acceptanceWeek';

let daemon: RealDaemon;
// A fresh daemon per test: punches and closed periods can never be removed.
beforeEach(async () => {
  daemon = await startRealDaemon();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await daemon.stop();
});

const WEEK_URL = `/admin/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}`;
const text = (s: string) => s.replace(/\s+/g, ' ');
const pageBanner = () => screen.getAllByRole('status').find((el) => el.classList.contains('banner-region'))?.textContent ?? '';
const dialogBanner = () =>
  within(screen.getByRole('dialog'))
    .getAllByRole('status')
    .find((el) => el.classList.contains('banner-region'))?.textContent ?? '';
const table = () => screen.getByRole('table', { name: 'Pre-nómina por empleado' });
const rowOf = async (name: string) => (await within(table()).findByRole('button', { name })).closest('tr') as HTMLElement;
/** The cells of a row, by column: the name is the row header, then the figures. */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => {
      const copy = cell.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.cell-label').forEach((label) => label.remove()); // the card layout's labels
      return text(copy.textContent ?? '').trim();
    });
const dayRow = (fechaText: string) => within(screen.getByRole('dialog')).getByRole('rowheader', { name: fechaText }).closest('tr') as HTMLElement;

async function openWeek(seed: Seeded) {
  const rendered = await renderAdminRoute(WEEK_URL);
  await rowOf(seed.ana.nombre);
  return rendered;
}

describe("'Pre-nómina' (/admin/prenomina)", () => {
  it("shows the week's figures per employee, which came from manual punches, and a total row", async () => {
    const seed = await seedAcceptanceWeek(daemon);
    await openWeek(seed);
    const nav = screen.getByRole('navigation', { name: 'Menú lateral' });
    expect(within(nav).getByRole('link', { name: 'Pre-nómina' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: text(formatRango(WEEK.desde, WEEK.hasta)) })).toBeInTheDocument();
    expect(screen.getByText('Semana')).toBeInTheDocument();

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => text(h.textContent ?? '').trim());
    expect(headers).toEqual([
      'Nombre',
      'Asistencia',
      'Percepciones',
      'Total',
      'Días trabajados',
      'Faltas',
      'Retardos',
      'Horas extra (dobles / triples)',
      'Sueldo',
      'Séptimo día',
      'Horas extra',
      'Festivos',
      'Descanso trabajado',
      'Prima dominical',
      'Bonos',
    ]);

    const ana = await rowOf('ANA LÓPEZ');
    expect(within(ana).getByText('No. A-01')).toBeInTheDocument();
    expect(within(ana).getByText('10 checadas manuales')).toBeInTheDocument();
    // Overtime not authorised yet: horasExtra 0, total 2,040.42 (issue 12).
    expect(cellsOf(ana).slice(0, 12)).toEqual(['5', '1', '1', '0', '$1,577.50', '$262.92', '$0.00', '$0.00', '$0.00', '$0.00', '$200.00', '$2,040.42']);
    expect(within(ana).getByText(/2 h de tiempo extra sin autorizar no se pagan/)).toBeInTheDocument();
    // Under the name, the attendance in one line: what the table beside the sidebar shows in place of its columns (issue 30).
    expect(within(ana).getByRole('rowheader')).toHaveTextContent('5 días · 1 falta · 1 retardo');

    const totals = within(table()).getAllByRole('row').at(-1) as HTMLElement;
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total (1 empleado)');
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('5 días · 1 falta · 1 retardo');
    expect(cellsOf(totals).slice(0, 12)).toEqual(['5', '1', '1', '0', '$1,577.50', '$262.92', '$0.00', '$0.00', '$0.00', '$0.00', '$200.00', '$2,040.42']);
  });

  it("opens an employee's days: state, punches, retardo, overtime and notes, each manual punch marked with its reason", async () => {
    const user = userEvent.setup();
    const seed = await seedAcceptanceWeek(daemon);
    await openWeek(seed);
    await user.click(within(await rowOf('ANA LÓPEZ')).getByRole('button', { name: 'Ver días de ANA LÓPEZ' }));

    const dialog = screen.getByRole('dialog', { name: 'Días de ANA LÓPEZ' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(8); // header + 7 days
    const wed = dayRow('mié 11 de mar');
    expect(within(wed).getByText('Retardo', { selector: '.pn-estado' })).toBeInTheDocument();
    const { empleados } = await daemon.request<Prenomina>('GET', `/api/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}`);
    const minutos = empleados[0]?.dias.find((d) => d.fecha === '2026-03-11')?.minutosRetardo;
    expect(minutos).toBeGreaterThan(0);
    expect(within(wed).getByText(`${minutos} min`)).toBeInTheDocument();
    expect(within(wed).getByText('09:18')).toBeInTheDocument();
    expect(within(wed).getByText('Manual')).toBeInTheDocument();
    expect(within(wed).getByText(/Checada manual: Checada de la semana de prueba/)).toBeInTheDocument(); // the day's note, with the reason
    await waitFor(() => expect(within(wed).getByText('2 checadas manuales')).toHaveTextContent('2 checadas manuales · por admin'));
    expect(within(wed).getByText('09:18')).toHaveTextContent('09:18manual');
    expect(within(dayRow('jue 12 de mar')).getByText('Falta', { selector: '.pn-estado' })).toBeInTheDocument();
    expect(within(dayRow('sáb 14 de mar')).getByText('Asistencia', { selector: '.pn-estado' })).toBeInTheDocument(); // 09:10 is within tolerance
    expect(within(dayRow('dom 15 de mar')).getByText('Descanso', { selector: '.pn-estado' })).toBeInTheDocument();
    const fri = dayRow('vie 13 de mar');
    expect(within(fri).getByText('20:00')).toBeInTheDocument();
    expect(within(fri).getByText('2 h sin autorizar')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Bonos' })).toHaveTextContent(/^✓?PUNTUALIDAD \(Puntualidad\) \$200\.00: \S/);
    expect(within(dialog).getByRole('list', { name: 'Advertencias' })).toHaveTextContent('2 h de tiempo extra sin autorizar no se pagan');

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('authorises the overtime from the days: the total becomes $2,198.17 and the incidencia is stored', async () => {
    const user = userEvent.setup();
    const seed = await seedAcceptanceWeek(daemon);
    await openWeek(seed);
    await user.click(within(await rowOf('ANA LÓPEZ')).getByRole('button', { name: 'ANA LÓPEZ' }));
    await user.click(within(dayRow('vie 13 de mar')).getByRole('button', { name: 'Agregar incidencia' }));

    const dialog = screen.getByRole('dialog', { name: 'Agregar incidencia' });
    expect(within(dialog).getByLabelText('Tipo')).toHaveDisplayValue('Horas extra autorizadas');
    expect(within(dialog).getByLabelText('Fecha')).toHaveValue('13/03/2026');
    expect(within(dialog).getByLabelText('Horas autorizadas')).toHaveValue(2); // what was worked and not authorised
    await user.type(within(dialog).getByLabelText('Nota (opcional)'), 'Inventario');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar incidencia' }));

    // Back to the days, which show the incidencia and the new figures.
    const days = await screen.findByRole('dialog', { name: 'Días de ANA LÓPEZ' });
    expect(dialogBanner()).toBe('Incidencia "Horas extra autorizadas" agregada el vie 13 de mar.');
    await waitFor(() =>
      expect(within(dayRow('vie 13 de mar')).getByText('Horas extra autorizadas (2 h)')).toHaveTextContent('Horas extra autorizadas (2 h) · por admin'),
    );
    expect(within(dayRow('vie 13 de mar')).getByText(/Inventario/)).toBeInTheDocument(); // in the day's note
    expect(within(days).getByText('Total').nextElementSibling).toHaveTextContent('$2,198.17');
    await user.click(within(days).getByRole('button', { name: 'Cerrar' }));

    const ana = await rowOf('ANA LÓPEZ');
    expect(cellsOf(ana).slice(3, 12)).toEqual(['2 h dobles', '$1,577.50', '$262.92', '$157.75', '$0.00', '$0.00', '$0.00', '$200.00', '$2,198.17']);
    expect(within(ana).getByText('10 checadas manuales · 1 incidencia')).toBeInTheDocument();
    const stored = await daemon.request<Incidencia[]>('GET', `/api/incidencias?desde=${WEEK.desde}&hasta=${WEEK.hasta}`);
    expect(stored).toMatchObject([{ empleadoId: seed.ana.id, fecha: '2026-03-13', tipo: 'horas_extra', horas: 2, nota: 'Inventario' }]);
  });

  it("a vacation day beyond the balance is refused in the daemon's words; «Adelantar días» saves it and the prima vacacional shows (issue 31)", async () => {
    const user = userEvent.setup();
    const seed = await seedAcceptanceWeek(daemon);
    await hireInNorte(daemon); // BETO RUIZ, 315.50 a day, hired 2026-01-05: no vacation days yet
    await openWeek(seed);
    expect(screen.queryByRole('columnheader', { name: 'Prima vacacional' })).not.toBeInTheDocument(); // nobody on vacation
    await user.click(within(await rowOf('BETO RUIZ')).getByRole('button', { name: 'BETO RUIZ' }));
    await user.click(within(dayRow('lun 9 de mar')).getByRole('button', { name: 'Agregar incidencia' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar incidencia' });
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'Vacaciones');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar incidencia' }));
    await waitFor(() => expect(dialogBanner()).toContain('A BETO RUIZ no le quedan días de vacaciones. Para adelantarle días, marca «Adelantar días».'));
    expect(await daemon.request<Incidencia[]>('GET', `/api/incidencias?desde=${WEEK.desde}&hasta=${WEEK.hasta}`)).toEqual([]);

    await user.click(within(dialog).getByLabelText('Adelantar días'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar incidencia' }));
    const days = await screen.findByRole('dialog', { name: 'Días de BETO RUIZ' });
    await user.click(within(days).getByRole('button', { name: 'Cerrar' }));
    // LFT art. 80: 315.50 × 25 % = 78.875 → $78.88, its own column while someone has it.
    await screen.findByRole('columnheader', { name: 'Prima vacacional' });
    expect(cellsOf(await rowOf('BETO RUIZ'))).toContain('$78.88');
  });

  it('removes an incidencia after the question naming it, the employee and the day', async () => {
    const user = userEvent.setup();
    const seed = await seedAcceptanceWeek(daemon);
    await daemon.request('POST', '/api/incidencias', { empleadoId: seed.ana.id, fecha: '2026-03-13', tipo: 'horas_extra', horas: 2 });
    await openWeek(seed);
    expect(cellsOf(await rowOf('ANA LÓPEZ'))[11]).toBe('$2,198.17');
    await user.click(within(await rowOf('ANA LÓPEZ')).getByRole('button', { name: 'ANA LÓPEZ' }));
    await user.click(await within(dayRow('vie 13 de mar')).findByRole('button', { name: 'Quitar Horas extra autorizadas' }));
    const ask = screen.getByRole('dialog', { name: '¿Quitar la incidencia "Horas extra autorizadas" de ANA LÓPEZ del vie 13 de mar?' });
    await user.click(within(ask).getByRole('button', { name: 'Sí, quitar' }));
    await waitFor(() => expect(dialogBanner()).toBe('Incidencia "Horas extra autorizadas" del vie 13 de mar quitada.'));
    await waitFor(() => expect(within(dayRow('vie 13 de mar')).getByText('2 h sin autorizar')).toBeInTheDocument());
    expect(await daemon.request('GET', `/api/incidencias?desde=${WEEK.desde}&hasta=${WEEK.hasta}`)).toEqual([]);
  });

  it("adds a missing punch ('Agregar checada'): the day is no longer 'Falta checada de salida', and the punch is stored as manual", async () => {
    const user = userEvent.setup();
    const seed = await seedAcceptanceWeek(daemon, { saturdaySalida: false });
    await openWeek(seed);
    const ana = await rowOf('ANA LÓPEZ');
    expect(within(ana).getByText(/falta de checada de salida/)).toBeInTheDocument();
    await user.click(within(ana).getByRole('button', { name: 'ANA LÓPEZ' }));
    const sat = dayRow('sáb 14 de mar');
    expect(within(sat).getByText('Falta checada de salida')).toBeInTheDocument();
    await user.click(within(sat).getByRole('button', { name: 'Agregar checada' }));

    const dialog = screen.getByRole('dialog', { name: 'Agregar checada' });
    // The salida of her schedule, dd/mm/aaaa and 24 hours.
    expect(within(dialog).getByLabelText('Fecha')).toHaveValue('14/03/2026');
    expect(within(dialog).getByLabelText('Hora')).toHaveValue('18:00');
    await user.type(within(dialog).getByLabelText('Motivo'), 'Olvidó checar la salida');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar checada' }));

    await screen.findByRole('dialog', { name: 'Días de ANA LÓPEZ' });
    expect(dialogBanner()).toBe('Checada manual agregada: sábado, 14 de marzo de 2026 a las 18:00.');
    await waitFor(() => expect(within(dayRow('sáb 14 de mar')).getByText('Asistencia', { selector: '.pn-estado' })).toBeInTheDocument());
    const fixed = dayRow('sáb 14 de mar');
    expect(within(fixed).getByText(/Checada manual: Olvidó checar la salida/)).toBeInTheDocument(); // the day's note
    await waitFor(() => expect(within(fixed).getByText('18:00')).toHaveTextContent('18:00manual'));
    expect(within(within(fixed).getByText('18:00')).getByText('manual')).toHaveAttribute('title', 'Agregada a mano por admin: Olvidó checar la salida');

    const punches = await daemon.request<Punch[]>('GET', `/api/attendance?desde=2026-03-14&hasta=2026-03-14&empleado=${seed.ana.id}`);
    expect(punches.find((p) => p.motivo === 'Olvidó checar la salida')).toMatchObject({ manual: true, tipo: 'salida', registradoPor: 'admin' });
  });

  it("refuses a reason too short beside the field, in the daemon's words, and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const seed = await seedAcceptanceWeek(daemon, { saturdaySalida: false });
    await openWeek(seed);
    await user.click(within(await rowOf('ANA LÓPEZ')).getByRole('button', { name: 'ANA LÓPEZ' }));
    await user.click(within(dayRow('sáb 14 de mar')).getByRole('button', { name: 'Agregar checada' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar checada' });
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'x' } });
    fireEvent.submit(within(dialog).getByLabelText('Motivo').closest('form') as HTMLFormElement);
    const motivo = within(dialog).getByLabelText('Motivo');
    await waitFor(() => expect(motivo).toHaveAccessibleDescription('Escribe el motivo de la checada manual (al menos 3 caracteres).'));
    expect(motivo).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Agregar checada' })).toBeInTheDocument();

    // A time that cannot be is refused beside its own field.
    await user.clear(within(dialog).getByLabelText('Hora'));
    await user.type(within(dialog).getByLabelText('Hora'), '2500');
    expect(within(dialog).getByLabelText('Hora')).toHaveAccessibleDescription('La hora 25:00 no existe: usa de 00:00 a 23:59.');

    // 'Cancelar' goes back to the days.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('dialog', { name: 'Días de ANA LÓPEZ' })).toBeInTheDocument();
  });

  it("shows the daemon's refusal when the period was closed meanwhile (409), and changes nothing", async () => {
    const user = userEvent.setup();
    const seed = await seedAcceptanceWeek(daemon);
    await openWeek(seed);
    await user.click(within(await rowOf('ANA LÓPEZ')).getByRole('button', { name: 'ANA LÓPEZ' }));
    await user.click(within(dayRow('vie 13 de mar')).getByRole('button', { name: 'Agregar incidencia' }));
    // Closed from another browser while this one had the dialog open.
    const periodo = await daemon.request<Periodo>('POST', '/api/periodos', WEEK);
    await daemon.request('POST', `/api/periodos/${periodo.id}/cerrar`, {});
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Guardar incidencia' }));

    await waitFor(() => expect(dialogBanner()).toMatch(/^No se pudo agregar la incidencia: .*cerrado/));
    expect(screen.getByRole('dialog', { name: 'Agregar incidencia' })).toBeInTheDocument();
    expect(await daemon.request('GET', `/api/incidencias?desde=${WEEK.desde}&hasta=${WEEK.hasta}`)).toEqual([]);
    // Cancelled, the days show the period as closed, without the buttons that add.
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    const days = screen.getByRole('dialog', { name: 'Días de ANA LÓPEZ' });
    await waitFor(() => expect(within(days).queryByRole('button', { name: 'Agregar checada' })).not.toBeInTheDocument());
  });

  it('opens on the current period, moves to the previous and next ones, and accepts ?desde= alone', async () => {
    const user = userEvent.setup();
    const seed = await seedAcceptanceWeek(daemon);
    const { router, unmount } = await renderAdminRoute('/admin/prenomina');
    const now = periodContaining(boxToday(), DEFAULT_REGLAS);
    expect(await screen.findByRole('heading', { level: 2, name: text(formatRango(now.desde, now.hasta)) })).toBeInTheDocument();
    expect(screen.getByText('Semana actual')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ir al periodo actual' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Periodo anterior/ }));
    await waitFor(() => expect(router.state.location.search).not.toBe(''));
    const before = new URLSearchParams(router.state.location.search);
    expect(before.get('hasta')).toBe(new Date(Date.parse(`${now.desde}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10));
    await user.click(screen.getByRole('button', { name: 'Ir al periodo actual' }));
    expect(router.state.location.search).toBe('');
    unmount();

    const second = await renderAdminRoute('/admin/prenomina?desde=2026-03-11');
    expect(await screen.findByRole('heading', { level: 2, name: text(formatRango(WEEK.desde, WEEK.hasta)) })).toBeInTheDocument();
    await rowOf(seed.ana.nombre);
    await user.click(screen.getByRole('button', { name: /Periodo siguiente/ }));
    expect(await screen.findByRole('heading', { level: 2, name: text(formatRango('2026-03-16', '2026-03-22')) })).toBeInTheDocument();
    expect(second.router.state.location.search).toBe('?desde=2026-03-16&hasta=2026-03-22');
    // Nobody punched that week: ANA is there with her faltas, and no manual figures.
    const ana = await rowOf('ANA LÓPEZ');
    expect(cellsOf(ana)[0]).toBe('0');
    expect(within(ana).queryByText(/checadas manuales/)).not.toBeInTheDocument();
  });

  it('filters by branch', async () => {
    const user = userEvent.setup();
    const seed = await seedAcceptanceWeek(daemon);
    await hireInNorte(daemon);
    const { router } = await openWeek(seed);
    await rowOf('BETO RUIZ');
    expect(within(within(table()).getAllByRole('row').at(-1) as HTMLElement).getByRole('rowheader')).toHaveTextContent('Total (2 empleados)');

    // The branch list comes in its own request: a user picks CENTRO once it is offered.
    await screen.findByRole('option', { name: 'CENTRO' });
    await user.selectOptions(screen.getByLabelText('Sucursal'), 'CENTRO');
    await waitFor(() => expect(within(table()).queryByRole('button', { name: 'BETO RUIZ' })).not.toBeInTheDocument());
    await rowOf('ANA LÓPEZ');
    expect(new URLSearchParams(router.state.location.search).get('sucursal')).toBe(String(seed.sucursalId));
  });

  it("closes the period after confirmation: 'Cerrado', no more add buttons, and the daemon refuses changes", async () => {
    const user = userEvent.setup();
    const seed = await seedAcceptanceWeek(daemon);
    await openWeek(seed);
    expect(screen.getByRole('status', { name: 'Estado del periodo' })).toHaveTextContent('Abierto');

    const question = text(`¿Cerrar el periodo ${formatRango(WEEK.desde, WEEK.hasta)}?`);
    await user.click(screen.getByRole('button', { name: 'Cerrar periodo' }));
    const ask = screen.getByRole('dialog', { name: question });
    expect(ask).toHaveTextContent('Sus cifras quedarán fijas');
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(await daemon.request<Periodo[]>('GET', '/api/periodos')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cerrar periodo' }));
    await user.click(within(screen.getByRole('dialog', { name: question })).getByRole('button', { name: 'Sí, cerrar periodo' }));
    await waitFor(() => expect(pageBanner()).toBe(`Periodo ${formatRango(WEEK.desde, WEEK.hasta)} cerrado.`));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Estado del periodo' })).toHaveTextContent(/Cerrado.*por admin/));
    expect(screen.queryByRole('button', { name: 'Cerrar periodo' })).not.toBeInTheDocument();
    expect(await daemon.request<Periodo[]>('GET', '/api/periodos')).toMatchObject([{ desde: WEEK.desde, hasta: WEEK.hasta, estado: 'cerrado' }]);

    await user.click(within(await rowOf('ANA LÓPEZ')).getByRole('button', { name: 'ANA LÓPEZ' }));
    const dialog = screen.getByRole('dialog', { name: 'Días de ANA LÓPEZ' });
    expect(within(dialog).getByText('Cerrado')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Agregar checada' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Agregar incidencia' })).not.toBeInTheDocument();
  });

  it('closes a week before it ends only through a dialog naming the days to come and who lacks a salida (issue 29)', async () => {
    // Saturday 14 March 2026, 12:00 in Mexico City (18:00 UTC: the same date for the page and the daemon).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-14T18:00:00.000Z'));
    try {
      const user = userEvent.setup();
      const seed = await seedAcceptanceWeek(daemon, { fridaySalida: false, saturdaySalida: false });
      await openWeek(seed);
      const question = text(`¿Cerrar el periodo ${formatRango(WEEK.desde, WEEK.hasta)} antes de que termine?`);
      await user.click(screen.getByRole('button', { name: 'Cerrar periodo' }));
      const ask = screen.getByRole('dialog', { name: question });
      expect(ask).toHaveTextContent(
        'Faltan 2 días, contando hoy: sáb 14 de mar y dom 15 de mar. Las checadas de esos días no contarán en este periodo.' +
          'Le falta una checada de salida a: ANA LÓPEZ. Agrégala antes de cerrar o quedará así.' +
          'Sus cifras quedarán fijas y ya no se podrán agregar checadas ni incidencias en él.',
      );
      await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
      expect(await daemon.request<Periodo[]>('GET', '/api/periodos')).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Cerrar periodo' }));
      await user.click(within(screen.getByRole('dialog', { name: question })).getByRole('button', { name: 'Sí, cerrar antes' }));
      await waitFor(() => expect(pageBanner()).toBe(`Periodo ${formatRango(WEEK.desde, WEEK.hasta)} cerrado.`));
      expect(await daemon.request<Periodo[]>('GET', '/api/periodos')).toMatchObject([{ desde: WEEK.desde, hasta: WEEK.hasta, estado: 'cerrado' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the law's warnings on the rows and the days, and each week's minutes past the salida (issue 28)", async () => {
    const user = userEvent.setup();
    await daemon.request('PUT', '/api/reglas', { ...DEFAULT_REGLAS, horasExtraRequierenAutorizacion: false });
    await daemon.request('POST', '/api/sucursales', { nombre: 'CENTRO' });
    await daemon.request('POST', '/api/puestos', { nombre: 'CAJERO', salarioDiario: 315.5 });
    const hire = (nombre: string, turno: Record<string, unknown>) =>
      daemon.request<{ id: number }>('POST', '/api/employees', {
        nombre,
        sucursal: 'CENTRO',
        puesto: 'CAJERO',
        salario: 315.5,
        bono: 0,
        fechaIngreso: '2026-01-05',
        ...turno,
      });
    const punch = (empleadoId: number, ...horas: string[]) =>
      Promise.all(horas.map((hora) => daemon.request('POST', '/api/attendance/manual', { empleadoId, hora, motivo: 'Checada de prueba' })));
    // 22:00-06:00 with 30 min of meal: 7 h 30 min of night, over the 7 h of LFT art. 61.
    const beto = await hire('BETO NOCHE', { horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 30 });
    await punch(beto.id, '2026-03-09T22:00', '2026-03-10T06:00');
    // 25 min past the salida Monday to Thursday, 4 h on Friday (over the 3 h a day of art. 66).
    const carla = await hire('CARLA MINUTOS', { horaEntrada: '09:00', horaSalida: '18:00', minutosComida: 60 });
    for (const d of ['09', '10', '11', '12']) await punch(carla.id, `2026-03-${d}T09:00`, `2026-03-${d}T18:25`);
    await punch(carla.id, '2026-03-13T09:00', '2026-03-13T22:00');

    await renderAdminRoute(WEEK_URL);
    const betoRow = await rowOf('BETO NOCHE');
    expect(within(betoRow).getByText('Jornada mayor a la legal')).toBeInTheDocument();
    const carlaRow = await rowOf('CARLA MINUTOS');
    expect(within(carlaRow).getByText('Horas extra sobre el límite legal').closest('.pn-tag')).toHaveAttribute('title', expect.stringMatching(/LFT art\. 66/));

    await user.click(within(carlaRow).getByRole('button', { name: 'Ver días de CARLA MINUTOS' }));
    const dialog = screen.getByRole('dialog', { name: 'Días de CARLA MINUTOS' });
    expect(within(dayRow('vie 13 de mar')).getByText(/4 h de tiempo extra .*LFT art\. 66/)).toBeInTheDocument();
    expect(within(dayRow('lun 9 de mar')).getByText(/25 min/)).toBeInTheDocument();
    // 4 x 25 min + 4 h = 340 min in the week: 11 whole blocks of 30 min = 5 h 30 min paid.
    const weeks = within(dialog).getByRole('region', { name: 'Minutos después de la salida, por semana' });
    expect(text(weeks.textContent ?? '')).toContain('5 h 40 min sumados en la semana: 11 bloques de 30 min pagados (5 h 30 min)');
    expect(within(dialog).getByText('Diurna, 8 h (máx. 8 h)')).toBeInTheDocument();
  });
});
