// A throwaway PostgreSQL for tests and the bench: `initdb` in a temp folder, a free port on 127.0.0.1,
// password authentication over TCP (so a wrong password can be tested), fsync off (a test cluster is
// never kept). initdb refuses to run as root, so as root the cluster belongs to the `postgres` user.
// Binaries: the newest /usr/lib/postgresql/<version>/bin (Debian's `postgresql` package), or PG_BIN.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions.length) {
    throw new Error(
      'PostgreSQL is needed for these tests: install it (Debian: apt-get install postgresql) or set ' +
        'TEST_DATABASE_URL to a database URL whose user may CREATE DATABASE.',
    );
  }
  return join(root, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster; resolves with its superuser URL, `halt()` (`pg_ctl stop -m immediate`: every backend
 * killed at once, as in a crash; the data stays), `start()` (again, on the same port) and `stop()`, which
 * removes every trace of it. A commit is durable across `halt()` only with `{ crashSafe: true }`: by default
 * commits return before their WAL is written (faster, for tests that never kill the server).
 */
export async function startPostgresCluster({ crashSafe = false } = {}) {
  const bin = binDir();
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'bali-pg-'));
  const run = (cmd, args) => {
    const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args];
    const result = spawnSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout || result.error}`);
  };
  const password = randomBytes(12).toString('hex');
  writeFileSync(join(dir, 'pw'), password);
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
    chownSync(join(dir, 'pw'), uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  try {
    run('initdb', ['-D', data, '-U', 'postgres', `--pwfile=${join(dir, 'pw')}`, '--auth-local=trust',
      '--auth-host=scram-sha-256', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    const port = await freePort();
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=${crashSafe ? 'on' : 'off'} -c full_page_writes=off -c max_connections=200`;
    let running = false;
    const start = () => {
      if (running) return;
      run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', '-o', settings, 'start']);
      running = true;
    };
    const halt = () => {
      if (!running) return;
      running = false;
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    };
    start();
    const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
    const stop = () => {
      try {
        halt();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    return { url, port, halt, start, stop };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
