/** A patch as a Rollup plugin (see patchModule in patch-once.mjs). */
export interface PatchPlugin {
  name: string;
  buildStart(): void;
  transform(code: string, id: string): { code: string; map: unknown } | null;
  buildEnd(this: { error(message: string): never }, error?: Error): void;
}
