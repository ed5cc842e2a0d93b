/**
 * Huffman codes as deflate (RFC 1951) writes them: code lengths from symbol frequencies, then the canonical
 * codes of those lengths, bit-reversed because deflate packs codes from their high bit into a stream read
 * from each byte's low bit. Both write into arrays the caller keeps: typed arrays over 64 bytes are allocated
 * outside V8's heap, and making them per call cost more than the code itself.
 */

/**
 * Writes into `lengths` the code lengths of a Huffman code for the first `count` of `freqs`, none longer than
 * `maxBits` (0 for an unused symbol). A lone used symbol gets length 1: inflaters accept that one incomplete code.
 */
export function huffmanLengths(freqs: ArrayLike<number>, count: number, maxBits: number, lengths: Uint8Array): void {
  lengths.fill(0, 0, count);
  const used: number[] = [];
  for (let s = 0; s < count; s++) if (freqs[s] > 0) used.push(s);
  if (used.length === 1) lengths[used[0]] = 1;
  if (used.length < 2) return;
  const m = used.length;
  let weights = used.map((s) => freqs[s]);
  for (;;) {
    const order = orderByWeight(weights);
    const weight = order.map((i) => weights[i]);
    const parent: number[] = [];
    // Two queues, both sorted: the leaves by weight, the inner nodes in the order they are made.
    let leaf = 0;
    let inner = m;
    const lighter = () => (leaf < m && (inner === weight.length || weight[leaf] <= weight[inner]) ? leaf++ : inner++);
    while (weight.length < 2 * m - 1) {
      const a = lighter();
      const b = lighter();
      parent[a] = parent[b] = weight.length;
      weight.push(weight[a] + weight[b]);
    }
    // A parent is made after its children, so walking down from the root sees each parent's depth first.
    const depth: number[] = [];
    depth[2 * m - 2] = 0;
    let longest = 0;
    for (let i = 2 * m - 3; i >= 0; i--) {
      depth[i] = depth[parent[i]] + 1;
      if (i < m && depth[i] > longest) longest = depth[i];
    }
    if (longest <= maxBits) {
      for (let i = 0; i < m; i++) lengths[used[order[i]]] = depth[i];
      return;
    }
    // Too deep (frequencies close to a Fibonacci series): flatten them and build again; a few rounds at most.
    weights = weights.map((w) => (w >> 1) + 1);
  }
}

/**
 * The indices of `weights`, lightest first, equal weights in index order (what a stable sort gives). An insertion
 * sort: a deflate block uses a few dozen symbols at most, and `sort` with a comparator cost more than the code.
 */
function orderByWeight(weights: number[]): number[] {
  const order: number[] = [];
  for (let i = 0; i < weights.length; i++) {
    let at = i;
    while (at > 0 && weights[order[at - 1]] > weights[i]) {
      order[at] = order[at - 1];
      at--;
    }
    order[at] = i;
  }
  return order;
}

/** Writes into `codes` the canonical code of each of the first `count` symbols for `lengths`, bit-reversed. */
export function canonicalCodes(lengths: Uint8Array, count: number, codes: Uint16Array): void {
  const perLength = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let s = 0; s < count; s++) perLength[lengths[s]]++;
  perLength[0] = 0;
  const next = [0];
  for (let bits = 1, code = 0; bits < 16; bits++) {
    code = (code + perLength[bits - 1]) << 1;
    next[bits] = code;
  }
  for (let s = 0; s < count; s++) {
    const length = lengths[s];
    codes[s] = 0;
    if (!length) continue;
    let code = next[length]++;
    let reversed = 0;
    for (let b = 0; b < length; b++, code >>= 1) reversed = (reversed << 1) | (code & 1);
    codes[s] = reversed;
  }
}
