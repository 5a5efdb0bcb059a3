import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { ChevronDown } from 'lucide-react'

export interface FaqEntry {
  /** Anchor, so other pages can link to one answer (/faq#curing). */
  id: string
  question: MessageDescriptor
  /** One descriptor per paragraph. */
  answer: MessageDescriptor[]
}

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function FaqList({ items, openId }: { items: FaqEntry[]; openId?: string }) {
  const { i18n } = useLingui()
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => (
        <details key={item.id} id={item.id} open={item.id === openId} className="group scroll-mt-24">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 transition-colors hover:bg-slate-50 md:px-6 md:py-5 [&::-webkit-details-marker]:hidden">
            <span>{i18n._(item.question)}</span>
            <ChevronDown
              className="size-5 shrink-0 text-accent-600 transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <div className="flex flex-col gap-3 px-5 pb-5 leading-relaxed text-slate-600 md:px-6 md:pb-6">
            {item.answer.map((paragraph) => (
              <p key={paragraph.id}>{i18n._(paragraph)}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}
