/**
 * The panel's home page against the real daemon (issue 16 item 6): the first-run checklist on a fresh box, then the
 * cards of what needs attention with the screen that fixes each, and the sidebar's count of kiosks to approve.
 */
import { localDate } from '@reloj/contract/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../test/realDaemon';
import { AVISO } from '../../test/privacyNotice';
import { renderAdminRoute } from '../../test/renderRoute';
import { BOX_ZONE } from '../../test/boxDate';

let daemon: RealDaemon | undefined;
afterEach(async () => {
  await daemon?.stop();
  daemon = undefined;
});

const card = async (title: string) => (await screen.findByRole('heading', { level: 2, name: title })).closest('section') as HTMLElement;

describe('a fresh box', () => {
  it('shows the first-run checklist, nothing done, each step with the screen that does it', async () => {
    daemon = await startRealDaemon();
    await renderAdminRoute('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido al panel de administración' })).toBeInTheDocument();
    expect(screen.getByText('Selecciona una opción del menú lateral.')).toBeInTheDocument();
    // Issue 30: on a phone the menu is behind 'Menú' at the top (the page's CSS shows one sentence or the other).
    expect(screen.getByText("Selecciona una opción en 'Menú', arriba de la pantalla.")).toBeInTheDocument();
    const setup = await card('Primeros pasos');
    expect(within(setup).getByText('0 de 6 listos')).toBeInTheDocument();
    const steps = within(setup).getAllByRole('listitem');
    // Issue 30: the privacy notice first (no face without it), the reglas before the first employee.
    expect(steps.map((s) => within(s).getByRole('link').getAttribute('href'))).toEqual([
      '/admin/privacidad',
      '/admin/sucursales',
      '/admin/puestos',
      '/admin/reglas',
      '/admin/nuevo-registro',
      '/admin/dispositivos',
    ]);
    expect(steps.map((s) => s.querySelector('.setup__step-title')?.textContent)).toEqual([
      'Publica el aviso de privacidad',
      'Registra una sucursal',
      'Registra un puesto con su salario diario',
      'Revisa y guarda las reglas de asistencia',
      'Registra un empleado con su rostro',
      'Aprueba el kiosco',
    ]);
    expect(within(steps[0]!).getByText('Sin él no se puede registrar ningún rostro.')).toBeInTheDocument();
    expect(within(steps[0]!).getByRole('link', { name: 'Ir a Privacidad' })).toBeInTheDocument();
    // Nothing to attend to yet: a calm kiosk card, and one sentence where the employees' cards will be.
    expect(within(await card('Kioscos por aprobar')).getByText('Ningún kiosco espera aprobación.')).toBeInTheDocument();
    expect(screen.getByText(/^Aún no hay empleados activos\./)).toBeInTheDocument();
    for (const title of ['Asistencia de hoy', 'Empleados sin rostro', 'Checadas sin salida'])
      expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
  });
});

