/**
 * The folder of the program's own modules, for what is started from a file rather than imported (worker threads):
 * daemon/dist when built, daemon/src from the sources (vitest, tsx). This module sits at the top of that folder, and so
 * does the daemon's bundle (dist/main.js, scripts/bundle.mjs), so `import.meta.url` names the same folder either way.
 */
export const programUrl: URL = new URL('./', import.meta.url);

/** Whether the program runs from its TypeScript sources. */
export const fromSources: boolean = import.meta.url.endsWith('.ts');
