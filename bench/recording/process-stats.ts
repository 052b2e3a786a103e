/**
 * CPU and memory of this process and its children from /proc (Linux): the recorder's ffmpeg
 * captures are live children; the waveform ffmpeg runs have ended and count in this process's
 * children-time fields once waited for.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;
const PAGE_BYTES = 4096;

interface ProcStat {
  pid: number;
  command: string;
  ppid: number;
  /** Own user + system CPU, seconds. */
  cpu: number;
  /** User + system CPU of ended, waited-for children, seconds. */
  childrenCpu: number;
  rssBytes: number;
}

function readStat(pid: number | 'self'): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; fields are counted after its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const n = (field: number) => Number(fields[field - 3]);
    return {
      pid: Number(text.slice(0, text.indexOf(' '))),
      command: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
      ppid: n(4),
      cpu: (n(14) + n(15)) / TICKS_PER_SECOND,
      childrenCpu: (n(16) + n(17)) / TICKS_PER_SECOND,
      rssBytes: n(24) * PAGE_BYTES,
    };
  } catch {
    return null;
  }
}

export interface Usage {
  /** This node process: recorder, database, job worker, measurement. */
  nodeCpu: number;
  nodeRssBytes: number;
  /** Live ffmpeg children (the captures; a waveform decode may be among them for a moment). */
  captureCpu: number;
  captureRssBytes: number;
  captures: number;
  /** Ended children (waveform decodes and other short ffmpeg runs). */
  endedChildrenCpu: number;
}

export function usage(): Usage {
  const self = readStat('self')!;
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== null && stat.ppid === self.pid && stat.command === 'ffmpeg');
  return {
    nodeCpu: self.cpu,
    nodeRssBytes: self.rssBytes,
    captureCpu: children.reduce((sum, child) => sum + child.cpu, 0),
    captureRssBytes: children.reduce((sum, child) => sum + child.rssBytes, 0),
    captures: children.length,
    endedChildrenCpu: self.childrenCpu,
  };
}

/** Busy and total CPU seconds of the whole machine, from /proc/stat. */
export function machineCpu(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = values.map(Number);
  const idle = ticks[3]! + ticks[4]!;
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}