describe('a box with data', () => {
  async function seed(box: RealDaemon) {
    await box.request('POST', '/api/sucursales', { nombre: 'Centro' });
    await box.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 320 });
    const hire = (nombre: string) =>
      box.request<{ id: number }>('POST', '/api/employees', {
        nombre,
        sucursal: 'CENTRO',
        puesto: 'CAJERO',
        salario: 320,
        bono: 0,
        fechaIngreso: '2025-01-06',
        horaEntrada: '09:00',
        horaSalida: '18:00',
      });
    const ana = await hire('Ana López');
    const beto = await hire('Beto Ruiz');
    box.db
      .prepare(`INSERT INTO rostros (empleado_id, embedding, model_id, quality, crop_jpeg, created_at) VALUES (?, zeroblob(2048), 'test', 0.9, x'FFD8', ?)`)
      .run(ana.id, new Date().toISOString());
    const day = localDate(new Date(Date.now() - 3 * 86_400_000), BOX_ZONE);
    await box.request('POST', '/api/attendance/manual', { empleadoId: beto.id, hora: `${day}T09:00`, motivo: 'Olvidó checar' });
    await box.request('POST', '/api/devices/verify', { fingerprint: 'kiosko-de-la-entrada-01' });
    return { beto: beto.id, day };
  }

  it('shows each card with its number, its first rows and the screen that fixes it', async () => {
    daemon = await startRealDaemon();
    const { beto, day } = await seed(daemon);
    const { router } = await renderAdminRoute('/admin');

    const kiosks = await card('Kioscos por aprobar');
    expect(within(kiosks).getByText('1 kiosco espera tu aprobación para empezar a checar.')).toBeInTheDocument();
    expect(within(kiosks).getByRole('list', { name: 'Kioscos por aprobar' })).toHaveTextContent(/[A-Z0-9]{4}-[A-Z0-9]{4}/);
    expect(within(kiosks).getByRole('link', { name: 'Ir a Dispositivos' })).toHaveAttribute('href', '/admin/dispositivos');

    const faceless = await card('Empleados sin rostro');
    expect(within(faceless).getByText(/^1 empleado activo no tiene rostro registrado/)).toBeInTheDocument();
    expect(within(faceless).getByRole('list')).toHaveTextContent('BETO RUIZ');
    expect(within(faceless).queryByText('ANA LÓPEZ')).not.toBeInTheDocument();
    expect(within(faceless).getByRole('link', { name: 'Ir a Empleados' })).toHaveAttribute('href', '/admin/empleados');

    const missing = await card('Checadas sin salida');
    expect(within(missing).getByText(/^1 día de los últimos 14 con una checada de salida pendiente/)).toBeInTheDocument();
    const row = within(within(missing).getByRole('list', { name: 'Días sin checada de salida' })).getByRole('listitem');
    expect(row).toHaveTextContent('BETO RUIZ');
    expect(row).toHaveTextContent('entrada 09:00');
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/admin/asistencias?desde=${day}&hasta=${day}&empleado=${beto}`);
    // Issue 30 item 3: the employee's day itself, not the list.
    expect(within(missing).getByRole('link', { name: 'Corregir en Pre-nómina' })).toHaveAttribute('href', `/admin/prenomina?empleado=${beto}&fecha=${day}`);

    const today = await card('Asistencia de hoy');
    expect(within(today).getByText('Han checado')).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'Ver checadas de hoy' })).toHaveAttribute('href', '/admin/asistencias');

    // Three of six first steps: no privacy notice, the reglas never saved, no kiosk approved.
    const setup = await card('Primeros pasos');
    expect(within(setup).getByText('3 de 6 listos')).toBeInTheDocument();
    expect(within(setup).getAllByText('Listo')).toHaveLength(3);
    expect(
      within(setup)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Ir a Privacidad', 'Ir a Reglas de Asistencia', 'Ir a Dispositivos']);

    // Followed, the link opens Beto's days on that date, in the period that contains it; the address keeps the period.
    await userEvent.setup().click(within(missing).getByRole('link', { name: 'Corregir en Pre-nómina' }));
    const days = await screen.findByRole('dialog', { name: 'Días de BETO RUIZ' });
    const marked = within(days)
      .getAllByRole('row')
      .find((r) => r.getAttribute('aria-current') === 'date') as HTMLElement;
    expect(within(marked).getByText('Falta checada de salida')).toBeInTheDocument();
    expect(within(marked).getByText('09:00')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?desde=${day}`);
  });

  it('ticks the privacy notice once published and the reglas once saved (issue 30)', async () => {
    daemon = await startRealDaemon();
    await seed(daemon);
    await daemon.request('PUT', '/api/privacidad', AVISO);
    await daemon.request('PUT', '/api/reglas', {});
    await renderAdminRoute('/admin');
    const setup = await card('Primeros pasos');
    expect(within(setup).getByText('5 de 6 listos')).toBeInTheDocument();
    const steps = within(setup).getAllByRole('listitem');
    expect(steps.map((s) => s.classList.contains('setup__step--done'))).toEqual([true, true, true, true, true, false]);
    expect(
      within(setup)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/admin/dispositivos']);
  });

  it("puts the number of kiosks waiting on the sidebar's 'Dispositivos'", async () => {
    daemon = await startRealDaemon();
    await seed(daemon);
    await renderAdminRoute('/admin/empleados');
    const nav = screen.getByRole('navigation', { name: 'Menú lateral' });
    const link = await within(nav).findByRole('link', { name: /^Dispositivos/ });
    await waitFor(() => expect(link).toHaveAccessibleName('Dispositivos, 1 por aprobar'));
  });

  it('a gerente sees their branch without the kiosks and the checklist, and links only to screens they may open', async () => {
    daemon = await startRealDaemon();
    await seed(daemon);
    const centro = (await daemon.request<{ id: number }[]>('GET', '/api/sucursales'))[0]!.id;
    const password = 'una-contraseña-larga';
    await daemon.request('POST', '/api/usuarios', { usuario: 'gerente.centro', password, rol: 'gerente', sucursalIds: [centro] });
    const login = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ usuario: 'gerente.centro', password }),
    });
    expect(login.status).toBe(200);
    await renderAdminRoute('/admin');
    expect(within(await card('Empleados sin rostro')).getByRole('list')).toHaveTextContent('BETO RUIZ');
    expect(screen.queryByRole('heading', { name: 'Kioscos por aprobar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Primeros pasos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Dispositivos/ })).not.toBeInTheDocument();
  });
});

