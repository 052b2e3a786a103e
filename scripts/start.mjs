/**
 * `npm start`: gets ffmpeg and espeak-ng the way the tests do (the Debian packages, installed when
 * missing and running as root), builds the web app and runs every role of Antena on its embedded
 * defaults. Without the Debian ffmpeg the server uses the npm-shipped build, and without either it
 * still serves, each station's capture showing as failing with the reason. Without espeak-ng
 * (the demo radio's synthetic talk) the demo radio airs its programme without talk.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ensureSystemPackages, PACKAGES } from './system-deps.mjs';

// One apt-get run for both; each missing one then says what the demo does without it.
ensureSystemPackages(['ffmpeg', 'espeak-ng'], { required: false });
if (!PACKAGES.ffmpeg.check()) {
  console.error('Using the ffmpeg of @ffmpeg-installer/ffmpeg instead (see docs/architecture.md, Recording).');
}
if (!PACKAGES['espeak-ng'].check()) console.error('Demo Radio airs its programme without talk.');

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@antena/web'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
