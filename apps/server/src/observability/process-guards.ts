/**
 * What keeps one failure from ending the process: an unhandled rejection or an uncaught exception
 * is logged and reported, and the process goes on (every capture, job and request already
 * handles its own errors; these catch what slipped through). A stop runs its steps in order but
 * always ends within a bound, so a hung step never keeps a stopping process alive.
 */
import type { Logger } from 'pino';
import type { ErrorReporter } from './error-reporter';

export function installProcessGuards(log: Logger, reporter: ErrorReporter): () => void {
  const onRejection = (reason: unknown) => {
    log.error({ err: reason }, 'unhandled promise rejection');
    reporter.capture(reason, { kind: 'unhandledRejection' });
  };
  const onException = (error: Error) => {
    log.error({ err: error }, 'uncaught exception');
    reporter.capture(error, { kind: 'uncaughtException' });
  };
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}

/**
 * Runs `steps` one after the other (a failing step is logged and the next runs) and resolves
 * true when all ended, or false as soon as `withinMs` has passed.
 */
export async function stopWithin(
  withinMs: number,
  steps: Array<[name: string, step: () => Promise<unknown>]>,
  log: Logger,
): Promise<boolean> {
  const all = (async () => {
    for (const [name, step] of steps) {
      try {
        await step();
      } catch (error) {
        log.error({ err: error, step: name }, 'stop step failed');
      }
    }
    return true;
  })();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  const finished = await Promise.race([all, late]);
  clearTimeout(timer);
  return finished;
}
