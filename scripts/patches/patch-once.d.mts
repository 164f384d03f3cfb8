export function patchOnce(
  code: string,
  patches: readonly { name: string; find: RegExp; replace: string }[],
  label: string,
  out: { overwrite(start: number, end: number, text: string): unknown },
): void;
export function findOnce(code: string, pattern: RegExp, expected: string): RegExpExecArray;
export function patchModule<T>(
  name: string,
  target: RegExp,
  transform: (code: string, id: string) => T,
): { name: string; buildStart(): void; transform(code: string, id: string): T | null; buildEnd(this: { error(message: string): never }, error?: Error): void };
