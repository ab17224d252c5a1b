import { z } from 'zod';
import { OTP_LENGTH } from '../common/constants';
import { e164PhoneNumberSchema, phoneNumberSchema } from '../common/phone';
import { textInputSchema } from '../common/schemas';
import { componentSchema } from '../common/component-schema';
import { authMessages, DISPLAY_NAME_MAX_LENGTH, otpMessages } from './constants';

export const otpCodeSchema = z
  .string()
  .length(OTP_LENGTH, otpMessages.length)
  .regex(/^\d+$/, otpMessages.digitsOnly);

/** The phone step of the sign-in form (browser side: validates, does not normalise). */
export const phoneFormSchema = z.object({ phoneNumber: phoneNumberSchema });

export const registerInputSchema = z.object({ phoneNumber: e164PhoneNumberSchema });
export type RegisterInput = z.input<typeof registerInputSchema>;

export const verifyInputSchema = z.object({
  phoneNumber: e164PhoneNumberSchema,
  code: otpCodeSchema,
  /**
   * The browser's IANA time zone, kept for the person's SMS quiet hours until they choose one;
   * an unknown name is ignored rather than refusing the sign-in.
   */
  timeZone: textInputSchema('Time zone').max(64).optional(),
});
export type VerifyInput = z.input<typeof verifyInputSchema>;

export const updateMeInputSchema = z.object({
  name: textInputSchema('Name')
    .trim()
    .min(1, authMessages.nameRequired)
    .max(DISPLAY_NAME_MAX_LENGTH, authMessages.nameTooLong),
});
export type UpdateMeInput = z.input<typeof updateMeInputSchema>;

const userSchema = componentSchema('User', {
  id: z.uuid(),
  name: z.string().nullable(),
  phoneNumber: z.string(),
});
export type User = z.infer<typeof userSchema>;

const sessionSchema = componentSchema('Session', {
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});

export const verifyResponseSchema = z.object({ sessionToken: z.string(), user: userSchema });
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema, session: sessionSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const updateMeResponseSchema = z.object({ user: userSchema });
export type UpdateMeResponse = z.infer<typeof updateMeResponseSchema>;

/** GET /api/auth/settings: what the sign-in screen needs to know about code delivery. */
export const authSettingsSchema = z.object({
  /** True while codes are only printed in the server's terminal (the console provider). */
  codesPrintedToTerminal: z.boolean(),
});
export type AuthSettings = z.infer<typeof authSettingsSchema>;
