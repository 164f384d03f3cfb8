export function patchOnce(
  code: string,
  patches: readonly { name: string; find: RegExp; replace: string }[],
  label: string,
  out: { overwrite(start: number, end: number, text: string): unknown },
): void;
