import { hostProperty, type Assert, type ElementMeta } from '../shared/element-meta';
import type { BookingFormProps } from './booking-form';

type Prop = Extract<keyof BookingFormProps, 'endpoint' | 'defaultCountry' | 'availability' | 'quote'>;
type Handler = Extract<keyof BookingFormProps, `on${string}`>;

/** `<bali-booking-form>`'s public surface (see src/shared/element-meta.ts). */
export const bookingFormMeta = {
  tagName: 'bali-booking-form',
  className: 'BaliBookingFormElement',
  summary: 'Two-step booking request form for holiday-rental sites.',
  description:
    'Step 1 asks for name, e-mail and WhatsApp number, step 2 for dates, budget and travel purposes; ' +
    '"Book Accommodation" POSTs the request as JSON (with an Idempotency-Key header) to `endpoint`. ' +
    'Any 2xx shows the success screen; anything else keeps every value and lets the guest retry.',
  attributes: [
    {
      name: 'endpoint',
      property: 'endpoint',
      kind: 'string',
      type: 'string',
      default: '"/api/book-accommodation"',
      description: 'Where the request is POSTed (relative or absolute URL).',
    },
    {
      name: 'default-country',
      property: 'defaultCountry',
      kind: 'string',
      type: 'string',
      default: '"id"',
      description: 'ISO 3166-1 alpha-2 code of the country preselected in the WhatsApp input.',
    },
    {
      name: 'availability',
      property: 'availability',
      kind: 'string',
      type: 'string',
      description:
        'Where the listing\'s busy nights are read (`GET`, `{ busy: [{ from, to }] }`), once, after the guest starts step 1; ' +
        'by default `availability` beside `endpoint`, with its `?listing=`. `off` turns the notice off.',
    },
    {
      name: 'quote',
      property: 'quote',
      kind: 'string',
      type: 'string',
      description:
        'Where the estimate for the chosen dates is read (`GET` with `checkIn`, `checkOut`, `lang` and `currency`); ' +
        'by default `quote` beside `endpoint`, with its `?listing=`. `off` turns the estimate off.',
    },
  ],
  events: [
    {
      name: 'bookingstep',
      handler: 'onBookingStep',
      detail: '{ step: 1 | 2 }',
      detailTypeName: 'BookingStepDetail',
      description: 'The visible step changed (Next, Back or "Make Another Booking").',
    },
    {
      name: 'bookingsubmit',
      handler: 'onBookingSubmit',
      detail: '{ request: BookingRequest }',
      detailTypeName: 'BookingSubmitDetail',
      description: 'A request is about to be sent.',
    },
    {
      name: 'bookingsuccess',
      handler: 'onBookingSuccess',
      detail: '{ request: BookingRequest; status: number }',
      detailTypeName: 'BookingSuccessDetail',
      description: 'The endpoint answered with a 2xx status.',
    },
    {
      name: 'bookingerror',
      handler: 'onBookingError',
      detail: "{ request: BookingRequest; status?: number; reason: 'http' | 'network' | 'timeout' }",
      detailTypeName: 'BookingErrorDetail',
      description: 'Sending failed: a non-2xx status (`http`, with `status`), a network failure, or no answer within 15 s.',
    },
  ],
  cssProperties: [
    hostProperty('--bali-accent', 'Primary buttons, progress bar, selected tiles and their icons, focused input border.'),
    hostProperty('--bali-accent-contrast', 'Text and icons on the accent colour (primary buttons, tile check mark).'),
    hostProperty('--bali-text', 'Labels, headings, input text.'),
    hostProperty('--bali-muted', 'Step count, placeholders, success text, dial codes.'),
    hostProperty('--bali-surface', 'Card, inputs, tiles and the country list background.'),
    hostProperty('--bali-border', 'Input, tile and Back button borders.'),
    hostProperty('--bali-error', 'Field messages, invalid borders, the banner and the failure message.'),
    hostProperty('--bali-radius', 'Corner radius of the card (inputs and tiles use 2 px less).'),
    hostProperty('--bali-font', 'Font family of everything.'),
    hostProperty('--bali-focus', 'Focus ring colour.'),
    hostProperty('--bali-color-scheme', '`dark` for a dark theme: native parts of the inputs (date picker icon, select list) follow it.'),
  ],
  cssParts: [
    { name: 'form', description: 'The card around the whole form.' },
    { name: 'step-header', description: '"Step N of 2", the progress bar, the step heading and "All fields are required."' },
    { name: 'title', description: 'The step heading and the "Success!" heading.' },
    { name: 'label', description: 'Every field label.' },
    { name: 'input', description: 'Every text, e-mail, phone, date and number input and the currency select.' },
    { name: 'select', description: 'The currency select (also `input`).' },
    { name: 'phone-input', description: 'The WhatsApp number input (also `input`).' },
    { name: 'error', description: 'A field\'s validation message.' },
    { name: 'banner', description: 'The step-1 banner "Please fill in all required fields correctly.".' },
    { name: 'budget', description: 'The Budget group (currency and amount).' },
    { name: 'tiles', description: 'The "What brings you to Bali?" group.' },
    { name: 'tile', description: 'One travel-purpose tile.' },
    { name: 'availability', description: 'The note under the dates when the chosen nights look taken, with the free stays to pick.' },
    { name: 'estimate', description: 'The estimate under the dates: nights and total, the note, the price details.' },
    { name: 'failure', description: 'The message shown when sending failed.' },
    { name: 'button', description: 'Every button (also `button-primary` or `button-secondary`).' },
    { name: 'button-primary', description: 'Next, Book Accommodation and Make Another Booking.' },
    { name: 'button-secondary', description: 'Back.' },
    { name: 'success', description: 'The success screen.' },
  ],
} as const satisfies ElementMeta<Prop, Handler>;

/** Every callback prop of the component is one of the events above (a compile error names any that is not). */
export type EveryCallbackIsAnEvent = Assert<[Exclude<Handler, (typeof bookingFormMeta.events)[number]['handler']>] extends [never] ? true : false>;
