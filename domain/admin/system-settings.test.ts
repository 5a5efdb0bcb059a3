import { describe, expect, it } from 'vitest'
import { DEFAULT_SYSTEM_SETTINGS, telOf } from './public-settings.ts'
import { SystemSettingsSchema, systemSettingsInForce } from './system-settings.ts'

const codeOf = (value: unknown) => SystemSettingsSchema.safeParse(value).error?.issues[0]?.message

describe('system settings', () => {
  it('accepts US phone numbers as people write them, and refuses others', () => {
    for (const phone of ['(404) 555-0142', '404-555-0142', '+1 404 555 0142', '4045550142']) {
      expect(codeOf({ ...DEFAULT_SYSTEM_SETTINGS, supportPhone: phone })).toBeUndefined()
    }
    expect(codeOf({ ...DEFAULT_SYSTEM_SETTINGS, supportPhone: '555-0142' })).toBe('adminPhoneInvalid')
    expect(telOf('(404) 555-0142')).toBe('+14045550142')
    expect(telOf('+1 404.555.0142')).toBe('+14045550142')
  })

  it('checks the email and the notice length', () => {
    expect(codeOf({ ...DEFAULT_SYSTEM_SETTINGS, supportEmail: 'nobody' })).toBe('adminEmailInvalid')
    const notice = { text: 'x'.repeat(201), tone: 'warning' }
    expect(codeOf({ ...DEFAULT_SYSTEM_SETTINGS, notice })).toBe('adminNoticeTooLong')
    expect(
      SystemSettingsSchema.parse({ ...DEFAULT_SYSTEM_SETTINGS, notice: { text: '  Hi  ', tone: 'info' } })
        .notice.text,
    ).toBe('Hi')
  })

  it('falls back to the defaults for nothing stored or a value it cannot read', () => {
    expect(systemSettingsInForce(undefined)).toEqual(DEFAULT_SYSTEM_SETTINGS)
    expect(systemSettingsInForce({ supportPhone: 1 })).toEqual(DEFAULT_SYSTEM_SETTINGS)
    const saved = { ...DEFAULT_SYSTEM_SETTINGS, supportPhone: '(407) 555-0168' }
    expect(systemSettingsInForce(saved)).toEqual(saved)
  })
})
