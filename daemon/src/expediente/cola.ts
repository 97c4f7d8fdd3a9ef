import { expedienteEnCurso, expedientesEnEspera } from '../errors.js';

/**
 * Issue 39 item 7: sixteen expedientes asked at once by one gerente took 18 s of the box's CPU and slowed every other
 * request. They are built one at a time, in the order asked; an account with one waiting or in progress gets 429 for
 * another until it ends, and at most `maxAccounts` accounts wait at once.
 */
export function expedienteQueue(maxAccounts = 8) {
  const accounts = new Set<string>();
  let tail: Promise<unknown> = Promise.resolve();
  return {
    async run<T>(account: string, build: () => Promise<T>): Promise<T> {
      if (accounts.has(account)) throw expedienteEnCurso();
      if (accounts.size >= maxAccounts) throw expedientesEnEspera();
      accounts.add(account);
      const turn = tail.then(build);
      tail = turn.catch(() => undefined);
      try {
        return await turn;
      } finally {
        accounts.delete(account);
      }
    },
  };
}
