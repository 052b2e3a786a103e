/** The shapes the logger stream screen and its timeline share. */

/** A stretch of time in epoch milliseconds, `from` before `to`. */
export interface TimeRange {
  from: number;
  to: number;
}

/** spec 02 section 4: a selection is made of two points; the range is min to max of them. */
export interface Selection {
  tsA: number;
  tsB: number;
}
