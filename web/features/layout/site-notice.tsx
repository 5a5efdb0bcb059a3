import { useLingui } from '@lingui/react/macro'
import { Info, TriangleAlert } from 'lucide-react'
import { useSystemSettings } from '../../app/system-settings.ts'

/** The admins' site-wide notice under the header (/admin/system), shown as written; nothing when empty. */
export function SiteNotice() {
  const { t } = useLingui()
  const { notice } = useSystemSettings()
  if (!notice.text) return null
  const warning = notice.tone === 'warning'
  const Icon = warning ? TriangleAlert : Info
  return (
    <aside
      aria-label={t`Notice`}
      className={
        warning
          ? 'border-b border-amber-300 bg-amber-50 text-amber-950 print:hidden'
          : 'border-b border-sky-200 bg-sky-50 text-sky-950 print:hidden'
      }
    >
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2.5 text-sm font-medium sm:px-6">
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{notice.text}</span>
      </p>
    </aside>
  )
}
