/** The printable finiquito (/admin/empleados/:id/finiquito, issue 31) against the real daemon, figure for figure. */
import { DEFAULT_REGLAS } from '@reloj/contract/reglas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderRoute';
import { useRealDaemon } from '../../../test/useRealDaemon';

const daemon = useRealDaemon(async () => {});
let ana: number;
let beto: number;

beforeAll(async () => {
  await daemon.request('PUT', '/api/reglas', { ...DEFAULT_REGLAS, nombreEmpresa: 'Abarrotes Lupita', aguinaldoDescuentaFaltas: false });
  await daemon.request('POST', '/api/sucursales', { nombre: 'Centro' });
  await daemon.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 400 });
  const hire = async (nombre: string, fechaIngreso: string) =>
    (
      await daemon.request<{ id: number }>('POST', '/api/employees', {
        nombre,
        sucursal: 'CENTRO',
        puesto: 'CAJERO',
        salario: 400,
        bono: 0,
        fechaIngreso,
        horaEntrada: '09:00',
        horaSalida: '18:00',
        minutosComida: 60,
      })
    ).id;
  ana = await hire('Ana López', '2024-03-15');
  beto = await hire('Beto Ruiz', '2026-01-05');
  await daemon.request('POST', `/api/employees/${ana}/baja`, { fechaBaja: '2026-11-20', motivoBaja: 'despido_injustificado' });
  await daemon.request('POST', `/api/employees/${beto}/baja`, { fechaBaja: '2026-11-20', motivoBaja: 'renuncia' });
});

/** Each row of the lines' table as its cells' text, the concepto with its detail. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('Finiquito', () => {
  it('a despido injustificado: the data, each line with its basis, the liquidación apart, and the 20 days when ticked', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderRoute(`/admin/empleados/${ana}/finiquito`);
    const sheet = await screen.findByRole('article', { name: 'Finiquito y liquidación de ANA LÓPEZ' }, { timeout: 5000 });
    expect(document.title).toBe('Finiquito - ANA LÓPEZ');
    expect(within(sheet).getByText('Abarrotes Lupita', { selector: '.finiquito__empresa' })).toBeInTheDocument();
    const datos = Object.fromEntries(
      within(sheet)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(datos).toEqual({
      Empleado: 'ANA LÓPEZ',
      'No. de empleado': '—',
      Puesto: 'CAJERO',
      Sucursal: 'CENTRO',
      'Fecha de ingreso': '15/03/2024',
      'Fecha de baja': '20/11/2026',
      Motivo: 'Despido injustificado',
      // 981 days / 365
      Antigüedad: '2.69 años',
      'Salario diario': '$400.00',
      // 1 + (15 + 16 × 25 %) / 365 = 1.0521; 400 × 1.0521 = 420.84
      'Salario diario integrado': '$420.84 (factor 1.0521)1 + (15 días de aguinaldo + 16 de vacaciones × 25%) / 365 (LFT art. 84)',
    });

    const aguinaldo = 'Aguinaldo proporcional15 días de aguinaldo × 324 días contados del 01/01/2026 al 20/11/2026 / 365 = 13.32 días × $400.00.';
    const pendientes = 'Vacaciones pendientes26 días pendientes de años de servicio cumplidos (año 1: 12, año 2: 14) × $400.00.';
    // Issue 39: 15/03/2026 → 20/11/2026 with the baja day: 251 days; 16 × 251 / 365 = 11.0027… days.
    const proporcionales =
      'Vacaciones proporcionales16 días del año de servicio 3 × 251 días desde el aniversario del 15/03/2026 hasta la baja, incluida, / 365 = 11 días × $400.00.';
    const prima = 'Prima vacacional(26 + 11) días × $400.00 × 25%.';
    const antiguedad = 'Prima de antigüedad12 días × 2.69 años de servicio (981 días / 365) × $400.00 (salario diario; tope de 2 salarios mínimos: $630.08).';
    const tresMeses = 'Indemnización de tres meses90 días × $420.84 de salario diario integrado (factor 1.0521).';
    const finiquito = [
      ['Finiquito'],
      // 400 × 15 × 324 / 365 = 5,326.03
      [aguinaldo, '13.32', '$400.00', '$5,326.03', 'LFT art. 87'],
      [pendientes, '26.00', '$400.00', '$10,400.00', 'LFT arts. 76, 79'],
      // 400 × 16 × 251 / 365 = 1,606,400 / 365 = 4,401.095… → 4,401.10
      [proporcionales, '11.00', '$400.00', '$4,401.10', 'LFT art. 79'],
      // (26 + 4,016 / 365) × 400 × 25 % = 100 × 13,506 / 365 = 1,350,600 / 365 = 3,700.273… → 3,700.27
      [prima, '37.00', '$400.00', '$3,700.27', 'LFT art. 80'],
      // 12 × 981 / 365 × 400 = 12,900.82
      [antiguedad, '32.25', '$400.00', '$12,900.82', 'LFT arts. 162, 485, 486'],
      // 5,326.03 + 10,400.00 + 4,401.10 + 3,700.27 + 12,900.82
      ['Total finiquito', '$36,728.22', ''],
    ];
    expect(rows()).toEqual([
      ...finiquito,
      ['Liquidación (despido injustificado)Incluir 20 días por año (art. 50 fr. II)'],
      // 90 × 420.84
      [tresMeses, '90.00', '$420.84', '$37,875.60', 'LFT arts. 48, 50 fr. III'],
      ['Total liquidación', '$37,875.60', ''],
      ['Total finiquito y liquidación', '$74,603.82', ''],
    ]);

    const veinte = within(sheet).getByRole('checkbox', { name: 'Incluir 20 días por año (art. 50 fr. II)' });
    expect(veinte).not.toBeChecked();
    await user.click(veinte);
    // 20 × 981 / 365 × 420.84 = 22,621.59; 37,875.60 + 22,621.59 = 60,497.19; + 36,728.22 = 97,225.41
    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(veinte).toBeChecked();
    expect(rows().slice(8)).toEqual([
      [tresMeses, '90.00', '$420.84', '$37,875.60', 'LFT arts. 48, 50 fr. III'],
      [
        'Indemnización de 20 días por año20 días × 2.69 años de servicio (981 días / 365) × $420.84 de salario diario integrado.',
        '53.75',
        '$420.84',
        '$22,621.59',
        'LFT art. 50 fr. II',
      ],
      ['Total liquidación', '$60,497.19', ''],
      ['Total finiquito y liquidación', '$97,225.41', ''],
    ]);

    expect(within(sheet).getByRole('note')).toHaveTextContent(
      'Este cálculo es una guía para revisar con tu contador o abogado laboral; no es asesoría legal ni sustituye el convenio ante el Centro de Conciliación.',
    );
    expect(within(sheet).getByText('Firma del trabajador')).toBeInTheDocument();
    expect(within(sheet).getByText('Firma del patrón o representante')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('a renuncia at ten months: the finiquito only, no liquidación and no checkbox', async () => {
    renderRoute(`/admin/empleados/${beto}/finiquito`);
    const sheet = await screen.findByRole('article', { name: 'Finiquito de BETO RUIZ' }, { timeout: 5000 });
    expect(within(sheet).queryByText('Liquidación (despido injustificado)')).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(sheet).getByText('Renuncia voluntaria')).toBeInTheDocument();
    // No prima de antigüedad for a renuncia under 15 years (art. 162 fr. III).
    expect(within(sheet).queryByText(/Prima de antigüedad/)).not.toBeInTheDocument();
  });
});
