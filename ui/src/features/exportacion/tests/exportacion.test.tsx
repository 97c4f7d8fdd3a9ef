/**
 * 'Exportación a nómina' (/admin/exportacion) and the download links of 'Pre-nómina', against the real daemon with
 * issue 12's acceptance week (ANA LÓPEZ, bono PUNTUALIDAD): the presets' codes, the server's refusals shown on the
 * row they are about (and nothing stored), a saved profile, the preview of the file, and the links' addresses.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PerfilesExportacion, PerfilExportacion, PerfilGuardado } from '@reloj/contract/exportacion';
import { useRealDaemon } from '../../../test/useRealDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';
import { seedAcceptanceWeek, WEEK, type Seeded } from '../../../test/acceptanceWeek';

let seeded: Seeded | undefined;
const daemon = useRealDaemon(async (d) => {
  seeded ??= await seedAcceptanceWeek(d); // punches cannot be removed: the week is seeded once
  const { perfiles } = await d.request<PerfilesExportacion>('GET', '/api/exportacion/perfiles');
  for (const p of perfiles) await d.request('DELETE', `/api/exportacion/perfiles/${p.id}`);
});

const WEEK_URL = `/admin/exportacion?desde=${WEEK.desde}&hasta=${WEEK.hasta}`;
const banner = () => screen.getAllByRole('status').find((el) => el.classList.contains('banner-region'))?.textContent ?? '';
const codigo = (etiqueta: string) => screen.getByLabelText<HTMLInputElement>(`Código de ${etiqueta}`);
const rowOf = (etiqueta: string) => codigo(etiqueta).closest('tr') as HTMLElement;
const origen = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Punto de partida' });
const saved = async () => (await daemon.request<PerfilesExportacion>('GET', '/api/exportacion/perfiles')).perfiles;
/** The preview's lines as shown, tabs as ' ⇥ '. */
const previewLines = () => (screen.getByLabelText('Primeras líneas del archivo').textContent ?? '').split('\n').filter(Boolean);

async function openScreen(url = WEEK_URL) {
  const rendered = await renderAdminRoute(url);
  await screen.findByLabelText('Código de Falta injustificada');
  return rendered;
}

async function replace(input: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(input);
  if (text) await user.type(input, text);
}

async function presetPerfil(clave: 'contpaqi' | 'noi'): Promise<PerfilExportacion> {
  const { presets } = await daemon.request<PerfilesExportacion>('GET', '/api/exportacion/perfiles');
  const preset = presets.find((p) => p.clave === clave);
  if (!preset) throw new Error(`no preset ${clave}`);
  return preset.perfil;
}

