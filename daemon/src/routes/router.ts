import Router from '@koa/router';

/**
 * Every router of the API is built here: case-sensitive and strict about trailing slashes, so that
 * '/API/puestos', '/api/puestos/' or '/api//puestos' never reach a handler (they get the JSON 404).
 * A case-insensitive router once let '/API/…' skip a guard that compared paths case-sensitively.
 */
export const createRouter = (prefix?: string) => new Router({ prefix, sensitive: true, strict: true });
