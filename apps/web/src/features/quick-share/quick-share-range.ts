/**
 * A Quick Share link's times on the station's clock (STYLE: station screens show the station's
 * timezone), with the zone named, since the viewer of a public link is often somewhere else. A
 * 24-hour clock in every language (issue 31 point 12), as the logger and the reports show times.
 */

const CLOCK = { hourCycle: 'h23' } as const;

/** 'America/Argentina/Buenos Aires, GMT-3': the zone's name and its offset at `at`. */
export function zoneLabel(at: number, timeZone: string, locale: string): string {
  const offset = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const name = timeZone.replaceAll('_', ' ');
  return offset ? `${name}, ${offset}` : name;
}

/**
 * The range to the second, the date once when both ends fall on the same day of the station
 * (the usual clip), both dates otherwise, followed by the zone.
 */
export function formatQuickShareRange(from: number, to: number, timeZone: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'medium', ...CLOCK });
  return `${format.formatRange(from, to)} (${zoneLabel(from, timeZone, locale)})`;
}

/** A moment (the link's expiry) on the station's clock, to the minute, with the zone. */
export function formatStationMoment(at: number, timeZone: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short', ...CLOCK });
  return `${format.format(at)} (${zoneLabel(at, timeZone, locale)})`;
}
