import { useLingui } from '@lingui/react/macro'
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from '../../../domain/i18n/locales.ts'
import { activateLocale } from '../i18n.ts'
import { useAuth } from '../session/auth-provider.tsx'
import { saveAccountLanguage } from '../session/save-account-language.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu.tsx'
import { LanguageButton, useCurrentLocale } from './language-button.tsx'

/**
 * The language menu; the choice applies at once and is remembered on this device, and, signed in,
 * becomes the account's (its mails follow it).
 */
export function LanguageMenu({
  className,
  defaultOpen = false,
}: {
  className?: string
  defaultOpen?: boolean
}) {
  const { t } = useLingui()
  const current = useCurrentLocale()
  const { user } = useAuth()
  const choose = (locale: Locale) => {
    void activateLocale(locale, { remember: true })
    if (user)
      saveAccountLanguage(locale).catch((error: unknown) => {
        console.warn('The account language was not saved', error)
      })
  }
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <LanguageButton className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t`Language`}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current} onValueChange={(value) => isLocale(value) && choose(value)}>
          {LOCALES.map((locale) => (
            <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
