/** 'Aguinaldo' (/admin/aguinaldo, issue 31) against the real daemon: the figures of LFT art. 87, the total, the download. */
import { DEFAULT_REGLAS } from '@reloj/contract/reglas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';

let daemon: RealDaemon;

beforeAll(async () => {
  daemon = await startRealDaemon();
  // Faltas not counted: without punches every working day since the hire would be one (the rule's other setting).
  await daemon.request('PUT', '/api/reglas', { ...DEFAULT_REGLAS, nombreEmpresa: 'Abarrotes Lupita', aguinaldoDescuentaFaltas: false });
  await daemon.request('POST', '/api/sucursales', { nombre: 'Centro' });
  await daemon.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 400 });
  await daemon.request('POST', '/api/puestos', { nombre: 'Ayudante', salarioDiario: 350.5 });
  const hire = (nombre: string, fechaIngreso: string, puesto: string, salario: number) =>
    daemon.request('POST', '/api/employees', {
      nombre,
      sucursal: 'CENTRO',
      puesto,
      salario,
      bono: 0,
      fechaIngreso,
      horaEntrada: '09:00',
      horaSalida: '18:00',
      minutosComida: 60,
    });
  await hire('Ana López', '2026-07-01', 'CAJERO', 400);
  await hire('Beto Ruiz', '2024-02-10', 'AYUDANTE', 350.5);
});
afterAll(async () => {
  await daemon.stop();
});
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

/** A row's cells as the screen shows them (the column names a narrow screen adds to each cell left out). */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) =>
      [...c.childNodes]
        .filter((n) => !(n instanceof HTMLElement && n.classList.contains('cell-label')))
        .map((n) => n.textContent)
        .join(''),
    );

describe("'Aguinaldo'", () => {
  it('lists each employee’s days and amount by hand-computed figures, with the total, the reminder and the Excel', async () => {
    const user = userEvent.setup();
    const saved: { blob: Blob; name: string }[] = [];
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => ((blob = b), 'blob:aguinaldo'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: blob!, name: this.download });
    });

    await renderAdminRoute('/admin/aguinaldo?anio=2026');
    const nav = screen.getByRole('navigation', { name: 'Menú lateral' });
    expect(
      within(within(nav).getByRole('group', { name: 'Asistencia' }))
        .getAllByRole('link')
        .map((l) => l.textContent)
        .slice(0, 5),
    ).toEqual(['Asistencias', 'Solicitudes', 'Pre-nómina', 'Rol de Turnos', 'Aguinaldo']);
    expect(within(nav).getByRole('link', { name: 'Aguinaldo' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Aguinaldo · Reloj Checador');
    expect(screen.getByText('Se paga antes del 20 de diciembre (LFT art. 87).')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Año' })).toHaveValue('2026');

    const table = await screen.findByRole('table', { name: 'Aguinaldo 2026' });
    const ana = (await within(table).findByText('ANA LÓPEZ')).closest('tr') as HTMLElement;
    const beto = within(table).getByText('BETO RUIZ').closest('tr') as HTMLElement;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Empleado', 'Sucursal', 'Desde', 'Hasta', 'Días contados', 'Días de aguinaldo', 'Salario diario', 'Importe']);
    // Hired 1 July: 184 days to 31 December; 15 × 184 / 365 = 7.56 days; 400 × 15 × 184 / 365 = 3,024.657… → 3,024.66.
    expect(cells(ana).slice(1)).toEqual(['CENTRO', '01/07/2026', '31/12/2026', '184', '7.56', '$400.00', '$3,024.66']);
    // The whole year: 365 days, 15 days × 350.50 = 5,257.50.
    expect(cells(beto).slice(1)).toEqual(['CENTRO', '01/01/2026', '31/12/2026', '365', '15.00', '$350.50', '$5,257.50']);
    // 3,024.66 + 5,257.50
    expect(screen.getByText('Total').closest('p')).toHaveTextContent('Total$8,282.16');

    await user.click(screen.getByRole('link', { name: 'Descargar Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('another year from the selector: 2025 has only the employee hired before it', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/aguinaldo?anio=2026');
    await screen.findByText('ANA LÓPEZ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Año' }), '2025');
    const table = await screen.findByRole('table', { name: 'Aguinaldo 2025' });
    await waitFor(() => expect(within(table).queryByText('ANA LÓPEZ')).not.toBeInTheDocument());
    const beto = (await within(table).findByText('BETO RUIZ')).closest('tr') as HTMLElement;
    expect(cells(beto).slice(1)).toEqual(['CENTRO', '01/01/2025', '31/12/2025', '365', '15.00', '$350.50', '$5,257.50']);
  });
});
