import { describe, expect, it } from 'vitest';
import { pairDay, type Pairing, type PairingMatch, type PairingSchedule } from './schedule-pairing';

/** A time of 2 March 2026 on a Buenos Aires clock: 'HH:mm' or 'HH:mm:ss'. */
const at = (time: string) => Date.parse(`2026-03-02T${time.length === 5 ? `${time}:00` : time}-03:00`);
const MINUTE = 60_000;

const spot = (id: string, time: string, tolerance: { before?: number; after?: number; customId?: string } = {}) =>
  ({
    id,
    customId: tolerance.customId ?? 'LAC-SERR-30',
    datetime: at(time),
    beforeMs: (tolerance.before ?? 5) * MINUTE,
    afterMs: (tolerance.after ?? 5) * MINUTE,
  }) satisfies PairingSchedule;

const airing = (id: string, time: string, customId = 'LAC-SERR-30') =>
  ({ id, customId, datetime: at(time) }) satisfies PairingMatch;

/** What the schedule screen shows: schedule, match, how, minutes off. */
const shown = (pairings: Pairing[]) =>
  pairings.map(({ scheduleId, matchId, type, diffMinutes }) => `${scheduleId} ${matchId} ${type} ${diffMinutes}`);

describe('pairing in tolerance', () => {
  it('gives one match to one of two schedules: the one it is in the window of', () => {
    const pairings = pairDay([spot('s1', '10:00'), spot('s2', '10:30')], [airing('m1', '10:02')]);
    expect(shown(pairings)).toEqual(['s1 m1 DEFAULT 2']);
  });

  it('gives a match in two windows to the closer schedule', () => {
    const pairings = pairDay([spot('s1', '10:00'), spot('s2', '10:04')], [airing('m1', '10:03')]);
    expect(shown(pairings)).toEqual(['s2 m1 DEFAULT -1']);
  });

  it('pairs back-to-back airings of one spot in order', () => {
    const pairings = pairDay(
      [spot('s1', '10:00'), spot('s2', '10:01')],
      [airing('m2', '10:00:40'), airing('m1', '10:00:05')],
    );
    expect(shown(pairings)).toEqual(['s1 m1 DEFAULT 0.08', 's2 m2 DEFAULT -0.33']);
  });

  it('confirms every schedule it can, even where the closest pair first would lose one', () => {
    // Closest first gives m1 to s1 (3 minutes), and s2 has nothing left in its window.
    const pairings = pairDay(
      [spot('s1', '10:00'), spot('s2', '10:08')],
      [airing('m1', '10:03'), airing('m2', '09:56')],
    );
    expect(shown(pairings)).toEqual(['s1 m2 DEFAULT -4', 's2 m1 DEFAULT -5']);
  });

  it('confirms a schedule whose window only one match reaches, before a closer pair elsewhere', () => {
    // s2's window is 10:04-10:06: only m1 is in it. s1 is wide enough to take m2.
    const pairings = pairDay(
      [spot('s1', '10:00', { before: 5, after: 30 }), spot('s2', '10:05', { before: 1, after: 1 })],
      [airing('m1', '10:05'), airing('m2', '10:20')],
    );
    expect(shown(pairings)).toEqual(['s1 m2 DEFAULT 20', 's2 m1 DEFAULT 0']);
  });

  it('prefers the nearer airing, and at equal distance the early one', () => {
    expect(shown(pairDay([spot('s1', '10:00')], [airing('m1', '09:56'), airing('m2', '10:02')]))).toEqual([
      's1 m2 DEFAULT 2',
    ]);
    expect(shown(pairDay([spot('s1', '10:00')], [airing('m1', '10:03'), airing('m2', '09:57')]))).toEqual([
      's1 m2 DEFAULT -3',
    ]);
  });

  it("counts the window's edges in and follows each schedule's own tolerance", () => {
    expect(shown(pairDay([spot('s1', '10:00')], [airing('m1', '10:05')]))).toEqual(['s1 m1 DEFAULT 5']);
    const lateOnly = spot('s1', '10:00', { before: 0, after: 15 });
    expect(shown(pairDay([lateOnly], [airing('m1', '10:15')]))).toEqual(['s1 m1 DEFAULT 15']);
    expect(shown(pairDay([lateOnly], [airing('m1', '09:59')]))).toEqual(['s1 m1 OFF_TOLERANCE -1']);
  });

  it('never pairs a schedule with a match of another custom id', () => {
    const pairings = pairDay(
      [spot('s1', '10:00'), spot('s2', '10:00', { customId: 'BCO-PLATA-20' })],
      [airing('m1', '10:01', 'BCO-PLATA-20'), airing('m2', '10:30', 'FARM-AGUI-30')],
    );
    expect(shown(pairings)).toEqual(['s2 m1 DEFAULT 1']);
  });
});

