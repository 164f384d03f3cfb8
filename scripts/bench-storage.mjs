// The storage part of `npm run bench` (alone: `node scripts/bench-storage.mjs`): bookings per second and
// p50/p99 latency of POST /api/book-accommodation, through real receiver processes over HTTP on 127.0.0.1,
// for SQLite (one process), PostgreSQL with one instance and PostgreSQL with two (requests alternate).
// Every request is a new booking from its own client address with its own Idempotency-Key and a solved
// challenge, so each one is validated, counted by the rate limit (in the database on PostgreSQL), judged by
// the spam shield (its solution claimed), committed durably and announced: e-mail and webhook (to sinks on
// loopback), push (no device) and the guest's acknowledgement are all on. Each instance counts the commits
// and statements its 201s sent to the database on their request path (test/helpers/statement-tally.ts).
// BENCH_NOTIFY=off leaves the shield and the notifications out (the rate limit stays).
// BENCH_BOOKINGS (default 1000) requests per case, BENCH_CONCURRENCY (default 16) in flight, BENCH_CASES
// (default `sqlite,pg,pg2`) the cases to run. Each case also reports the CPU time its receiver processes and
// the PostgreSQL server spent (Linux /proc), counted until the receivers are idle again (deliveries included),
// per booking: unlike bookings/s it hardly moves with the load of a shared machine.
// BENCH_RECEIVER_ARGS are Node options for the receiver processes (e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof`).
// A report, not a test: the figures depend on the machine and its load. PostgreSQL: TEST_DATABASE_URL or a
// throwaway cluster.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { startPostgresCluster } from './postgres-cluster.mjs';
import { bundleReceiver, startReceiver } from './receiver-bundle.mjs';

const env = process.env;
const TOTAL = Math.max(10, Number(env.BENCH_BOOKINGS ?? 1000));
const CONCURRENCY = Math.max(1, Number(env.BENCH_CONCURRENCY ?? 16));
const CASES = new Set((env.BENCH_CASES ?? 'sqlite,pg,pg2').split(',').map((c) => c.trim()));

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What every instance runs with: the spam shield and all four notifications on. */
function allOn(smtpUrl, webhookUrl) {
  return {
    SPAM_SHIELD: 'on',
    SPAM_SECRET: randomBytes(32).toString('base64url'),
    // The form's work, not the receiver's: the bench solves its challenges at the easiest setting.
    SPAM_DIFFICULTY: '10',
    NOTIFY_EMAIL: 'owner@villa.example',
    SMTP_URL: smtpUrl,
    WEBHOOK_URL: webhookUrl,
    WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
    PUSH_SUBJECT: 'mailto:owner@villa.example',
    GUEST_ACK: 'on',
  };
}

/** The sinks the notifications are delivered to: an SMTP server and a webhook endpoint on loopback. */
async function startSinks() {
  const smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, onData: (stream, _s, done) => stream.on('end', () => done()).resume() });
  const hook = createServer((req, res) => req.resume().on('end', () => res.writeHead(204).end()));
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  await new Promise((resolve) => hook.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp.server.address().port}`,
    webhookUrl: `http://127.0.0.1:${hook.address().port}/hook`,
    close: () => {
      hook.closeAllConnections();
      hook.close();
      smtp.close();
    },
  };
}

/** The proof header the form sends for a challenge (a solved ALTCHA payload, honeypot empty). */
function proofFor(challenge) {
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if (createHash('sha256').update(challenge.salt + n).digest('hex') !== challenge.challenge) continue;
    const { algorithm, salt, signature } = challenge;
    return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: n, salt, signature, trap: false })).toString('base64');
  }
  throw new Error('bench: a challenge without a solution');
}

const clientOf = (label, n) => `198.${label.endsWith('warmup') ? 19 : 18}.${(n >> 8) & 255}.${n & 255}`;

/** One solved challenge per booking, fetched before the clock starts and old enough not to look too fast. */
async function proofs(urls, label, total) {
  const made = [];
  for (let n = 0; n < total; n += 16) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(16, total - n) }, async (_, i) => {
      const response = await fetch(`${urls[(n + i) % urls.length]}/api/booking-challenge`, { headers: { 'X-Forwarded-For': clientOf(label, n + i) } });
      if (response.status !== 200) throw new Error(`bench: challenge answered ${response.status}`);
      return proofFor(await response.json());
    }))));
  }
  await sleep(4_100); // the shield's minimum fill time
  return made;
}

/** The commits and statements the instances' 201s sent so far, summed. */
async function tallies(urls) {
  const all = await Promise.all(urls.map(async (url) => (await fetch(`${url}/api/statement-tally`)).json()));
  return all.reduce(
    (sum, t) => ({ bookings: sum.bookings + t.bookings, commits: sum.commits + t.commits, statements: sum.statements + t.statements, cpuMs: sum.cpuMs + t.cpuMs }),
    { bookings: 0, commits: 0, statements: 0, cpuMs: 0 },
  );
}

