/** 'Usuarios' (/admin/usuarios) against the real daemon: the accounts, a new one, an edit, a deletion. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authText } from '@reloj/contract/auth';
import { AVISO_TIPO_LABELS, AVISO_TIPOS, AVISO_TIPOS_DE_ADMINISTRADOR, avisosText } from '@reloj/contract/avisos';
import { usuariosText, type Usuario } from '@reloj/contract/usuarios';
import { useRealDaemon } from '../../../test/useRealDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';

const PASSWORD = 'una-contraseña-larga';
let centro = 0;

const daemon = useRealDaemon(async (d) => {
  for (const u of await d.request<Usuario[]>('GET', '/api/usuarios')) if (u.usuario !== 'admin') await d.request('DELETE', `/api/usuarios/${u.id}`);
  for (const s of await d.request<{ id: number }[]>('GET', '/api/sucursales')) await d.request('DELETE', `/api/sucursales/${s.id}`);
  centro = (await d.request<{ id: number }>('POST', '/api/sucursales', { nombre: 'Centro' })).id;
  await d.request('POST', '/api/sucursales', { nombre: 'Norte' });
});

const accounts = () => daemon.request<Usuario[]>('GET', '/api/usuarios');
const banner = () => screen.getAllByRole('status').find((el) => el.classList.contains('banner-region'))?.textContent ?? '';
const rowOf = async (usuario: string) => (await screen.findByText(usuario, { selector: '.cell-name' })).closest('tr') as HTMLElement;
const newCard = () => screen.getByRole('region', { name: 'Nueva cuenta' });
/** The sentence an input or a group of choices is described by (its refusal beside it). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
/** The body of every POST /api/usuarios the screen sent. */
const postedBodies = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls
    .filter(([path, init]) => path === '/api/usuarios' && (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

describe("'Usuarios' (/admin/usuarios)", () => {
  it("lists the accounts with their role, branches and state; the link sits after 'Respaldos', 'Avisos' and 'Actualizaciones'", async () => {
    await daemon.request('POST', '/api/usuarios', { usuario: 'consulta.norte', password: PASSWORD, rol: 'consulta', sucursalIds: [] });
    await renderAdminRoute('/admin/usuarios');
    expect(screen.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menú lateral' });
    const links = within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(links.slice(-5)).toEqual(['Respaldos', 'Avisos', 'Actualizaciones', 'Usuarios', 'Cerrar Sesión']); // 'Cerrar Sesión' is the sidebar's last link, as required
    expect(within(nav).getByRole('link', { name: 'Usuarios' })).toHaveAttribute('aria-current', 'page');

    const table = screen.getByRole('table', { name: 'Cuentas del panel' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Usuario', 'Rol', 'Sucursales', 'Estado', 'Acciones']);
    const admin = await rowOf('admin');
    for (const text of ['Tú', 'Administrador', 'Todas', 'Activa']) expect(within(admin).getByText(text)).toBeInTheDocument();
    const consulta = await rowOf('consulta.norte');
    for (const text of ['Solo consulta', 'Todas', 'Activa']) expect(within(consulta).getByText(text)).toBeInTheDocument();
    expect(within(consulta).queryByText('Tú')).not.toBeInTheDocument();
  });

  it('creates a gerente of CENTRO: sends the normalised name, the role and the ticked branch only', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/usuarios');
    const card = newCard();
    await within(card).findByRole('checkbox', { name: 'CENTRO' });
    // Each role's choice says what it may do.
    const gerente = within(card).getByRole('radio', { name: 'Gerente de sucursal' });
    expect(gerente).toHaveAccessibleDescription('Empleados, asistencias, incidencias y pre-nómina de sus sucursales; no ve las demás.');
    expect(within(card).getByRole('group', { name: 'Sucursales' })).toHaveTextContent('Elige al menos una');

    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await user.type(within(card).getByLabelText('Usuario'), ' Gerente.Centro ');
    await user.type(within(card).getByLabelText('Contraseña'), PASSWORD);
    await user.click(within(card).getByRole('radio', { name: 'Administrador' }));
    expect(within(card).queryByRole('group', { name: 'Sucursales' })).not.toBeInTheDocument(); // an administrador sees every branch
    await user.click(gerente);
    await user.click(within(card).getByRole('checkbox', { name: 'CENTRO' }));
    await user.click(within(card).getByRole('button', { name: 'Crear cuenta' }));

    await waitFor(() => expect(banner()).toBe('Cuenta "gerente.centro" creada.'));
    expect(postedBodies(fetchSpy)).toEqual([{ usuario: 'gerente.centro', password: PASSWORD, rol: 'gerente', sucursalIds: [centro] }]);
    const row = await rowOf('gerente.centro');
    expect(within(row).getByText('Gerente de sucursal')).toBeInTheDocument();
    expect(within(row).getByText('CENTRO')).toBeInTheDocument();
    expect((await accounts()).find((u) => u.usuario === 'gerente.centro')).toMatchObject({
      rol: 'gerente',
      sucursales: [{ id: centro, nombre: 'CENTRO' }],
      activo: true,
    });
    // The form is empty again, ready for the next account.
    expect(within(card).getByLabelText('Usuario')).toHaveValue('');
    expect(within(card).getByLabelText('Contraseña')).toHaveValue('');
    expect(within(card).getByRole('checkbox', { name: 'CENTRO' })).not.toBeChecked();
  });

  it('says beside the field what is missing, in Spanish, and sends nothing: a gerente without a branch, a short password', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/usuarios');
    const card = newCard();
    await within(card).findByRole('checkbox', { name: 'CENTRO' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await user.type(within(card).getByLabelText('Usuario'), 'gerente.norte');
    await user.type(within(card).getByLabelText('Contraseña'), 'corta');
    await user.click(within(card).getByRole('button', { name: 'Crear cuenta' }));

    const password = within(card).getByLabelText('Contraseña');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(password)).toContain(authText.weakPassword);
    const branches = within(card).getByRole('group', { name: 'Sucursales' });
    expect(descriptionOf(branches)).toContain(usuariosText.gerenteSinSucursal);
    expect(within(branches).getByText(usuariosText.gerenteSinSucursal)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // no browser bubble, no other message
    expect(postedBodies(fetchSpy)).toEqual([]);

    // 'Solo consulta' needs no branch: the refusal goes with the change of role.
    await user.click(within(card).getByRole('radio', { name: 'Solo consulta' }));
    expect(within(card).getByRole('group', { name: 'Sucursales' })).not.toHaveTextContent(usuariosText.gerenteSinSucursal);
    expect(within(card).getByRole('group', { name: 'Sucursales' })).toHaveTextContent('Si no eliges ninguna, verá todas las sucursales.');
    expect((await accounts()).map((u) => u.usuario)).toEqual(['admin']);
  });

  it("shows the daemon's refusal beside the field it is about: a name already taken", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/usuarios');
    const card = newCard();
    await user.type(within(card).getByLabelText('Usuario'), 'ADMIN');
    await user.type(within(card).getByLabelText('Contraseña'), PASSWORD);
    await user.click(within(card).getByRole('radio', { name: 'Solo consulta' }));
    await user.click(within(card).getByRole('button', { name: 'Crear cuenta' }));
    const usuario = within(card).getByLabelText('Usuario');
    await waitFor(() => expect(usuario).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(usuario)).toBe('El usuario "admin" ya existe.');
    expect(usuario).toHaveValue('ADMIN'); // kept, to be corrected
    await user.type(usuario, '2');
    expect(usuario).not.toHaveAttribute('aria-invalid'); // typing clears the refusal
  });

  it("edits an account: new branches and inactive; the last administrador cannot become 'Solo consulta'", async () => {
    const user = userEvent.setup();
    await daemon.request('POST', '/api/usuarios', { usuario: 'gerente.centro', password: PASSWORD, rol: 'gerente', sucursalIds: [centro] });
    await renderAdminRoute('/admin/usuarios');

    await user.click(within(await rowOf('admin')).getByRole('button', { name: 'Editar admin' }));
    let dialog = screen.getByRole('dialog', { name: 'Editar cuenta' });
    expect(within(dialog).getByRole('radio', { name: 'Administrador' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Solo consulta' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    const rol = within(dialog).getByRole('group', { name: 'Rol' });
    await waitFor(() => expect(descriptionOf(rol)).toBe(usuariosText.lastAdmin));
    expect(within(rol).getByText(usuariosText.lastAdmin)).toBeInTheDocument();
    expect((await accounts()).find((u) => u.usuario === 'admin')?.rol).toBe('administrador');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await user.click(within(await rowOf('gerente.centro')).getByRole('button', { name: 'Editar gerente.centro' }));
    dialog = screen.getByRole('dialog', { name: 'Editar cuenta' });
    expect(within(dialog).getByRole('checkbox', { name: 'CENTRO' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'NORTE' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cuenta activa (puede iniciar sesión)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner()).toBe('Cuenta "gerente.centro" actualizada.');
    const row = await rowOf('gerente.centro');
    await waitFor(() => expect(within(row).getByText('Inactiva')).toBeInTheDocument());
    expect(within(row).getByText('CENTRO, NORTE')).toBeInTheDocument();
    expect((await accounts()).find((u) => u.usuario === 'gerente.centro')).toMatchObject({
      activo: false,
      sucursales: [{ nombre: 'CENTRO' }, { nombre: 'NORTE' }],
    });
  });

  it("'Editar cuenta' takes the alerts' address and kinds; a gerente is not offered the box's own kinds (issue 44)", async () => {
    const user = userEvent.setup();
    await daemon.request('POST', '/api/usuarios', { usuario: 'gerente.centro', password: PASSWORD, rol: 'gerente', sucursalIds: [centro] });
    await renderAdminRoute('/admin/usuarios');

    await user.click(within(await rowOf('gerente.centro')).getByRole('button', { name: 'Editar gerente.centro' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar cuenta' });
    const kinds = within(dialog).getByRole('group', { name: 'Avisos que recibe' });
    const offered = within(kinds)
      .getAllByRole('checkbox')
      .map((c) => (c.closest('label') as HTMLElement).textContent);
    expect(offered).toEqual(AVISO_TIPOS.filter((t) => !AVISO_TIPOS_DE_ADMINISTRADOR.includes(t)).map((t) => AVISO_TIPO_LABELS[t]));
    expect(offered).not.toContain(AVISO_TIPO_LABELS.respaldo_fallido);

    // A kind ticked without an address: the daemon's sentence beside 'Correo para avisos', nothing saved.
    await user.click(within(kinds).getByRole('checkbox', { name: AVISO_TIPO_LABELS.retardos }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    const email = within(dialog).getByLabelText('Correo para avisos');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(email)).toBe(avisosText.sinEmail);
    expect((await accounts()).find((u) => u.usuario === 'gerente.centro')).toMatchObject({ email: null, avisos: [] });

    await user.type(email, 'gerente@empresa.mx');
    await user.click(within(kinds).getByRole('checkbox', { name: AVISO_TIPO_LABELS.resumen_diario }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await accounts()).find((u) => u.usuario === 'gerente.centro')).toMatchObject({
      email: 'gerente@empresa.mx',
      avisos: ['retardos', 'resumen_diario'],
    });

    // The administrador is offered every kind, and what was stored is shown ticked when the dialog opens again.
    await user.click(within(await rowOf('admin')).getByRole('button', { name: 'Editar admin' }));
    const adminKinds = within(screen.getByRole('dialog', { name: 'Editar cuenta' })).getByRole('group', { name: 'Avisos que recibe' });
    expect(within(adminKinds).getAllByRole('checkbox')).toHaveLength(AVISO_TIPOS.length);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await rowOf('gerente.centro')).getByRole('button', { name: 'Editar gerente.centro' }));
    const again = screen.getByRole('dialog', { name: 'Editar cuenta' });
    expect(within(again).getByLabelText('Correo para avisos')).toHaveValue('gerente@empresa.mx');
    expect(within(again).getByRole('checkbox', { name: AVISO_TIPO_LABELS.resumen_diario })).toBeChecked();
    expect(within(again).getByRole('checkbox', { name: AVISO_TIPO_LABELS.kiosco_sin_senal })).not.toBeChecked();
  });

  it("deletes an account after the page's own question naming it; 'Cancelar' keeps it", async () => {
    const user = userEvent.setup();
    const nativeConfirm = vi.spyOn(window, 'confirm');
    await daemon.request('POST', '/api/usuarios', { usuario: 'gerente.centro', password: PASSWORD, rol: 'gerente', sucursalIds: [centro] });
    await renderAdminRoute('/admin/usuarios');

    await user.click(within(await rowOf('gerente.centro')).getByRole('button', { name: 'Eliminar gerente.centro' }));
    let ask = screen.getByRole('dialog', { name: '¿Eliminar la cuenta gerente.centro?' });
    expect(ask).toHaveTextContent('ya no podrá entrar al panel');
    expect(within(ask).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect((await accounts()).map((u) => u.usuario)).toContain('gerente.centro');

    await user.click(within(await rowOf('gerente.centro')).getByRole('button', { name: 'Eliminar gerente.centro' }));
    ask = screen.getByRole('dialog', { name: '¿Eliminar la cuenta gerente.centro?' });
    await user.click(within(ask).getByRole('button', { name: 'Sí, eliminar cuenta' }));
    await waitFor(() => expect(banner()).toBe('Cuenta "gerente.centro" eliminada.'));
    await waitFor(() => expect(screen.queryByText('gerente.centro', { selector: '.cell-name' })).not.toBeInTheDocument());
    expect((await accounts()).map((u) => u.usuario)).toEqual(['admin']);
    expect(nativeConfirm).not.toHaveBeenCalled();
  });

  it("says why the last administrador cannot be deleted, in the daemon's words", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/usuarios');
    await user.click(within(await rowOf('admin')).getByRole('button', { name: 'Eliminar admin' }));
    await user.click(within(screen.getByRole('dialog', { name: '¿Eliminar la cuenta admin?' })).getByRole('button', { name: 'Sí, eliminar cuenta' }));
    await waitFor(() => expect(banner()).toBe(`Error al eliminar. ${usuariosText.lastAdmin}`));
    expect((await accounts()).map((u) => u.usuario)).toEqual(['admin']);
  });
});
