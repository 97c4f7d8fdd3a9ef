import type { TestServer } from './testServer.js';
import { TEST_NOTICE } from './testNotice.js';

export { TEST_NOTICE };

/**
 * Publishes the test notice when none is, and records the employee's consent (their own name typed back). An employee
 * that does not exist is left alone: the request that follows gets its own 404.
 */
export async function grantFaceConsent(server: Pick<TestServer, 'request'>, employeeId: number | string): Promise<void> {
  const employee = await server.request('GET', `/api/employees/${employeeId}`);
  if (employee.status !== 200) return;
  const current = await server.request('GET', '/api/privacidad');
  if (!current.body.aviso) await server.request('PUT', '/api/privacidad', TEST_NOTICE);
  const { nombre } = employee.body as { nombre: string };
  const given = await server.request('POST', `/api/employees/${employeeId}/consentimiento`, { confirmacion: nombre });
  if (given.status !== 201 && given.status !== 200) throw new Error(`consent refused: ${given.status} ${given.text}`);
}