/** The tallies once the instances are idle again (the deliveries after the last 201 done), at most 60 s on. */
async function settled(urls) {
  let last = await tallies(urls);
  for (let waited = 0; waited < 60_000; waited += 500) {
    await sleep(500);
    const now = await tallies(urls);
    if (now.cpuMs - last.cpuMs < 10 * urls.length) return now;
    last = now;
  }
  return last;
}

/**
 * CPU time (user + system, ms) used so far by these processes (Linux: /proc; 0 elsewhere). The first one's
 * ended children count too (PostgreSQL's backends that the pool closed while idle end before the run does).
 */
function cpuMs(pids) {
  let ticks = 0;
  for (const [n, pid] of pids.entries()) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime, then cutime and cstime (its ended children), in 1/100 s
      ticks += Number(fields[11]) + Number(fields[12]) + (n === 0 ? Number(fields[13]) + Number(fields[14]) : 0);
    } catch {
      // gone, or not Linux
    }
  }
  return ticks * 10;
}

/** The PostgreSQL server listening on `port` and its backends (Linux: /proc), for its CPU time. */
function postgresPids(port) {
  const all = (() => {
    try {
      return readdirSync('/proc').filter((name) => /^\d+$/.test(name));
    } catch {
      return [];
    }
  })();
  const read = (pid, file) => {
    try {
      return readFileSync(`/proc/${pid}/${file}`, 'utf8');
    } catch {
      return '';
    }
  };
  const master = all.find((pid) => {
    const argv = read(pid, 'cmdline').split('\0');
    return argv[0].endsWith('postgres') && argv.some((arg, i) => arg === '-p' && argv[i + 1] === String(port));
  });
  if (!master) return [];
  return [master, ...all.filter((pid) => read(pid, 'stat').split(') ')[1]?.split(' ')[1] === master)];
}