describe("'Exportación a nómina' (/admin/exportacion)", () => {
  it("starts from 'CONTPAQi Nóminas': its codes (FINJ...), one per bono, the file's shape and the plain notice", async () => {
    await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Exportación a nómina' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menú lateral' });
    expect(within(nav).getByRole('link', { name: 'Exportación a nómina' })).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getByText(
        'Los códigos deben coincidir con el catálogo de incidencias y conceptos de tu programa de nómina (CONTPAQi, NOI u otro). Revísalos con tu contador antes de importar.',
      ),
    ).toBeInTheDocument();

    expect(origen().value).toBe('contpaqi');
    expect(screen.getByLabelText('Nombre del perfil')).toHaveValue('CONTPAQi Nóminas');
    expect(codigo('Falta injustificada')).toHaveValue('FINJ');
    expect(codigo('Retardo')).toHaveValue('RETA');
    expect(codigo('Horas extra dobles')).toHaveValue('HE2');
    expect(codigo('Horas extra triples')).toHaveValue('HE3');
    expect(codigo('Incapacidad')).toHaveValue('INC');
    expect(codigo('Bono PUNTUALIDAD')).toHaveValue('BON1');
    expect(screen.getByLabelText('Concepto de Bono PUNTUALIDAD')).toHaveValue('');
    const rows = within(screen.getByRole('table', { name: 'Códigos por tipo de incidencia' })).getAllByRole('rowheader');
    expect(rows.map((r) => r.querySelector('.ex-code__label')?.textContent)).toEqual([
      'Falta injustificada',
      'Retardo',
      'Horas extra dobles',
      'Horas extra triples',
      'Festivo trabajado',
      'Descanso trabajado',
      'Prima dominical',
      'Falta justificada',
      'Permiso sin goce de sueldo',
      'Vacaciones',
      'Incapacidad',
      'Prima vacacional',
      'Bono PUNTUALIDAD',
    ]);

    const separador = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Separador' });
    expect(separador.selectedOptions[0]?.textContent).toBe('Coma (,)');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Codificación' }).selectedOptions[0]?.textContent).toBe(
      'Windows-1252 (programas de Windows anteriores)',
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Horas' }).selectedOptions[0]?.textContent).toBe('Decimal (1.5 = hora y media)');
    expect(screen.getByRole('checkbox', { name: 'La primera fila lleva los títulos de las columnas' })).toBeChecked();
    expect(screen.getByLabelText('Título de la columna 1')).toHaveValue('CODIGO');
    expect(screen.queryByRole('button', { name: 'Eliminar perfil' })).not.toBeInTheDocument();
  });

  it("'Aspel NOI' loads its own codes and shape", async () => {
    const user = userEvent.setup();
    await openScreen();
    await user.selectOptions(origen(), 'Aspel NOI');
    expect(codigo('Falta injustificada')).toHaveValue('F');
    expect(codigo('Retardo')).toHaveValue('R');
    expect(codigo('Bono PUNTUALIDAD')).toHaveValue('B1');
    expect(screen.getByLabelText('Nombre del perfil')).toHaveValue('Aspel NOI');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Separador' }).selectedOptions[0]?.textContent).toBe('Barra vertical (|)');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Horas' }).selectedOptions[0]?.textContent).toBe('Horas.minutos (1.30 = hora y media)');
    expect(screen.getByLabelText('Título de la columna 1')).toHaveValue('CLAVE');
  });

  it("previews the week's file with the codes on screen: the header, ANA's retardos, a tab shown as ⇥", async () => {
    const user = userEvent.setup();
    await openScreen();
    await waitFor(() => expect(previewLines()[0]).toBe('CODIGO,NOMBRE,FECHA,INCIDENCIA,VALOR,UNIDAD,CONCEPTO,IMPORTE'));
    expect(previewLines().some((l) => l.startsWith('A-01,ANA LÓPEZ,') && l.includes(',RETA,'))).toBe(true);
    expect(screen.getByText(/incidencias? en el archivo$/)).toBeInTheDocument();

    await replace(codigo('Retardo'), 'R01');
    await waitFor(() => expect(previewLines().some((l) => l.includes(',R01,'))).toBe(true));
    expect(previewLines().some((l) => l.includes(',RETA,'))).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Separador' }), 'Tabulador');
    await waitFor(() => expect(previewLines()[0]).toBe('CODIGO ⇥ NOMBRE ⇥ FECHA ⇥ INCIDENCIA ⇥ VALOR ⇥ UNIDAD ⇥ CONCEPTO ⇥ IMPORTE'));

    await user.click(screen.getByRole('button', { name: 'Quitar la columna 2' }));
    await user.click(screen.getByRole('button', { name: 'Subir la columna 3' })); // INCIDENCIA before FECHA
    await waitFor(() => expect(previewLines()[0]).toBe('CODIGO ⇥ INCIDENCIA ⇥ FECHA ⇥ VALOR ⇥ UNIDAD ⇥ CONCEPTO ⇥ IMPORTE'));
  });

  it('an empty code: the Spanish refusal on its row, the field marked and focused, nothing saved', async () => {
    const user = userEvent.setup();
    await openScreen();
    await replace(codigo('Retardo'), '');
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));

    const message = 'El código de Retardo es obligatorio.';
    await waitFor(() => expect(within(rowOf('Retardo')).getByText(message)).toBeInTheDocument());
    expect(banner()).toBe(`No se guardó el perfil: ${message}`);
    expect(codigo('Retardo')).toHaveAttribute('aria-invalid', 'true');
    expect(codigo('Retardo')).toHaveAccessibleDescription(message);
    await waitFor(() => expect(codigo('Retardo')).toHaveFocus());
    expect(within(rowOf('Falta injustificada')).queryByText(message)).not.toBeInTheDocument();
    expect(await saved()).toEqual([]);

    await user.type(codigo('Retardo'), 'R'); // editing the row clears its refusal
    expect(within(rowOf('Retardo')).queryByText(message)).not.toBeInTheDocument();
    expect(codigo('Retardo')).not.toHaveAttribute('aria-invalid');
  });

  it('a code used twice: the refusal on the second row, nothing saved', async () => {
    const user = userEvent.setup();
    await openScreen();
    await replace(codigo('Vacaciones'), 'FINJ');
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    const message = 'El código "FINJ" ya se usa para Falta injustificada: cada tipo necesita un código distinto.';
    await waitFor(() => expect(within(rowOf('Vacaciones')).getByText(message)).toBeInTheDocument());
    expect(within(rowOf('Falta injustificada')).queryByText(message)).not.toBeInTheDocument();
    expect(banner()).toBe(`No se guardó el perfil: ${message}`);
    expect(await saved()).toEqual([]);
  });

  it('saves an adjusted profile: listed and chosen, updated, then removed after the confirmation naming it', async () => {
    const user = userEvent.setup();
    await openScreen();
    await replace(screen.getByLabelText('Nombre del perfil'), 'CONTPAQi Centro');
    await replace(codigo('Falta injustificada'), 'FI');
    await replace(screen.getByLabelText('Concepto de Bono PUNTUALIDAD'), '105');
    await user.click(screen.getByRole('checkbox', { name: 'La primera fila lleva los títulos de las columnas' }));
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));

    await waitFor(() => expect(banner()).toBe('Perfil "CONTPAQi Centro" guardado.'));
    const [stored] = await saved();
    expect(stored).toMatchObject({ nombre: 'CONTPAQi Centro', encabezados: false, separador: ',', codificacion: 'windows-1252' });
    expect(stored?.codigos).toMatchObject({
      falta: { codigo: 'FI', concepto: '' },
      retardo: { codigo: 'RETA' },
      'bono:PUNTUALIDAD': { codigo: 'BON1', concepto: '105' },
    });
    expect(origen().value).toBe(String(stored?.id));
    expect(within(origen()).getByRole('group', { name: 'Perfiles guardados' })).toHaveTextContent('CONTPAQi Centro');
    expect(screen.getByText('Al guardar se actualiza el perfil "CONTPAQi Centro".')).toBeInTheDocument();

    // Away and back: the saved profile comes back as stored.
    await user.selectOptions(origen(), 'Aspel NOI');
    expect(codigo('Falta injustificada')).toHaveValue('F');
    await user.selectOptions(origen(), 'CONTPAQi Centro');
    expect(codigo('Falta injustificada')).toHaveValue('FI');

    await replace(codigo('Retardo'), 'RT');
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    await waitFor(() => expect(banner()).toBe('Perfil "CONTPAQi Centro" actualizado.'));
    expect((await saved()).map((p) => [p.id, p.codigos.retardo?.codigo])).toEqual([[stored?.id, 'RT']]);

    const question = '¿Eliminar el perfil "CONTPAQi Centro"?';
    await user.click(screen.getByRole('button', { name: 'Eliminar perfil' }));
    await user.click(within(screen.getByRole('dialog', { name: question })).getByRole('button', { name: 'Cancelar' }));
    expect(await saved()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Eliminar perfil' }));
    expect(screen.getByRole('dialog', { name: question })).toHaveTextContent('Ya no se podrá elegir para descargar incidencias.');
    await user.click(within(screen.getByRole('dialog', { name: question })).getByRole('button', { name: 'Sí, eliminar perfil' }));
    await waitFor(() => expect(banner()).toBe('Perfil "CONTPAQi Centro" eliminado.'));
    expect(await saved()).toEqual([]);
    expect(origen().value).toBe('contpaqi');
    expect(within(origen()).queryByRole('group', { name: 'Perfiles guardados' })).not.toBeInTheDocument();
  });

  it('a name already saved: the refusal next to the name, nothing added', async () => {
    const user = userEvent.setup();
    await daemon.request<PerfilGuardado>('POST', '/api/exportacion/perfiles', { ...(await presetPerfil('noi')), nombre: 'Mi nómina' });
    await openScreen();
    await replace(screen.getByLabelText('Nombre del perfil'), 'Mi nómina');
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    const nombre = screen.getByLabelText('Nombre del perfil');
    await waitFor(() => expect(nombre).toHaveAttribute('aria-invalid', 'true'));
    const reason = banner().replace(/^No se guardó el perfil: /, '');
    expect(reason).not.toBe('');
    expect(nombre).toHaveAccessibleDescription(reason);
    expect((await saved()).map((p) => p.nombre)).toEqual(['Mi nómina']);
  });
});

