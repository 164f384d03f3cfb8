/**
 * vitest globalSetup: one PostgreSQL for the whole run. `TEST_DATABASE_URL` when set (its user must be
 * allowed to CREATE DATABASE), else a throwaway cluster that is stopped after the run. Never skipped: no
 * PostgreSQL is an error that says how to get one.
 */
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../../scripts/postgres-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return () => {};
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
