export function keenSliderPatches(code: string): { name: string; find: RegExp; replace: string }[];
export function keenSlider(): {
  name: string;
  transform(code: string, id: string): { code: string; map: unknown } | null;
};
