/**
 * `npm test`: every test. Unit and web tests, the integration suite on PGlite, the same suite on
 * a real PostgreSQL server (the parity run), then the browser end-to-end tests against the built
 * app in Debian Chromium. Ends with one summary line.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './postgres.mjs';
import { ensureSystemPackages } from './system-deps.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const reports = path.join(root, '.test-artifacts', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

ensureSystemPackages(['ffmpeg', 'chromium', 'postgresql', 'icecast2', 'sox', 'libsox-fmt-all', 'espeak-ng']);

const totals = { passed: 0, failed: 0, skipped: 0 };
/** What failed, named again after the summary: CI shows only the end of a long log. */
const failures = [];
let failedRuns = 0;
/** Each run's wall time, printed at the end: the suite has a time budget in CI. */
const durations = [];
const timed = (name, run) => {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  run();
  durations.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
};

function collectFailures(name, json) {
  for (const file of json.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed)
      failures.push(`${name}: ${where} > ${t.fullName}\n    ${(t.failureMessages?.[0] ?? '').split('\n')[0]}`);
    if (!failed.length && file.status === 'failed')
      failures.push(`${name}: ${where}\n    ${(file.message ?? '').split('\n')[0]}`);
  }
}

function vitest(name, projects, env = {}) {
  timed(name, () => runVitest(name, projects, env));
}

function runVitest(name, projects, env) {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    collectFailures(name, json);
  } catch {
    totals.failed += 1;
    failures.push(`${name}: no report`);
  }
  if (result.status !== 0) failedRuns += 1;
}

function step(name, command, args) {
  timed(name, () => {
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`${name} failed`);
      failures.push(`${name} failed`);
      failedRuns += 1;
    }
  });
}

step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('lint', 'npm', ['run', '--silent', 'lint']);
vitest('unit and web', ['unit', 'web']);
vitest('packages on real media', ['packages']);
vitest('integration on PGlite', ['integration']);

const postgres = await startPostgres();
try {
  vitest('integration on PostgreSQL', ['integration'], { TEST_DATABASE_URL: postgres.url });
} finally {
  postgres.stop();
}

step('build web app', 'npm', ['run', '--silent', 'build']);
vitest('browser end-to-end', ['e2e']);

console.log(`\nTimes: ${durations.join(', ')}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `- ${f}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0);
