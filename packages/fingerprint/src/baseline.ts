/**
 * The score's baseline: how much of a reference's own anchors a perfect copy of it shows when the
 * copy falls elsewhere on the analysis frames, as every airing does. Peak picking depends on where
 * a note's onset falls within a 16 ms frame: copies a quarter, a half and three quarters of a frame
 * off show 69-100 % of a reference's anchors, depending on the reference, however clean (a copy on
 * the same frames shows all of them). An airing's share of anchors found is scored against this,
 * so that a clean airing scores 100 whatever the reference (see FrameAiring.score).
 */
import { AnchorHistory, archivedTime, hashBand } from './anchor-history';
import { heard, type ReferenceAnchors } from './coincidence';
import { Fingerprinter } from './fingerprinter';
import { hashLandmark } from './landmarks';
import { HOP } from './params';

/** Sample delays of the copies: a quarter, a half and three quarters of a frame. */
const DELAYS = [HOP / 4, HOP / 2, (3 * HOP) / 4];

/** Fingerprints delayed copies of a reference as it is analysed, then measures its baseline. */
export class BaselineMeter {
  private readonly copies = DELAYS.map((delay) => {
    // The copy's anchors as the matcher holds a recording's (matcher.ts).
    const history = new AnchorHistory();
    const fingerprinter = new Fingerprinter((t, log2Freq, dt, interval) => {
      const hash = hashLandmark(log2Freq, dt, interval);
      if (hash >= 0) history.add(archivedTime(t), hashBand(hash));
    });
    fingerprinter.push(new Float32Array(delay));
    return { delay, history, fingerprinter };
  });

  /** The reference's next samples (mono, SAMPLE_RATE). */
  push(samples: Float32Array): void {
    for (const copy of this.copies) copy.fingerprinter.push(samples);
  }

  /** Mean share (0 to 1) of `anchors`, the reference's, that the copies show where they belong. */
  end(anchors: ReferenceAnchors): number {
    let sum = 0;
    for (const { delay, history, fingerprinter } of this.copies) {
      fingerprinter.end();
      sum += heard(anchors, history, { slope: 1, intercept: delay / HOP, freqShift: 0 }, 0, Infinity, 1);
    }
    return sum / this.copies.length;
  }
}
