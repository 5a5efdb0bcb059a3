import { describe, expect, it } from 'vitest'
import type { Locale } from '../../../domain/i18n/locales.ts'
import {
  bidAcceptedMail,
  bidDeclinedMail,
  bidReceivedMail,
  messageMail,
  statusMail,
} from './marketplace.mails.ts'
import type { Party } from './marketplace.repo.ts'

/* Each marketplace mail is written in its recipient's language: their account's. */

const ORIGIN = 'https://shield.example'

const party = (language: Locale): Party => ({
  id: 'u1',
  username: 'pat',
  email: 'pat@example.com',
  userType: 'homeowner',
  company: '',
  phone: '',
  language,
})

describe('the marketplace mails, in the recipient’s language', () => {
  it('tells a poster of a new bid, in Spanish with the price as US Spanish writes it', () => {
    const mail = bidReceivedMail(ORIGIN, 'j1', 'Sunroom', 'Glass Co', 125_000)(party('es'))
    expect(mail.subject).toBe('Nueva oferta en “Sunroom” – Southern Shield')
    expect(mail.text).toContain('Glass Co ofertó $1,250.00 por su proyecto “Sunroom”.')
  })

  it('tells an installer they were hired, in Chinese', () => {
    const mail = bidAcceptedMail(ORIGIN, 'j1', 'Sunroom', 'Pat')(party('zh'))
    expect(mail.subject).toBe('您已被选中承接“Sunroom” – Southern Shield')
    expect(mail.text).toContain('pat，您好：')
  })

  it('tells an installer the job went to another, in Russian', () => {
    const mail = bidDeclinedMail(ORIGIN, 'Sunroom')(party('ru'))
    expect(mail.subject).toBe('Проект «Sunroom» достался другому монтажнику – Southern Shield')
  })

  it('tells of a new message, in French', () => {
    const mail = messageMail(ORIGIN, '/my-projects/j1', 'Sunroom', 'Pat')(party('fr'))
    expect(mail.subject).toBe('Nouveau message à propos de «\u00a0Sunroom\u00a0» – Southern Shield')
    expect(mail.text).toContain('Lisez et répondez\u00a0: https://shield.example/my-projects/j1')
  })

  it('tells of a status change, the status in the same language', () => {
    expect(statusMail(ORIGIN, '/my-projects/j1', 'Sunroom', 'inProgress')(party('es')).text).toContain(
      'Su proyecto “Sunroom” está ahora: en curso.',
    )
    expect(statusMail(ORIGIN, '/my-projects/j1', 'Sunroom', 'inProgress')(party('en')).subject).toBe(
      '“Sunroom”: in progress – Southern Shield',
    )
  })
})
