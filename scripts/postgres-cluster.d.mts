export function startPostgresCluster(): Promise<{ url: string; port: number; stop(): void }>;
