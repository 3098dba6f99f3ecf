/**
 * New connections the kernel completes and holds for the server while its event loop is busy. Node's
 * default, 511, overflowed under bench:load's 1,000 people: the kernel then drops a new connection's
 * SYN, the browser sends it again after 1 s, then 3 s, and photos timed out at 10 s while the server
 * had CPU to spare (nstat: TcpExtListenOverflows). The kernel caps it at net.core.somaxconn (4096 on
 * current kernels; docs/deploy.md).
 */
export const LISTEN_BACKLOG = 4096;

/** How the server listens: its address, and a queue of new connections deep enough for a burst. */
export const listenOptions = ({ PORT, HOST }: { PORT: number; HOST: string }) => ({
  port: PORT,
  host: HOST,
  backlog: LISTEN_BACKLOG,
});
