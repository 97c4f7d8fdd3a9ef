import { relative } from 'node:path';
import { HQ_DOMAIN } from '@reloj/contract/eventos';

export type HubConfigOptions = {
  /** Client port, on 127.0.0.1 only: the headquarters service connects here without credentials. */
  port: number;
  /** The leaf node listener the boxes dial (TLS), on every interface unless `leafHost` says otherwise. */
  leafPort: number;
  leafHost?: string;
  /** JetStream files. */
  storeDir: string;
  tlsCert: string;
  tlsKey: string;
  /** The users file written by `nueva-caja` (cajasFile.ts). */
  cajasInclude: string;
  /** The directory this configuration is written to: nats-server reads includes relative to it. */
  configDir: string;
  /** HTTP monitoring (/leafz, /jsz) on 127.0.0.1, if wanted. */
  monitorPort?: number;
  /** Where nats-server writes its pid (what `nueva-caja` signals to reload the users). */
  pidFile?: string;
  maxFileStore?: string;
};

const q = (value: string): string => JSON.stringify(value);

/**
 * The headquarters hub's nats-server configuration: JetStream in domain `hq`, a TLS leaf node listener for the
 * boxes, and the users (one per box, with cajaPermissions, plus the local service user) from the include file.
 * Local clients without credentials are the service user `corporativo` (no_auth_user; the client port is 127.0.0.1
 * only); a leaf connection without credentials is refused (no_auth_user never applies to leaf nodes).
 */
export function hubConfig(o: HubConfigOptions): string {
  const include = relative(o.configDir, o.cajasInclude);
  return `# Generado por el servicio del corporativo (issue 17).
server_name: "hq"
listen: "127.0.0.1:${o.port}"
${o.monitorPort ? `http: "127.0.0.1:${o.monitorPort}"\n` : ''}${o.pidFile ? `pid_file: ${q(o.pidFile)}\n` : ''}jetstream {
  domain: ${q(HQ_DOMAIN)}
  store_dir: ${q(o.storeDir)}
  max_file_store: ${o.maxFileStore ?? '50G'}
}
authorization {
  include ${q(include)}
}
no_auth_user: "corporativo"
leafnodes {
  listen: "${o.leafHost ?? '0.0.0.0'}:${o.leafPort}"
  tls {
    cert_file: ${q(o.tlsCert)}
    key_file: ${q(o.tlsKey)}
    timeout: 5
  }
}
`;
}
