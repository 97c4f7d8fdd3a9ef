import type { Migration } from './index.js';

/**
 * Issue 14 item 3: an employee keeps several face templates. `origen` says where one came from: 'registro' (an
 * administrator's photo or webcam burst; every row before this migration) or 'kiosco' (the frame of a confident
 * punch, which may later be retired automatically). A kiosk template names the punch it came from, and one punch
 * gives at most one template.
 */
export const plantillas: Migration = {
  version: 14,
  name: '014-plantillas',
  up(db) {
    db.exec(`
      ALTER TABLE rostros ADD COLUMN origen TEXT NOT NULL DEFAULT 'registro' CHECK (origen IN ('registro', 'kiosco'));
      ALTER TABLE rostros ADD COLUMN checada_id INTEGER REFERENCES checadas(id)
        CHECK ((origen = 'kiosco') = (checada_id IS NOT NULL));
      CREATE UNIQUE INDEX rostros_checada ON rostros(checada_id) WHERE checada_id IS NOT NULL;
    `);
  },
};
