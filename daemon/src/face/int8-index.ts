import { int8Dots, type DotsFn } from './simd-dot.js';
import { wasm, type WasmMemory } from './wasm.js';

const PAGE = 65536;
const QUERY_MAX = 4095; // query quantised to 13 bits: 512 x 127 x 4095 stays far inside int32

/**
 * An int8 copy of the gallery rows in WebAssembly memory, scored with SIMD to pre-filter a search.
 * Each row is quantised with its own scale (max |value| -> 127). `approxScores` also returns a bound
 * on the error of every approximate score, so the gallery can re-score exactly every row that could matter.
 */
export class Int8Index {
  private scales = new Float32Array(0);
  private cap = 0;
  /** Upper bounds over all rows ever stored: half a quantisation step and the L1 norm. */
  private maxHalfStep = 0;
  private maxL1 = 0;

  private constructor(
    readonly dim: number,
    private readonly memory: WasmMemory,
    private readonly dots: DotsFn,
  ) {}

  /** undefined when WebAssembly SIMD is unavailable or dim is not a multiple of 32 (the kernel's stride). */
  static create(dim: number): Int8Index | undefined {
    if (dim % 32 !== 0 || !wasm) return undefined;
    const memory = new wasm.Memory({ initial: 1 });
    const dots = int8Dots(memory);
    return dots && new Int8Index(dim, memory, dots);
  }

  private get queryOffset() {
    return this.cap * this.dim; // rows are dim bytes; cap*dim is a multiple of 32, so aligned
  }

  private get outOffset() {
    return this.queryOffset + this.dim * 2;
  }

  ensureCapacity(capacity: number): void {
    if (capacity <= this.cap) return;
    const needed = capacity * this.dim + this.dim * 2 + capacity * 4;
    const pages = Math.ceil(needed / PAGE) - this.memory.buffer.byteLength / PAGE;
    if (pages > 0) this.memory.grow(pages);
    const scales = new Float32Array(capacity);
    scales.set(this.scales);
    this.scales = scales;
    this.cap = capacity; // rows live at offset 0, so growing only moves the scratch areas behind them
  }

  setRow(row: number, v: Float32Array): void {
    let maxAbs = 0;
    let l1 = 0;
    for (let i = 0; i < this.dim; i++) {
      const a = Math.abs(v[i] as number);
      l1 += a;
      if (a > maxAbs) maxAbs = a;
    }
    const scale = maxAbs > 0 ? maxAbs / 127 : 1;
    const rows = new Int8Array(this.memory.buffer, row * this.dim, this.dim);
    for (let i = 0; i < this.dim; i++) rows[i] = Math.round((v[i] as number) / scale);
    this.scales[row] = scale;
    this.maxHalfStep = Math.max(this.maxHalfStep, scale / 2);
    this.maxL1 = Math.max(this.maxL1, l1);
  }

  moveRow(from: number, to: number): void {
    new Int8Array(this.memory.buffer).copyWithin(to * this.dim, from * this.dim, (from + 1) * this.dim);
    this.scales[to] = this.scales[from] as number;
  }

  /** Approximate scores of rows 0..rows-1 and a bound: |approx - exact| <= errorBound for every row. */
  approxScores(query: Float32Array, rows: number): { scores: Float32Array; errorBound: number } {
    let maxAbs = 0;
    let l1 = 0;
    for (let i = 0; i < this.dim; i++) {
      const a = Math.abs(query[i] as number);
      l1 += a;
      if (a > maxAbs) maxAbs = a;
    }
    const qScale = maxAbs > 0 ? maxAbs / QUERY_MAX : 1;
    const q = new Int16Array(this.memory.buffer, this.queryOffset, this.dim);
    for (let i = 0; i < this.dim; i++) q[i] = Math.round((query[i] as number) / qScale);
    this.dots(0, this.queryOffset, this.outOffset, rows, this.dim);
    const raw = new Int32Array(this.memory.buffer, this.outOffset, rows);
    const scores = new Float32Array(rows);
    for (let r = 0; r < rows; r++) scores[r] = (raw[r] as number) * (this.scales[r] as number) * qScale;
    const qHalfStep = qScale / 2;
    const errorBound = qHalfStep * this.maxL1 + this.maxHalfStep * l1 + this.dim * this.maxHalfStep * qHalfStep + 1e-5;
    return { scores, errorBound };
  }
}
