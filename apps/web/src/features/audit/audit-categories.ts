/** spec 03 section 2: the matches page's category tabs and their paths. */
export const AUDIT_CATEGORIES = ['spot', 'pnt', 'adoverlay'] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

export const isAuditCategory = (value: string): value is AuditCategory =>
  (AUDIT_CATEGORIES as readonly string[]).includes(value);
