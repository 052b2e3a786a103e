/**
 * /audit/s/{slug}/reports?report=equal-md5|no-matches|missing-audios (spec 03 section 2): the
 * station audit reports, one tab each, chosen by the query parameter.
 */
import type { AuditReportsSearch } from './reports/reports-search';

export interface AuditReportsScreenProps {
  search: AuditReportsSearch;
  onSearchChange: (search: AuditReportsSearch) => void;
}

export function AuditReportsScreen(_props: AuditReportsScreenProps) {
  return null;
}
