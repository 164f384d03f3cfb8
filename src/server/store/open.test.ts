/** Opening a database that is not there: a clear message, never the password. */
import { createServer } from 'node:net';
import { expect, inject, it } from 'vitest';
import { openStore, redactLocation, StoreOpenError } from './index';

const SECRET = 's3cr3t-Pässword';

function withPassword(url: string, password: string): string {
  const u = new URL(url);
  u.password = encodeURIComponent(password);
  return u.toString();
}

it('refuses a wrong password with the reason and the masked URL', async () => {
  const url = withPassword(inject('postgresUrl'), SECRET);
  const error = await openStore(url).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(StoreOpenError);
  const { message, stack } = error as Error;
  expect(message).toMatch(/could not connect to PostgreSQL at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/postgres: .*password authentication failed/);
  expect(`${message}${stack}`).not.toContain(encodeURIComponent(SECRET));
  expect(`${message}${stack}`).not.toContain(SECRET);
});

it('refuses an unreachable server with the reason', async () => {
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
  const error = (await openStore(`postgresql://owner:${SECRET}@127.0.0.1:${port}/bookings`).catch((e: unknown) => e)) as Error;
  expect(error).toBeInstanceOf(StoreOpenError);
  expect(error.message).toContain(`postgresql://owner:***@127.0.0.1:${port}/bookings`);
  expect(error.message).toContain('ECONNREFUSED');
  expect(error.message).not.toContain(SECRET);
});

it('masks passwords in URLs and parameters, and leaves paths alone', () => {
  expect(redactLocation('postgres://u:p@h/db?sslmode=require&password=x')).toBe('postgres://u:***@h/db?sslmode=require&password=***');
  expect(redactLocation('./data/bookings.sqlite')).toBe('./data/bookings.sqlite');
});
