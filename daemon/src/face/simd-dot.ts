/**
 * Int8 batched dot products (matrix rows x query) in WebAssembly SIMD, for the gallery's pre-filter.
 *
 * Why: on the target 2-core box a V8 scalar loop needs ~140 ms to score 100k x 512 float32 embeddings,
 * and even float32 SIMD stays memory-bound at 30-45 ms (205 MB read per search). Int8 rows (51 MB)
 * with `i32x4.dot_i16x8_s` bring it under the 20 ms budget; the gallery re-scores the few candidates
 * exactly in float32 afterwards, so results are exact. The module is tiny, so it is assembled here
 * byte by byte (listing below); gallery.test.ts checks it against plain integer arithmetic.
 *
 *   (func $dots (param $mat i32) (param $q i32) (param $out i32) (param $rows i32) (param $dim i32)
 *     ;; $mat: rows x dim int8, $q: dim int16, $out: rows int32; dim a multiple of 32
 *     block
 *       local.get $rows  i32.eqz  br_if 0
 *       loop                                            ;; one matrix row per iteration
 *         $a0..$a3 = 0;  $qp = $q;  $end = $mat + $dim
 *         loop                                          ;; 32 values per iteration
 *           $v = v128.load($mat)
 *           $a0 += i32x4.dot_i16x8_s(i16x8.extend_low_i8x16_s($v),  v128.load($qp))
 *           $a1 += i32x4.dot_i16x8_s(i16x8.extend_high_i8x16_s($v), v128.load($qp + 16))
 *           $v = v128.load($mat + 16)
 *           $a2 += ... v128.load($qp + 32);   $a3 += ... v128.load($qp + 48)
 *           $mat += 32;  $qp += 64
 *           br_if 0 ($mat < $end)
 *         end
 *         i32.store($out, sum of the 16 lanes of $a0..$a3);  $out += 4
 *         br_if 0 (--$rows != 0)
 *       end
 *     end)
 */

import { wasm, type WasmMemory } from './wasm.js';

const I32 = 0x7f;
const V128 = 0x7b;

/** Unsigned LEB128 (sizes, indices, SIMD opcodes). */
const leb = (n: number): number[] => {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n !== 0) byte |= 0x80;
    out.push(byte);
  } while (n !== 0);
  return out;
};

/** Signed LEB128, as i32.const wants (64 would otherwise read as -64). */
const sleb = (n: number): number[] => {
  const out: number[] = [];
  for (;;) {
    const byte = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (byte & 0x40) === 0) || (n === -1 && (byte & 0x40) !== 0)) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
};

const section = (id: number, body: number[]) => [id, ...leb(body.length), ...body];
const name = (s: string) => [...leb(s.length), ...[...s].map((c) => c.charCodeAt(0))];
const simd = (opcode: number, ...imm: number[]) => [0xfd, ...leb(opcode), ...imm];

const op = {
  block: [0x02, 0x40],
  loop: [0x03, 0x40],
  end: [0x0b],
  brIf: (depth: number) => [0x0d, depth],
  get: (i: number) => [0x20, i],
  set: (i: number) => [0x21, i],
  tee: (i: number) => [0x22, i],
  i32: (n: number) => [0x41, ...sleb(n)],
  i32Add: [0x6a],
  i32Sub: [0x6b],
  i32Eqz: [0x45],
  i32LtU: [0x49],
  i32Store: [0x36, 2, 0],
  v128Load: (offset: number) => simd(0x00, 4, ...leb(offset)),
  v128Zero: simd(0x0c, ...new Array<number>(16).fill(0)),
  i32x4Lane: (lane: number) => simd(0x1b, lane),
  i16x8ExtendLowI8x16S: simd(0x87),
  i16x8ExtendHighI8x16S: simd(0x88),
  i32x4Add: simd(0xae),
  i32x4DotI16x8S: simd(0xba),
};

