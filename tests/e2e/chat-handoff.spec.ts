import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, expectNoSeriousAxeViolations, mailedTo, SYNC_WAIT, test, watchConsole } from './fixtures.ts'
import { goOffline, goOnline, offlineNoise } from './network.ts'
import { readEml } from './mail.ts'

/*
 * "Talk to a person" from the chat assistant: a visitor hands the conversation to the team, is told
 * when to expect an answer, and the team reads it in the admin area and marks it answered.
 */

/** Where the team's mail goes when the server has no TEAM_EMAIL: the support address of the system settings. */
const TEAM_INBOX = 'hello@southernshieldfilm.com'
const PROMISE = 'Thank you. A person from our team will answer within 1–2 business days.'

const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with our assistant' })
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat assistant' })
const handoffForm = (page: Page) => panel(page).getByRole('region', { name: 'Talk to a person' })

/** The text of the team's mail that names `reference`, once the server has written it. */
function teamMailAbout(dataDir: string, reference: string): string | undefined {
  const dir = join(dataDir, 'mail')
  // No mail at all yet on this worker's server: the folder comes with the first one.
  if (!existsSync(dir)) return undefined
  return readdirSync(dir)
    .filter((name) => name.endsWith(`-support-request-team-${TEAM_INBOX}.eml`))
    .map((name) => readEml(join(dir, name)).text)
    .find((text) => text.includes(reference))
}

async function axeOnDialog(page: Page) {
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
}

test('a visitor hands the chat to a person, is told when to expect an answer, and an admin marks it answered', async ({
  page,
  signedInPage,
  workerServer,
}) => {
  const errors = watchConsole(page)
  const email = `handoff-${Date.now()}@example.com`
  await page.goto('/shop')
  // The page arrives prerendered; the launcher works once the app has started.
  await expect(launcher(page)).toBeEnabled()
  await launcher(page).click()
  await expect(panel(page)).toBeVisible()

  // A question, answered by the server's assistant.
  await panel(page).getByRole('button', { name: 'Do you offer DIY installation?' }).click()
  const answer = panel(page).getByRole('listitem').filter({ hasText: 'Assistant said:' })
  await expect(answer).toHaveCount(1)

  // "Talk to a person" is in the panel; the form opens in its place with the cursor in the name.
  const talk = panel(page).getByRole('button', { name: 'Talk to a person' })
  await talk.click()
  const form = handoffForm(page)
  await expect(form.getByRole('textbox', { name: 'Your name' })).toBeFocused()
  await expect(form).toContainText('Your conversation is attached (2 messages).')
  await expect(panel(page).getByRole('textbox', { name: 'Your message' })).toBeHidden()
  await axeOnDialog(page)

  // Back to the chat puts focus back on the button that opened the form.
  await form.getByRole('button', { name: 'Back to the chat' }).click()
  await expect(talk).toBeFocused()
  await page.keyboard.press('Enter')

  // Sent empty, it says what is missing and takes the reader to the first field to fix.
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByText('Please enter your name')).toBeVisible()
  await expect(form.getByText('Enter an email address or a phone number so we can reach you')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Your name' })).toBeFocused()
  await axeOnDialog(page)

  await form.getByRole('textbox', { name: 'Your name' }).fill('Pat Handoff')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('textbox', { name: 'Note (optional)' }).fill('Please call me about my patio door.')
  await form.getByRole('button', { name: 'Send' }).click()

  const thanks = panel(page).getByRole('heading', { name: PROMISE })
  await expect(thanks).toBeFocused()
  await expect(panel(page)).toContainText(`We also sent a confirmation to ${email}.`)
  const reference = (
    await panel(page)
      .getByText(/Your reference:/)
      .textContent()
  )?.match(/SR-[0-9A-F]{6}-[0-9A-F]{6}/)?.[0]
  expect(reference).toBeTruthy()
  await axeOnDialog(page)

  // The team is mailed the conversation; the visitor their reference.
  await expect.poll(() => teamMailAbout(workerServer.dataDir, reference!)).toBeTruthy()
  const mail = teamMailAbout(workerServer.dataDir, reference!)!
  expect(mail).toContain('Pat Handoff')
  expect(mail).toContain('Do you offer DIY installation?')
  expect(mail).toContain('Please call me about my patio door.')
  // Each mail is written after the answer, the customer's not necessarily before the team's.
  await expect.poll(() => mailedTo(workerServer, email)).toEqual(['support-request'])

  // Back in the panel, the conversation is as it was.
  await panel(page).getByRole('button', { name: 'Back to the chat' }).click()
  await expect(panel(page).getByRole('textbox', { name: 'Your message' })).toBeVisible()
  expect(errors).toEqual([])

  // An admin finds it in the admin area, reads the conversation and marks it answered.
  const admin = await signedInPage('admin', '/admin')
  await admin.page
    .getByRole('link', { name: /Support requests/ })
    .first()
    .click()
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Support requests' })).toBeVisible()
  const row = admin.page.getByRole('link', { name: `Request ${reference} from Pat Handoff` })
  await expect(row).toContainText('Open')
  await expectNoSeriousAxeViolations(admin.page)
  await row.click()

  await expect(admin.page.getByRole('heading', { level: 1, name: `Request ${reference}` })).toBeVisible()
  await expect(admin.page.getByRole('link', { name: email })).toBeVisible()
  await expect(admin.page.getByText('Please call me about my patio door.')).toBeVisible()
  await expect(admin.page.getByText('Answer in English')).toBeVisible()
  const transcript = admin.page.getByRole('list', { name: 'Conversation' }).getByRole('listitem')
  await expect(transcript).toHaveCount(2)
  await expect(transcript.first()).toContainText('Do you offer DIY installation?')
  await expect(transcript.last()).toContainText('Assistant')
  await expectNoSeriousAxeViolations(admin.page)

  await admin.page.getByLabel('Status').selectOption({ label: 'Answered' })
  await expect(admin.page.getByText(/^Changed .* by admin$/)).toBeVisible()

  // The list, filtered by status, shows it answered.
  await admin.page.getByRole('link', { name: 'All support requests' }).click()
  await admin.page.getByLabel('Status').selectOption({ label: 'Answered' })
  await expect(admin.page.getByRole('link', { name: `Request ${reference} from Pat Handoff` })).toContainText(
    'Answered',
  )
  await admin.page.getByLabel('Status').selectOption({ label: 'Open' })
  await expect(admin.page.getByRole('link', { name: `Request ${reference} from Pat Handoff` })).toHaveCount(0)

  // Team leads answer customers too: the team tools list it, answered.
  const lead = await signedInPage('teamlead', '/team-dashboard')
  await lead.page
    .getByRole('navigation', { name: 'Team tools' })
    .getByRole('link', { name: 'Support requests' })
    .click()
  // The dashboard has its own Status fields (estimate requests): the list must be on screen first.
  await expect(lead.page.getByRole('heading', { level: 1, name: 'Support requests' })).toBeVisible()
  await lead.page.getByLabel('Status').selectOption({ label: 'Answered' })
  await expect(lead.page.getByRole('link', { name: `Request ${reference} from Pat Handoff` })).toContainText(
    'Answered',
  )
})

