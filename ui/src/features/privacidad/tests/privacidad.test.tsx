/** 'Privacidad' (/admin/privacidad) against the real daemon: no notice yet, publishing versions, the server's refusals under their field. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Aviso, Privacidad, PrivacidadInput } from '@reloj/contract/privacidad';
import { renderAdminRoute } from '../../../test/renderRoute';
import { DATOS, fechaDe, horaDe } from './aviso';
import { useFreshDaemon } from './freshDaemon';

const daemon = useFreshDaemon();

const SIN_AVISO = 'Todavía no hay aviso de privacidad: sin él no se pueden registrar rostros.';
const LABELS: Record<keyof PrivacidadInput, string> = {
  responsable: 'Responsable (nombre o razón social)',
  domicilio: 'Domicilio',
  contacto: 'Contacto para solicitudes de datos (ARCO)',
  diasFotos: 'Días que se guardan las fotos de checada',
  diasPlantillasBaja: 'Días que se guardan los rostros tras una baja',
};

const form = () => screen.getByRole('form', { name: 'Datos del aviso de privacidad' });
const input = (field: keyof PrivacidadInput) => within(form()).getByLabelText(LABELS[field]);
const publish = () => screen.getByRole('button', { name: 'Guardar y publicar' });
const banner = () => screen.getAllByRole('status').find((el) => el.classList.contains('banner-region'))?.textContent ?? '';
const stored = async () => (await daemon.request<Privacidad>('GET', '/api/privacidad')).aviso;

async function openScreen() {
  const rendered = await renderAdminRoute('/admin/privacidad');
  await screen.findByRole('form', { name: 'Datos del aviso de privacidad' });
  return rendered;
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<keyof PrivacidadInput, string>>) {
  for (const [field, value] of Object.entries(values) as [keyof PrivacidadInput, string][]) {
    await user.clear(input(field));
    await user.type(input(field), value);
  }
}

/** The notice in force as the screen shows it: both texts as the employee reads them, headings in bold. */
function expectVigente(aviso: Aviso) {
  const vigente = screen.getByRole('region', { name: 'Aviso vigente' });
  expect(vigente).toHaveTextContent(`Versión ${aviso.version}, publicada el ${fechaDe(aviso.publicadoEn)} a las ${horaDe(aviso.publicadoEn)}`);

  const simplificado = within(vigente).getByRole('region', { name: 'Aviso simplificado' });
  for (const parrafo of aviso.simplificado.split('\n\n')) expect(within(simplificado).getByText(parrafo)).toBeInTheDocument();

  const integral = within(vigente).getByRole('region', { name: 'Aviso integral' });
  const [titulo, ...parrafos] = aviso.integral.split('\n\n');
  expect(titulo).toBe('AVISO DE PRIVACIDAD INTEGRAL');
  expect(within(integral).getByText('AVISO DE PRIVACIDAD INTEGRAL')).toBeInTheDocument();
  for (const parrafo of parrafos) {
    const heading = within(integral).getByText(parrafo.slice(0, parrafo.indexOf('. ') + 1));
    expect(heading.tagName).toBe('STRONG');
    expect(heading.parentElement).toHaveTextContent(parrafo);
  }
  expect(within(integral).getByText('Datos sensibles.').tagName).toBe('STRONG');
  return vigente;
}

