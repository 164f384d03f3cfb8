export type ReceiverInstance = {
  url: string;
  pid: number | undefined;
  kill(signal?: NodeJS.Signals): boolean;
  exited: Promise<number | string | null>;
  stderr(): string;
};
export function bundleReceiver(): Promise<string>;
export function startReceiver(file: string, env: Record<string, string>): Promise<ReceiverInstance>;
