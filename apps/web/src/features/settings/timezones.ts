/**
 * The timezone choices of the settings form: every IANA name the browser knows
 * (Intl.supportedValuesOf), grouped by region and labelled with the current UTC offset.
 */
import { DEFAULT_TIMEZONE } from '@antena/contract';

export interface TimezoneGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** 'GMT-03:00' for a zone, now; plain 'GMT' for UTC itself. */
function utcOffset(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
}

const readable = (name: string) => name.replaceAll('_', ' ');

/** The zones offered; `extra` (the saved value) is kept even when this browser does not list it. */
export function timezoneNames(extra?: string): string[] {
  const names = new Set(Intl.supportedValuesOf('timeZone'));
  names.add(DEFAULT_TIMEZONE);
  names.add('UTC');
  if (extra) names.add(extra);
  return [...names].sort();
}

export function timezoneGroups(names: readonly string[], at = new Date()): TimezoneGroup[] {
  const groups = new Map<string, TimezoneGroup['items']>();
  for (const name of names) {
    const region = name.includes('/') ? name.slice(0, name.indexOf('/')) : 'UTC';
    const items = groups.get(region) ?? [];
    items.push({ value: name, label: `${readable(name)} (${utcOffset(name, at)})` });
    groups.set(region, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
