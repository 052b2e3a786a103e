/**
 * The agent's log: plain lines with an ISO timestamp and a level, on stdout (info) and stderr
 * (warnings, errors), which journald and a terminal both read as they are.
 */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

function line(level: string, message: string): string {
  return `${new Date().toISOString()} ${level} ${message}\n`;
}

export function createLogger(stdout: NodeJS.WritableStream = process.stdout, stderr = process.stderr): Logger {
  return {
    info: (message) => stdout.write(line('INFO', message)),
    warn: (message) => stderr.write(line('WARN', message)),
    error: (message) => stderr.write(line('ERROR', message)),
  };
}

/** A logger that keeps its lines, for a caller that wants to show or check them. */
export function collectingLogger(lines: string[] = []): Logger & { lines: string[] } {
  return {
    lines,
    info: (message) => lines.push(`INFO ${message}`),
    warn: (message) => lines.push(`WARN ${message}`),
    error: (message) => lines.push(`ERROR ${message}`),
  };
}
