/** Small node processes standing in for a service in the agent's unit tests, and a poll helper. */
import { spawnServiceProcess, type ServiceProcess } from './child-process';

/** A node child running `script`; it finishes on 'q' on stdin unless the script says otherwise. */
export function nodeProcess(script: string, stopInput = 'q'): ServiceProcess {
  return spawnServiceProcess(() => process.execPath, ['-e', script], { stopInput });
}

/** Lives until it reads 'q' on stdin, then exits 0. */
export const UNTIL_Q = `process.stdin.on('data', (d) => { if (String(d).includes('q')) process.exit(0); }); setInterval(() => {}, 1000);`;

export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
