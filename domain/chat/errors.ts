import { errorCodes } from '../codes.ts'

/**
 * Error codes of the chat assistant. The API sends the English text as `message` beside the code;
 * the web translates by code.
 */
export const CHAT_ERRORS = {
  messageRequired: 'Write a question first',
  messageTooLong: 'A question can hold at most 500 characters',
  chatInvalid: 'This question could not be read. Try again.',
} as const

export type ChatErrorCode = keyof typeof CHAT_ERRORS

/** What validation against this table reports when no schema message names the problem. */
export const CHAT_CODES = errorCodes(CHAT_ERRORS, 'chatInvalid')
