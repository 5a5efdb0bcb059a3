import { z } from 'zod'
import { HUBS } from '../hubs/hubs.ts'
import { LOCALES } from '../i18n/locales.ts'
import { PageLanguageSchema } from '../i18n/page-language.ts'
import { SELF_REGISTER_TYPES } from './roles.ts'
import type { AuthErrorCode } from './errors.ts'

/** zod issues carry our error code as their message; the API and the forms map it to text. */
const code = (value: AuthErrorCode) => ({ message: value })

export const PASSWORD_MIN = 10
const PASSWORD_MAX = 128

const requiredPassword = z
  .string(code('passwordRequired'))
  .min(1, code('passwordRequired'))
  .max(PASSWORD_MAX, code('passwordTooLong'))

const newPassword = z
  .string(code('passwordRequired'))
  .min(1, code('passwordRequired'))
  .min(PASSWORD_MIN, code('passwordTooShort'))
  .max(PASSWORD_MAX, code('passwordTooLong'))

const email = z
  .string(code('emailInvalid'))
  .trim()
  .max(254, code('fieldTooLong'))
  .pipe(z.email(code('emailInvalid')))

export const LoginSchema = z.object({
  usernameOrEmail: z
    .string(code('usernameOrEmailRequired'))
    .trim()
    .min(1, code('usernameOrEmailRequired'))
    .max(254, code('fieldTooLong')),
  password: requiredPassword,
})
export type LoginInput = z.infer<typeof LoginSchema>

export const RegisterSchema = z
  .object({
    username: z
      .string(code('usernameInvalid'))
      .trim()
      .regex(/^[A-Za-z0-9._-]{3,32}$/, code('usernameInvalid')),
    email,
    password: newPassword,
    confirmPassword: z.string(code('passwordRequired')).max(PASSWORD_MAX, code('passwordTooLong')),
    userType: z.enum(SELF_REGISTER_TYPES, code('userTypeNotAllowed')),
    /** The page's language: the account's mails are written in it. */
    language: PageLanguageSchema,
  })
  .refine((input) => input.password === input.confirmPassword, {
    ...code('passwordsDoNotMatch'),
    path: ['confirmPassword'],
  })
export type RegisterInput = z.infer<typeof RegisterSchema>

export const ForgotPasswordSchema = z.object({ email })
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>

export const ResetPasswordSchema = z
  .object({
    token: z
      .string(code('resetTokenInvalid'))
      .min(1, code('resetTokenInvalid'))
      .max(200, code('resetTokenInvalid')),
    password: newPassword,
    confirmPassword: z.string(code('passwordRequired')).max(PASSWORD_MAX, code('passwordTooLong')).optional(),
  })
  .refine((input) => input.confirmPassword === undefined || input.password === input.confirmPassword, {
    ...code('passwordsDoNotMatch'),
    path: ['confirmPassword'],
  })
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>

export const ChangePasswordSchema = z
  .object({
    currentPassword: requiredPassword,
    password: newPassword,
    confirmPassword: z.string(code('passwordRequired')).max(PASSWORD_MAX, code('passwordTooLong')),
  })
  .refine((input) => input.password === input.confirmPassword, {
    ...code('passwordsDoNotMatch'),
    path: ['confirmPassword'],
  })
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>

export const VerifyEmailSchema = z.object({
  token: z
    .string(code('verifyTokenInvalid'))
    .min(1, code('verifyTokenInvalid'))
    .max(200, code('verifyTokenInvalid')),
})

/** The language a signed-in user switched the app to: their mails are written in it from then on. */
export const AccountLanguageSchema = z.object({ language: z.enum(LOCALES, code('invalidInput')) })
export type AccountLanguageInput = z.infer<typeof AccountLanguageSchema>

const optionalText = (max: number) => z.string().trim().max(max, code('fieldTooLong')).default('')

/** A member's company profile, which letterheads quotes. Empty strings mean "not given". */
export const ProfileSchema = z.object({
  companyName: optionalText(120),
  address: optionalText(300),
  phone: optionalText(40).refine(
    (value) => value === '' || /^[+()\d\s.-]{7,40}$/.test(value),
    code('phoneInvalid'),
  ),
  website: optionalText(200).refine(
    (value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value),
    code('urlInvalid'),
  ),
  taxNumber: optionalText(40),
})
export type ProfileInput = z.infer<typeof ProfileSchema>

/** The profile as the API answers it and the members dashboard reads it. */
export interface ProfileView extends ProfileInput {
  email: string
  logoUrl: string | null
}

const HUB_IDS = HUBS.map((hub) => hub.id) as [string, ...string[]]

/** What a new team lead or member confirms before using the portal. */
export const ONBOARDING_CHECKLIST = [
  'ladderSafety',
  'glassInspection',
  'filmHandling',
  'customerCare',
] as const

export const OnboardingSchema = z.object({
  hubId: z.enum(HUB_IDS, code('invalidInput')),
  phone: ProfileSchema.shape.phone,
  checklist: z
    .array(z.enum(ONBOARDING_CHECKLIST))
    .refine((items) => ONBOARDING_CHECKLIST.every((item) => items.includes(item)), code('invalidInput')),
})
export type OnboardingInput = z.infer<typeof OnboardingSchema>
