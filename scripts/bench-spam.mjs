// `npm run bench:spam`: how long the form's spam proof takes on a phone-class CPU, to tune the difficulty.
//
// Serves a page on 127.0.0.1 that runs the form's own solver (src/booking-form/spam-proof.ts, bundled with
// esbuild) against the built receiver's challenges (dist/server.js; run `npm run build` first), in
// Debian's Chromium at 4x CPU throttling (CDP Emulation.setCPUThrottlingRate). Each run fetches a fresh
// challenge and solves it; prints the median and the 90th percentile against the 1 s target.
// Environment: SPAM_DIFFICULTY (the receiver's spamShield.maxNumber, default its default), BENCH_RUNS (21),
// BENCH_THROTTLE (4).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const runs = Number(process.env.BENCH_RUNS ?? 21);
const throttle = Number(process.env.BENCH_THROTTLE ?? 4);
const maxNumber = process.env.SPAM_DIFFICULTY ? Number(process.env.SPAM_DIFFICULTY) : undefined;
const { createBookingReceiver, toNodeListener } = await import('../dist/server.js');

const dir = mkdtempSync(join(tmpdir(), 'bali-bench-spam-'));
const receiver = createBookingReceiver({ database: join(dir, 'b.sqlite'), trustProxy: false, spamShield: maxNumber ? { maxNumber } : {} });
const solver = (
  await build({
    stdin: {
      contents: "import { createSpamProofs } from './src/booking-form/spam-proof.ts'; window.createSpamProofs = createSpamProofs;",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
  })
).outputFiles[0].text;
const challenge = toNodeListener(receiver.challengeHandler);
const server = createServer((req, res) => {
  if (req.url === '/api/booking-challenge') return challenge(req, res);
  if (req.url === '/solver.js') return res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(solver);
  res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><script type="module" src="/solver.js"></script>');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  await page.waitForFunction(() => 'createSpamProofs' in window);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    times.push(
      await page.evaluate(async () => {
        const proofs = window.createSpamProofs();
        const started = performance.now();
        proofs.prepare('/api/book-accommodation');
        const header = await proofs.header(crypto.randomUUID(), false);
        if (!header) throw new Error('no proof');
        return performance.now() - started;
      }),
    );
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  const difficulty = maxNumber ?? 'default';
  console.log(`spam proof at ${throttle}x CPU throttling, difficulty ${difficulty}, ${runs} runs: median ${at(0.5)} ms (target ≤ 1000 ms), p90 ${at(0.9)} ms, max ${at(1)} ms`);
} finally {
  await browser.close();
  server.close();
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
}
