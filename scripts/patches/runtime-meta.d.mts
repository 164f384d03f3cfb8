export function runtimeMeta(): {
  name: string;
  transform(this: { parse(code: string): unknown; error(message: string): never }, code: string, id: string): { code: string; map: unknown } | null;
};
