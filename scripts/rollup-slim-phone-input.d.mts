export const REPLACEMENTS: { name: string; is(code: string): boolean; body: string }[];
export function slimPhoneInput(): {
  name: string;
  transform(code: string, id: string): { code: string; map: unknown } | null;
};
export function pickerCountries(code: string): string[];
