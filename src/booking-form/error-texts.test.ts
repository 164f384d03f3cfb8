import { describe, expect, it } from 'vitest';
import { createBookingSchema, fieldErrors, LIMITS, MESSAGES } from '../booking-request';
import { languageFor } from '../i18n';
import { errorText, errorTexts } from './error-texts';

const english = languageFor(undefined, {});
const german = languageFor('de', {});

describe('errorText', () => {
  it('keeps every English message of the schema word for word', () => {
    const schemaMessages = [
      ...Object.values(MESSAGES).filter((m) => m !== MESSAGES.banner && m !== MESSAGES.failure),
      `Name must be at most ${LIMITS.name} characters.`,
      'Name must not contain control characters.',
      `Budget must be at most ${LIMITS.budgetAmount.toLocaleString('en-US')}.`,
    ];
    for (const message of schemaMessages) expect(errorText(message, english)).toBe(message);
    // Each one is known: in German, none stays English.
    for (const message of schemaMessages) expect(errorText(message, german), message).not.toBe(message);
  });

  it("writes the limits in the language's style", () => {
    expect(errorText(`Budget must be at most ${LIMITS.budgetAmount.toLocaleString('en-US')}.`, german)).toBe('Das Budget darf höchstens 10.000.000.000.000 betragen.');
    expect(errorText(MESSAGES.stayNights, languageFor('ja', {}))).toBe('ご滞在は最長365泊までです。');
  });

  it('translates what the schema says about a whole request, and leaves a message it does not know as it is', () => {
    const errors = fieldErrors(createBookingSchema().contact, { name: 'A', email: 'x', whatsapp: '1' });
    expect(errorTexts(errors, languageFor('ko', {}))).toEqual({
      name: '이름은 2자 이상이어야 합니다.',
      email: '이메일 주소가 올바르지 않습니다.',
      whatsapp: 'WhatsApp 번호가 올바르지 않습니다.',
    });
    expect(errorText('Unknown field.', german)).toBe('Unknown field.');
  });
});
