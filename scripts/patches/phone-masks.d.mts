export function phoneMask(iso2: string, libraryMask: string | undefined): string | undefined;
export function withoutTrunkPrefix(national: string, nationalNumber: string): string | undefined;
export const LONGEST_MOBILES: Record<string, string>;
export function addedMask(iso2: string): string | undefined;
