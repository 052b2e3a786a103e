/**
 * Which match confirms which spot schedule on one station-day (docs/schedule-pairing.md). The
 * caller hands over one station's schedules and matches of one station-local day; a schedule only
 * ever pairs with a match of its own custom id, each at most once.
 *
 * First the in-tolerance (DEFAULT) pairs: a match inside the schedule's window. Among all ways to
 * pair, the one confirming the most schedules wins; among those, the smallest total distance;
 * then the fewest late airings (at equal distance an early airing is preferred). Windows of
 * different lengths make a plain "closest pair first" pass lose schedules (one schedule takes
 * the only match another could use), so each group of overlapping windows is solved exactly: how
 * many can pair by a greedy pass, which pairs by an assignment problem. Groups are small, a
 * handful of schedules of one custom id.
 *
 * Then OFF_TOLERANCE: each schedule still unpaired takes the nearest match of its custom id that
 * lies outside every window of that custom id, nearest pairs first.
 */
import type { ConfirmationType } from '@antena/contract';

export interface PairingSchedule {
  id: string;
  customId: string;
  /** epoch ms */
  datetime: number;
  /** How long before and after `datetime` a match is in tolerance (ms). */
  beforeMs: number;
  afterMs: number;
}

export interface PairingMatch {
  id: string;
  customId: string;
  /** epoch ms */
  datetime: number;
}

export interface Pairing {
  scheduleId: string;
  matchId: string;
  type: ConfirmationType;
  /** (match − schedule) in minutes, 2 decimals: negative when the spot aired early. */
  diffMinutes: number;
}

type Timed = { id: string; datetime: number };

/** The order every tie falls back on: time, then id, so input order never matters. */
const byTimeThenId = (a: Timed, b: Timed) => a.datetime - b.datetime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function diffMinutes(schedule: PairingSchedule, match: PairingMatch): number {
  const diff = match.datetime - schedule.datetime;
  const minutes = Math.round(Math.abs(diff) / 600) / 100;
  return diff < 0 && minutes > 0 ? -minutes : minutes;
}

const pairing = (schedule: PairingSchedule, match: PairingMatch, type: ConfirmationType): Pairing => ({
  scheduleId: schedule.id,
  matchId: match.id,
  type,
  diffMinutes: diffMinutes(schedule, match),
});

const windowStart = (schedule: PairingSchedule) => schedule.datetime - schedule.beforeMs;
const windowEnd = (schedule: PairingSchedule) => schedule.datetime + schedule.afterMs;
const inWindow = (schedule: PairingSchedule, match: PairingMatch) =>
  match.datetime >= windowStart(schedule) && match.datetime <= windowEnd(schedule);

/** Schedules whose windows overlap, chained, and the span they cover together. */
interface WindowGroup {
  schedules: PairingSchedule[];
  from: number;
  to: number;
  matches: PairingMatch[];
}

function windowGroups(schedules: PairingSchedule[]): WindowGroup[] {
  const groups: WindowGroup[] = [];
  const byStart = [...schedules].sort((a, b) => windowStart(a) - windowStart(b) || byTimeThenId(a, b));
  for (const schedule of byStart) {
    const last = groups.at(-1);
    if (last && windowStart(schedule) <= last.to) {
      last.schedules.push(schedule);
      last.to = Math.max(last.to, windowEnd(schedule));
    } else {
      groups.push({ schedules: [schedule], from: windowStart(schedule), to: windowEnd(schedule), matches: [] });
    }
  }
  for (const group of groups) group.schedules.sort(byTimeThenId);
  return groups;
}

/**
 * How many schedules of the group can be confirmed at once: each airing in time order goes to the
 * free schedule whose window it is in and that closes first (the classic exact greedy for points
 * and intervals: a later airing can only use windows that close later).
 */
function mostPairs({ schedules, matches }: WindowGroup): number {
  const free = new Set(schedules);
  let pairs = 0;
  for (const match of matches) {
    let closesFirst: PairingSchedule | undefined;
    for (const schedule of free) {
      if (inWindow(schedule, match) && (!closesFirst || windowEnd(schedule) < windowEnd(closesFirst))) {
        closesFirst = schedule;
      }
    }
    if (closesFirst) {
      free.delete(closesFirst);
      pairs++;
    }
  }
  return pairs;
}

/**
 * Minimum-cost assignment of every row to its own column (Hungarian algorithm, O(rows² ·
 * columns)), rows ≤ columns, `cost` row by row. Returns each row's column.
 */
function assign(cost: Float64Array, rows: number, columns: number): Int32Array {
  const u = new Float64Array(rows + 1);
  const v = new Float64Array(columns + 1);
  const rowOfColumn = new Int32Array(columns + 1);
  const way = new Int32Array(columns + 1);
  const minimum = new Float64Array(columns + 1);
  const used = new Uint8Array(columns + 1);
  for (let row = 1; row <= rows; row++) {
    rowOfColumn[0] = row;
    let column = 0;
    minimum.fill(Infinity);
    used.fill(0);
    do {
      used[column] = 1;
      const current = rowOfColumn[column]!;
      const offset = (current - 1) * columns - 1;
      let delta = Infinity;
      let next = 0;
      for (let j = 1; j <= columns; j++) {
        if (used[j]) continue;
        const reduced = cost[offset + j]! - u[current]! - v[j]!;
        if (reduced < minimum[j]!) {
          minimum[j] = reduced;
          way[j] = column;
        }
        if (minimum[j]! < delta) {
          delta = minimum[j]!;
          next = j;
        }
      }
      for (let j = 0; j <= columns; j++) {
        if (used[j]) {
          u[rowOfColumn[j]!]! += delta;
          v[j]! -= delta;
        } else {
          minimum[j]! -= delta;
        }
      }
      column = next;
    } while (rowOfColumn[column] !== 0);
    do {
      const previous = way[column]!;
      rowOfColumn[column] = rowOfColumn[previous]!;
      column = previous;
    } while (column !== 0);
  }
  const columnOfRow = new Int32Array(rows).fill(-1);
  for (let j = 1; j <= columns; j++) if (rowOfColumn[j]) columnOfRow[rowOfColumn[j]! - 1] = j - 1;
  return columnOfRow;
}