describe('the in-tolerance pairing against every possible one', () => {
  /** The best (most pairs, least total distance, fewest late) over all one-to-one in-window pairings. */
  function bruteForce(schedules: PairingSchedule[], matches: PairingMatch[]): [number, number, number] {
    let best: [number, number, number] = [0, 0, 0];
    const better = (a: [number, number, number], b: [number, number, number]) =>
      a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];
    const visit = (index: number, used: Set<string>, score: [number, number, number]) => {
      if (index === schedules.length) {
        if (better(score, best)) best = score;
        return;
      }
      const schedule = schedules[index]!;
      visit(index + 1, used, score);
      for (const match of matches) {
        const diff = match.datetime - schedule.datetime;
        if (used.has(match.id) || diff < -schedule.beforeMs || diff > schedule.afterMs) continue;
        used.add(match.id);
        visit(index + 1, used, [score[0] + 1, score[1] + Math.abs(diff), score[2] + (diff > 0 ? 1 : 0)]);
        used.delete(match.id);
      }
    };
    visit(0, new Set(), [0, 0, 0]);
    return best;
  }

  it('finds the best on 300 random crowded hours', () => {
    let state = 42;
    const random = (below: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % below;
    };
    for (let round = 0; round < 300; round++) {
      const schedules = Array.from({ length: 1 + random(5) }, (_, index) => ({
        id: `s${index}`,
        customId: 'A',
        datetime: at('10:00') + random(40) * MINUTE,
        beforeMs: random(8) * MINUTE,
        afterMs: random(8) * MINUTE,
      }));
      const matches = Array.from({ length: random(7) }, (_, index) => ({
        id: `m${index}`,
        customId: 'A',
        datetime: at('09:55') + random(50) * MINUTE,
      }));
      const inTolerance = pairDay(schedules, matches).filter(({ type }) => type === 'DEFAULT');
      const found = [
        inTolerance.length,
        inTolerance.reduce((total, { diffMinutes }) => total + Math.round(Math.abs(diffMinutes) * MINUTE), 0),
        inTolerance.filter(({ diffMinutes }) => diffMinutes > 0).length,
      ];
      expect(found, JSON.stringify({ schedules, matches })).toEqual(bruteForce(schedules, matches));
    }
  });
});

describe('pairing off tolerance', () => {
  it('gives a match between two windows to the nearer schedule, off tolerance', () => {
    const pairings = pairDay([spot('s1', '10:00'), spot('s2', '11:00')], [airing('m1', '10:20')]);
    expect(shown(pairings)).toEqual(['s1 m1 OFF_TOLERANCE 20']);
  });

  it('at equal distance gives it to the schedule it aired early for', () => {
    const pairings = pairDay([spot('s1', '10:00'), spot('s2', '11:00')], [airing('m1', '10:30')]);
    expect(shown(pairings)).toEqual(['s2 m1 OFF_TOLERANCE -30']);
  });

  it('takes nearest pairs first, each schedule and match once', () => {
    // s1's nearest is m1, but m1 is nearer s2; m2 is then nearer s3 than s1.
    const pairings = pairDay(
      [spot('s1', '10:00'), spot('s2', '12:00'), spot('s3', '17:00')],
      [airing('m1', '11:30'), airing('m2', '14:00')],
    );
    expect(shown(pairings)).toEqual(['s2 m1 OFF_TOLERANCE -30', 's3 m2 OFF_TOLERANCE -180']);
  });

  it('leaves a spare airing inside one window to that schedule, not to another off tolerance', () => {
    // m2 is a second airing within s1's window: a repeat, not a late s2.
    const pairings = pairDay(
      [spot('s1', '10:00'), spot('s2', '12:00')],
      [airing('m1', '10:01'), airing('m2', '10:03')],
    );
    expect(shown(pairings)).toEqual(['s1 m1 DEFAULT 1']);
  });

  it('confirms in tolerance before anything off tolerance', () => {
    const pairings = pairDay(
      [spot('s1', '10:00'), spot('s2', '10:20')],
      [airing('m1', '10:12'), airing('m2', '10:16'), airing('m3', '09:30')],
    );
    expect(shown(pairings)).toEqual(['s1 m1 OFF_TOLERANCE 12', 's2 m2 DEFAULT -4']);
  });
});

