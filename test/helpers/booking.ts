/** Visitor actions on <bali-booking-form>, shared by its browser tests. */
import { button, fixture, pick, q, shadow, type, until } from './dom';

export const isoIn = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export const input = (form: Element, name: string) => q<HTMLInputElement>(form, `[name="${name}"]`) as HTMLInputElement;
export const errorOf = (form: Element, id: string) => q(form, `#${id}-error`)?.textContent ?? null;
export const heading = (form: Element) => q(form, 'h3')?.textContent ?? '';

/** The WhatsApp field is react-phone-input-2 (its flag is a button), not the stand-in of first paint. */
export const phoneIsLive = (form: Element) => Boolean(q(form, '.selected-flag[role="button"]'));

/** A fresh form, rendered and ready (the phone library in place: the stand-in has its own tests). */
export async function mountForm(attrs = ''): Promise<HTMLElement> {
  const form = fixture(`<bali-booking-form ${attrs}></bali-booking-form>`);
  await until(() => q(form, 'input[name="name"]') && phoneIsLive(form), 'the form to render');
  return form;
}

export async function fillContact(form: Element, { name = 'Made Wirawan', email = 'made@example.com', phone = '81234567890' } = {}) {
  if (name) await type(input(form, 'name'), name);
  if (email) await type(input(form, 'email'), email);
  // The Indonesian "+62" is already in the field: a guest types the rest.
  if (phone) await type(input(form, 'whatsapp'), phone);
}

export async function goToStep2(form: Element) {
  await fillContact(form);
  button(form, 'Next')!.click();
  await until(() => q(form, 'input[name="checkIn"]'), 'step 2');
}

export async function fillTrip(form: Element, { checkIn = isoIn(10), checkOut = isoIn(14), currency = 'IDR', amount = '15000000', tiles = [2, 0] } = {}) {
  pick(input(form, 'checkIn'), checkIn);
  pick(input(form, 'checkOut'), checkOut);
  pick(q<HTMLSelectElement>(form, 'select[name="budgetCurrency"]')!, currency);
  if (amount) await type(input(form, 'budgetAmount'), amount);
  const boxes = shadow(form).querySelectorAll<HTMLInputElement>('input[name="travelType"]');
  for (const i of tiles) boxes[i].click();
}

/** A form on step 2 with both steps filled with valid values: one action from sending. */
export async function mountFilledForm(attrs = ''): Promise<HTMLElement> {
  const form = await mountForm(attrs);
  await goToStep2(form);
  await fillTrip(form);
  return form;
}

export const submitButton = (form: Element) => button(form, 'Book Accommodation')!;
