import { z } from 'zod';
import { adultBirthDate } from './dates';
import { emailField } from './email';
import { isValidNigerianNin, isValidPassportNumber } from './identity';
import { phoneField, type PhoneCountry } from './phone';
import { hasTwoLetters, nameText } from './text';

/** Nationalities offered in the person groups; anything else is 'OTHER' with a passport. */
export const NATIONALITIES = [
  'NG',
  'GH',
  'ZA',
  'GB',
  'US',
  'CA',
  'FR',
  'CN',
  'IN',
  'OTHER',
] as const;
export const nationalityField = z.enum(NATIONALITIES, { error: 'required' });

/** A person's name as the public forms ask it (messages `nameRequired`, `nameTooLong`, `nameTooShort`). */
export const personName = z
  .string()
  .trim()
  .min(1, 'nameRequired')
  .max(120, 'nameTooLong')
  .refine((v) => v === '' || hasTwoLetters(v), 'nameTooShort');

/** The identity every person group shares: name, date of birth, nationality, contact. */
export const personCore = (country: PhoneCountry) =>
  z.object({
    fullName: nameText(120),
    dateOfBirth: adultBirthDate,
    nationality: nationalityField,
    email: emailField(),
    phone: phoneField(country),
  });

/**
 * Nigerian identity: NIN for Nigerians, passport for foreigners (CAC portal, directors and
 * subscribers [S87][S88], SECONDARY 2020–2025).
 */
export function refineNigerianIdentity(
  value: { nationality?: string; nin?: string; passportNumber?: string },
  ctx: z.RefinementCtx,
) {
  if (value.nationality === 'NG') {
    if (!value.nin || !isValidNigerianNin(value.nin.trim()))
      ctx.addIssue({ code: 'custom', path: ['nin'], message: value.nin ? 'nin' : 'required' });
  } else if (value.nationality) {
    if (!value.passportNumber || !isValidPassportNumber(value.passportNumber.trim()))
      ctx.addIssue({
        code: 'custom',
        path: ['passportNumber'],
        message: value.passportNumber ? 'passport' : 'required',
      });
  }
}
