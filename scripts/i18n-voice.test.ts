import { describe, expect, it } from 'vitest'
import { targetLocales } from './i18n-divergences.ts'
import { findVoiceSlips, voiceSlipIn } from './i18n-voice.ts'

describe('one voice per language', () => {
  it.each(targetLocales())('%s addresses the reader one way in every catalog', (locale) => {
    // Each slip names the catalog, the message and the form that gave it away.
    expect(findVoiceSlips(locale)).toEqual([])
  })

  it('tells the familiar form from words that only look like it', () => {
    expect(voiceSlipIn('es', 'Introduce tu nombre')).toBe('tú-form')
    expect(voiceSlipIn('es', 'Elige casa o negocio')).toBe('tú imperative')
    expect(voiceSlipIn('es', 'Mejor horario para llamarte')).toBe('tú-form')
    expect(voiceSlipIn('es', 'Ingrese su nombre')).toBeUndefined()
    expect(voiceSlipIn('es', 'Un especialista revisa sus ventanas')).toBeUndefined()
    expect(voiceSlipIn('es', 'Cuenta gratuita del estimador')).toBeUndefined()
    expect(voiceSlipIn('es', 'Prueba')).toBeUndefined()
    expect(voiceSlipIn('es', 'Escriba «Háblame de ti» en el chat')).toBeUndefined()

    expect(voiceSlipIn('fr', 'Entrez ton adresse')).toBe('tu-form')
    expect(voiceSlipIn('fr', 'Ton\u00a0: positif')).toBeUndefined()
    expect(voiceSlipIn('fr', 'Nous t’appelons demain')).toBe('tu-form')

    expect(voiceSlipIn('ru', 'Введите твой адрес')).toBe('ты-form')
    expect(voiceSlipIn('ru', 'ждёт Вашего подтверждения')).toMatch(/capital Вы/)
    expect(voiceSlipIn('ru', 'Ваш заказ оформлен')).toBeUndefined()
    expect(voiceSlipIn('ru', 'Мы свяжемся с Вами', 'documents.po')).toBeUndefined()

    expect(voiceSlipIn('zh', '未与你共享')).toMatch(/你/)
    expect(voiceSlipIn('zh', '你们提供 DIY 安装吗？')).toBeUndefined()
  })
})
