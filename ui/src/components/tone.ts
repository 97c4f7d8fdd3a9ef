/** The colour of a `tag` or a `pill` (styles/components.css): its class is `tone-<tone>`, e.g. `tag tone-ok`. */
export type Tone = 'ok' | 'warn' | 'danger' | 'info' | 'muted';