test('without a network the request waits on the device, says so, and reaches the team when the network returns; going back to the chat keeps what was typed', async ({
  page,
  workerServer,
}) => {
  const errors = watchConsole(page)
  const email = `handoff-offline-${Date.now()}@example.com`
  await page.goto('/')
  await expect(launcher(page)).toBeEnabled()
  await launcher(page).click()
  await expect(panel(page)).toBeVisible()
  await panel(page).getByRole('button', { name: 'Talk to a person' }).click()
  const form = handoffForm(page)
  await expect(form.getByRole('textbox', { name: 'Your name' })).toBeFocused()

  // Back to the chat halfway through, and to the form again: what was typed is still there.
  await form.getByRole('textbox', { name: 'Your name' }).fill('Pat Offline')
  await form.getByRole('button', { name: 'Back to the chat' }).click()
  await panel(page).getByRole('button', { name: 'Talk to a person' }).click()
  await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Pat Offline')

  await goOffline(page)
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('button', { name: 'Send' }).click()

  await expect(panel(page).getByRole('heading', { name: PROMISE })).toBeFocused()
  await expect(panel(page)).toContainText('No network right now: your request is kept on this device')
  const reference = (
    await panel(page)
      .getByText(/Your reference:/)
      .textContent()
  )?.match(/SR-[0-9A-F]{6}-[0-9A-F]{6}/)?.[0]
  expect(reference).toBeTruthy()
  expect(teamMailAbout(workerServer.dataDir, reference!)).toBeUndefined()

  await goOnline(page)
  await expect(panel(page)).toContainText(`We also sent a confirmation to ${email}.`, SYNC_WAIT)
  await expect(panel(page)).not.toContainText('No network right now')
  await expect.poll(() => teamMailAbout(workerServer.dataDir, reference!)).toContain('Pat Offline')
  expect(errors.filter((error) => !offlineNoise(error))).toEqual([])
})

test('an answer that calls for a person offers one right under it, and the offer opens the form', async ({
  page,
}) => {
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      json: {
        message: 'I am sorry about the bubbles. A person from our team should look at this.',
        suggestedActions: [],
        sentiment: 'neutral',
        confidence: 0.4,
        links: [],
        locale: 'en',
        handoff: true,
      },
    }),
  )
  await page.goto('/')
  await expect(launcher(page)).toBeEnabled()
  await launcher(page).click()
  const input = panel(page).getByRole('textbox', { name: 'Your message' })
  await input.fill('My film is bubbling and nobody answers!')
  await input.press('Enter')
  const conversation = panel(page).getByRole('list', { name: 'Conversation' })
  const offer = conversation
    .getByRole('listitem')
    .filter({ hasText: 'A person from our team can answer this better.' })
  await expect(offer).toBeVisible()
  await offer.getByRole('button', { name: 'Talk to a person' }).click()
  await expect(handoffForm(page).getByRole('textbox', { name: 'Your name' })).toBeFocused()
  await expect(handoffForm(page)).toContainText('Your conversation is attached (2 messages).')
  await handoffForm(page).getByRole('button', { name: 'Back to the chat' }).click()
  await expect(offer.getByRole('button', { name: 'Talk to a person' })).toBeFocused()

  // Escape steps back one level: out of the form to the conversation, then out of the panel.
  await page.keyboard.press('Enter')
  await expect(handoffForm(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(handoffForm(page)).toHaveCount(0)
  await expect(panel(page)).toBeVisible()
  await expect(offer.getByRole('button', { name: 'Talk to a person' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel(page)).toHaveCount(0)
})
