import { dayjs } from '../../lib/time';

/**
 * A link's range in the viewer's local time: the date once when both ends fall on the same day
 * (the usual clip), both dates otherwise.
 */
export function formatQuickShareRange(from: number, to: number): string {
  const start = dayjs(from);
  const end = dayjs(to);
  const time = (value: typeof start) => value.format(value.second() === 0 ? 'LT' : 'LTS');
  if (start.isSame(end, 'day')) return `${start.format('L')} ${time(start)} – ${time(end)}`;
  return `${start.format('L')} ${time(start)} – ${end.format('L')} ${time(end)}`;
}
