/**
 * A device as the owner recognises it in Devices and in "Alerts turned on for Chrome on Android": the
 * browser and platform read from the User-Agent the subscribing page sent (a label, never a security check).
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(A|iOS)?\//, 'Edge'], [/\bOPR\//, 'Opera'], [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'], [/(Chrome|CriOS|Chromium)\//, 'Chrome'], [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];
const PLATFORMS: Array<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'], [/\biPhone\b/, 'iPhone'], [/\biPad\b/, 'iPad'], [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'], [/\bMac OS X\b|\bMacintosh\b/, 'macOS'], [/\bLinux\b/, 'Linux'],
];

export type DeviceLabel = { browser: string; platform: string };

export function deviceLabel(userAgent: string | null | undefined): DeviceLabel {
  const ua = (userAgent ?? '').slice(0, 512);
  const pick = (table: Array<[RegExp, string]>) => table.find(([pattern]) => pattern.test(ua))?.[1] ?? '';
  return { browser: pick(BROWSERS) || 'A browser', platform: pick(PLATFORMS) || 'an unknown system' };
}

/** "Chrome on Android". */
export const deviceName = ({ browser, platform }: DeviceLabel) => `${browser} on ${platform}`;
