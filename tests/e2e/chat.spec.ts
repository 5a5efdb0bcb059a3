import AxeBuilder from '@axe-core/playwright'
import type { Page, Route } from '@playwright/test'
import { expect, offlineTest, test, toasts, waitForServiceWorkerControl, watchConsole } from './fixtures.ts'
import { goOffline, offlineNoise } from './network.ts'

/*
 * The floating chat assistant. The server's answers are replaced
 * with `page.route` where the test is about the widget (timing, failures); the offline test uses the
 * answers the browser computes itself.
 */

const ERROR_TEXT = 'Sorry, I encountered an error. Please try again later.'
const FIRST_ACTIONS = [
  'Tell me about window film types',
  'How much does window film cost?',
  'Do you offer DIY installation?',
  'Help me create an estimate',
]

const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with our assistant' })
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat assistant' })
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Your message' })
const conversation = (page: Page) => panel(page).getByRole('list', { name: 'Conversation' })

async function openChat(page: Page) {
  await launcher(page).click()
  // The first opening downloads the panel: slow on a busy two-core machine.
  await expect(panel(page)).toBeVisible()
}

/** The home page installed, then the network cut, then the chat opened: only the device answers. */
async function openChatOffline(page: Page) {
  await page.goto('/')
  await waitForServiceWorkerControl(page)
  await goOffline(page)
  await openChat(page)
}

interface Reply {
  message: string
  suggestedActions: string[]
  sentiment: 'positive' | 'negative' | 'neutral'
  confidence: number
  links: { label: string; to: string }[]
  locale: 'en' | 'es' | 'fr' | 'ru' | 'zh'
  handoff: boolean
}

const reply = (overrides: Partial<Reply> = {}): Reply => ({
  message: 'Security film holds shattered glass together.',
  suggestedActions: ['Show me security film'],
  sentiment: 'neutral',
  confidence: 0.9,
  links: [],
  locale: 'en',
  handoff: false,
  ...overrides,
})

/**
 * Answers POST /api/chat with `answer`, recording the questions asked. With `held`, each answer waits
 * until the test calls `release()`: a reply is awaited for as long as the test needs.
 */
async function fakeAssistant(page: Page, answer: (route: Route) => Promise<void>, { held = false } = {}) {
  const asked: unknown[] = []
  let release = () => {}
  await page.route('**/api/chat', async (route) => {
    asked.push(route.request().postDataJSON())
    if (held) await new Promise<void>((resolve) => (release = resolve))
    await answer(route)
  })
  return { asked, release: () => release() }
}
const fulfil = (body: Reply) => (route: Route) => route.fulfill({ json: body })

