/**
 * The tabs of /admin/fragments in the ?tab= search value (the route validates it without loading
 * the screen). The spec's three, and `export`: where a client admin sets a station's external
 * target (docs/decisions.md "Issue 17: fragments configuration screen").
 */
export const FRAGMENTS_CONFIG_TABS = ['footers', 'watermark', 'audiogram', 'export'] as const;
export type FragmentsConfigTab = (typeof FRAGMENTS_CONFIG_TABS)[number];
