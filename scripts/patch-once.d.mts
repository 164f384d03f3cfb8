export function patchOnce(
  code: string,
  patches: readonly { name: string; find: RegExp; replace: string }[],
  label: string,
  out: { overwrite(start: number, end: number, text: string): unknown },
): void;
export function findOnce(code: string, pattern: RegExp, expected: string): RegExpExecArray;
