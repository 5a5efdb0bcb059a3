import { useLingui } from '@lingui/react/macro'
import { Menu } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import type { NavItem } from './navigation.ts'

const loadSheet = () =>
  import('./mobile-menu-sheet.tsx').then((module) => ({ default: module.MobileMenuSheet }))
const MobileMenuSheet = lazy(loadSheet)

/** The side menu used under 768 px; its panel loads on first use. */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t`Open menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadSheet()}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        <Menu className="size-6!" aria-hidden />
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuSheet items={items} open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  )
}
