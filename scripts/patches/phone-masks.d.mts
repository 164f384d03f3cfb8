export function phoneMask(iso2: string, libraryMask: string | undefined): string | undefined;