/**
 * The DEFAULT pairs of one window group. Every schedule is assigned a match or one of the
 * (schedules − mostPairs) "unpaired" columns, so the assignment pairs as many schedules as can
 * be. A pair costs its distance in ms, times (schedules + 1), plus 1 when the airing is late, so
 * the late airings of a whole group never outweigh 1 ms: the cheapest assignment has the least
 * total distance, then the fewest late airings; the time-then-id order of rows and columns
 * settles what is still equal. A pair outside its window costs more than all pairs together.
 */
function pairInTolerance(group: WindowGroup): Pairing[] {
  const { schedules, matches } = group;
  const pairs = mostPairs(group);
  if (pairs === 0) return [];
  const rows = schedules.length;
  const columns = matches.length + rows - pairs;
  const weight = rows + 1;
  const cost = new Float64Array(rows * columns);
  let dearest = 0;
  for (const [row, schedule] of schedules.entries()) {
    for (const [column, match] of matches.entries()) {
      const diff = match.datetime - schedule.datetime;
      const value = inWindow(schedule, match) ? Math.round(Math.abs(diff)) * weight + (diff > 0 ? 1 : 0) : -1;
      cost[row * columns + column] = value;
      dearest = Math.max(dearest, value);
    }
  }
  const outside = rows * dearest + 1;
  for (let index = 0; index < cost.length; index++) if (cost[index] === -1) cost[index] = outside;
  const assigned = assign(cost, rows, columns);
  return schedules.flatMap((schedule, row) => {
    const match = matches[assigned[row]!];
    return match && inWindow(schedule, match) ? [pairing(schedule, match, 'DEFAULT')] : [];
  });
}

/** Nearest pairs first; at equal distance an early airing, then the earlier schedule, then the earlier match. */
function pairOffTolerance(schedules: PairingSchedule[], matches: PairingMatch[]): Pairing[] {
  if (schedules.length === 0 || matches.length === 0) return [];
  const candidates = schedules.flatMap((schedule) =>
    matches.map((match) => ({ schedule, match, diff: match.datetime - schedule.datetime })),
  );
  candidates.sort(
    (a, b) =>
      Math.abs(a.diff) - Math.abs(b.diff) ||
      Number(a.diff > 0) - Number(b.diff > 0) ||
      byTimeThenId(a.schedule, b.schedule) ||
      byTimeThenId(a.match, b.match),
  );
  const pairedSchedules = new Set<string>();
  const pairedMatches = new Set<string>();
  const pairings: Pairing[] = [];
  for (const { schedule, match } of candidates) {
    if (pairedSchedules.has(schedule.id) || pairedMatches.has(match.id)) continue;
    pairedSchedules.add(schedule.id);
    pairedMatches.add(match.id);
    pairings.push(pairing(schedule, match, 'OFF_TOLERANCE'));
    if (pairedSchedules.size === schedules.length || pairedMatches.size === matches.length) break;
  }
  return pairings;
}

/** One custom id's schedules and matches, each sorted by time then id. */
function pairCustomId(schedules: PairingSchedule[], matches: PairingMatch[]): Pairing[] {
  const groups = windowGroups(schedules);
  const outside: PairingMatch[] = [];
  let index = 0;
  for (const match of matches) {
    while (index < groups.length && groups[index]!.to < match.datetime) index++;
    const group = groups[index];
    if (group && group.from <= match.datetime) group.matches.push(match);
    else outside.push(match);
  }
  const inTolerance = groups.flatMap(pairInTolerance);
  const paired = new Set(inTolerance.map(({ scheduleId }) => scheduleId));
  const unpaired = schedules.filter(({ id }) => !paired.has(id));
  return [...inTolerance, ...pairOffTolerance(unpaired, outside)];
}

function byCustomId<T extends Timed & { customId: string }>(items: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort(byTimeThenId)) {
    const group = groups.get(item.customId);
    if (group) group.push(item);
    else groups.set(item.customId, [item]);
  }
  return groups;
}

/**
 * Pairs one station-day's spot schedules with its matches. The answer is the same whatever the
 * order of the inputs, sorted by schedule time then id.
 */
export function pairDay(schedules: PairingSchedule[], matches: PairingMatch[]): Pairing[] {
  const matchesByCustomId = byCustomId(matches);
  const pairings = [...byCustomId(schedules)].flatMap(([customId, group]) =>
    pairCustomId(group, matchesByCustomId.get(customId) ?? []),
  );
  const scheduleById = new Map(schedules.map((schedule) => [schedule.id, schedule]));
  return pairings.sort((a, b) => byTimeThenId(scheduleById.get(a.scheduleId)!, scheduleById.get(b.scheduleId)!));
}
