import { expect, expectNoSeriousAxeViolations, offlineTest, test, toasts } from './fixtures.ts'
import { signInThroughForm, type DemoRole } from './auth-fixtures.ts'

test.describe('sign-in redirects (the first rule that fits)', () => {
  // One account for each place a sign-in can land; which account lands where, rule by rule, is
  // proved on loginRedirectPath (domain/auth/roles.test.ts), homeowners, suppliers and members included.
  const cases: [DemoRole, string][] = [
    ['newlead', '/team-onboarding'],
    ['admin', '/admin'],
    ['teamlead', '/team-dashboard'],
    ['teammember', '/team-member-dashboard'],
    ['installer', '/estimator'],
  ]
  for (const [role, path] of cases) {
    test(`${role} lands on ${path} with a welcome`, async ({ page }) => {
      await signInThroughForm(page, role)
      await expect(page).toHaveURL(path)
      // The welcome shows with the page (its 5 s start then), which can take a while after the URL changed.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // One toast says both; checked at once, as the two lines show together.
      await expect(toasts(page)).toContainText(new RegExp(`Login successful\\s*Welcome back, ${role}!`))
    })
  }

  test('signing in by email, in any letter case, works too', async ({ page }) => {
    await signInThroughForm(page, 'Installer@Example.com')
    await expect(page).toHaveURL('/estimator')
  })

  test('a wrong password is refused without telling which field was wrong, and nothing is lost', async ({
    page,
  }) => {
    await signInThroughForm(page, 'homeowner', 'not-the-password')
    await expect(toasts(page)).toContainText('Login failed')
    await expect(toasts(page)).toContainText('Username or password is incorrect.')
    await expect(page).toHaveURL('/team-login')
    await expect(page.getByLabel('Username or email')).toHaveValue('homeowner')
  })

  test('empty fields are explained before anything is sent', async ({ page }) => {
    await page.goto('/team-login')
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page.getByText('Username or email is required')).toBeVisible()
    await expect(page.getByText('Password is required')).toBeVisible()
  })
})

test.describe('guards', () => {
  const memberPages = [
    '/estimator',
    '/members',
    '/profile',
    '/membership',
    '/team-onboarding',
    '/access-projects',
    '/precut-film-order',
  ]
  const rolePages = [
    '/job-board',
    '/job-board/3',
    '/post-job',
    '/my-projects',
    '/my-projects/9',
    '/team-dashboard',
    '/team-member-dashboard',
  ]

  test(`a visitor to any of ${[...memberPages, ...rolePages].join(', ')} is sent to /team-login`, async ({
    page,
  }) => {
    for (const path of [...memberPages, ...rolePages]) {
      await test.step(path, async () => {
        await page.goto(path)
        await expect(page).toHaveURL('/team-login')
      })
    }
  })

  test('a visitor to /admin is sent to /admin-login', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL('/admin-login')
  })

  test('"Verifying your login..." shows while the user loads', async ({ page }) => {
    await page.route('/api/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.goto('/estimator')
    await expect(page.getByText('Verifying your login...')).toBeVisible()
    await expect(page).toHaveURL('/team-login')
  })

  const restrictions: [DemoRole, string, string, string, string][] = [
    [
      'homeowner',
      '/job-board',
      'Access Restricted',
      'This area is only accessible to installer members and administrators.',
      'Go to Estimator',
    ],
    [
      'supplier',
      '/my-projects',
      'Access Restricted',
      'This area is only accessible to homeowner members and administrators.',
      'Go to Estimator',
    ],
    [
      'teammember',
      '/team-dashboard',
      'Access Restricted',
      'This area is only accessible to team leads and administrators.',
      'Return to Home',
    ],
    [
      'teamlead',
      '/team-member-dashboard',
      'Access Restricted',
      'This area is only accessible to team members and administrators.',
      'Return to Home',
    ],
    [
      'teamlead',
      '/admin',
      'Administrator Access Only',
      'This area is restricted to administrators only.',
      'Return to Home',
    ],
  ]
  for (const [role, path, title, text, button] of restrictions) {
    test(`${role} on ${path} sees the restriction screen`, async ({ signedInPage }) => {
      const { context, page } = await signedInPage(role, path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByText(text)).toBeVisible()
      await expect(page).toHaveURL(path)
      await page.getByRole('main').getByRole('link', { name: button }).click()
      await expect(page).toHaveURL(button === 'Go to Estimator' ? '/estimator' : '/')
      await context.close()
    })
  }

  test('an admin passes every guard', async ({ signedInPage }) => {
    const { context, page } = await signedInPage('admin', '/job-board')
    for (const path of [
      '/job-board',
      '/my-projects',
      '/team-dashboard',
      '/team-member-dashboard',
      '/admin',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText('Access Restricted')).toHaveCount(0)
    }
    await context.close()
  })
})

