import { Int8Index } from './int8-index.js';

export type GalleryHit = {
  employeeId: number;
  /** Cosine similarity of the best face of the best employee. */
  score: number;
  /** score minus the best score of any *other* employee (minus 0 when there is no other employee). */
  margin: number;
  secondEmployeeId: number | null;
  secondScore: number | null;
  /** The stored face (rostros.id) that gave `score`: which template a near-collision comes from. 0: added without an id. */
  faceId: number;
  /** The stored face of the second employee that gave `secondScore`; null when there is no other employee. */
  secondFaceId: number | null;
};

export type SearchOptions = { excludeEmployeeId?: number };

export type GalleryOptions = {
  dim?: number;
  initialCapacity?: number;
  /** From this many faces on, an int8 SIMD scan pre-filters the rows re-scored exactly. */
  prefilterMinRows?: number;
};

/** Keeps the best two *different* employees seen, and the row of each one's best face; ties go to the lower employee id. */
class TopTwo {
  e1 = NaN;
  s1 = -Infinity;
  r1 = -1;
  e2 = NaN;
  s2 = -Infinity;
  r2 = -1;

  offer(e: number, s: number, row: number): void {
    if (e === this.e1) {
      if (s > this.s1) {
        this.s1 = s;
        this.r1 = row;
      }
    } else if (Number.isNaN(this.e1) || s > this.s1 || (s === this.s1 && e < this.e1)) {
      if (!Number.isNaN(this.e1)) {
        this.e2 = this.e1;
        this.s2 = this.s1;
        this.r2 = this.r1;
      }
      this.e1 = e;
      this.s1 = s;
      this.r1 = row;
    } else if (e === this.e2) {
      if (s > this.s2) {
        this.s2 = s;
        this.r2 = row;
      }
    } else if (Number.isNaN(this.e2) || s > this.s2 || (s === this.s2 && e < this.e2)) {
      this.e2 = e;
      this.s2 = s;
      this.r2 = row;
    }
  }
}

/**
 * Every enrolled embedding in ONE contiguous Float32Array (row i = face i), grown by doubling.
 * Embeddings must be L2-normalised, so the dot product is the cosine similarity. Results are exact
 * float32 scores; large galleries are pre-filtered with an int8 SIMD scan (see Int8Index) whose error
 * bound guarantees the same answer. Ties go to the lower employee id, so insertion order never matters.
 */
export class Gallery {
  readonly dim: number;
  private vectors: Float32Array;
  private employees: Float64Array;
  private faceIds: Float64Array;
  private count = 0;
  private readonly index: Int8Index | undefined;
  private readonly prefilterMinRows: number;

  constructor(opts: GalleryOptions = {}) {
    this.dim = opts.dim ?? 512;
    const cap = Math.max(1, opts.initialCapacity ?? 64);
    this.vectors = new Float32Array(cap * this.dim);
    this.employees = new Float64Array(cap);
    this.faceIds = new Float64Array(cap);
    // Measured: at 1,000 faces the exact JS scan takes ~2 ms, the int8 pre-filter + exact re-score ~0.3 ms.
    this.prefilterMinRows = opts.prefilterMinRows ?? 256;
    this.index = Number.isFinite(this.prefilterMinRows) ? Int8Index.create(this.dim) : undefined;
    this.index?.ensureCapacity(cap);
  }

  get size(): number {
    return this.count;
  }

  get capacity(): number {
    return this.employees.length;
  }

  /** Whether searches of this gallery can use the SIMD pre-filter (WebAssembly SIMD available). */
  get accelerated(): boolean {
    return this.index !== undefined;
  }

  /** Whether the next search uses the pre-filter (accelerated and at least `prefilterMinRows` faces). */
  get prefiltering(): boolean {
    return this.index !== undefined && this.count >= this.prefilterMinRows;
  }

  /** `faceId`: the stored face (rostros.id) this embedding is, reported by searches; 0 when it is not stored. */
  add(employeeId: number, embedding: Float32Array, faceId = 0): void {
    if (embedding.length !== this.dim) throw new Error(`embedding must have ${this.dim} values`);
    if (this.count === this.capacity) this.grow(this.capacity * 2);
    this.vectors.set(embedding, this.count * this.dim);
    this.employees[this.count] = employeeId;
    this.faceIds[this.count] = faceId;
    this.index?.setRow(this.count, embedding);
    this.count++;
  }

  /** Removes every face of the employee, keeping the others contiguous and in order. Returns how many. */
  removeEmployee(employeeId: number): number {
    return this.removeRows((row) => this.employees[row] === employeeId);
  }

