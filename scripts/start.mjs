/**
 * `npm start`: gets ffmpeg the way the tests do (the Debian package, installed when missing and
 * running as root), builds the web app and runs every role of Antena on its embedded defaults.
 * Without the Debian ffmpeg the server uses the npm-shipped build, and without either it still
 * serves, each station's capture showing as failing with the reason.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ensureSystemPackages } from './system-deps.mjs';

if (!ensureSystemPackages(['ffmpeg'], { required: false })) {
  console.error('Using the ffmpeg of @ffmpeg-installer/ffmpeg instead (see docs/architecture.md, Recording).');
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@antena/web'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
