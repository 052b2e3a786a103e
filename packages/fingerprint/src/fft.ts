/**
 * Power spectrum of a real frame: one complex radix-2² FFT of half the size on the interleaved
 * even/odd samples, then the split step. Tables are built once; transforms allocate nothing.
 */
export class RealFft {
  readonly size: number;
  private readonly half: number;
  private readonly re: Float64Array;
  private readonly im: Float64Array;
  private readonly bitReverse: Uint32Array;
  /** Whether log2(half) is odd: one plain radix-2 stage comes before the radix-2² passes. */
  private readonly oddStage: boolean;
  /** Twiddles of each radix-2² pass of quarter size h laid end to end (h entries): W_2h^k and W_4h^k. */
  private readonly w1Cos: Float64Array;
  private readonly w1Sin: Float64Array;
  private readonly w2Cos: Float64Array;
  private readonly w2Sin: Float64Array;
  /** cos/sin of 2πk/size for the split step. */
  private readonly cosFull: Float64Array;
  private readonly sinFull: Float64Array;
  /** The default window and gain. */
  private readonly ones: Float64Array;

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
    this.oddStage = bits % 2 === 1;
    this.w1Cos = new Float64Array(half);
    this.w1Sin = new Float64Array(half);
    this.w2Cos = new Float64Array(half);
    this.w2Sin = new Float64Array(half);
    for (let h = this.oddStage ? 2 : 1, at = 0; 4 * h <= half; at += h, h *= 4) {
      for (let k = 0; k < h; k++) {
        this.w1Cos[at + k] = Math.cos((2 * Math.PI * k) / (2 * h));
        this.w1Sin[at + k] = -Math.sin((2 * Math.PI * k) / (2 * h));
        this.w2Cos[at + k] = Math.cos((2 * Math.PI * k) / (4 * h));
        this.w2Sin[at + k] = -Math.sin((2 * Math.PI * k) / (4 * h));
      }
    }
    this.ones = new Float64Array(size).fill(1);
    this.cosFull = new Float64Array(half);
    this.sinFull = new Float64Array(half);
    for (let k = 0; k < half; k++) {
      this.cosFull[k] = Math.cos((2 * Math.PI * k) / size);
      this.sinFull[k] = Math.sin((2 * Math.PI * k) / size);
    }
  }

  /**
   * Writes |X[k]|² · gain[k] for k in [0, size/2) into `power`, X the spectrum of x[n] =
   * frame[(start + n) mod size] · window[n]: `frame` (left unchanged) may be a ring of `size`
   * samples whose oldest is at `start`. Windowing and gain ride on the passes the transform makes
   * anyway, rather than on passes of their own.
   */
  power(
    frame: Float32Array | Float64Array,
    power: Float32Array | Float64Array,
    start = 0,
    window: Float64Array = this.ones,
    gain: Float64Array = this.ones,
  ): void {
    const { half, re, im, bitReverse } = this;
    const mask = this.size - 1;
    let h: number;
    let at: number;
    if (this.oddStage) {
      for (let m = 0; m < half; m++) {
        const j = bitReverse[m]!;
        const n = 2 * m;
        re[j] = frame[(start + n) & mask]! * window[n]!;
        im[j] = frame[(start + n + 1) & mask]! * window[n + 1]!;
      }
      // One radix-2 stage of twiddle 1, so that radix-2² passes cover the rest.
      for (let a = 0; a < half; a += 2) {
        const br = re[a + 1]!;
        const bi = im[a + 1]!;
        re[a + 1] = re[a]! - br;
        im[a + 1] = im[a]! - bi;
        re[a] = re[a]! + br;
        im[a] = im[a]! + bi;
      }
      h = 2;
      at = 0;
    } else {
      // The first radix-2² pass (twiddles 1 and -i) reads its four points straight from the
      // frame in bit-reversed order: position g holds sample pair bitReverse[g].
      for (let g = 0; g < half; g += 4) {
        const n0 = 2 * bitReverse[g]!;
        const n1 = 2 * bitReverse[g + 1]!;
        const n2 = 2 * bitReverse[g + 2]!;
        const n3 = 2 * bitReverse[g + 3]!;
        const x0r = frame[(start + n0) & mask]! * window[n0]!;
        const x0i = frame[(start + n0 + 1) & mask]! * window[n0 + 1]!;
        const x1r = frame[(start + n1) & mask]! * window[n1]!;
        const x1i = frame[(start + n1 + 1) & mask]! * window[n1 + 1]!;
        const x2r = frame[(start + n2) & mask]! * window[n2]!;
        const x2i = frame[(start + n2 + 1) & mask]! * window[n2 + 1]!;
        const x3r = frame[(start + n3) & mask]! * window[n3]!;
        const x3i = frame[(start + n3 + 1) & mask]! * window[n3 + 1]!;
        const y0r = x0r + x1r;
        const y0i = x0i + x1i;
        const y1r = x0r - x1r;
        const y1i = x0i - x1i;
        const y2r = x2r + x3r;
        const y2i = x2i + x3i;
        const y3r = x2r - x3r;
        const y3i = x2i - x3i;
        re[g] = y0r + y2r;
        im[g] = y0i + y2i;
        re[g + 2] = y0r - y2r;
        im[g + 2] = y0i - y2i;
        re[g + 1] = y1r + y3i;
        im[g + 1] = y1i - y3r;
        re[g + 3] = y1r - y3i;
        im[g + 3] = y1i + y3r;
      }
      h = 4;
      at = 1;
    }
    // Radix-2² passes: two radix-2 stages (sizes 2h and 4h) per pass over groups of 4 points,
    // three complex multiplications instead of four and half the loads and stores.
    const c1 = this.w1Cos;
    const s1 = this.w1Sin;
    const c2 = this.w2Cos;
    const s2 = this.w2Sin;
    for (; 4 * h <= half; at += h, h *= 4) {
      const quad = 4 * h;
      for (let base = 0; base < half; base += quad) {
        for (let k = 0; k < h; k++) {
          const w1r = c1[at + k]!;
          const w1i = s1[at + k]!;
          const w2r = c2[at + k]!;
          const w2i = s2[at + k]!;
          const i0 = base + k;
          const i1 = i0 + h;
          const i2 = i1 + h;
          const i3 = i2 + h;
          // Stage of size 2h: (x0, x1) and (x2, x3), twiddle W_2h^k.
          const x1r = re[i1]!;
          const x1i = im[i1]!;
          const t1r = x1r * w1r - x1i * w1i;
          const t1i = x1r * w1i + x1i * w1r;
          const x3r = re[i3]!;
          const x3i = im[i3]!;
          const t3r = x3r * w1r - x3i * w1i;
          const t3i = x3r * w1i + x3i * w1r;
          const x0r = re[i0]!;
          const x0i = im[i0]!;
          const x2r = re[i2]!;
          const x2i = im[i2]!;
          const y0r = x0r + t1r;
          const y0i = x0i + t1i;
          const y1r = x0r - t1r;
          const y1i = x0i - t1i;
          const y2r = x2r + t3r;
          const y2i = x2i + t3i;
          const y3r = x2r - t3r;
          const y3i = x2i - t3i;
          // Stage of size 4h: (y0, y2) with W_4h^k, (y1, y3) with W_4h^(k+h) = -i W_4h^k.
          const ur = y2r * w2r - y2i * w2i;
          const ui = y2r * w2i + y2i * w2r;
          const pr = y3r * w2r - y3i * w2i;
          const pi = y3r * w2i + y3i * w2r;
          re[i0] = y0r + ur;
          im[i0] = y0i + ui;
          re[i2] = y0r - ur;
          im[i2] = y0i - ui;
          // (pr + i pi) * -i = pi - i pr
          re[i1] = y1r + pi;
          im[i1] = y1i - pr;
          re[i3] = y1r - pi;
          im[i3] = y1i + pr;
        }
      }
    }
    // Split step: X[k] = E[k] + W^k O[k] with E, O the spectra of the even and odd samples.
    // Bins k and half - k share E and O (conjugated) and W^(half - k) = -conj(W^k): one pass
    // over the first half computes both.
    const cosF = this.cosFull;
    const sinF = this.sinFull;
    {
      // k = 0: E[0] = Re Z[0], O[0] = Im Z[0].
      const xr = re[0]! + im[0]!;
      power[0] = xr * xr * gain[0]!;
    }
    for (let k = 1; 2 * k < half; k++) {
      const mk = half - k;
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
      const p = cs * or + sn * oi;
      const q = cs * oi - sn * or;
      const xr = er + p;
      const xi = ei + q;
      power[k] = (xr * xr + xi * xi) * gain[k]!;
      const yr = er - p;
      const yi = q - ei;
      power[mk] = (yr * yr + yi * yi) * gain[mk]!;
    }
    {
      // k = half / 2 is its own partner.
      const k = half >> 1;
      const er = re[k]!;
      const or = im[k]!;
      const xr = er + cosF[k]! * or;
      const xi = -sinF[k]! * or;
      power[k] = (xr * xr + xi * xi) * gain[k]!;
    }
  }
}
