import { describe, expect, it } from 'vitest'
import { LoginSchema, ProfileSchema, RegisterSchema } from './schemas.ts'

const codes = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('LoginSchema', () => {
  it('names each missing field with its message’s code', () => {
    expect(codes(LoginSchema.safeParse({ usernameOrEmail: '  ', password: '' }))).toEqual({
      usernameOrEmail: 'usernameOrEmailRequired',
      password: 'passwordRequired',
    })
    expect(codes(LoginSchema.safeParse({}))).toEqual({
      usernameOrEmail: 'usernameOrEmailRequired',
      password: 'passwordRequired',
    })
  })
})

describe('RegisterSchema', () => {
  const valid = {
    username: 'new.user',
    email: 'New@Example.com',
    password: 'long-enough-1',
    confirmPassword: 'long-enough-1',
    userType: 'homeowner',
  }

  it('accepts a good registration', () => {
    expect(RegisterSchema.safeParse(valid).success).toBe(true)
  })

  it('refuses mismatched passwords, team roles and bad usernames', () => {
    expect(codes(RegisterSchema.safeParse({ ...valid, confirmPassword: 'other-password' }))).toEqual({
      confirmPassword: 'passwordsDoNotMatch',
    })
    expect(codes(RegisterSchema.safeParse({ ...valid, userType: 'teamLead' }))).toEqual({
      userType: 'userTypeNotAllowed',
    })
    expect(codes(RegisterSchema.safeParse({ ...valid, username: 'a b' }))).toEqual({
      username: 'usernameInvalid',
    })
    expect(
      codes(RegisterSchema.safeParse({ ...valid, password: 'short', confirmPassword: 'short' })),
    ).toEqual({
      password: 'passwordTooShort',
    })
  })
})

describe('ProfileSchema', () => {
  it('allows empty fields and checks the ones given', () => {
    expect(ProfileSchema.parse({})).toEqual({
      companyName: '',
      address: '',
      phone: '',
      website: '',
      taxNumber: '',
    })
    expect(codes(ProfileSchema.safeParse({ website: 'example' }))).toEqual({ website: 'urlInvalid' })
    expect(codes(ProfileSchema.safeParse({ phone: 'call me' }))).toEqual({ phone: 'phoneInvalid' })
  })
})
