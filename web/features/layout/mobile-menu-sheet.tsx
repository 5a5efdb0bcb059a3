import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LogIn } from 'lucide-react'
import type { RefObject } from 'react'
import { Button } from '../../ui/button.tsx'
import { Logo } from '../../ui/logo.tsx'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../ui/sheet.tsx'
import { LanguageMenu } from './language-menu.tsx'
import type { NavItem } from './navigation.ts'

export function MobileMenuSheet({
  items,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  items: NavItem[]
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLButtonElement | null>
}) {
  const { i18n, t } = useLingui()
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="w-[85%] gap-6 pt-5"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <SheetTitle className="pr-16">
          <Logo size="sm" />
        </SheetTitle>
        <SheetDescription className="sr-only">
          <Trans>Site navigation</Trans>
        </SheetDescription>
        <nav aria-label={t`Main`} className="flex flex-col gap-1">
          {items.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              onClick={close}
              activeOptions={{ exact: true }}
              className="rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 data-[status=active]:bg-brand-50 data-[status=active]:text-brand-800"
            >
              {i18n._(item.label)}
            </Link>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-3 border-t border-slate-200 pt-4">
          <LanguageMenu className="justify-start" />
          <Button asChild size="lg">
            <Link to="/team-login" onClick={close}>
              <LogIn aria-hidden />
              <Trans>Sign In</Trans>
            </Link>
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  )
}
