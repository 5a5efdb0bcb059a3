import { signInThroughForm } from './auth-fixtures.ts'
import { expect, expectNoSeriousAxeViolations, test, toasts } from './fixtures.ts'

/*
 * the admin area: the dashboard and its section bar, users, system settings, the audit log,
 * and /membership as "System" for admins. The tests that change an account or the site notice run
 * on a server of their own, so the specs beside them see the demo data as seeded.
 */

test('an admin finds a user, changes their type, and the audit log shows the change', async ({
  demoServer,
  signedInPage,
}) => {
  const { context, page } = await signedInPage('admin', '/admin', { baseURL: demoServer.url })
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  const sections = page.getByRole('navigation', { name: 'Admin sections' })
  for (const name of [
    'Users',
    'Pricing sheet',
    'Shipping',
    'Catalog',
    'Tax rates',
    'Orders',
    'Homeowner requests',
    'Support requests',
    'System settings',
    'Audit log',
  ]) {
    await expect(sections.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: /Orders to handle/ })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await sections.getByRole('link', { name: 'Users', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
  await page.getByLabel('Username or email').fill('member')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/q=member/)
  const card = page.getByRole('article', { name: 'member', exact: true })
  await expect(card.getByRole('list', { name: 'Status' }).getByText('Member', { exact: true })).toBeVisible()
  await card.getByRole('button', { name: 'Manage' }).click()
  await card.getByLabel('Account type').selectOption({ label: 'Supplier' })
  await card.getByRole('button', { name: 'Save changes' }).click()
  await expect(toasts(page).getByText('member: changes saved')).toBeVisible()
  await expect(
    card.getByRole('list', { name: 'Status' }).getByText('Supplier', { exact: true }),
  ).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await sections.getByRole('link', { name: 'Audit log' }).click()
  await page.getByLabel('Action').selectOption('user.type')
  const entry = page.getByRole('listitem').filter({ hasText: 'user.type · member' })
  await expect(entry).toContainText('by admin')
  await expect(entry).toContainText(/Before\s*regular/)
  await expect(entry).toContainText(/After\s*supplier/)
  await expectNoSeriousAxeViolations(page)
  await context.close()
})

test('a disabled account is signed out at once and told why it cannot sign in', async ({
  demoServer,
  signedInPage,
}) => {
  const options = { baseURL: demoServer.url }
  const installer = await signedInPage('installer', '/job-board', options)
  await expect(installer.page).toHaveURL(/\/job-board/)

  const { context, page } = await signedInPage('admin', '/admin/users?q=installer', options)
  const card = page.getByRole('article', { name: 'installer', exact: true })
  await card.getByRole('button', { name: 'Manage' }).click()
  await card.getByRole('button', { name: 'Disable account' }).click()
  await expect(
    card.getByRole('list', { name: 'Status' }).getByText('Disabled', { exact: true }),
  ).toBeVisible()

  await installer.page.goto('/job-board')
  await expect(installer.page).toHaveURL(/\/team-login/)
  await signInThroughForm(installer.page, 'installer')
  await expect(
    toasts(installer.page).getByText('This account has been disabled. Please contact support.'),
  ).toBeVisible()

  // Enabled again, the same password works.
  await card.getByRole('button', { name: 'Enable account' }).click()
  await expect(card.getByRole('list', { name: 'Status' }).getByText('Disabled', { exact: true })).toBeHidden()
  await signInThroughForm(installer.page, 'installer')
  await expect(installer.page).not.toHaveURL(/\/team-login/)
  await installer.context.close()

  // An admin's own card offers no way to lock themselves out.
  await page.goto('/admin/users?q=admin')
  const own = page.getByRole('article', { name: 'admin', exact: true })
  await own.getByRole('button', { name: 'Manage' }).click()
  await expect(own.getByRole('checkbox', { name: 'Administrator' })).toBeDisabled()
  await expect(own.getByRole('button', { name: 'Disable account' })).toHaveCount(0)
  await context.close()
})

test('system settings: the notice and support line show to every visitor', async ({
  demoServer,
  signedInPage,
  newContext,
}) => {
  const { context, page } = await signedInPage('admin', '/admin/system', { baseURL: demoServer.url })
  await page.getByLabel('Support phone').fill('12')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Enter a phone number of 10 digits (US)').first()).toBeVisible()
  await page.getByLabel('Support phone').fill('(407) 555-0199')
  await page.getByLabel('Notice text').fill('Hurricane season: installations may move')
  await page.getByLabel('Style').selectOption({ label: 'Warning (amber)' })
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(toasts(page).getByText('System settings saved')).toBeVisible()
  const notice = page.getByRole('complementary', { name: 'Notice' })
  await expect(notice).toHaveText('Hurricane season: installations may move')
  await expectNoSeriousAxeViolations(page)
  // Every page shows it, without a reload.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Audit log' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  await expect(notice).toHaveText('Hurricane season: installations may move')
  await context.close()

  const visitor = await newContext({ baseURL: demoServer.url })
  const publicPage = await visitor.newPage()
  await publicPage.goto('/contact')
  // A cold first load (no cache, no service worker) can take well over 10 s on a busy 2-core machine.
  await expect(publicPage.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(publicPage.getByRole('complementary', { name: 'Notice' })).toHaveText(
    'Hurricane season: installations may move',
  )
  await expect(
    publicPage.getByRole('contentinfo').getByRole('link', { name: '(407) 555-0199' }),
  ).toHaveAttribute('href', 'tel:+14075550199')
  await expect(publicPage.getByRole('main').getByRole('link', { name: '(407) 555-0199' })).toBeVisible()
  await visitor.close()
})

test('/membership is "System" for an admin, member settings for others; /admin is for admins only', async ({
  signedInPage,
}) => {
  const admin = await signedInPage('admin', '/membership')
  await expect(admin.page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible()
  await expect(admin.page.getByRole('link', { name: /Audit log/ })).toBeVisible()
  await admin.context.close()

  const lead = await signedInPage('teamlead', '/membership')
  await expect(lead.page.getByRole('heading', { level: 1, name: 'Member Settings' })).toBeVisible()
  await expect(lead.page.getByRole('link', { name: /Audit log/ })).toHaveCount(0)
  for (const path of ['/admin', '/admin/users', '/admin/audit']) {
    await lead.page.goto(path)
    await expect(lead.page.getByRole('heading', { name: 'Administrator Access Only' })).toBeVisible()
  }
  await lead.context.close()
})
