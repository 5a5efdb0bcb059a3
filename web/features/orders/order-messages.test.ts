import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ORDER_ERRORS, type OrderErrorCode } from '../../../domain/shop/errors.ts'
import { ApiError, NetworkError } from '../../app/api-client.ts'
import {
  describeOrderError,
  ORDER_ERROR_MESSAGES,
  orderFieldErrors,
  translateOrderError,
} from './order-messages.ts'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const codes = Object.keys(ORDER_ERRORS) as OrderErrorCode[]

describe('order error messages', () => {
  it('translate every code of domain/shop/errors.ts, and nothing else', () => {
    expect(Object.keys(ORDER_ERROR_MESSAGES).sort()).toEqual([...codes].sort())
  })

  it.each(codes)('say in English what the server says for %s', (code) => {
    expect(ORDER_ERROR_MESSAGES[code].message).toBe(ORDER_ERRORS[code])
    expect(translateOrderError(i18n, code)).toBe(ORDER_ERRORS[code])
  })

  it('translate the session and rate-limit codes in front of the orders API, and fall back for others', () => {
    expect(translateOrderError(i18n, 'notAuthenticated')).toBe('Please sign in to continue.')
    expect(translateOrderError(i18n, 'tooManyAttempts')).toMatch(/^Too many tries/)
    expect(translateOrderError(i18n, 'somethingNew', 'As the server said')).toBe('As the server said')
    expect(translateOrderError(i18n, 'somethingNew')).toBe('Something went wrong. Please try again.')
  })

  it('describe failed calls: offline, rate-limited, by code, else as the server said', () => {
    expect(describeOrderError(i18n, new NetworkError(new TypeError('fetch failed')))).toMatch(/offline/)
    expect(describeOrderError(i18n, new ApiError(429, 'Slow down', 'tooManyAttempts'))).toMatch(/^Too many/)
    expect(describeOrderError(i18n, new ApiError(409, 'x', 'cancelNotAllowed'))).toBe(
      ORDER_ERRORS.cancelNotAllowed,
    )
    expect(describeOrderError(i18n, new ApiError(500, 'Internal server error'))).toBe('Internal server error')
    expect(
      orderFieldErrors(
        i18n,
        new ApiError(400, 'x', 'trackingNumberRequired', { trackingNumber: 'trackingNumberRequired' }),
      ),
    ).toEqual({ trackingNumber: ORDER_ERRORS.trackingNumberRequired })
  })
})
