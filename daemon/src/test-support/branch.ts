/**
 * `@reloj/daemon/testing/branch`: a branch box's side of headquarters for hq's tests and benchmark, the leaf
 * nats-server's configuration, the local stream, the relay and the outbox it reads, with throwaway certificates.
 */
export { leafConfig } from '../corporativo/leafConfig.js';
export { ensureLocalStream } from '../corporativo/localStream.js';
export { createRelay, type Relay } from '../corporativo/relay.js';
export { hqSettings, type HqConfig } from '../corporativo/settings.js';
export { closeDatabase, openDatabase, type Db } from '../db/connection.js';
export { migrate } from '../db/migrate.js';
export { outboxRepository } from '../db/repositories/outbox.js';
export { freePort, startNatsServer, type NatsServerProcess } from '../lib/natsServer.js';
export { createLogger } from '../logger.js';
export { makeTestCertificates } from './testNats.js';
