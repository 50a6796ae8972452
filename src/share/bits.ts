/** The 64 letters text takes 6 bits each of, when it has no other (names and army names mostly do). */
export const TEXT_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -';

/** What a link's binary body could not be read as: a programmer's or a forger's body, never thrown past the codec. */
export class BadBody extends Error {}

/**
 * Writes a link's binary body (versions 2 and 3) bit by bit, most significant bit first: fixed-width fields take
 * exactly their bits, counts and scaled numbers are varints of `chunk`-bit groups each followed by a
 * "more" bit, and text is its UTF-8 bytes after their count.
 */
export class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  /** `width` bits of a whole number from 0 to 2^width - 1 (width up to 32). */
  bits(value: number, width: number): void {
    if (!Number.isInteger(value) || value < 0 || (width < 32 && value >= 2 ** width)) throw new RangeError(`${value} does not fit ${width} bits`);
    for (let i = width - 1; i >= 0; i--) {
      this.current = (this.current << 1) | (Math.floor(value / 2 ** i) & 1);
      this.used += 1;
      if (this.used === 8) {
        this.bytes.push(this.current);
        this.current = 0;
        this.used = 0;
      }
    }
  }

  flag(on: boolean): void {
    this.bits(on ? 1 : 0, 1);
  }

  /** A whole number of any size from 0 as groups of `chunk` bits, lowest first, each followed by 1 when more groups follow. */
  varint(value: number, chunk: number): void {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${value} is not a count`);
    let rest = value;
    for (;;) {
      const low = rest % 2 ** chunk;
      rest = Math.floor(rest / 2 ** chunk);
      this.bits(low, chunk);
      this.flag(rest > 0);
      if (rest === 0) return;
    }
  }

  /** A whole number of either sign, folded so small magnitudes stay small (0, -1, 1, -2, ...). */
  signed(value: number, chunk: number): void {
    this.varint(value < 0 ? -2 * value - 1 : 2 * value, chunk);
  }

  bytesOf(data: Uint8Array): void {
    for (const b of data) this.bits(b, 8);
  }

  /**
   * Text after one bit that says how: 6 bits a letter when every letter is one of `TEXT_LETTERS` (most
   * names), else its UTF-8 bytes; then their count, then them.
   */
  text(value: string): void {
    const letters = [...value].map((c) => TEXT_LETTERS.indexOf(c));
    const short = letters.every((i) => i >= 0);
    this.flag(short);
    if (short) {
      this.varint(letters.length, 4);
      for (const i of letters) this.bits(i, 6);
      return;
    }
    const data = new TextEncoder().encode(value);
    this.varint(data.length, 4);
    this.bytesOf(data);
  }

  float64(value: number): void {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, value);
    this.bytesOf(new Uint8Array(view.buffer));
  }

  /** The bytes written, the last one padded with zero bits. */
  finish(): Uint8Array {
    const out = [...this.bytes];
    if (this.used > 0) out.push(this.current << (8 - this.used));
    return Uint8Array.from(out);
  }
}

/** Reads what a `BitWriter` wrote; anything beyond the end, or a number out of range, is a `BadBody`. */
export class BitReader {
  private at = 0;

  constructor(private readonly data: Uint8Array) {}

  bits(width: number): number {
    let value = 0;
    for (let i = 0; i < width; i++) {
      const byte = this.data[this.at >> 3];
      if (byte === undefined) throw new BadBody('the body ends early');
      value = value * 2 + ((byte >> (7 - (this.at & 7))) & 1);
      this.at += 1;
    }
    return value;
  }

  flag(): boolean {
    return this.bits(1) === 1;
  }

  /** How many bits are left to read (a list can hold no more items than that). */
  remaining(): number {
    return this.data.length * 8 - this.at;
  }

  varint(chunk: number): number {
    let value = 0;
    for (let scale = 1; ; scale *= 2 ** chunk) {
      value += this.bits(chunk) * scale;
      if (!Number.isSafeInteger(value)) throw new BadBody('a number too large');
      if (!this.flag()) return value;
    }
  }

  signed(chunk: number): number {
    const folded = this.varint(chunk);
    return folded % 2 === 1 ? -(folded + 1) / 2 : folded / 2;
  }

  bytesOf(length: number): Uint8Array {
    if (length > this.data.length) throw new BadBody('the body ends early');
    return Uint8Array.from({ length }, () => this.bits(8));
  }

  text(): string {
    if (this.flag()) {
      const length = this.varint(4);
      if (length > this.data.length * 2) throw new BadBody('the body ends early');
      return Array.from({ length }, () => TEXT_LETTERS[this.bits(6)]).join('');
    }
    const data = this.bytesOf(this.varint(4));
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(data);
    } catch {
      throw new BadBody('text that is not UTF-8');
    }
  }

  float64(): number {
    return new DataView(this.bytesOf(8).buffer).getFloat64(0);
  }

  /** Checks that nothing but zero padding follows what was read. */
  end(): void {
    if (this.data.length !== Math.ceil(this.at / 8)) throw new BadBody('bytes left over');
    const used = this.at & 7;
    if (used > 0 && (this.data[this.data.length - 1]! & (0xff >> used)) !== 0) throw new BadBody('padding that is not zero');
  }
}
