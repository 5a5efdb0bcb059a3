import { createHash, randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import type { CalendarEvent } from '../../domain/calendar/event.ts'
import { signoffHash, type InstallDay } from '../../domain/quotes/install-day.ts'
import { changeOrderHash } from '../../domain/quotes/invoice.ts'
import { syncPaths } from '../../sync/protocol.ts'
import type { TestClient } from './client.ts'

/*
 * What the install-day tests share: the events' sync endpoints as a crew's phone uses them, a photo,
 * and a day the crew recorded and the customer signed off.
 */

export const eventPaths = { ...syncPaths('events'), pull: syncPaths('events').pull(null, 1000) }

/** A photo as a phone stores it: PNG bytes, named by their SHA-256. */
export function photo(): { id: string; bytes: Buffer } {
  const bytes = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(200)])
  return { id: createHash('sha256').update(bytes).digest('hex'), bytes }
}

export async function upload(client: TestClient, { id, bytes }: { id: string; bytes: Buffer }) {
  const res = await client.post(eventPaths.attachments, {
    id,
    mime: 'image/png',
    data: bytes.toString('base64'),
  })
  expect(res.status, await res.clone().text()).toBe(200)
}

export async function pullEvent(client: TestClient, id: string): Promise<CalendarEvent> {
  const pulled = (await (await client.get(eventPaths.pull)).json()) as { documents: CalendarEvent[] }
  return pulled.documents.find((doc) => doc.id === id)!
}

export async function pushEvent(client: TestClient, assumed: CalendarEvent, next: CalendarEvent) {
  const res = await client.post(eventPaths.push, [
    { assumedMasterState: assumed, newDocumentState: { ...next, confirmed: false } },
  ])
  expect(res.status, await res.clone().text()).toBe(200)
}

/**
 * The day as the crew recorded it (2 ft more film than planned, `crewHours`, a change order of
 * `changeOrderCents` when not 0) and the customer signed it off.
 */
export function signedDay(
  day: InstallDay,
  photos: { before: string; after: string; signature: string },
  { crewHours = 6.5, changeOrderCents = 12_000 }: { crewHours?: number; changeOrderCents?: number } = {},
): InstallDay {
  const order = { id: 'co-1', description: 'Film on the garage door window', amountCents: changeOrderCents }
  const recorded: InstallDay = {
    ...day,
    beforePhotoIds: [photos.before],
    afterPhotoIds: [photos.after],
    checklist: ['existingDamageShown', 'glassCleaned', 'filmApplied', 'edgesSealed', 'bubblesChecked'],
    cuts: day.film.map(({ sku, feet }) => ({ sku, feet: Math.round((feet + 2) * 10) / 10 })),
    crewHours,
    changeOrders:
      changeOrderCents === 0
        ? []
        : [
            {
              ...order,
              name: 'Dana Whitfield',
              signatureId: photos.signature,
              signedAt: '2025-06-04T15:00:00.000Z',
              hash: changeOrderHash(day.quoteHash, order),
            },
          ],
  }
  return {
    ...recorded,
    signoff: {
      name: 'Dana Whitfield',
      signatureId: photos.signature,
      signedAt: '2025-06-04T18:00:00.000Z',
      hash: signoffHash(recorded),
    },
  }
}

/** The crew on `client`'s phone records the installation of quote `quoteId` and the customer signs it off. */
export async function signOffInstallation(
  client: TestClient,
  quoteId: string,
  options: Parameters<typeof signedDay>[2] = {},
): Promise<void> {
  const signature = photo()
  await upload(client, signature)
  const event = await pullEvent(client, `inst-${quoteId}`)
  const day = signedDay(
    event.installDay!,
    { before: signature.id, after: signature.id, signature: signature.id },
    options,
  )
  await pushEvent(client, event, { ...event, status: 'completed', installDay: day })
}
