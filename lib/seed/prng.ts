/**
 * Seeded random numbers for the demo seed. Everything the seed writes (ids, titles, dates) comes from here,
 * so one seed value always produces the same database.
 */

/** splitmix32 finaliser: a bijection on 32-bit integers, used to spread (seed, stream, index) into PRNG state. */
export function campur32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) >>> 0;
}

/** Hash a stream name to 32 bits (FNV-1a), so streams such as "pengguna" and "metadata" never share state. */
export function hashTeks(teks: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < teks.length; i++) h = Math.imul(h ^ teks.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * sfc32 generator. Chosen over mulberry32 because its state is 128 bits: UUIDs drawn from per-record
 * generators would collide by the birthday bound at ~77k records with a 32-bit state, never with this one.
 */
export class Acak {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  /** A generator for one (seed, stream, index) triple; distinct triples give independent sequences. */
  constructor(seed: number, aliran: string, indeks = 0) {
    this.a = campur32(seed);
    this.b = campur32(hashTeks(aliran) ^ campur32(seed + 1));
    this.c = campur32(indeks);
    // Warm-up: the first outputs of sfc32 still resemble the raw state.
    for (let i = 0; i < 12; i++) this.u32();
  }

  /** Next unsigned 32-bit integer. */
  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return this.u32() / 4294967296;
  }

  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  /** True with probability p. */
  peluang(p: number): boolean {
    return this.float() < p;
  }

  /** One element of a non-empty array. */
  pilih<T>(daftar: readonly T[]): T {
    if (daftar.length === 0) throw new Error("pilih() dari daftar kosong");
    return daftar[Math.floor(this.float() * daftar.length)] as T;
  }

  /** `n` distinct elements (or all, if fewer), in random order. */
  sampel<T>(daftar: readonly T[], n: number): T[] {
    return this.acakUrutan(daftar).slice(0, n);
  }

  /** A shuffled copy (Fisher–Yates). */
  acakUrutan<T>(daftar: readonly T[]): T[] {
    const hasil = [...daftar];
    for (let i = hasil.length - 1; i > 0; i--) {
      const j = Math.floor(this.float() * (i + 1));
      [hasil[i], hasil[j]] = [hasil[j] as T, hasil[i] as T];
    }
    return hasil;
  }

  /** A version-4 UUID whose 122 random bits come from this generator. */
  uuid(): string {
    const hex = [this.u32(), this.u32(), this.u32(), this.u32()].map((n) => n.toString(16).padStart(8, "0")).join("");
    const varian = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${varian}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}
