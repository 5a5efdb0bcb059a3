import { useLingui } from '@lingui/react/macro'
import { Globe } from 'lucide-react'
import { LOCALE_NAMES, isLocale, type Locale } from '../../../domain/i18n/locales.ts'
import { Button, type ButtonProps } from '../../ui/button.tsx'

export function useCurrentLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : 'en'
}

/** The globe button that names the current language. */
export function LanguageButton(props: ButtonProps) {
  const { t } = useLingui()
  const current = useCurrentLocale()
  return (
    <Button variant="ghost" size="sm" aria-label={t`Language: ${LOCALE_NAMES[current]}`} {...props}>
      <Globe aria-hidden />
      <span>{LOCALE_NAMES[current]}</span>
    </Button>
  )
}
