/** `@reloj/daemon/e2e`: the built daemon started as a process and its admin API, for hq's end-to-end test. */
export { adminApi } from './adminApi.js';
export { repoRoot, startDaemon, type RunningDaemon } from './daemonProcess.js';