  /** Removes the stored faces with these ids (a retired template). Returns how many were in the gallery. */
  removeFaces(faceIds: readonly number[]): number {
    if (faceIds.length === 0) return 0;
    const ids = new Set(faceIds);
    return this.removeRows((row) => ids.has(this.faceIds[row] as number));
  }

  clear(): void {
    this.count = 0;
  }

  countFor(employeeId: number): number {
    let n = 0;
    for (let i = 0; i < this.count; i++) if (this.employees[i] === employeeId) n++;
    return n;
  }

  /** Best employee, its score and the margin to the next different employee; undefined when empty. */
  search(query: Float32Array, opts: SearchOptions = {}): GalleryHit | undefined {
    if (query.length !== this.dim) throw new Error(`query must have ${this.dim} values`);
    const top = this.index && this.prefiltering ? this.prefiltered(this.index, query, opts) : this.exact(query, opts);
    if (Number.isNaN(top.e1)) return undefined;
    const hasSecond = !Number.isNaN(top.e2);
    return {
      employeeId: top.e1,
      score: top.s1,
      margin: top.s1 - (hasSecond ? top.s2 : 0),
      secondEmployeeId: hasSecond ? top.e2 : null,
      secondScore: hasSecond ? top.s2 : null,
      faceId: this.faceIds[top.r1] as number,
      secondFaceId: hasSecond ? (this.faceIds[top.r2] as number) : null,
    };
  }

  /** Drops the rows `doomed` says, keeping the others contiguous and in order. Returns how many went. */
  private removeRows(doomed: (row: number) => boolean): number {
    let write = 0;
    for (let read = 0; read < this.count; read++) {
      if (doomed(read)) continue;
      if (write !== read) {
        this.vectors.copyWithin(write * this.dim, read * this.dim, (read + 1) * this.dim);
        this.employees[write] = this.employees[read] as number;
        this.faceIds[write] = this.faceIds[read] as number;
        this.index?.moveRow(read, write);
      }
      write++;
    }
    const removed = this.count - write;
    this.count = write;
    return removed;
  }

  private exact(query: Float32Array, opts: SearchOptions, rows?: Iterable<number>): TopTwo {
    const top = new TopTwo();
    const visit = (row: number) => {
      const e = this.employees[row] as number;
      if (e !== opts.excludeEmployeeId) top.offer(e, dotRow(this.vectors, row * this.dim, query, this.dim), row);
    };
    if (rows) for (const row of rows) visit(row);
    else for (let row = 0; row < this.count; row++) visit(row);
    return top;
  }

  /**
   * Approximate top two employees from the int8 scan; with T the approximate score that separates them
   * from the rest and E the error bound, every row whose exact score could reach the exact top two has
   * approx >= T - 2E. Those rows (a handful) are re-scored exactly.
   */
  private prefiltered(index: Int8Index, query: Float32Array, opts: SearchOptions): TopTwo {
    const { scores, errorBound } = index.approxScores(query, this.count);
    const approx = new TopTwo();
    for (let row = 0; row < this.count; row++) {
      const e = this.employees[row] as number;
      if (e !== opts.excludeEmployeeId) approx.offer(e, scores[row] as number, row);
    }
    if (Number.isNaN(approx.e1)) return approx;
    const floor = (Number.isNaN(approx.e2) ? approx.s1 : approx.s2) - 2 * errorBound;
    const candidates: number[] = [];
    for (let row = 0; row < this.count; row++) if ((scores[row] as number) >= floor) candidates.push(row);
    return this.exact(query, opts, candidates);
  }

  private grow(capacity: number): void {
    const vectors = new Float32Array(capacity * this.dim);
    vectors.set(this.vectors.subarray(0, this.count * this.dim));
    const employees = new Float64Array(capacity);
    employees.set(this.employees.subarray(0, this.count));
    const faceIds = new Float64Array(capacity);
    faceIds.set(this.faceIds.subarray(0, this.count));
    this.vectors = vectors;
    this.employees = employees;
    this.faceIds = faceIds;
    this.index?.ensureCapacity(capacity);
  }
}

/** Dot product of matrix row at `offset` with `q`, four accumulators (exact float path). */
export function dotRow(m: Float32Array, offset: number, q: Float32Array, dim: number): number {
  let a0 = 0,
    a1 = 0,
    a2 = 0,
    a3 = 0;
  let i = 0;
  for (; i + 4 <= dim; i += 4) {
    const o = offset + i;
    a0 += (m[o] as number) * (q[i] as number);
    a1 += (m[o + 1] as number) * (q[i + 1] as number);
    a2 += (m[o + 2] as number) * (q[i + 2] as number);
    a3 += (m[o + 3] as number) * (q[i + 3] as number);
  }
  for (; i < dim; i++) a0 += (m[offset + i] as number) * (q[i] as number);
  return a0 + a1 + a2 + a3;
}
