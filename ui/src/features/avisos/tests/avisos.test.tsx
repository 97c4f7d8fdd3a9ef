/**
 * 'Avisos' (/admin/avisos, issue 44) against the real daemon: the channels saved and refused beside their fields,
 * 'Enviar prueba' to a real SMTP server and a real webhook receiver on loopback, and 'Avisos enviados' with 'Reintentar'.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { avisosText, type Aviso, type AvisosConfiguracion } from '@reloj/contract/avisos';
import { selfSignedCertificate, startTestSmtp, startWebhookReceiver, type TestSmtp } from '@reloj/daemon/testing';
import { useRealDaemon } from '../../../test/useRealDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';
import { formatDate, formatTime } from '../../../lib/dateTime';

const SMTP_USER = 'avisos@empresa.mx';
const SMTP_PASSWORD = 'clave-del-correo-7';

const EMPTY = {
  smtp: { host: '', puerto: 587, seguridad: 'starttls', verificarCertificado: true, usuario: '', password: '', remitente: '' },
  webhook: { url: '' },
  resumenHora: '07:00',
  minutosRetardo: 15,
  minutosKioscoSinSenal: 30,
};

const daemon = useRealDaemon(async (d) => {
  d.db.exec('DELETE FROM avisos');
  await d.request('PUT', '/api/avisos/configuracion', EMPTY);
});

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp({ users: { [SMTP_USER]: SMTP_PASSWORD }, tls: selfSignedCertificate() });
});
afterAll(async () => {
  await smtp?.stop();
});

const stored = () => daemon.request<AvisosConfiguracion>('GET', '/api/avisos/configuracion');
const form = () => screen.getByRole('form', { name: 'Canales de avisos' });
const card = (name: string) => within(form()).getByRole('group', { name });
/** The sentence an input is described by (its refusal or hint beside it). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const putBodies = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([path, init]) => path === '/api/avisos/configuracion' && (init as RequestInit | undefined)?.method === 'PUT');

async function fillSmtp(user: ReturnType<typeof userEvent.setup>, password: string) {
  const correo = card('Correo (SMTP)');
  await user.type(within(correo).getByLabelText('Servidor de correo'), '127.0.0.1');
  await user.clear(within(correo).getByLabelText('Puerto'));
  await user.type(within(correo).getByLabelText('Puerto'), String(smtp.port));
  await user.click(within(correo).getByRole('checkbox', { name: 'No verificar el certificado del servidor' }));
  await user.type(within(correo).getByLabelText('Usuario'), SMTP_USER);
  await user.type(within(correo).getByLabelText('Contraseña'), password);
  await user.type(within(correo).getByLabelText('Remitente'), 'reloj@empresa.mx');
}

describe("'Avisos' (/admin/avisos)", () => {
  it("is under 'Sistema' after 'Respaldos', with the three cards and an empty list that says what will appear", async () => {
    await renderAdminRoute('/admin/avisos');
    expect(screen.getByRole('heading', { level: 1, name: 'Avisos' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menú lateral' });
    const sistema = within(within(nav).getByRole('group', { name: 'Sistema' }))
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(sistema.slice(sistema.indexOf('Respaldos'), sistema.indexOf('Respaldos') + 2)).toEqual(['Respaldos', 'Avisos']);
    expect(within(nav).getByRole('link', { name: 'Avisos' })).toHaveAttribute('aria-current', 'page');

    await screen.findByRole('form', { name: 'Canales de avisos' });
    for (const name of ['Correo (SMTP)', 'Webhook', 'Horarios']) expect(card(name)).toBeInTheDocument();
    expect(within(card('Correo (SMTP)')).getByLabelText('Conexión')).toHaveValue('starttls');
    expect(within(card('Correo (SMTP)')).getByLabelText('Contraseña')).toHaveAccessibleDescription('Se guarda cifrada en el reloj y no se vuelve a mostrar.');
    expect(within(card('Horarios')).getByLabelText('Hora del resumen diario')).toHaveValue('07:00');

    const list = screen.getByRole('region', { name: 'Avisos enviados' });
    expect(await within(list).findByText(/Aún no se ha enviado ningún aviso/)).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fecha', 'Aviso', 'Destino', 'Estado', 'Error', 'Acciones']);
  });

  it("refuses beside the field, in the daemon's words: a host with spaces before sending, a webhook on this box after", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/avisos');
    await screen.findByRole('form', { name: 'Canales de avisos' });
    const before = await stored();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    const correo = card('Correo (SMTP)');
    await user.type(within(correo).getByLabelText('Servidor de correo'), 'smtp empresa.mx');
    await user.type(within(correo).getByLabelText('Remitente'), 'avisos@empresa.mx');
    await user.click(within(form()).getByRole('button', { name: 'Guardar' }));
    const host = within(correo).getByLabelText('Servidor de correo');
    expect(host).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(host)).toBe(avisosText.host);
    expect(host).toHaveFocus();
    expect(putBodies(fetchSpy)).toEqual([]);

    // Corrected, the daemon is asked, and refuses a webhook that points at the box itself (only it knows its ports:
    // this test daemon's configured one is the default PORT, 3001).
    await user.clear(host);
    await user.type(host, 'smtp.empresa.mx');
    expect(host).not.toHaveAttribute('aria-invalid');
    const url = within(card('Webhook')).getByLabelText('Dirección (URL)');
    await user.type(url, 'http://localhost:3001/api/health');
    await user.click(within(form()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(url)).toBe(avisosText.webhookPropia);
    expect(putBodies(fetchSpy)).toHaveLength(1);
    expect(await stored()).toEqual(before);
  });

  it("saves the mail server with its password kept secret, 'Enviar prueba' shows the server's answer, and the message arrives", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/avisos');
    await screen.findByRole('form', { name: 'Canales de avisos' });
    const correo = card('Correo (SMTP)');
    expect(within(correo).queryByRole('note')).not.toBeInTheDocument();
    await fillSmtp(user, SMTP_PASSWORD);
    // Not checking the certificate is said plainly while it is chosen.
    expect(within(correo).getByRole('note')).toHaveTextContent(/podría hacerse pasar por el servidor de correo/);
    await user.click(within(form()).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(within(form()).getByText('Configuración de avisos guardada.')).toBeInTheDocument());
    expect((await stored()).smtp).toEqual({
      host: '127.0.0.1',
      puerto: smtp.port,
      seguridad: 'starttls',
      verificarCertificado: false,
      usuario: SMTP_USER,
      remitente: 'reloj@empresa.mx',
      passwordGuardada: true,
    });
    const password = within(correo).getByLabelText('Contraseña');
    expect(password).toHaveValue('');
    expect(descriptionOf(password)).toMatch(/^Contraseña guardada\./);

    const received = smtp.received.length;
    await user.click(within(correo).getByRole('button', { name: 'Enviar prueba' }));
    const answer = within(correo).getByRole('status');
    await waitFor(() => expect(answer).toHaveTextContent(/^El servidor respondió: 250 .*\(enviado a reloj@empresa\.mx\)$/), { timeout: 15_000 });
    expect(smtp.received).toHaveLength(received + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['reloj@empresa.mx']);
    expect(mail.user).toBe(SMTP_USER);
    expect(mail.secured).toBe(true);
    expect(mail.mail.text).toContain('mensaje de prueba del reloj checador');
  });

  it("'Enviar prueba' with a wrong password saves it first and shows the server's refusal (535)", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/avisos');
    await screen.findByRole('form', { name: 'Canales de avisos' });
    await fillSmtp(user, 'no-es-la-clave');
    const received = smtp.received.length;
    const correo = card('Correo (SMTP)');
    await user.click(within(correo).getByRole('button', { name: 'Enviar prueba' }));
    const answer = within(correo).getByRole('status');
    await waitFor(() => expect(answer).toHaveTextContent(/^No se envió\. El servidor de correo rechazó la contraseña \(535\)/), { timeout: 15_000 });
    expect(answer).toHaveClass('avisos__answer--error');
    expect((await stored()).smtp.passwordGuardada).toBe(true);
    expect(smtp.received).toHaveLength(received);
  });

  it("shows a new webhook URL's secret once, with 'Copiar', and the signed test reaches the receiver", async () => {
    const user = userEvent.setup();
    let secreto: string | undefined;
    const receiver = await startWebhookReceiver(() => secreto);
    try {
      await renderAdminRoute('/admin/avisos');
      await screen.findByRole('form', { name: 'Canales de avisos' });
      const webhook = card('Webhook');
      await user.type(within(webhook).getByLabelText('Dirección (URL)'), receiver.url);
      await user.click(within(form()).getByRole('button', { name: 'Guardar' }));

      const box = await within(webhook).findByRole('region', { name: 'Secreto para comprobar la firma' });
      secreto = within(box).getByTestId('webhook-secreto').textContent ?? '';
      expect(secreto).toMatch(/^[0-9a-f]{64}$/);
      expect(box).toHaveTextContent('no se volverá a mostrar');
      await user.click(within(box).getByRole('button', { name: 'Copiar' }));
      expect(within(box).getByRole('button', { name: 'Copiado' })).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(secreto);
      // The daemon never answers it again.
      expect((await stored()).webhook).toEqual({ url: receiver.url, secretoGuardado: true });

      await user.click(within(webhook).getByRole('button', { name: 'Enviar prueba' }));
      await waitFor(() => expect(within(webhook).getByRole('status')).toHaveTextContent(/^El servidor respondió: .*200/), { timeout: 15_000 });
      expect(receiver.hits).toHaveLength(1);
      expect(receiver.hits[0]?.firmaValida).toBe(true);
      expect(JSON.parse(receiver.hits[0]!.body)).toMatchObject({ tipo: 'prueba', titulo: 'Prueba de avisos' });
    } finally {
      await receiver.close();
    }
  });

  it("lists the alerts sent with their state and reason, and 'Reintentar' puts a failed one back in line", async () => {
    const user = userEvent.setup();
    const insert = daemon.db.prepare(
      `INSERT INTO avisos (tipo, titulo, texto, destino, canal, estado, intentos, error, vence_en, clave, creado_en, enviado_en)
       VALUES (@tipo, @titulo, 'texto', @destino, @canal, @estado, @intentos, @error, '2026-03-11T15:05:00.000Z', @clave, @creado, @enviado)`,
    );
    const row = { error: null, enviado: null };
    insert.run({
      ...row,
      tipo: 'cuenta_bloqueada',
      titulo: 'Cuenta bloqueada: gerente.centro',
      destino: 'dueno@empresa.mx',
      canal: 'correo',
      estado: 'enviado',
      intentos: 1,
      clave: 'a',
      creado: '2026-03-10T15:05:00.000Z',
      enviado: '2026-03-10T15:05:02.000Z',
    });
    const error = 'El servidor de correo rechazó la contraseña (535): 5.7.8 Authentication credentials invalid';
    insert.run({
      ...row,
      tipo: 'respaldo_fallido',
      titulo: 'Falló el respaldo automático',
      destino: 'dueno@empresa.mx',
      canal: 'correo',
      estado: 'fallido',
      intentos: 1,
      error,
      clave: 'b',
      creado: '2026-03-10T16:00:00.000Z',
    });
    insert.run({
      ...row,
      tipo: 'retardos',
      titulo: 'Retardos en CENTRO',
      destino: 'webhook',
      canal: 'webhook',
      estado: 'pendiente',
      intentos: 2,
      error: 'El receptor no respondió a tiempo.',
      clave: 'c',
      creado: '2026-03-10T17:00:00.000Z',
    });
    await renderAdminRoute('/admin/avisos');
    const list = screen.getByRole('region', { name: 'Avisos enviados' });
    await within(list).findByText('Retardos en CENTRO');
    const rows = within(list).getAllByRole('row').slice(1);
    // Each cell's value, without the column's name it carries for the phone's cards.
    const cells = (r: HTMLElement) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => (c.textContent ?? '').replace(c.querySelector('.cell-label')?.textContent ?? '', ''));
    const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;
    // Newest first; the date in the box's zone (16:00 UTC is 10:00 in Mexico City); the state with its attempts.
    expect(cells(rows[0]!)).toEqual([
      when('2026-03-10T17:00:00.000Z'),
      'RetardosRetardos en CENTRO',
      'Webhook',
      'Pendiente2 intentos',
      'El receptor no respondió a tiempo.',
      '',
    ]);
    expect(cells(rows[1]!)).toEqual([
      when('2026-03-10T16:00:00.000Z'),
      'Respaldo fallidoFalló el respaldo automático',
      'dueno@empresa.mx',
      'Fallido1 intento',
      error,
      'Reintentar',
    ]);
    expect(cells(rows[1]!)[0]).toMatch(/10:00$/);
    expect(cells(rows[2]!)).toEqual([
      when('2026-03-10T15:05:00.000Z'),
      'Cuenta bloqueadaCuenta bloqueada: gerente.centro',
      'dueno@empresa.mx',
      'Enviado1 intento',
      '—',
      '',
    ]);
    expect(within(list).getAllByRole('button', { name: /^Reintentar/ })).toHaveLength(1);

    await user.click(within(rows[1]!).getByRole('button', { name: 'Reintentar: Respaldo fallido a dueno@empresa.mx' }));
    await waitFor(() => expect(within(list).getByText('El aviso vuelve a enviarse ahora.')).toBeInTheDocument());
    await waitFor(() => expect(within(list).getAllByText('Pendiente')).toHaveLength(2));
    expect(within(rows[1]!).getByText('0 intentos')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Reintentar/ })).not.toBeInTheDocument();
    const [, fallido] = await daemon.request<Aviso[]>('GET', '/api/avisos');
    expect(fallido).toMatchObject({ tipo: 'respaldo_fallido', estado: 'pendiente', intentos: 0, error: null });
  });
});
