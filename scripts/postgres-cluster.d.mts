export type PostgresCluster = {
  url: string;
  port: number;
  /** `pg_ctl stop -m immediate`: the server dies at once, as in a crash; its data stays. */
  halt(): void;
  /** Starts the halted server again on the same port. */
  start(): void;
  /** Stops the server and removes its folder. */
  stop(): void;
};
/** `crashSafe`: every commit is in the WAL when it returns, so it survives `halt()`. */
export function startPostgresCluster(options?: { crashSafe?: boolean }): Promise<PostgresCluster>;
