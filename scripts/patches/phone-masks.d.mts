export function phoneMask(iso2: string, libraryMask: string | undefined): string | undefined;
export function withoutTrunkPrefix(national: string, nationalNumber: string): string | undefined;
