/**
 * Power spectrum of a real frame: one complex radix-2 FFT of half the size on the interleaved
 * even/odd samples, then the split step. Tables are built once; transforms allocate nothing.
 */
export class RealFft {
  readonly size: number;
  private readonly half: number;
  private readonly re: Float64Array;
  private readonly im: Float64Array;
  private readonly bitReverse: Uint32Array;
  /** Twiddles of every stage laid end to end (stage of length L: L/2 entries), read sequentially. */
  private readonly stageCos: Float64Array;
  private readonly stageSin: Float64Array;
  /** cos/sin of 2πk/size for the split step. */
  private readonly cosFull: Float64Array;
  private readonly sinFull: Float64Array;

  constructor(size: number) {
    if (size < 4 || (size & (size - 1)) !== 0) throw new RangeError(`FFT size must be a power of two, got ${size}`);
    this.size = size;
    const half = size / 2;
    this.half = half;
    this.re = new Float64Array(half);
    this.im = new Float64Array(half);
    this.bitReverse = new Uint32Array(half);
    const bits = Math.log2(half);
    for (let i = 0; i < half; i++) {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
      this.bitReverse[i] = r;
    }
    this.stageCos = new Float64Array(half);
    this.stageSin = new Float64Array(half);
    for (let len = 2, at = 0; len <= half; at += len >> 1, len <<= 1) {
      for (let k = 0; k < len >> 1; k++) {
        this.stageCos[at + k] = Math.cos((2 * Math.PI * k) / len);
        this.stageSin[at + k] = -Math.sin((2 * Math.PI * k) / len);
      }
    }
    this.cosFull = new Float64Array(half);
    this.sinFull = new Float64Array(half);
    for (let k = 0; k < half; k++) {
      this.cosFull[k] = Math.cos((2 * Math.PI * k) / size);
      this.sinFull[k] = Math.sin((2 * Math.PI * k) / size);
    }
  }

  /**
   * Writes |X[k]|² for k in [0, size/2) into `power`. `frame` holds `size` real samples
   * (already windowed) and is left unchanged.
   */
  power(frame: Float32Array | Float64Array, power: Float32Array | Float64Array): void {
    const { half, re, im, bitReverse } = this;
    for (let m = 0; m < half; m++) {
      const j = bitReverse[m]!;
      re[j] = frame[2 * m]!;
      im[j] = frame[2 * m + 1]!;
    }
    // First stage: twiddle 1, plain sums and differences.
    for (let a = 0; a < half; a += 2) {
      const br = re[a + 1]!;
      const bi = im[a + 1]!;
      re[a + 1] = re[a]! - br;
      im[a + 1] = im[a]! - bi;
      re[a] = re[a]! + br;
      im[a] = im[a]! + bi;
    }
    // Second stage: twiddles 1 and -i.
    for (let a = 0; a < half; a += 4) {
      const r2 = re[a + 2]!;
      const i2 = im[a + 2]!;
      re[a + 2] = re[a]! - r2;
      im[a + 2] = im[a]! - i2;
      re[a] = re[a]! + r2;
      im[a] = im[a]! + i2;
      // (r3 + i i3) * -i = i3 - i r3
      const r3 = im[a + 3]!;
      const i3 = -re[a + 3]!;
      re[a + 3] = re[a + 1]! - r3;
      im[a + 3] = im[a + 1]! - i3;
      re[a + 1] = re[a + 1]! + r3;
      im[a + 1] = im[a + 1]! + i3;
    }
    const cosT = this.stageCos;
    const sinT = this.stageSin;
    // Twiddle-major order: each twiddle is loaded once per stage.
    for (let len = 8, at = 3; len <= half; at += len >> 1, len <<= 1) {
      const h = len >> 1;
      for (let k = 0; k < h; k++) {
        const wr = cosT[at + k]!;
        const wi = sinT[at + k]!;
        for (let a = k; a < half; a += len) {
          const b = a + h;
          const br = re[b]!;
          const bi = im[b]!;
          const tr = br * wr - bi * wi;
          const ti = br * wi + bi * wr;
          const ar = re[a]!;
          const ai = im[a]!;
          re[b] = ar - tr;
          im[b] = ai - ti;
          re[a] = ar + tr;
          im[a] = ai + ti;
        }
      }
    }
    // Split step: X[k] = E[k] + W^k O[k] with E, O the spectra of the even and odd samples.
    const cosF = this.cosFull;
    const sinF = this.sinFull;
    for (let k = 0; k < half; k++) {
      const mk = k === 0 ? 0 : half - k;
      const a = re[k]!;
      const b = im[k]!;
      const c = re[mk]!;
      const d = im[mk]!;
      const er = (a + c) * 0.5;
      const ei = (b - d) * 0.5;
      const or = (b + d) * 0.5;
      const oi = (c - a) * 0.5;
      const cs = cosF[k]!;
      const sn = sinF[k]!;
      const xr = er + cs * or + sn * oi;
      const xi = ei + cs * oi - sn * or;
      power[k] = xr * xr + xi * xi;
    }
  }
}
