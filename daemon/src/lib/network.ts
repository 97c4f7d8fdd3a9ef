const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** True only for a connection that really comes from the box itself (the socket, never X-Forwarded-For). */
export const isLoopback = (remoteAddress: string | undefined) => Boolean(remoteAddress && LOOPBACK.test(remoteAddress));
