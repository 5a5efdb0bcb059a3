import { lazy, Suspense, useState } from 'react'
import { LanguageButton } from './language-button.tsx'

const loadMenu = () => import('./language-menu.tsx').then((module) => ({ default: module.LanguageMenu }))
const LanguageMenu = lazy(loadMenu)

/**
 * The header's language button. The dropdown behind it loads on first use (or as the pointer or
 * focus arrives), keeping the menu machinery out of the first download.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const [requested, setRequested] = useState(false)
  const trigger = (
    <LanguageButton
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setRequested(true)}
    />
  )
  if (!requested) return trigger
  return (
    <Suspense fallback={trigger}>
      <LanguageMenu className={className} defaultOpen />
    </Suspense>
  )
}
