import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { HQ_DOMAIN, HQ_STREAM } from '@reloj/contract/eventos';
import { freePort, startNatsServer, type NatsServerProcess } from '@reloj/daemon/testing/branch';

export type TestHub = {
  server: NatsServerProcess;
  nc: NatsConnection;
  js: JetStreamClient;
  /** Publishes a body under a subject into the stream, with Nats-Msg-Id. */
  publish: (subject: string, body: string, msgID: string) => Promise<number>;
  close: () => Promise<void>;
};

/**
 * One nats-server with JetStream in the headquarters domain and the headquarters stream created directly with the
 * event subjects (in production it sources every box's stream instead). Heartbeats are not captured by it.
 */
export async function startTestHub(): Promise<TestHub> {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-hq-nats-'));
  const port = await freePort();
  const server = await startNatsServer(
    dir,
    `port: ${port}\nhost: 127.0.0.1\nserver_name: hq-test\njetstream { domain: ${HQ_DOMAIN}, store_dir: "${join(dir, 'js')}" }\n`,
    port,
  );
  const nc = await connect({ servers: server.url });
  const jsm = await jetstreamManager(nc, { domain: HQ_DOMAIN });
  await jsm.streams.add({ name: HQ_STREAM, subjects: ['reloj.*.eventos.>'], duplicate_window: 120_000_000_000 });
  const js = jetstream(nc, { domain: HQ_DOMAIN });
  return {
    server,
    nc,
    js,
    publish: async (subject, body, msgID) => (await js.publish(subject, body, { msgID })).seq,
    close: async () => {
      await nc.close();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
