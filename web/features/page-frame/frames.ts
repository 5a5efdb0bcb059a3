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

/** Empty since issue 8 built the last framed page (/inventory); kept for the pages of later issues. */
export const FRAMES: Readonly<Record<string, Frame>> = {}

export type FrameId = string
