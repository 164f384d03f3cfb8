/**
 * SHA-256 in plain JavaScript, for pages without `crypto.subtle` (plain `http`, where browsers hide
 * WebCrypto): the spam proof is solved there too. Short inputs only (under 512 MiB). The constants are
 * computed from the primes, as the standard defines them, to keep the bundle small.
 */
const K: number[] = [];
const H: number[] = [];
const fraction = (x: number) => ((x - Math.floor(x)) * 2 ** 32) | 0;
for (let n = 2; K.length < 64; n++) {
  if ([2, 3, 5, 7, 11, 13, 17].every((p) => n === p || n % p)) {
    if (H.length < 8) H.push(fraction(n ** 0.5));
    K.push(fraction(n ** (1 / 3)));
  }
}
const ror = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** The 32-byte SHA-256 digest of `data` (an ArrayBuffer, as `crypto.subtle.digest` gives it). */
export function sha256(data: Uint8Array): ArrayBuffer {
  const length = data.length;
  const words: number[] = [];
  for (let i = 0; i < length; i++) words[i >> 2] |= data[i] << (24 - (i % 4) * 8);
  words[length >> 2] |= 0x80 << (24 - (length % 4) * 8);
  const count = (((length + 8) >> 6) + 1) * 16;
  words[count - 1] = length * 8;
  const h = H.slice();
  for (let j = 0; j < count; j += 16) {
    const w = Array.from({ length: 16 }, (_, i) => words[j + i] | 0);
    let [a, b, c, d, e, f, g, k] = h;
    for (let i = 0; i < 64; i++) {
      if (i > 15) {
        const x = w[i - 15];
        const y = w[i - 2];
        w[i] = (w[i - 16] + (ror(x, 7) ^ ror(x, 18) ^ (x >>> 3)) + w[i - 7] + (ror(y, 17) ^ ror(y, 19) ^ (y >>> 10))) | 0;
      }
      const t = (k + (ror(e, 6) ^ ror(e, 11) ^ ror(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
      k = g;
      g = f;
      f = e;
      e = (d + t) | 0;
      d = c;
      c = b;
      b = a;
      a = (t + (ror(a, 2) ^ ror(a, 13) ^ ror(a, 22)) + ((a & c) ^ (a & d) ^ (c & d))) | 0;
    }
    [a, b, c, d, e, f, g, k].forEach((v, i) => (h[i] = (h[i] + v) | 0));
  }
  return new Uint8Array(h.flatMap((v) => [v >>> 24, (v >> 16) & 255, (v >> 8) & 255, v & 255])).buffer;
}
