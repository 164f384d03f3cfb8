/** Watching <bali-booking-form>'s step slide frame by frame, shared by its motion tests. */
import { frame, q, shadow } from './dom';
import { heading } from './booking';

/** Horizontal offset of the visible panel, in px (from its transform matrix). */
export const panelX = (form: Element) => {
  const panel = q(form, '.booking__panel');
  return panel ? new DOMMatrix(getComputedStyle(panel).transform).m41 : 0;
};

/** Records, frame by frame, which step heading is shown and where its panel is, until it settles. */
export async function watchSlide(form: Element) {
  const samples: { title: string; x: number }[] = [];
  for (let i = 0; i < 90; i++) {
    samples.push({ title: heading(form), x: panelX(form) });
    if (samples.length > 2 && shadow(form).querySelectorAll('.booking__panel').length === 1 && panelX(form) === 0 && samples.at(-2)!.x === 0) break;
    await frame();
  }
  return samples;
}
