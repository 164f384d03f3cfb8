// Bundles test/helpers/receiver-process.ts (the receiver from source, as one Node process) into .tmp/ and
// starts instances of it: for the multi-instance test and the storage bench.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { feedWorkerEsbuild } from './feed-worker-source.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Bundles the receiver process once; resolves with the file to run. */
export async function bundleReceiver() {
  const outdir = join(ROOT, '.tmp/receiver');
  mkdirSync(outdir, { recursive: true });
  // One file per process: test files running in parallel workers never run a bundle another is writing.
  const outfile = join(outdir, `receiver-process-${process.pid}.mjs`);
  await build({
    entryPoints: [join(ROOT, 'test/helpers/receiver-process.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [feedWorkerEsbuild()],
  });
  return outfile;
}

/**
 * Starts one instance (`nodeArgs` before the file, e.g. `--cpu-prof`); resolves once it listens, with its base URL, `kill(signal)` and `exited` (a
 * promise of its exit code). Rejects with its error output when it exits before listening.
 */
export function startReceiver(file, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, file], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      const { port } = JSON.parse(line);
      resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid, kill: (signal = 'SIGTERM') => child.kill(signal), exited, stderr: () => stderr });
    });
    exited.then((code) => reject(new Error(`receiver exited with ${code} before listening: ${stderr.trim()}`)));
  });
}