describe("'Privacidad' (/admin/privacidad)", () => {
  it("is in the sidebar after 'Reconocimiento' and, before any notice, says faces cannot be registered and proposes 90 and 30 days", async () => {
    await openScreen();
    const nav = screen.getByRole('navigation', { name: 'Menú lateral' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links[links.indexOf('Reconocimiento') + 1]).toBe('Privacidad');
    expect(within(nav).getByRole('link', { name: 'Privacidad' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeInTheDocument();

    const explanation = screen.getByRole('note');
    expect(explanation).toHaveTextContent('antes de registrarlo, el empleado debe conocer un aviso de privacidad y dar su consentimiento expreso.');
    expect(explanation).toHaveTextContent('Cada vez que guardas se publica una versión nueva');
    expect(explanation).toHaveTextContent('el empleado tiene que dar su consentimiento otra vez.');
    expect(screen.getByText(SIN_AVISO)).toBeInTheDocument();

    expect(input('responsable')).toHaveValue('');
    expect(input('domicilio')).toHaveValue('');
    expect(input('contacto')).toHaveValue('');
    expect(input('diasFotos')).toHaveValue('90');
    expect(input('diasPlantillasBaja')).toHaveValue('30');
    expect(screen.queryByRole('region', { name: 'Aviso vigente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver la página pública' })).not.toBeInTheDocument();
    // What the retention job deletes next, with the defaults while there is no notice, and what the backups keep.
    const borrados = await screen.findByRole('region', { name: 'Próximos borrados' });
    expect(borrados).toHaveTextContent('Las fotos de checada se borran a los 90 días; ahora no hay ninguna guardada.');
    expect(borrados).toHaveTextContent('Los rostros de un empleado dado de baja se borran 30 días después de la baja; ahora no hay ninguno pendiente.');
    expect(borrados).toHaveTextContent('una foto ya borrada puede seguir en un respaldo hasta 5 semanas más');
    expect(borrados).toHaveTextContent(
      'Las checadas, las incidencias y la bitácora de auditoría no se borran nunca: la Ley Federal del Trabajo (art. 804) pide conservar el registro de asistencia durante la relación de trabajo y al menos un año después de que termina.',
    );
  });

  it('publishes version 1: what was typed is stored, and the version, its date and both texts are shown with the way to the public page', async () => {
    const user = userEvent.setup();
    const { router } = await openScreen();
    await fill(user, { ...DATOS, diasFotos: '60', diasPlantillasBaja: '15' });
    await user.click(publish());

    await waitFor(() => expect(banner()).toBe('Aviso publicado: versión 1.'));
    const aviso = await stored();
    expect(aviso).toMatchObject({ ...DATOS, version: 1 });
    expect(screen.queryByText(SIN_AVISO)).not.toBeInTheDocument();
    const vigente = expectVigente(aviso!);
    expect(vigente).toHaveTextContent('Las fotos de las checadas se borran a los 60 días');
    expect(vigente).toHaveTextContent('Tus plantillas de rostro se borran 15 días después de tu baja');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Próximos borrados' })).toHaveTextContent('Las fotos de checada se borran a los 60 días'));

    await user.click(within(vigente).getByRole('link', { name: 'Ver la página pública' }));
    expect(router.state.location.pathname).toBe('/privacidad');
    expect(await screen.findByText(`Versión 1, publicada el ${fechaDe(aviso!.publicadoEn)}`)).toBeInTheDocument();
  });

  it('a change publishes a new version; saving without changes publishes none', async () => {
    const user = userEvent.setup();
    await daemon.request('PUT', '/api/privacidad', DATOS);
    await openScreen();
    expect(screen.queryByText(SIN_AVISO)).not.toBeInTheDocument();
    expect(input('responsable')).toHaveValue(DATOS.responsable);
    expect(input('diasFotos')).toHaveValue('60');
    expectVigente((await stored())!);

    await fill(user, { contacto: 'Oficina de Recursos Humanos, tel. 443 312 0000' });
    await user.click(publish());
    await waitFor(() => expect(banner()).toBe('Aviso publicado: versión 2.'));
    const v2 = (await stored())!;
    expect(v2).toMatchObject({ version: 2, contacto: 'Oficina de Recursos Humanos, tel. 443 312 0000' });
    expectVigente(v2);

    await user.click(publish());
    await waitFor(() => expect(banner()).toBe('No cambiaste nada: sigue vigente la versión 2.'));
    expect((await stored())!.version).toBe(2);

    // A later refusal takes the message's place: nothing says 'publicado' beside it.
    await fill(user, { domicilio: ' ' });
    await user.click(publish());
    await waitFor(() => expect(input('domicilio')).toHaveAccessibleDescription(/^El domicilio es obligatorio\./));
    expect(banner()).toBe('');
    expect((await stored())!.version).toBe(2);
  });

  it("shows the server's refusal under the field it names, focuses it, and publishes nothing", async () => {
    const user = userEvent.setup();
    await openScreen();
    await fill(user, { responsable: '   ', domicilio: DATOS.domicilio, contacto: DATOS.contacto });
    await user.click(publish());

    await waitFor(() => expect(input('responsable')).toHaveAccessibleDescription(/^El nombre del responsable es obligatorio\./));
    expect(input('responsable')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input('responsable')).toHaveFocus());
    expect(banner()).toBe('');
    expect(await stored()).toBeNull();
    expect(screen.getByText(SIN_AVISO)).toBeInTheDocument();

    // Typing in the field clears its refusal.
    await user.type(input('responsable'), 'Abarrotes');
    expect(screen.queryByText('El nombre del responsable es obligatorio.')).not.toBeInTheDocument();
    expect(input('responsable')).not.toHaveAttribute('aria-invalid');
  });

  it('days that are not a whole number, too few or negative are refused under their own field', async () => {
    const user = userEvent.setup();
    await openScreen();
    const refusedUnder = (field: 'diasFotos' | 'diasPlantillasBaja', message: string) =>
      waitFor(() => expect(input(field)).toHaveAccessibleDescription(new RegExp(`^${message.replace(/\./g, '\\.')}`)));

    await fill(user, { ...DATOS, diasFotos: 'noventa', diasPlantillasBaja: '15' });
    await user.click(publish());
    await refusedUnder('diasFotos', 'El plazo de las fotos de checada debe ser un número entero de días.');
    expect(input('diasPlantillasBaja')).not.toHaveAttribute('aria-invalid');

    await fill(user, { diasFotos: '0' });
    await user.click(publish());
    await refusedUnder('diasFotos', 'El plazo de las fotos de checada debe ser de al menos 1 día.');

    await fill(user, { diasFotos: '60', diasPlantillasBaja: '-1' });
    await user.click(publish());
    await refusedUnder('diasPlantillasBaja', 'El plazo de los rostros tras una baja no puede ser negativo.');
    expect(input('diasFotos')).not.toHaveAttribute('aria-invalid');
    expect(await stored()).toBeNull();
  });
});
