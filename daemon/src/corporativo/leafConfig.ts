import { join } from 'node:path';
import { cajaDomain } from '@reloj/contract/eventos';
import { confString as q } from './confText.js';
import type { HqConfig } from './settings.js';

/** The remote's URL with the box's credentials in it (nats-server 2.9 takes user:password from the URL). */
export function leafRemoteUrl(hq: Pick<HqConfig, 'natsUrl' | 'usuario' | 'password'>): string {
  const { protocol, host } = new URL(hq.natsUrl);
  return `${protocol}//${encodeURIComponent(hq.usuario)}:${encodeURIComponent(hq.password)}@${host}`;
}

/**
 * The box's nats-server: clients on 127.0.0.1 only (the relay), a monitoring port on 127.0.0.1 (/leafz tells whether
 * the link is up), JetStream in the box's own domain `caja-<caja>` under RELOJ_DATA_DIR/nats, and one leaf node
 * remote that dials out to headquarters over TLS. No inbound port is opened towards the network.
 */
export function leafConfig(hq: HqConfig): string {
  const tls = hq.caFile ? `\n      tls { ca_file: ${q(hq.caFile)} }` : '';
  return `# Generado por el daemon del Reloj Checador (issue 17); se reescribe en cada arranque.
server_name: ${q(`caja-${hq.caja}`)}
listen: "127.0.0.1:${hq.natsPort}"
http: "127.0.0.1:${hq.monitorPort}"
jetstream {
  domain: ${q(cajaDomain(hq.caja))}
  store_dir: ${q(join(hq.natsDir, 'jetstream'))}
  max_file_store: ${hq.maxFileStore}
  max_memory_store: 64M
}
leafnodes {
  remotes [
    {
      url: ${q(leafRemoteUrl(hq))}${tls}
    }
  ]
}
`;
}
