/**
 * Agglomerative clustering of speech pieces into speakers (issue 18 point 1). Each piece is a
 * full-covariance Gaussian of its cepstra; the two pieces whose merge costs least by the Bayesian
 * information criterion (one Gaussian for both against one each, less a penalty for the extra
 * parameters) are merged, again and again, until every merge would cost more than it saves:
 * that ΔBIC of 0, scaled by `penalty`, is the stopping threshold, so the number of speakers is
 * found, not given.
 */

/** Sufficient statistics of a set of frames: count, sum and sum of outer products. */
export interface GaussianStats {
  count: number;
  sum: Float64Array;
  outer: Float64Array;
}

export function statsOf(cepstra: Float32Array, stride: number, dims: number, from: number, to: number): GaussianStats {
  const sum = new Float64Array(dims);
  const outer = new Float64Array(dims * dims);
  for (let f = from; f < to; f++) {
    const offset = f * stride;
    for (let i = 0; i < dims; i++) {
      const x = cepstra[offset + i]!;
      sum[i] = sum[i]! + x;
      for (let j = 0; j <= i; j++) outer[i * dims + j] = outer[i * dims + j]! + x * cepstra[offset + j]!;
    }
  }
  return { count: to - from, sum, outer };
}

export function mergeStats(a: GaussianStats, b: GaussianStats): GaussianStats {
  return {
    count: a.count + b.count,
    sum: a.sum.map((x, i) => x + b.sum[i]!),
    outer: a.outer.map((x, i) => x + b.outer[i]!),
  };
}

/**
 * log |Σ| of the maximum-likelihood covariance, by Cholesky. A small ridge keeps a short piece
 * (fewer frames than parameters, or digital silence inside it) from a singular matrix.
 */
export function logDeterminant(stats: GaussianStats, dims: number): number {
  const n = stats.count;
  const lower = new Float64Array(dims * dims);
  for (let i = 0; i < dims; i++) {
    for (let j = 0; j <= i; j++) {
      let value = stats.outer[i * dims + j]! / n - (stats.sum[i]! / n) * (stats.sum[j]! / n);
      if (i === j) value += 1e-3;
      for (let k = 0; k < j; k++) value -= lower[i * dims + k]! * lower[j * dims + k]!;
      lower[i * dims + j] = i === j ? Math.sqrt(Math.max(value, 1e-9)) : value / lower[j * dims + j]!;
    }
  }
  let total = 0;
  for (let i = 0; i < dims; i++) total += 2 * Math.log(lower[i * dims + i]!);
  return total;
}

/** ΔBIC of merging a and b: negative when one Gaussian explains both better, penalty included. */
export function deltaBic(a: GaussianStats, b: GaussianStats, dims: number, penalty: number): number {
  const merged = mergeStats(a, b);
  const parameters = dims + (dims * (dims + 1)) / 2;
  return (
    (merged.count * logDeterminant(merged, dims)) / 2 -
    (a.count * logDeterminant(a, dims)) / 2 -
    (b.count * logDeterminant(b, dims)) / 2 -
    (penalty * parameters * Math.log(merged.count)) / 2
  );
}

/**
 * Clusters the pieces: returns each piece's cluster index (0-based, in the order clusters first
 * appear). Adjacent pieces are merged first (a speaker's turn cut by the change detector), which
 * leaves the global pass fewer, longer and better-estimated pieces.
 */
export function clusterPieces(pieces: readonly GaussianStats[], dims: number, penalty: number): number[] {
  const owner = pieces.map((_, k) => k);
  const clusters = new Map<number, GaussianStats>();
  // Linear pass: a piece joins the one before it when they sound like one speaker.
  let current = -1;
  for (const [k, piece] of pieces.entries()) {
    const previous = current >= 0 ? clusters.get(current) : undefined;
    if (previous && deltaBic(previous, piece, dims, penalty) < 0) {
      clusters.set(current, mergeStats(previous, piece));
      owner[k] = current;
    } else {
      clusters.set(k, piece);
      current = k;
    }
  }
  // Global pass over a matrix of pairwise costs; a merge recomputes only the merged cluster's
  // row, so an hour's fragment (hundreds of pieces) clusters in seconds, not minutes.
  const ids = [...clusters.keys()];
  const n = ids.length;
  const stats = ids.map((id) => clusters.get(id)!);
  const alive = new Uint8Array(n).fill(1);
  const cost = new Float64Array(n * n).fill(Infinity);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) cost[i * n + j] = deltaBic(stats[i]!, stats[j]!, dims, penalty);
  }
  for (;;) {
    let best = -1;
    let bestCost = 0;
    for (let i = 0; i < n; i++) {
      if (!alive[i]) continue;
      for (let j = i + 1; j < n; j++) {
        if (alive[j] && cost[i * n + j]! < bestCost) {
          bestCost = cost[i * n + j]!;
          best = i * n + j;
        }
      }
    }
    if (best < 0) break;
    const keep = Math.floor(best / n);
    const gone = best % n;
    stats[keep] = mergeStats(stats[keep]!, stats[gone]!);
    alive[gone] = 0;
    for (const [k, o] of owner.entries()) if (o === ids[gone]) owner[k] = ids[keep]!;
    for (let other = 0; other < n; other++) {
      if (!alive[other] || other === keep) continue;
      const value = deltaBic(stats[keep]!, stats[other]!, dims, penalty);
      cost[Math.min(keep, other) * n + Math.max(keep, other)] = value;
    }
  }
  const order = new Map<number, number>();
  return owner.map((o) => {
    if (!order.has(o)) order.set(o, order.size);
    return order.get(o)!;
  });
}
