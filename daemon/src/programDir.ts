/**
 * The program's own modules are found from here, for what is started from a file rather than imported (worker
 * threads): daemon/dist when built, daemon/src from the sources (vitest, tsx). This module sits at the top of that
 * folder, and so does the daemon's bundle (dist/main.js, scripts/bundle.mjs), so its URL resolves paths from the same
 * folder either way. (A string: Vite rewrites `new URL(…, import.meta.url)` into an address of its dev server in the
 * UI's jsdom tests.)
 */
export const programUrl: string = import.meta.url;

/** Whether the program runs from its TypeScript sources. */
export const fromSources: boolean = import.meta.url.endsWith('.ts');
