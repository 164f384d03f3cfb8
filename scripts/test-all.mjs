#!/usr/bin/env node
// `npm test`: every tier runs and reports even when an earlier one failed (a failing unit test must not
// hide the browser or engine results); the command fails at the end if any tier did.
import { spawnSync } from 'node:child_process';

const TIERS = ['build', 'typecheck', 'test:unit', 'test:browser', 'test:e2e', 'test:engines'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = [];
for (const tier of TIERS) {
  const started = Date.now();
  console.log(`\n=== npm run ${tier}`);
  const { status, signal } = spawnSync(npm, ['run', tier], { stdio: 'inherit' });
  results.push({ tier, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000), why: signal ?? `exit ${status}` });
}
console.log('\n=== npm test: each tier');
for (const { tier, ok, seconds, why } of results) console.log(`${ok ? 'passed' : 'FAILED'}  ${tier.padEnd(13)} ${String(seconds).padStart(5)} s${ok ? '' : `  (${why})`}`);
const failed = results.filter((r) => !r.ok);
if (failed.length) {
  console.log(`${failed.length} of ${results.length} tiers failed: ${failed.map((r) => r.tier).join(', ')}`);
  process.exitCode = 1;
}
