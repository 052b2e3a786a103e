import type { AuditReportsSearch } from './reports-search';

/** What each report tab gets from the reports screen: the URL query and a way to change it. */
export interface ReportProps {
  search: AuditReportsSearch;
  onSearchChange: (search: AuditReportsSearch) => void;
}
