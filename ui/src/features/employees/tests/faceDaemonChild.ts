/**
 * Child process (run with tsx by employeesDaemon.ts): the real daemon app with the real face engine.
 * It runs outside the jsdom test process because onnxruntime-node refuses the typed arrays it gets back
 * under vitest's jsdom environment. Talks to its parent over IPC: 'ready' {url, cookie}; 'wipe' -> 'wiped'.
 */
import { loadFaceEngine, modelsDir, startTestServer } from '@reloj/daemon/testing';

const engine = await loadFaceEngine(modelsDir);
if (engine.status !== 'ok') throw new Error(`face engine: ${engine.reason}`);
const server = await startTestServer({ faceEngine: engine });
const service = server.services.faces;

process.on('message', (message: { type: string }) => {
  if (message.type === 'wipe') {
    server.db.exec('DELETE FROM rostros; DELETE FROM checadas; DELETE FROM empleados; DELETE FROM bonos; DELETE FROM puestos; DELETE FROM sucursales;');
    service.reload();
    process.send?.({ type: 'wiped' });
  } else if (message.type === 'stop') {
    void server
      .close()
      .then(() => service.close())
      .finally(() => process.exit(0));
  }
});
// A parent that died without saying 'stop' (a hook that timed out, a killed run) must not leave this daemon behind.
process.once('disconnect', () => process.exit(0));
process.send?.({ type: 'ready', url: server.url, cookie: server.cookie });
