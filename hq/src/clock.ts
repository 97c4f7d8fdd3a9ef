/** The one place headquarters reads the time; everything else takes a `now` so tests can set it. */
export const systemNow = (): Date => new Date();
