import { Link, useRouterState } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import { useLayoutEffect, useRef } from 'react'

export interface NavSection {
  to: string
  label: string
  icon: LucideIcon
  /** Marked only on this very path, not on the paths below it (an area's overview). */
  exact?: boolean
}

/**
 * The bar of an area's sections under the header (the admin area, the team tools): every section one
 * tap away on every page of the area, the current one marked.
 */
export function SectionNav({ label, sections }: { label: string; sections: readonly NavSection[] }) {
  const listRef = useRef<HTMLUListElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // On a phone the bar scrolls sideways and the later sections start out of view: the current one is
  // brought into the bar, so the page always shows where the person is.
  useLayoutEffect(() => {
    const list = listRef.current
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !current) return
    const bar = list.getBoundingClientRect()
    const item = current.getBoundingClientRect()
    const margin = 8
    if (item.right > bar.right) list.scrollLeft += item.right - bar.right + margin
    else if (item.left < bar.left) list.scrollLeft -= bar.left - item.left + margin
  }, [pathname])
  return (
    <nav aria-label={label} className="border-b border-slate-200 bg-white print:hidden">
      <ul
        ref={listRef}
        className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 py-2 sm:px-4 xl:flex-wrap"
      >
        {sections.map(({ to, label: text, icon: Icon, exact = false }) => (
          <li key={to} className="shrink-0">
            <Link
              // The areas' paths are checked where their lists are written.
              to={to as '/'}
              activeOptions={{ exact, includeSearch: false }}
              className="flex min-h-11 items-center gap-2 rounded-md px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              activeProps={{ className: 'bg-brand-50 text-brand-800 font-semibold', 'aria-current': 'page' }}
            >
              <Icon aria-hidden className="size-4" />
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
