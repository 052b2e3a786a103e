/**
 * Debian packages Antena needs beyond npm: installed with apt-get when missing and we are root,
 * otherwise a message that names the package. Required packages (the tests') end the process when
 * they cannot be had; optional ones (`npm start`'s ffmpeg, which has an npm fallback, and its
 * espeak-ng) only warn.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const PACKAGES = {
  ffmpeg: { check: () => onPath('ffmpeg') && onPath('ffprobe'), why: 'media capture and processing' },
  chromium: { check: () => existsSync('/usr/bin/chromium'), why: 'the browser end-to-end tests' },
  postgresql: { check: () => Boolean(postgresBinDir()), why: 'the PostgreSQL parity run of the tests' },
  icecast2: { check: () => existsSync('/usr/bin/icecast2'), why: 'the recorder test against a real Icecast server' },
  sox: { check: () => onPath('sox'), why: 'the fingerprint benchmark recipe' },
  'libsox-fmt-all': {
    check: () => existsSync('/usr/lib/x86_64-linux-gnu/sox/libsox_fmt_mp3.so'),
    why: 'the fingerprint benchmark recipe (sox reading mp3 and ogg)',
  },
  'espeak-ng': {
    check: () => existsSync('/usr/bin/espeak-ng'),
    why: "the demo radio's talk and the diarization test's synthetic voices",
  },
};

function onPath(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** The newest installed Debian PostgreSQL server's bin directory, if any. */
export function postgresBinDir() {
  for (const version of ['17', '16', '15']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(`${dir}/postgres`) && existsSync(`${dir}/initdb`)) return dir;
  }
  return null;
}

/** Returns whether every package is there in the end; exits when one is missing and `required`. */
export function ensureSystemPackages(names, { required = true } = {}) {
  const missing = names.filter((name) => !PACKAGES[name].check());
  if (missing.length === 0) return true;
  const give = (message) => {
    console.error(message);
    if (required) process.exit(1);
    return false;
  };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    return give(
      missing
        .map((name) => `Missing Debian package '${name}' (${PACKAGES[name].why}): apt-get install ${name}`)
        .join('\n'),
    );
  }
  console.log(`Installing Debian packages: ${missing.join(' ')}`);
  const apt = (args) =>
    execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
  } catch (error) {
    return give(`apt-get failed: ${error.message}`);
  }
  const still = missing.filter((name) => !PACKAGES[name].check());
  return still.length > 0 ? give(`Could not install: ${still.join(', ')}`) : true;
}