test.describe('admin login', () => {
  test('checks both fields, then reports wrong credentials in a destructive "Error" toast', async ({
    page,
  }) => {
    await page.goto('/admin-login')
    const submit = page.getByRole('button', { name: 'Login to Admin Panel' })
    await submit.click()
    await expect(page.getByText('Username or email is required')).toBeVisible()
    await expect(page.getByText('Password is required')).toBeVisible()

    await page.getByLabel('Username or email').fill('admin')
    await page.getByLabel('Password', { exact: true }).fill('wrong-password')
    await submit.click()
    await expect(toasts(page).getByText('Error', { exact: true })).toBeVisible()
    await expect(page).toHaveURL('/admin-login')
  })

  test('refuses a valid account that is not an administrator', async ({ page }) => {
    await page.goto('/admin-login')
    await page.getByLabel('Username or email').fill('teamlead')
    await page.getByLabel('Password', { exact: true }).fill('Demo-pass-2025')
    await page.getByRole('button', { name: 'Login to Admin Panel' }).click()
    await expect(toasts(page)).toContainText('Invalid admin credentials')
    expect((await page.request.get('/api/user')).status()).toBe(401)
  })

  test('an administrator gets through to /admin; a signed-in admin skips the form', async ({ page }) => {
    await page.goto('/admin-login')
    await expect(page.getByRole('link', { name: 'Back to main site' })).toHaveAttribute('href', '/')
    await page.getByLabel('Username or email').fill('admin')
    await page.getByLabel('Password', { exact: true }).fill('Demo-pass-2025')
    await page.getByRole('button', { name: 'Login to Admin Panel' }).click()
    await expect(page).toHaveURL('/admin')
    await expect(toasts(page)).toContainText('Admin Login Successful')
    await page.goto('/admin-login')
    await expect(page).toHaveURL('/admin')
  })
})

