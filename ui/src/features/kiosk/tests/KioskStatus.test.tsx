/**
 * The employee's own status on the kiosk's success screen (issue 13), against the real daemon on a known day and
 * hour: Thursday 26 March 2026, 08:18 in Mexico City, for employees due at 08:00 with 10 minutes of tolerance. The box's
 * record began on 05/01/2026, as on a box in service since then, except where a test moves it (issue 40).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recognised, startKioskDaemon, type KioskDaemon } from './kioskDaemon';
import { approvedKiosk, checkInButton, PHOTO } from './kioskScreen';

let daemon: KioskDaemon;

beforeAll(async () => {
  daemon = await startKioskDaemon({ TZ: 'America/Mexico_City' }, { clock: { now: () => new Date('2026-03-26T08:18:00-06:00') } });
  await inicioRegistro('2026-01-05');
});
afterAll(async () => {
  await daemon.stop();
});
beforeEach(() => {
  window.localStorage.clear(); // every test is a new kiosk
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
});

/** Sets the day the box's record began (PUT /api/inicio-registro, as the administrador would). */
async function inicioRegistro(fecha: string) {
  const response = await daemon.server.request('PUT', '/api/inicio-registro', { fecha, motivo: 'Primer día del reloj en la tienda' });
  expect(response.status, response.text).toBe(200);
}

/** The success screen after the employee's press. */
async function checkInAs(nombre: string, fields?: Record<string, unknown>): Promise<HTMLElement> {
  const user = userEvent.setup();
  const employeeId = await daemon.createEmployee(nombre, fields);
  daemon.setFaceEngine(async () => recognised(employeeId));
  await approvedKiosk(daemon, { capture: () => PHOTO });
  await user.click(checkInButton());
  const message = await screen.findByText(`Bienvenido! Registro exitoso para empleado ID: ${employeeId}`);
  return message.closest('.kiosk-success') as HTMLElement;
}

describe('the status under the success message', () => {
  it('shows the retardo of a late entrada, below the SPEC message', async () => {
    await daemon.server.request('PUT', '/api/reglas', { estadoEnKiosco: true });
    const success = await checkInAs('Elena Garro');

    const resumen = within(success).getByText('Entrada 08:18 · retardo de 8 min');
    const message = within(success).getByText(/^Bienvenido! Registro exitoso/);
    expect(message.compareDocumentPosition(resumen) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(success).getByText('ELENA GARRO')).toBeInTheDocument();
  });

  it('warns, under the retardo, that the puntualidad bono is at risk', async () => {
    await daemon.server.request('PUT', '/api/reglas', { estadoEnKiosco: true });
    const bono = await daemon.server.request('POST', '/api/bonos', { nombre: 'Puntualidad', monto: 250, tipo: 'puntualidad', pierdeCon: 3 });
    const success = await checkInAs('Rosario Castellanos', { bono: 250, bonoId: bono.body.id });

    expect(within(success).getByText('Entrada 08:18 · retardo de 8 min')).toBeInTheDocument();
    expect(within(success).getByText('Llevas 1 retardo esta semana; con 3 se pierde el bono de puntualidad.')).toBeInTheDocument();
  });

  it('says when the record began in a week that started before it: the days before are not faltas', async () => {
    await daemon.server.request('PUT', '/api/reglas', { estadoEnKiosco: true });
    const bono = await daemon.server.request('POST', '/api/bonos', { nombre: 'Asistencia', monto: 200, tipo: 'asistencia', pierdeCon: 1 });
    await inicioRegistro('2026-03-26'); // today, Thursday: Monday to Wednesday of this week are 'sin registro'
    try {
      const success = await checkInAs('Amparo Dávila', { bono: 200, bonoId: bono.body.id });
      expect(within(success).getByText('Entrada 08:18 · retardo de 8 min')).toBeInTheDocument();
      const aviso = within(success).getByText('El registro empezó el 26/03/2026: los días anteriores no cuentan como faltas.');
      expect(aviso).toHaveClass('kiosk-success__aviso');
      expect(success).not.toHaveTextContent(/falta esta semana|se perdió/);
    } finally {
      await inicioRegistro('2026-01-05');
    }
  });

  it("shows nothing of the kind when the rules turn it off ('Mostrar al empleado su estado en el kiosco')", async () => {
    await daemon.server.request('PUT', '/api/reglas', { estadoEnKiosco: false });
    const success = await checkInAs('Juan Rulfo');

    expect(within(success).getByText('JUAN RULFO')).toBeInTheDocument();
    expect(within(success).getByText('Entrada')).toBeInTheDocument();
    expect(success).not.toHaveTextContent(/retardo|a tiempo|trabajadas|bono/);
  });
});
