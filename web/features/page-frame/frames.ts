import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * Pages whose capability arrives with a later issue. Each renders a real, translated frame
 * until then; docs/page-frames.md lists them with the issue that completes each.
 */
export interface Frame {
  title: MessageDescriptor
  description: MessageDescriptor
  related: { to: string; label: MessageDescriptor }[]
}

const toPortal = { to: '/internal', label: msg`Employee Home` }

export const FRAMES = {
  admin: {
    title: msg`Admin Dashboard`,
    description: msg`Users, roles, pricing sheet, catalog and system settings.`,
    related: [
      { to: '/admin/orders', label: msg`Orders` },
      toPortal,
      { to: '/reports', label: msg`Performance Reports` },
    ],
  },
  inventory: {
    title: msg`Inventory Manager`,
    description: msg`Film rolls per hub: receive, count, transfer and cut, with a full audit log.`,
    related: [
      { to: '/calendar', label: msg`Team Calendar` },
      { to: '/reports', label: msg`Performance Reports` },
    ],
  },
} satisfies Record<string, Frame>

export type FrameId = keyof typeof FRAMES
