import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { formatLocale } from '../../../domain/i18n/locales.ts'

/** Dates of the installers' pages in the reader's locale (and the device's time zone). */
export function useInstallerFormats() {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(formatLocale(locale), { dateStyle: 'medium' })
    const month = new Intl.DateTimeFormat(formatLocale(locale), { month: 'long', year: 'numeric' })
    return {
      /** "Mar 4, 2025" */
      date: (iso: string) => day.format(new Date(iso)),
      /** "March 2025" */
      month: (iso: string) => month.format(new Date(iso)),
    }
  }, [locale])
}