test.describe('navigation by role', () => {
  const rows: [DemoRole, string[], string][] = [
    ['admin', ['Admin Dashboard', 'Estimator', 'System'], 'Admin'],
    ['teamlead', ['Team Dashboard', 'Estimator', 'My Projects'], 'Team Lead'],
    ['teammember', ['Dashboard', 'Estimator'], 'Team Member'],
    ['installer', ['Job Board', 'My Projects', 'Estimator'], 'Installer'],
    ['homeowner', ['My Projects', 'Estimator', 'Post Project'], 'Homeowner'],
    ['supplier', ['My Projects', 'Estimator', 'Post Project'], 'Supplier'],
  ]
  for (const [role, items, label] of rows) {
    test(`${role}: header and user menu on desktop, and the side menu mirrors it on a phone`, async ({
      signedInPage,
    }) => {
      const { page } = await signedInPage(role, '/membership', { viewport: { width: 1440, height: 900 } })
      const banner = page.getByRole('banner')
      await expect(banner.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(items)
      await expect(banner.getByRole('link', { name: 'Southern Shield home' })).toHaveAttribute(
        'href',
        '/estimator',
      )
      await banner.getByRole('button', { name: `Account menu for ${role}` }).click()
      const menu = page.getByRole('menu')
      await expect(menu).toContainText(role)
      await expect(menu).toContainText(label)
      await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible()
      await expect(menu.getByRole('menuitem', { name: 'My orders' })).toBeVisible()
      await expect(menu.getByRole('menuitem', { name: 'Member Settings' })).toBeVisible()
      await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible()

      await page.setViewportSize({ width: 390, height: 844 })
      await page.reload()
      await page.getByRole('button', { name: 'Open menu' }).click()
      const sheet = page.getByRole('dialog')
      await expect(sheet.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(items)
      await expect(sheet.getByRole('navigation', { name: 'Account' })).toContainText(label)
      await expect(sheet.getByRole('link', { name: 'Sign Out' })).toBeVisible()
    })
  }
})

test.describe('sign out', () => {
  test('from the user menu: a message, then home, signed out', async ({ signedInPage }) => {
    const { context, page } = await signedInPage('installer', '/membership', {
      viewport: { width: 1440, height: 900 },
    })
    await page.getByRole('button', { name: 'Account menu for installer' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL('/')
    await expect(toasts(page)).toContainText('Logged out')
    await expect(toasts(page)).toContainText('You have been successfully logged out.')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
    expect((await page.request.get('/api/user')).status()).toBe(401)
    await context.close()
  })

  test('from the phone menu: it closes and signs out', async ({ signedInPage }) => {
    const { context, page } = await signedInPage('homeowner', '/membership', {
      viewport: { width: 390, height: 844 },
    })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Sign Out' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL('/')
    await expect(toasts(page)).toContainText('You have been successfully logged out.')
    await context.close()
  })
})

test('customers sign up on a page of their own, the kind of account chosen by the link they followed', async ({
  page,
}) => {
  // From the home page: the free account, for a homeowner unless they choose otherwise.
  await page.goto('/')
  await page.getByRole('link', { name: 'Create your free account' }).click()
  await expect(page).toHaveURL('/sign-up')
  await expect(page.getByRole('heading', { level: 1, name: 'Create your free account' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Homeowner' })).toBeChecked()
  await expect(page.getByRole('link', { name: 'Team sign-in' })).toHaveAttribute('href', '/team-login')
  await page.getByRole('link', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible()

  // The paid plan: an installer account, and the page says how the plan starts and what it costs.
  await page.goto('/pricing')
  await page.getByRole('link', { name: 'Start Professional' }).click()
  await expect(page.getByRole('radio', { name: 'Installer' })).toBeChecked()
  await expect(page.getByRole('note')).toContainText('Professional is $49.00 a month')

  // Staff keep their sign-in page, which points customers to theirs.
  await page.goto('/team-login')
  await expect(page.getByRole('heading', { level: 1, name: 'Team Sign In' })).toBeVisible()
  await page.getByRole('link', { name: 'Create your free account' }).click()
  await expect(page).toHaveURL('/sign-up')
})

test('registration creates the account, says so, and lands on the estimator', async ({ page }) => {
  const username = `new${Date.now().toString(36)}`
  await page.goto('/sign-up?kind=installer')
  await expect(page.getByRole('radio', { name: 'Installer' })).toBeChecked()
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Email').fill(`${username}@example.com`)
  await page.getByLabel('Password', { exact: true }).fill('a-long-password')
  await page.getByLabel('Confirm password').fill('a-long-passwort')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()

  await page.getByLabel('Confirm password').fill('a-long-password')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL('/estimator')
  await expect(toasts(page)).toContainText('Registration successful')
  await expect(
    page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link'),
  ).toHaveText(['Job Board', 'My Projects', 'Estimator'])
})

test('the profile saves company details and says so', async ({ signedInPage }) => {
  const { context, page } = await signedInPage('supplier', '/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Members Dashboard' })).toBeVisible()
  await page.getByLabel('Company name').fill('Peachtree Glass Supply')
  await page.getByLabel('Website').fill('not a url')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Enter a full web address starting with http:// or https://')).toBeVisible()
  await page.getByLabel('Website').fill('https://peachtree.example')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(toasts(page)).toContainText('Profile updated successfully')
  await page.reload()
  await expect(page.getByLabel('Company name')).toHaveValue('Peachtree Glass Supply')
  await context.close()
})

offlineTest(
  'a signed-in installer reloading with no signal keeps the signed-in view',
  async ({ signedInPage }) => {
    const { context, page } = await signedInPage('installer', '/membership')
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.reload()
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Member Settings' })).toBeVisible()
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link'),
    ).toHaveText(['Job Board', 'My Projects', 'Estimator'])
    await page.goto('/job-board')
    await expect(page.getByRole('heading', { level: 1, name: 'Job Board' })).toBeVisible()
    await context.setOffline(false)
    await context.close()
  },
)

test.describe('accessibility of signed-in pages', () => {
  const pages: [DemoRole, string][] = [
    ['supplier', '/profile'],
    ['admin', '/membership'],
    ['newlead', '/team-onboarding'],
    ['homeowner', '/job-board'],
  ]
  for (const [role, path] of pages) {
    test(`${path} as ${role} has no serious axe violations`, async ({ signedInPage }) => {
      const { context, page } = await signedInPage(role, path)
      await expectNoSeriousAxeViolations(page)
      await context.close()
    })
  }
})

test('a password can be shown while typing it and hidden again', async ({ page }) => {
  await page.goto('/team-login')
  const password = page.getByLabel('Password', { exact: true })
  await password.fill('secret-on-a-ladder')
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Hide password' }).click()
  await expect(password).toHaveAttribute('type', 'password')
  await expect(password).toHaveValue('secret-on-a-ladder')
})
