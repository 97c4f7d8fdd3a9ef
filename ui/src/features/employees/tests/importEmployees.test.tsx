/** 'Empleados' → 'Importar' (issue 40 item 3) against the real daemon: preview row by row, import, the page's banner. */
import { IMPORT_COLUMNS } from '@reloj/contract/employeeImport';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoute } from '../../../test/renderRoute';
import { startEmployeesDaemon, type EmployeesDaemon } from './employeesDaemon';

let daemon: EmployeesDaemon;
beforeAll(async () => {
  daemon = await startEmployeesDaemon();
});
afterAll(async () => {
  await daemon.stop();
});
beforeEach(async () => {
  await daemon.reset();
  sendFormsAsMultipart();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(new Error(reader.error?.message ?? 'could not read the file'));
    reader.readAsArrayBuffer(blob);
  });

/**
 * jsdom's FormData is not one Node's fetch can send (it would send '[object FormData]'): the form goes as the
 * multipart/form-data bytes a browser writes for it.
 */
function sendFormsAsMultipart() {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (!(init?.body instanceof FormData)) return realFetch(input, init);
    const boundary = '----relojPrueba7MA4YWxkTrZu0gW';
    const text = new TextEncoder();
    const parts: Uint8Array[] = [];
    for (const [name, value] of init.body.entries()) {
      if (typeof value === 'string') {
        parts.push(text.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
        continue;
      }
      parts.push(text.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: text/csv\r\n\r\n`));
      parts.push(new Uint8Array(await bytesOf(value)));
      parts.push(text.encode('\r\n'));
    }
    parts.push(text.encode(`--${boundary}--\r\n`));
    const headers = new Headers(init.headers);
    headers.set('Content-Type', `multipart/form-data; boundary=${boundary}`);
    const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((offset, p) => (body.set(p, offset), offset + p.length), 0);
    return realFetch(input, { ...init, headers, body });
  });
}

/** The staff as a CSV with the template's headers, the way a spreadsheet saves it. */
const staffCsv = (rows: string[][]) =>
  new File([[IMPORT_COLUMNS.map((c) => c.titulo), ...rows].map((r) => r.join(',')).join('\r\n')], 'panaderia.csv', { type: 'text/csv' });
const row = (numero: string, nombre: string, sucursal = 'Centro') => [
  numero,
  nombre,
  sucursal,
  'Cajero',
  '320',
  '15/06/2020',
  '09:00',
  '18:00',
  '60',
  'domingo',
  'Puntualidad',
  '8',
];

const banner = () => screen.getAllByRole('status').find((el) => el.classList.contains('banner-region'))?.textContent ?? '';

describe("'Empleados' → 'Importar'", () => {
  it('previews every row, refuses a file with a problem, then imports the fixed one and says so in the banner', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/empleados');
    await user.click(await screen.findByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar empleados' });
    const importButton = () => within(dialog).getByRole('button', { name: /^Importar \d+ empleados?$|^Importar$/ });
    const fileInput = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(within(dialog).getByRole('button', { name: 'Descargar plantilla' })).toBeInTheDocument();
    expect(importButton()).toHaveTextContent(/^Importar$/); // not 'Importar 0 empleados' before a file is chosen

    // A file with an unknown sucursal: the row is named, in red, and nothing can be imported.
    await user.upload(fileInput(), staffCsv([row('0001', 'Ana López'), row('0002', 'Beto Ruiz', 'Norte 2'), row('0003', 'Carla Díaz')]));
    expect(within(dialog).getByText('Archivo: panaderia.csv')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    const problem = await within(dialog).findByText('Fila 3: la sucursal "NORTE 2" no existe.');
    expect(problem.closest('ul')).toHaveClass('import-preview__problems');
    expect(problem.closest('tr')).toHaveClass('import-preview__row--error');
    expect(within(dialog).getByText(/1 fila tiene problemas/)).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
    expect(importButton()).toHaveTextContent(/^Importar$/); // no count of rows that cannot be imported

    // Fixed: every row 'Crear', and 'Importar 3 empleados' is enabled.
    await user.upload(fileInput(), staffCsv([row('0001', 'Ana López'), row('0002', 'Beto Ruiz', 'Norte'), row('0003', 'Carla Díaz')]));
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    await within(dialog).findByText(/Todo está bien: se crearán 3/);
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
    // Each cell's value, without the column's name that the phone's cards show beside it.
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.querySelector('.import-preview__value')?.textContent),
      ),
    ).toEqual([
      ['2', '0001', 'ANA LÓPEZ'],
      ['3', '0002', 'BETO RUIZ'],
      ['4', '0003', 'CARLA DÍAZ'],
    ]);
    for (const r of rows) expect(within(r).getByText('Crear')).toBeInTheDocument();
    expect(await daemon.employees()).toEqual([]); // 'Revisar' wrote nothing

    await user.click(within(dialog).getByRole('button', { name: 'Importar 3 empleados' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner()).toContain('Se importaron 3 empleados (0 actualizados)');
    const stored = await daemon.employees();
    expect(stored.map((e) => [e.numeroEmpleado, e.nombre, e.sucursal, e.rostros])).toEqual([
      ['0001', 'ANA LÓPEZ', 'CENTRO', 0],
      ['0002', 'BETO RUIZ', 'NORTE', 0],
      ['0003', 'CARLA DÍAZ', 'CENTRO', 0],
    ]);
    // The list shows them, each still without a face.
    const ana = (await screen.findByText('ANA LÓPEZ', { selector: '.cell-name' })).closest('tr') as HTMLElement;
    expect(within(ana).getByText('0')).toHaveClass('face-count--none');
  });
});