describe("'Pre-nómina': the period's files", () => {
  const periodQuery = (sucursal: number) => `desde=${WEEK.desde}&hasta=${WEEK.hasta}&sucursal=${sucursal}`;

  it("'Descargar Excel', 'Descargar incidencias' with the chosen profile and 'Imprimir tarjetas' point at the period and branch", async () => {
    const user = userEvent.setup();
    const sucursal = seeded?.sucursalId ?? 0;
    await renderAdminRoute(`/admin/prenomina?${periodQuery(sucursal)}`);
    const excel = await screen.findByRole('link', { name: 'Descargar Excel' });
    expect(excel).toHaveAttribute('href', `/api/prenomina?${periodQuery(sucursal)}&formato=xlsx`);
    expect(excel).toHaveAttribute('download');
    const incidencias = screen.getByRole('link', { name: 'Descargar incidencias' });
    expect(incidencias).toHaveAttribute('href', `/api/prenomina/incidencias?${periodQuery(sucursal)}&perfil=contpaqi`);
    expect(incidencias).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Imprimir tarjetas' })).toHaveAttribute('href', `/admin/prenomina/tarjetas?${periodQuery(sucursal)}`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Perfil de exportación' }), 'Aspel NOI');
    expect(incidencias).toHaveAttribute('href', `/api/prenomina/incidencias?${periodQuery(sucursal)}&perfil=noi`);

    // What the links ask for is a file the browser downloads.
    for (const href of [excel.getAttribute('href'), incidencias.getAttribute('href')]) {
      const response = await fetch(href ?? '');
      expect(response.status, href ?? '').toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    }
  });

  it('shows the Spanish refusal on the page when a saved profile lacks the code of a bono earned in the period', async () => {
    const user = userEvent.setup();
    const { 'bono:PUNTUALIDAD': _dropped, ...codigos } = (await presetPerfil('noi')).codigos;
    const perfil = await daemon.request<PerfilGuardado>('POST', '/api/exportacion/perfiles', {
      ...(await presetPerfil('noi')),
      nombre: 'NOI incompleto',
      codigos,
    });
    await renderAdminRoute(`/admin/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}`);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Perfil de exportación' });
    await waitFor(() => expect(select.value).toBe(String(perfil.id)));
    await user.click(screen.getByRole('link', { name: 'Descargar incidencias' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El perfil no tiene código para Bono PUNTUALIDAD: agrégalo en Exportación a nómina.');
  });

  it('offers the saved profiles, the last one adjusted first; without a branch the links carry none', async () => {
    const user = userEvent.setup();
    const perfil = await daemon.request<PerfilGuardado>('POST', '/api/exportacion/perfiles', {
      ...(await presetPerfil('contpaqi')),
      nombre: 'CONTPAQi Centro',
    });
    await renderAdminRoute(`/admin/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}`);
    const incidencias = await screen.findByRole('link', { name: 'Descargar incidencias' });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Perfil de exportación' });
    await waitFor(() => expect(select.value).toBe(String(perfil.id)));
    expect(incidencias).toHaveAttribute('href', `/api/prenomina/incidencias?desde=${WEEK.desde}&hasta=${WEEK.hasta}&perfil=${perfil.id}`);
    expect(screen.getByRole('link', { name: 'Descargar Excel' })).toHaveAttribute(
      'href',
      `/api/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}&formato=xlsx`,
    );
    expect(screen.getByRole('link', { name: 'Imprimir tarjetas' })).toHaveAttribute(
      'href',
      `/admin/prenomina/tarjetas?desde=${WEEK.desde}&hasta=${WEEK.hasta}`,
    );
    await user.selectOptions(select, 'CONTPAQi Nóminas');
    expect(incidencias).toHaveAttribute('href', `/api/prenomina/incidencias?desde=${WEEK.desde}&hasta=${WEEK.hasta}&perfil=contpaqi`);
    const response = await fetch(`/api/prenomina/incidencias?desde=${WEEK.desde}&hasta=${WEEK.hasta}&perfil=${perfil.id}`);
    expect(response.status).toBe(200);
    fireEvent.click(screen.getByRole('link', { name: 'Configurar exportación' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Exportación a nómina' })).toBeInTheDocument();
  });
});
