import type { Db } from '../connection.js';

export type AttemptKind = 'usuario' | 'direccion' | 'par' | 'configuracion' | 'configuracion_total' | 'nip' | 'nip_par' | 'nip_dispositivo';
/** One throttle key: `usuario` / `direccion` are '' where the kind does not use them. */
export type AttemptKey = { tipo: AttemptKind; usuario: string; direccion: string };
export type AttemptRow = { fallos: number; ultimo_fallo: string };

export function failedAttemptRepository(db: Db) {
  const find = db.prepare<[string, string, string], AttemptRow>(
    'SELECT fallos, ultimo_fallo FROM intentos_fallidos WHERE tipo = ? AND usuario = ? AND direccion = ?',
  );
  const save = db.prepare(
    `INSERT INTO intentos_fallidos (tipo, usuario, direccion, fallos, ultimo_fallo) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (tipo, usuario, direccion) DO UPDATE SET fallos = excluded.fallos, ultimo_fallo = excluded.ultimo_fallo`,
  );
  const removeOne = db.prepare('DELETE FROM intentos_fallidos WHERE tipo = ? AND usuario = ? AND direccion = ?');
  const decrement = db.prepare('UPDATE intentos_fallidos SET fallos = fallos - 1 WHERE tipo = ? AND usuario = ? AND direccion = ? AND fallos > 1');
  // A user's own rows, and the address rows of every address that failed for that user.
  const removeForUser = db.prepare(
    `DELETE FROM intentos_fallidos
      WHERE (tipo IN ('usuario', 'par') AND usuario = @usuario)
         OR (tipo = 'direccion' AND direccion IN (SELECT direccion FROM intentos_fallidos WHERE tipo = 'par' AND usuario = @usuario))`,
  );
  const removeForNumber = db.prepare("DELETE FROM intentos_fallidos WHERE tipo IN ('nip', 'nip_par') AND usuario = ?");
  const removeOlder = db.prepare('DELETE FROM intentos_fallidos WHERE ultimo_fallo < ?');
  return {
    find: (key: AttemptKey) => find.get(key.tipo, key.usuario, key.direccion),
    save: (key: AttemptKey, fallos: number, ultimoFallo: string) => void save.run(key.tipo, key.usuario, key.direccion, fallos, ultimoFallo),
    remove: (key: AttemptKey) => void removeOne.run(key.tipo, key.usuario, key.direccion),
    /** One failure fewer (the row goes at zero). */
    release: (key: AttemptKey) => {
      if (decrement.run(key.tipo, key.usuario, key.direccion).changes === 0) removeOne.run(key.tipo, key.usuario, key.direccion);
    },
    removeForUser: (usuario: string) => removeForUser.run({ usuario }).changes,
    /** A número de empleado's rows, from every kiosk. */
    removeForNumber: (numeroEmpleado: string) => removeForNumber.run(numeroEmpleado).changes,
    removeOlderThan: (iso: string) => removeOlder.run(iso).changes,
  };
}