describe('the box clock (issue 18 item 3)', () => {
  it('says so first while the box clock is not synchronised, and not once it is', async () => {
    daemon = await startRealDaemon();
    daemon.db.prepare('UPDATE reloj_sistema SET sincronizado = 0').run();
    await renderAdminRoute('/admin');
    const clock = await card('Hora del equipo sin sincronizar');
    expect(within(clock).getByText(/Las checadas se siguen guardando y quedan marcadas/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Lo que necesita atención' })).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
      'Hora del equipo sin sincronizar',
    );
  });

  it('says nothing when the clock is synchronised or not known', async () => {
    daemon = await startRealDaemon();
    daemon.db.prepare('UPDATE reloj_sistema SET sincronizado = 1').run();
    await renderAdminRoute('/admin');
    await card('Kioscos por aprobar');
    expect(screen.queryByRole('heading', { name: 'Hora del equipo sin sincronizar' })).not.toBeInTheDocument();
  });
});

describe('the data disk (issue 26) and the record chain (issue 29)', () => {
  const MB = 1024 * 1024;
  const headings = () =>
    within(screen.getByRole('region', { name: 'Lo que necesita atención' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);

  it("says 'Sin espacio en disco' first, with the free space, when the disk is full", async () => {
    daemon = await startRealDaemon({ readDiskSpace: () => ({ freeBytes: 512 * 1024, totalBytes: 16 * 1024 * MB }) });
    daemon.db.prepare('UPDATE reloj_sistema SET sincronizado = 0').run();
    // The daily check of the record's chain (issue 29) found a punch changed in the file: that goes before everything.
    daemon.db
      .prepare("INSERT INTO registro_verificaciones (verificado_en, origen, ok, filas, rotura) VALUES ('2026-03-16T14:00:00.000Z', 'diaria', 0, 12, ?)")
      .run(
        JSON.stringify({
          secuencia: 3,
          tipo: 'checada',
          filaId: 3,
          motivo: 'La checada n.º 3 (eslabón n.º 3) no coincide con lo que se registró: se modificó después de guardarse.',
        }),
      );
    await renderAdminRoute('/admin');
    const disk = await card('Sin espacio en disco');
    expect(within(disk).getByText(/^Quedan 512 kB libres de 16 GB\. El reloj checador no puede guardar nada/)).toBeInTheDocument();
    expect(headings().slice(0, 2)).toEqual(['Sin espacio en disco', 'Hora del equipo sin sincronizar']);
    // Before everything else on the page, the first-run checklist too.
    const level2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(level2.slice(0, 2)).toEqual(['Registro alterado', 'Primeros pasos']);
    expect(
      within(await card('Registro alterado')).getByText(
        /^La verificación del 16\/03\/2026 \d\d:\d\d encontró un cambio hecho por fuera del programa\. La checada n\.º 3 \(eslabón n\.º 3\) no coincide/,
      ),
    ).toBeInTheDocument();
  });

  it("warns first below 5 % or 200 MB free ('Poco espacio en disco')", async () => {
    daemon = await startRealDaemon({ readDiskSpace: () => ({ freeBytes: 150 * MB, totalBytes: 16 * 1024 * MB }) });
    await renderAdminRoute('/admin');
    const disk = await card('Poco espacio en disco');
    expect(within(disk).getByText(/^Quedan 150 MB libres de 16 GB \(0\.9%\)\. Cuando se acabe/)).toBeInTheDocument();
    expect(headings()[0]).toBe('Poco espacio en disco');
  });

  it('says nothing while there is room', async () => {
    daemon = await startRealDaemon({ readDiskSpace: () => ({ freeBytes: 8 * 1024 * MB, totalBytes: 16 * 1024 * MB }) });
    await renderAdminRoute('/admin');
    await card('Kioscos por aprobar');
    expect(screen.queryByRole('heading', { name: /espacio en disco/ })).not.toBeInTheDocument();
  });
});
