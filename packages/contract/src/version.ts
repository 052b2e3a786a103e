/** The product version, reported by `GET /api/version` and checked by the web app at start-up. Kept only here. */
export const PRODUCT_VERSION = '5.215.0';

/** spec 01 section 8: application state attached to an error report is dropped above this size. */
export const MAX_REPORTED_STATE_BYTES = 800 * 1024;