describe('a whole day', () => {
  const customIds = ['LAC-SERR-30', 'BCO-PLATA-20', 'ELEC-GUEM-15', 'FARM-AGUI-30', 'PAN-NANDU-20'];
  /** 150 spots from 06:00, 6 minutes apart; each aired 0-4 minutes late, every 10th off tolerance, every 7th never. */
  const day = () => {
    const schedules: PairingSchedule[] = [];
    const matches: PairingMatch[] = [];
    for (let index = 0; index < 150; index++) {
      const customId = customIds[index % customIds.length]!;
      const datetime = at('06:00') + index * 6 * MINUTE;
      schedules.push({ id: `s${index}`, customId, datetime, beforeMs: 5 * MINUTE, afterMs: 5 * MINUTE });
      if (index % 7 === 3) continue;
      const late = index % 10 === 9 ? 12 : index % 5;
      matches.push({ id: `m${index}`, customId, datetime: datetime + late * MINUTE });
    }
    return { schedules, matches };
  };

  /** A fixed shuffle (a linear congruential generator), so a failure repeats. */
  function shuffled<T>(items: T[], seed: number): T[] {
    const copy = [...items];
    let state = seed;
    for (let index = copy.length - 1; index > 0; index--) {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      const other = state % (index + 1);
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }

  it('pairs each airing with its own spot, in tolerance or not', () => {
    const { schedules, matches } = day();
    const pairings = pairDay(schedules, matches);
    expect(pairings).toHaveLength(matches.length);
    expect(pairings.every(({ scheduleId, matchId }) => scheduleId.slice(1) === matchId.slice(1))).toBe(true);
    expect(pairings.filter(({ type }) => type === 'OFF_TOLERANCE').map(({ scheduleId }) => scheduleId)).toEqual(
      schedules.filter((_, index) => index % 10 === 9 && index % 7 !== 3).map(({ id }) => id),
    );
  });

  it('pairs every schedule and every match at most once', () => {
    const { schedules } = day();
    // Three airings a spot, all within a few minutes of it: more matches than schedules.
    const matches = schedules.flatMap(({ id, customId, datetime }) =>
      [-4, 1, 9].map((minutes) => ({ id: `${id}${minutes}`, customId, datetime: datetime + minutes * MINUTE })),
    );
    const pairings = pairDay(schedules, matches);
    expect(new Set(pairings.map(({ scheduleId }) => scheduleId)).size).toBe(pairings.length);
    expect(new Set(pairings.map(({ matchId }) => matchId)).size).toBe(pairings.length);
    expect(pairings).toHaveLength(150);
  });

  it('answers the same whatever order the schedules and matches come in', () => {
    const { schedules, matches } = day();
    // Ties on purpose: two spots at one time, and airings as far early as late.
    schedules.push({ ...schedules[0]!, id: 'twin' });
    matches.push({ id: 'early', customId: 'LAC-SERR-30', datetime: at('06:00') - 2 * MINUTE });
    const expected = pairDay(schedules, matches);
    for (let seed = 1; seed <= 20; seed++) {
      expect(pairDay(shuffled(schedules, seed), shuffled(matches, seed * 7))).toEqual(expected);
    }
  });

  it('pairs a station-day of 150 spots in well under 50 ms', () => {
    const { schedules, matches } = day();
    const started = performance.now();
    pairDay(schedules, matches);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('the difference in minutes', () => {
  it('has two decimals, negative when the spot aired early, and no negative zero', () => {
    const diff = (seconds: number) =>
      pairDay(
        [spot('s1', '10:00')],
        [{ id: 'm1', customId: 'LAC-SERR-30', datetime: at('10:00') + seconds * 1000 }],
      )[0]!.diffMinutes;
    expect([diff(20), diff(-90), diff(-1), diff(0)]).toEqual([0.33, -1.5, -0.02, 0]);
    expect(Object.is(diff(-0.2), 0)).toBe(true);
  });
});