test('the assistant is on every page except the team sign-in', async ({ page }) => {
  await page.goto('/')
  await expect(launcher(page)).toBeVisible()
  await page.goto('/shop')
  await expect(launcher(page)).toBeVisible()
  await page.goto('/team-login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(launcher(page)).toHaveCount(0)
})

test('the first opening greets, offers four first questions and puts the cursor in the input', async ({
  page,
}) => {
  const errors = watchConsole(page)
  await page.goto('/')
  await openChat(page)
  await expect(conversation(page)).toContainText("Hello! I'm the Southern Shield assistant.")
  const suggestions = panel(page).getByRole('list', { name: 'Suggestions' }).getByRole('button')
  await expect(suggestions).toHaveText(FIRST_ACTIONS)
  await expect(input(page)).toBeFocused()
  const box = await conversation(page).boundingBox()
  expect(box?.height).toBe(350)
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  expect(errors).toEqual([])
})

test('while a reply is awaited it says Thinking... and the input is disabled; the reply shows its suggestions and links', async ({
  page,
}) => {
  const { asked, release } = await fakeAssistant(
    page,
    fulfil(
      reply({ sentiment: 'positive', links: [{ label: 'Browse security film', to: '/shop?q=security' }] }),
    ),
    { held: true },
  )
  await page.goto('/')
  await openChat(page)
  await input(page).fill('I love your security film')
  await input(page).press('Enter')

  await expect(conversation(page).getByText('Thinking...')).toBeVisible()
  await expect(input(page)).toBeDisabled()
  await expect(input(page)).toHaveValue('')
  await expect(conversation(page)).toContainText('I love your security film')
  await expect(panel(page).getByRole('button', { name: 'Send' })).toBeDisabled()

  await expect.poll(() => asked.length).toBe(1)
  release()
  await expect(conversation(page)).toContainText('Security film holds shattered glass together.')
  await expect(conversation(page).getByText('Thinking...')).toHaveCount(0)
  await expect(input(page)).toBeEnabled()
  await expect(input(page)).toBeFocused()
  expect(asked).toEqual([{ message: 'I love your security film', locale: 'en' }])
  // The sentiment is said in words too, not only by the border's colour.
  await expect(conversation(page).getByText('Tone: positive')).toBeAttached()
  // The reply is read out by screen readers.
  await expect(panel(page).getByRole('status')).toHaveText('Security film holds shattered glass together.')

  // A suggested action is a button that sends its text.
  await panel(page).getByRole('button', { name: 'Show me security film' }).click()
  await expect.poll(() => asked.at(-1)).toEqual({ message: 'Show me security film', locale: 'en' })
  release()

  // A link goes to the page inside the app, closing the panel.
  await expect(input(page)).toBeEnabled()
  await conversation(page).getByRole('link', { name: 'Browse security film' }).last().click()
  await expect(page).toHaveURL(/\/shop\?q=security$/)
  await expect(panel(page)).toHaveCount(0)
})

test('the server answers online, in the conversation and out loud', async ({ page }) => {
  await page.goto('/')
  await openChat(page)
  await panel(page).getByRole('button', { name: 'Do you offer DIY installation?' }).click()
  const answer = conversation(page).getByRole('listitem').filter({ hasText: 'Assistant said:' })
  await expect(answer).toHaveCount(1)
  await expect(answer).toContainText(/DIY/i)
  await expect(answer).not.toContainText(ERROR_TEXT)
  await expect(answer).not.toContainText('Offline answer')
  await expect(panel(page).getByRole('status')).toContainText(/DIY/i)
})

test('a question in Spanish on the English page is answered in Spanish, with the offer to switch the page', async ({
  page,
}) => {
  await page.goto('/')
  await openChat(page)
  await input(page).fill('¿Cuánto tarda el envío a Georgia?')
  await input(page).press('Enter')
  const answer = conversation(page).getByRole('listitem').filter({ hasText: 'Assistant said:' })
  await expect(answer).toContainText('días hábiles')
  await expect(answer.locator('p[lang="es"]')).toHaveCount(1)
  // The panel stays in English until the customer takes the offer.
  await expect(panel(page).getByRole('heading', { name: 'Chat assistant' })).toBeVisible()
  await panel(page).getByRole('button', { name: 'Switch the page to Español' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const spanishPanel = page.getByRole('dialog', { name: 'Asistente de chat' })
  await expect(spanishPanel).toBeVisible()
  await expect(spanishPanel).toContainText('días hábiles')
  // The answer is now in the page's language: nothing more to offer.
  await expect(spanishPanel.getByRole('button', { name: /Cambiar la página/ })).toHaveCount(0)
})

test("an upset customer's answer is shown calmly, in a neutral bubble with no frown", async ({ page }) => {
  await fakeAssistant(
    page,
    fulfil(
      reply({
        message: 'I am sorry about the trouble. Use "Talk to a person" and someone gets back to you.',
        sentiment: 'negative',
        handoff: true,
      }),
    ),
  )
  await page.goto('/')
  await openChat(page)
  await input(page).fill('Still nothing after three weeks, this is ridiculous!!')
  await input(page).press('Enter')
  const answer = conversation(page).getByRole('listitem').filter({ hasText: 'Assistant said:' })
  await expect(answer).toContainText('I am sorry about the trouble.')
  const greeting = conversation(page).getByRole('listitem').first().locator('div').first()
  const border = (locator: typeof greeting) => locator.evaluate((el) => getComputedStyle(el).borderColor)
  expect(await border(answer.locator('div').first())).toBe(await border(greeting))
  await expect(answer.getByText('Tone: negative')).toHaveCount(0)
  await expect(answer.locator('svg.lucide-frown')).toHaveCount(0)
})

test('a first suggestion sends its text', async ({ page }) => {
  const { asked } = await fakeAssistant(page, fulfil(reply()))
  await page.goto('/')
  await openChat(page)
  await panel(page).getByRole('button', { name: 'Do you offer DIY installation?' }).click()
  await expect(conversation(page)).toContainText('Security film holds shattered glass together.')
  expect(asked).toEqual([{ message: 'Do you offer DIY installation?', locale: 'en' }])
  // The first questions give way to the reply's own suggestions.
  await expect(panel(page).getByRole('button', { name: 'Help me create an estimate' })).toHaveCount(0)
})

test('Enter sends, Shift+Enter starts a new line, and a blank message is not sent', async ({ page }) => {
  const { asked } = await fakeAssistant(page, fulfil(reply()))
  await page.goto('/')
  await openChat(page)

  await input(page).fill('   ')
  await input(page).press('Enter')
  await input(page).press('Shift+Enter')
  await input(page).press('Enter')
  await expect(panel(page).getByRole('button', { name: 'Send' })).toBeDisabled()
  await page.waitForTimeout(300)
  expect(asked).toEqual([])
  await expect(conversation(page).getByText('Thinking...')).toHaveCount(0)

  await input(page).fill('')
  await input(page).pressSequentially('3 windows')
  await input(page).press('Shift+Enter')
  await input(page).pressSequentially('36 by 48')
  await expect(input(page)).toHaveValue('3 windows\n36 by 48')
  expect(asked).toEqual([])

  await input(page).press('Enter')
  await expect(conversation(page)).toContainText('Security film holds shattered glass together.')
  expect(asked).toEqual([{ message: '3 windows\n36 by 48', locale: 'en' }])
})

test('a server error or an unreachable server while online gets the apology', async ({ page }) => {
  await fakeAssistant(page, (route) => route.fulfill({ status: 500, json: { message: 'boom' } }))
  await page.goto('/')
  await openChat(page)
  await input(page).fill('How much does window film cost?')
  await input(page).press('Enter')
  await expect(conversation(page).getByText(ERROR_TEXT, { exact: true })).toHaveCount(1)

  await page.unroute('**/api/chat')
  await fakeAssistant(page, (route) => route.abort('connectionrefused'))
  await input(page).fill('Hello?')
  await input(page).press('Enter')
  await expect(conversation(page).getByText(ERROR_TEXT, { exact: true })).toHaveCount(2)
  await expect(conversation(page).getByText('Offline answer')).toHaveCount(0)
})

offlineTest(
  'with the network cut the browser prices a described job itself; its link opens the estimator with those windows',
  async ({ page }) => {
    const errors = watchConsole(page)
    await openChatOffline(page)
    await input(page).fill('How much for 3 windows 36 by 48 with security film?')
    await input(page).press('Enter')
    const answer = conversation(page).getByRole('listitem').filter({ hasText: 'Offline answer' })
    // The answers download and index their knowledge base first: slow on a busy two-core machine.
    await expect(answer).toHaveCount(1)
    // A price range computed on the device, e.g. "$310 to $420".
    await expect(answer).toContainText(/\$\d/)
    await expect(conversation(page)).not.toContainText(ERROR_TEXT)

    await answer.getByRole('link', { name: 'Start an estimate' }).click()
    await expect(toasts(page).getByText('Added 3 windows from the assistant')).toBeVisible()
    // Taken out of the address, so a reload does not add them twice.
    await expect(page).toHaveURL(/\/enhanced-estimator$/)
    const window = page.getByRole('group', { name: 'Window 1' })
    await expect(window.getByLabel('Width', { exact: true })).toHaveValue('36″')
    await expect(window.getByLabel('Height', { exact: true })).toHaveValue('48″')
    await expect(window.getByLabel('Quantity', { exact: true })).toHaveValue('3')
    await expect(window.getByLabel('Film type')).toHaveValue('security')
    await page.reload()
    await expect(page.getByRole('group', { name: 'Window 1' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Window 2' })).toHaveCount(0)
    expect(errors.filter((error) => !offlineNoise(error))).toEqual([])
  },
)

offlineTest(
  "with the network cut the browser answers a product's roll prices and whether a city is served",
  async ({ page }) => {
    const errors = watchConsole(page)
    await openChatOffline(page)
    await input(page).fill('How much is Shield Clear 8 per roll?')
    await input(page).press('Enter')
    const answers = conversation(page).getByRole('listitem').filter({ hasText: 'Offline answer' })
    await expect(answers).toHaveCount(1)
    await expect(answers.first()).toContainText(/^Assistant said: Shield Clear 8 is a security film/)
    await expect(answers.first()).toContainText(/60″ wide \$\d/)
    await input(page).fill('Do you install in Macon, GA?')
    await input(page).press('Enter')
    await expect(answers).toHaveCount(2)
    await expect(answers.last()).toContainText('Yes, Macon, GA is in our area: the Atlanta hub')
    expect(errors.filter((error) => !offlineNoise(error))).toEqual([])
  },
)

test('the conversation survives a reload', async ({ page }) => {
  await fakeAssistant(page, fulfil(reply({ message: 'Ceramic film rejects heat without darkening.' })))
  await page.goto('/')
  await openChat(page)
  await input(page).fill('Which film keeps heat out?')
  await input(page).press('Enter')
  await expect(conversation(page)).toContainText('Ceramic film rejects heat without darkening.')

  await page.reload()
  await openChat(page)
  await expect(conversation(page)).toContainText('Which film keeps heat out?')
  await expect(conversation(page)).toContainText('Ceramic film rejects heat without darkening.')
  await expect(panel(page).getByRole('button', { name: 'Tell me about window film types' })).toHaveCount(0)

  // A new conversation starts from the greeting again.
  await panel(page).getByRole('button', { name: 'Start a new conversation' }).click()
  await expect(conversation(page)).not.toContainText('Which film keeps heat out?')
  await expect(panel(page).getByRole('button', { name: 'Tell me about window film types' })).toBeVisible()
})

test('focus stays in the open panel; Escape closes it and focus returns to the launcher', async ({
  page,
}) => {
  await page.goto('/')
  // The page arrives prerendered; the launcher works (and can take focus) once the app has started.
  await expect(launcher(page)).toBeEnabled()
  await launcher(page).focus()
  await page.keyboard.press('Enter')
  await expect(input(page)).toBeFocused()
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await panel(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(panel(page)).toHaveCount(0)
  await expect(launcher(page)).toBeFocused()
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false')
})
