/**
 * The few WebAssembly APIs the gallery uses, typed locally: the daemon compiles against lib ES2022
 * without DOM, where the global `WebAssembly` has no type declarations.
 */
export type WasmMemory = { readonly buffer: ArrayBuffer; grow(deltaPages: number): number };

type WasmApi = {
  Memory: new (descriptor: { initial: number; maximum?: number }) => WasmMemory;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, Record<string, unknown>>) => { exports: Record<string, unknown> };
  validate(bytes: Uint8Array): boolean;
};

/** undefined on a runtime without WebAssembly. */
export const wasm: WasmApi | undefined = (globalThis as unknown as { WebAssembly?: WasmApi }).WebAssembly;
