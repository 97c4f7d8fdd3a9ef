/** The systemd-notify package (CommonJS, no types): spawns `systemd-notify [--ready] [--pid=N] [--status=TEXT]`. */
declare module 'systemd-notify' {
  type Options = { ready?: boolean; status?: string; pid?: number; booted?: boolean };
  function notify(options?: Options): Promise<unknown>;
  export default notify;
}
