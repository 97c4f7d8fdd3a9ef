/** A double-quoted string for a nats-server configuration file. */
export const confString = (value: string): string => JSON.stringify(value);