// Locals: params 0 mat, 1 q, 2 out, 3 rows, 4 dim; then i32 5 end, 6 qp; v128 7 v, 8..11 accumulators.
const [MAT, Q, OUT, ROWS, DIM, END, QP, V] = [0, 1, 2, 3, 4, 5, 6, 7];
const ACC = [8, 9, 10, 11] as const;

function dotsBody(): number[] {
  const code: number[] = [];
  const emit = (...parts: number[][]) => parts.forEach((p) => code.push(...p));
  const accumulate = (acc: number, extend: number[], qOffset: number) =>
    emit(op.get(acc), op.get(V), extend, op.get(QP), op.v128Load(qOffset), op.i32x4DotI16x8S, op.i32x4Add, op.set(acc));

  emit(op.block, op.get(ROWS), op.i32Eqz, op.brIf(0));
  emit(op.loop);
  for (const a of ACC) emit(op.v128Zero, op.set(a));
  emit(op.get(Q), op.set(QP));
  emit(op.get(MAT), op.get(DIM), op.i32Add, op.set(END));
  emit(op.loop);
  emit(op.get(MAT), op.v128Load(0), op.set(V));
  accumulate(ACC[0], op.i16x8ExtendLowI8x16S, 0);
  accumulate(ACC[1], op.i16x8ExtendHighI8x16S, 16);
  emit(op.get(MAT), op.v128Load(16), op.set(V));
  accumulate(ACC[2], op.i16x8ExtendLowI8x16S, 32);
  accumulate(ACC[3], op.i16x8ExtendHighI8x16S, 48);
  emit(op.get(MAT), op.i32(32), op.i32Add, op.tee(MAT));
  emit(op.get(QP), op.i32(64), op.i32Add, op.set(QP));
  emit(op.get(END), op.i32LtU, op.brIf(0), op.end);
  emit(op.get(ACC[0]), op.get(ACC[1]), op.i32x4Add, op.get(ACC[2]), op.get(ACC[3]), op.i32x4Add, op.i32x4Add, op.set(V));
  emit(op.get(OUT));
  emit(op.get(V), op.i32x4Lane(0), op.get(V), op.i32x4Lane(1), op.i32Add, op.get(V), op.i32x4Lane(2), op.get(V), op.i32x4Lane(3), op.i32Add, op.i32Add);
  emit(op.i32Store);
  emit(op.get(OUT), op.i32(4), op.i32Add, op.set(OUT));
  emit(op.get(ROWS), op.i32(1), op.i32Sub, op.tee(ROWS), op.brIf(0), op.end);
  emit(op.end, op.end);
  const locals = [2, 2, I32, 5, V128]; // i32 end, qp; v128 v, a0..a3
  return [...locals, ...code];
}

export function dotsModuleBytes(): Uint8Array {
  const fn = dotsBody();
  return new Uint8Array([
    0x00,
    0x61,
    0x73,
    0x6d,
    0x01,
    0x00,
    0x00,
    0x00,
    ...section(1, [1, 0x60, 5, I32, I32, I32, I32, I32, 0]),
    ...section(2, [1, ...name('env'), ...name('memory'), 0x02, 0x00, 1]),
    ...section(3, [1, 0]),
    ...section(7, [1, ...name('dots'), 0x00, 0]),
    ...section(10, [1, ...leb(fn.length), ...fn]),
  ]);
}

/** out[r] = sum_i mat[r*dim + i] * q[i] (int8 x int16 -> int32), byte offsets into `memory`. */
export type DotsFn = (matByte: number, queryByte: number, outByte: number, rows: number, dim: number) => void;

/** Compiles the kernel against `memory`; undefined where WebAssembly SIMD is not available. */
export function int8Dots(memory: WasmMemory): DotsFn | undefined {
  try {
    const bytes = dotsModuleBytes();
    if (!wasm || !wasm.validate(bytes)) return undefined;
    const instance = new wasm.Instance(new wasm.Module(bytes), { env: { memory } });
    return instance.exports.dots as DotsFn;
  } catch {
    return undefined;
  }
}
