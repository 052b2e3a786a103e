/**
 * The URL query of the station audit's reports (spec 03 section 2): the tab (`report`), the day
 * range on the station's clock and, for no-matches, the match range, whether it follows the audio
 * range (`sameRange`, on unless `false`) and one audio to show (`audio_id`, from a link).
 */
import {
  booleanParam,
  definedOnly,
  oneOfParam,
  textParam,
  uuidParam,
  type SearchInput,
} from '../../../lib/search-params';

export const AUDIT_REPORTS = ['equal-md5', 'no-matches', 'missing-audios'] as const;
export type AuditReport = (typeof AUDIT_REPORTS)[number];

export interface AuditReportsSearch {
  report: AuditReport;
  /** First day (of the audios' creation for equal-md5 and no-matches, of the schedules otherwise). */
  from?: string;
  /** Last day, inclusive. */
  to?: string;
  /** no-matches: the matches' range when it does not follow the audio range. */
  matchFrom?: string;
  matchTo?: string;
  /** no-matches: false when the match range is chosen apart from the audio range. */
  sameRange?: boolean;
  /** no-matches: only this audio's row. */
  audio_id?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (value: unknown) => {
  const day = textParam(value);
  return day && DAY.test(day) ? day : undefined;
};

export function auditReportsSearch(search: SearchInput<AuditReportsSearch>): AuditReportsSearch {
  const report = oneOfParam(search.report, AUDIT_REPORTS) ?? 'equal-md5';
  const noMatches = report === 'no-matches';
  const sameRange = noMatches && booleanParam(search.sameRange) === false ? false : undefined;
  return definedOnly({
    report,
    from: dayParam(search.from),
    to: dayParam(search.to),
    matchFrom: sameRange === false ? dayParam(search.matchFrom) : undefined,
    matchTo: sameRange === false ? dayParam(search.matchTo) : undefined,
    sameRange,
    audio_id: noMatches ? uuidParam(search.audio_id) : undefined,
  });
}

/** Kept out of the URL, so /reports is the first tab with its defaults. */
export const DEFAULT_AUDIT_REPORTS_SEARCH = { report: 'equal-md5' } as const;
