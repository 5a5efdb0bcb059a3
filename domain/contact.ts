/*
 * How a visitor who has no account can be reached: an email address, a phone number or both. The
 * forms that ask (an estimate request, "Talk to a person") check it with these, each with its own codes.
 */

/** Digits, spaces and + ( ) . - only, with at least 7 digits: US and international numbers. */
const PHONE = /^[+()\d\s.-]{7,40}$/

export const isPhoneNumber = (value: string) => PHONE.test(value) && value.replace(/\D/g, '').length >= 7

/** Absent, or only spaces: not a way to reach anyone. */
const isBlank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '')

export const isReachable = (input: { email?: unknown; phone?: unknown }) =>
  !isBlank(input.email) || !isBlank(input.phone)

/**
 * The refinement's options when neither is given: the problem is reported on the email field, and
 * the check runs even when other fields are wrong, so that every mistake shows at once (the input
 * may then not be parsed yet, hence the raw reads in isReachable).
 */
export const reachableIssue = <Code extends string>(code: Code) => ({
  message: code,
  path: ['email'],
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
})