async function load(urls, label, total = TOTAL, processes = () => ({})) {
  const latencies = [];
  const proof = env.BENCH_NOTIFY === 'off' ? [] : await proofs(urls, label, total);
  const before = await tallies(urls);
  // Listed again at the end: backends the pool opened meanwhile count too.
  const cpu = (pids = processes()) => ({ receiver: cpuMs(pids.receiver ?? []), database: cpuMs(pids.database ?? []) });
  const cpuBefore = cpu();
  let next = 0;
  let failed = 0;
  const worker = async () => {
    for (let n = next++; n < total; n = next++) {
      const started = performance.now();
      const response = await fetch(`${urls[n % urls.length]}/api/book-accommodation`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': `bench-${label.replace(/[^A-Za-z0-9]+/g, '-')}-${n}`,
          'X-Forwarded-For': clientOf(label, n),
          ...(proof[n] && { 'X-Bali-Proof': proof[n] }),
        },
        body: JSON.stringify({
          name: `Bench Guest ${n}`,
          // Each booking its own guest: the per-guest daily limit would otherwise silence all but three.
          email: `bench${n}@example.com`,
          whatsapp: `+62812${30_000_000 + n}`,
          checkIn: day(30),
          checkOut: day(33),
          budgetCurrency: 'USD',
          budgetAmount: 1000,
          travelType: ['Airbnb Guest - Holiday/ vacation'],
        }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) failed++;
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const after = await settled(urls);
  const cpuAfter = cpu();
  const booked = Math.max(1, after.bookings - before.bookings);
  return {
    case: label,
    bookingsPerSecond: Math.round(total / seconds),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    failed,
    commitsPerBooking: Math.round(((after.commits - before.commits) / booked) * 100) / 100,
    statementsPerBooking: Math.round(((after.statements - before.statements) / booked) * 10) / 10,
    // CPU per booking, the machine's load aside: the receiver processes', and the database server's (PostgreSQL).
    receiverCpuMs: Math.round(((cpuAfter.receiver - cpuBefore.receiver) / total) * 100) / 100,
    databaseCpuMs: Math.round(((cpuAfter.database - cpuBefore.database) / total) * 100) / 100,
    loadAverage: Math.round(loadavg()[0] * 10) / 10,
  };
}

async function withInstances(kind, file, count, database, label, notify) {
  const nodeArgs = env.BENCH_RECEIVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const instances = await Promise.all(Array.from({ length: count }, () => startReceiver(file, { BOOKINGS_DB: database, ...notify }, nodeArgs)));
  try {
    // A short warm-up (connections, JIT) that is not measured.
    await load(instances.map((i) => i.url), `${label}-warmup`, 100).catch(() => {});
    const port = database.startsWith('postgres') ? new URL(database).port : undefined;
    return { kind, ...(await load(instances.map((i) => i.url), label, TOTAL, () => ({ receiver: instances.map((i) => i.pid), database: port ? postgresPids(port) : [] }))) };
  } finally {
    for (const instance of instances) instance.kill('SIGTERM');
    await Promise.all(instances.map((i) => i.exited));
  }
}

async function freshPostgres(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs the three cases; resolves with their figures (also printed through `log`). */
export async function benchStorage(log = console.log) {
  const what = env.BENCH_NOTIFY === 'off' ? 'rate limit on, shield and notifications off' : 'rate limit, spam shield, e-mail, webhook, push and acknowledgement on';
  log(`\nStorage: ${TOTAL} new bookings per case over HTTP, ${CONCURRENCY} in flight (durable commits; ${what}), load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const file = await bundleReceiver();
  const sinks = await startSinks();
  // BENCH_NOTIFY=off: the rate limit only, for comparison with the receiver before the shield and the outbox.
  const notify = env.BENCH_NOTIFY === 'off' ? { SPAM_SHIELD: 'off' } : allOn(sinks.smtpUrl, sinks.webhookUrl);
  const dir = mkdtempSync(join(tmpdir(), 'bali-bench-'));
  const postgres = CASES.has('pg') || CASES.has('pg2');
  const cluster = env.TEST_DATABASE_URL || !postgres ? undefined : await startPostgresCluster();
  const adminUrl = env.TEST_DATABASE_URL ?? cluster?.url;
  const results = [];
  try {
    if (CASES.has('sqlite')) results.push(await withInstances('sqlite', file, 1, join(dir, 'bench.sqlite'), 'SQLite, 1 process', notify));
    if (CASES.has('pg')) results.push(await withInstances('pg', file, 1, await freshPostgres(adminUrl, 'bali_bench_one'), 'PostgreSQL, 1 instance', notify));
    if (CASES.has('pg2')) results.push(await withInstances('pg2', file, 2, await freshPostgres(adminUrl, 'bali_bench_two'), 'PostgreSQL, 2 instances', notify));
  } finally {
    sinks.close();
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  for (const r of results) {
    log(`  ${r.case.padEnd(26)} ${String(r.bookingsPerSecond).padStart(5)} bookings/s   p50 ${r.p50} ms   p99 ${r.p99} ms   ${r.commitsPerBooking} commits, ${r.statementsPerBooking} statements per booking   CPU ${r.receiverCpuMs} ms receiver${r.databaseCpuMs ? ` + ${r.databaseCpuMs} ms database` : ''} per booking, load ${r.loadAverage}${r.failed ? `   (${r.failed} not 201!)` : ''}`);
  }
  const unmet = storageTargets(results).filter((t) => !t.pass);
  log(unmet.length ? `  storage targets not met: ${unmet.map((t) => `${t.name} (${t.value} ${t.unit}, target ${t.target})`).join('; ')}` : '  every storage target met');
  return results;
}

/** The receiver's targets, each with its figure and whether it is met (a report: nothing fails on them). */
export function storageTargets(results) {
  const [sqlite, one, two] = ['sqlite', 'pg', 'pg2'].map((kind) => results.find((r) => r.kind === kind));
  const targets = [];
  const add = (name, value, unit, target, pass) => targets.push({ name, value, unit, target, pass });
  if (sqlite) {
    add('SQLite bookings/s', sqlite.bookingsPerSecond, '/s', '>= 450', sqlite.bookingsPerSecond >= 450);
    add('SQLite p99', sqlite.p99, 'ms', '<= 60', sqlite.p99 <= 60);
  }
  if (one) {
    add('PostgreSQL bookings/s', one.bookingsPerSecond, '/s', '>= 300', one.bookingsPerSecond >= 300);
    add('PostgreSQL p99', one.p99, 'ms', '<= 80', one.p99 <= 80);
  }
  if (one && two) {
    const ratio = Math.round((two.bookingsPerSecond / one.bookingsPerSecond) * 100) / 100;
    add('PostgreSQL two instances / one', ratio, 'x', '>= 1.5', ratio >= 1.5);
  }
  // The rate limit's and the spam's sweeps (once a minute, once an hour per instance) add a little.
  const ran = results.filter(Boolean);
  for (const r of ran) add(`${r.case}: commits per booking`, r.commitsPerBooking, '', '1 (sweeps aside)', r.commitsPerBooking < 1.05);
  for (const r of ran) if (r.failed) add(`${r.case}: answers not 201`, r.failed, '', '= 0', false);
  return targets;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchStorage().catch((error) => {
    console.error(`bench: ${error?.stack ?? error}`);
    process.exitCode = 1;
  });
}
