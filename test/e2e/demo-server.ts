/** Starts the real demo server (`node demo/server.mjs`, built receiver) on a free loopback port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));

export type DemoServer = {
  base: string;
  child: ChildProcess;
  /** Everything the process printed (stdout and stderr) so far. */
  output(): string;
  /** SIGKILL, resolved when the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful), resolved when the process is gone. */
  stop(): Promise<void>;
};

export async function startDemoServer(env: Record<string, string>): Promise<DemoServer> {
  const child = spawn(process.execPath, ['demo/server.mjs'], {
    cwd: repo,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit');
  const base = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /bali-widgets demo: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`demo server exited (${code ?? signal}) before listening:\n${output}`)));
  });
  const gone = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { base, child, output: () => output, kill9: () => gone('SIGKILL'), stop: () => gone('SIGTERM') };
}
