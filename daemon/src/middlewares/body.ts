import { Writable } from 'node:stream';
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { badRequestGeneric } from '../errors.js';
import { markRoute } from './routeFacts.js';

export const JSON_LIMIT = '100kb';
export const PHOTO_LIMIT = '5mb';
/** Up to five photos of an enrolment: phone photos arrive scaled to 1600 px by the UI, under 1.5 MB each as data URLs. */
export const ENROL_PHOTOS_LIMIT = '12mb';

const parser = (jsonLimit: string) => koaBody({ jsonLimit, formLimit: JSON_LIMIT, textLimit: JSON_LIMIT, multipart: false });

/** Ordinary JSON bodies: 100 KB. Every API route gets it unless it declares its own. */
export const jsonBody = (): Middleware => parser(JSON_LIMIT);

/** Declared by the routes that carry a photo (a data URL): 5 MB. */
export const photoBody = (): Middleware => markRoute('ownBody', parser(PHOTO_LIMIT));

/** Declared by face enrolment, which may carry up to five photos: 12 MB. */
export const enrolPhotosBody = (): Middleware => markRoute('ownBody', parser(ENROL_PHOTOS_LIMIT));

/**
 * Declared by POST /api/respaldos/restauracion: a file to restore arrives as application/octet-stream and is left
 * unread for the route to stream to disk (services/respaldos/respaldosRestauracion.ts caps it); anything else is ordinary JSON.
 */
export const restoreUploadBody = (): Middleware => {
  const json = parser(JSON_LIMIT);
  return markRoute('ownBody', async (ctx, next) => {
    if (ctx.is('application/octet-stream')) await next();
    else await json(ctx, next);
  });
};

/**
 * Declared by POST /api/actualizaciones/paquete: a release bundle arrives as application/octet-stream and is left
 * unread for the route to stream to disk (services/actualizaciones/actualizaciones.ts caps it).
 */
export const bundleUploadBody = (): Middleware => markRoute('ownBody', (_ctx, next) => next());

/** The bytes of each file `importUploadBody` received, by formidable's file object. */
const uploads = new WeakMap<object, Buffer>();
export const uploadedBytes = (file: object): Buffer | undefined => uploads.get(file);

/**
 * Declared by POST /api/employees/importar (issue 40): multipart/form-data with one small file, kept in memory (never
 * on disk) and read with `uploadedBytes`; past `maxBytes` the upload stops with `tooLarge` (413). JSON bodies are
 * not read.
 */
export const importUploadBody = (maxBytes: number, tooLarge: () => Error): Middleware => {
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: {
      maxFiles: 1,
      maxFileSize: maxBytes,
      maxTotalFileSize: maxBytes,
      maxFields: 5,
      maxFieldsSize: 10 * 1024,
      minFileSize: 0,
      allowEmptyFiles: true,
      fileWriteStreamHandler: (file) => {
        const chunks: Buffer[] = [];
        return new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            if (file) uploads.set(file, Buffer.concat(chunks));
            done();
          },
        });
      },
    },
  });
  return markRoute('ownBody', async (ctx, next) => {
    let parsed = false;
    try {
      await parse(ctx, () => {
        parsed = true;
        return Promise.resolve();
      });
    } catch (caught) {
      const err = caught as { httpCode?: number; status?: number };
      throw (err.httpCode ?? err.status) === 413 ? tooLarge() : badRequestGeneric();
    }
    if (parsed) await next();
  });
};
