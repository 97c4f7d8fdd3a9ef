/**
 * A fault on one UI call, for the tests of what happens after the employee exists: installed over the employees
 * daemon's fetch (employeesDaemon.ts), it acts on the next call whose path matches, once, and lets every other call
 * reach the real daemon.
 */
type Fault = {
  /** Runs before the call goes out (e.g. another administrator enrolling the same face meanwhile). */
  before?: () => Promise<void>;
  /** The call never reaches the daemon: fetch rejects, as it does when the connection drops. */
  drop?: boolean;
};

export function faultOnNextCall(path: RegExp, fault: Fault): { restore: () => void; hit: () => boolean } {
  const through = globalThis.fetch;
  let done = false;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (done || typeof input !== 'string' || !path.test(input)) return through(input, init);
    done = true;
    await fault.before?.();
    if (fault.drop) throw new TypeError('Failed to fetch');
    return through(input, init);
  };
  return {
    restore: () => {
      globalThis.fetch = through;
    },
    hit: () => done,
  };
}
