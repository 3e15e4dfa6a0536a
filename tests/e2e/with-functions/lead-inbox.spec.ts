import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { typeLikeAPerson } from '../support/typing';
import { testMail as smtp } from '../support/test-mail';
import {
  callApi,
  createAdmin,
  firstAdminApi,
  signInThroughUi,
  uniqueName,
  waitForIslands,
  type AdminCredentials,
} from '../support/admin-session';

/**
 * The lead inbox end to end on the built site and the dev server's functions: a visitor sends the audit
 * form, the agency's mail arrives at a real SMTP server (the run's mail
 * catcher, which playwright.config.ts starts and points the dev server's
 * SMTP_URL at), and staff work the lead in the Contacts tab, at its own address.
 */
// The dev server builds each function on its first call; on a busy two-core machine that takes a while.
test.describe.configure({ mode: 'serial', timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

let firstAdmin: APIRequestContext;
let admin: AdminCredentials;

test.beforeAll(async ({ baseURL }) => {
  firstAdmin = await firstAdminApi(baseURL!);
  admin = await createAdmin(firstAdmin);
});
test.afterAll(async () => {
  await firstAdmin?.dispose();
});

async function openContacts(page: Page) {
  await signInThroughUi(page, admin);
  await page.getByRole('tab', { name: /^Contacts \(\d+\)$/ }).click();
}

/** The inbox row of a lead (a link to its own screen). */
const rowOf = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Leads, newest first' }).getByRole('link').filter({ hasText: name });

test('a new lead is e-mailed to the agency, worked in the Contacts tab, and erased', async ({ page, context }) => {
  // No outside network: answer the WhatsApp tab the form opens.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const name = `E2E Lead ${uniqueName('inbox')}`;

  await page.goto('/#contact');
  await page.locator('#contact').scrollIntoViewIfNeeded();
  // The form island hydrates when it comes into view.
  await expect(page.locator('#contact astro-island')).not.toHaveAttribute('ssr', /.*/);
  const form = page.locator('#contact form');
  // Typed at a person's pace, or the spam check would set the lead aside (and send no mail).
  await typeLikeAPerson(form.getByLabel('Your name'), name);
  await typeLikeAPerson(form.getByLabel('E-mail address'), 'lead.visitor@example.pk');
  await typeLikeAPerson(form.getByLabel('Phone or WhatsApp number'), '0300 7654321');
  await typeLikeAPerson(form.getByLabel('Website'), 'bakery.example.pk');
  await typeLikeAPerson(form.getByLabel('What do you need help with?'), 'Local SEO for a bakery in Lahore');
  await form.getByRole('button', { name: 'Get My Free Audit' }).click();
  await expect(page.getByText('Success!')).toBeVisible({ timeout: 60_000 });

  // The mail reaches the agency without anyone opening the admin.
  // Leads other specs send at the same time reach this server too: wait for this one's.
  const mail = await smtp.waitForMail((candidate) => candidate.text.includes(name), 30_000);
  expect(mail.headers.get('reply-to')).toContain('lead.visitor@example.pk');
  for (const value of [
    '0300 7654321',
    'bakery.example.pk',
    'Local SEO for a bakery in Lahore',
    '(Pakistan time)',
    'Sent from page: http',
  ]) {
    expect(mail.text).toContain(value);
  }
  const adminLink = /Open the lead in the admin: (\S+)/.exec(mail.text)?.[1];
  expect(adminLink).toMatch(/\/admin\/dashboard\/contacts\/[0-9A-Z]{26}$/);

  await openContacts(page);
  await expect(rowOf(page, name)).toContainText('Alert sent');
  await rowOf(page, name).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/contacts\/[0-9A-Z]{26}$/);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /Reply on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/923007654321\?text=/);

  await card.getByLabel('Status').selectOption('contacted');
  await expect(page.getByText('Lead updated').first()).toBeVisible();
  await card.getByLabel('Add a note').fill('Called back, sending a quote');
  await card.getByRole('button', { name: 'Save note' }).click();
  // In the history, once the server has it (the note field itself holds the same text until then).
  await expect(card.getByRole('listitem').filter({ hasText: 'Called back, sending a quote' })).toBeVisible();
  await expect(card.getByLabel('Add a note')).toHaveValue('');
  await expect(rowOf(page, name)).toContainText('Contacted');

  // The lead's own address survives a reload.
  await page.reload();
  await waitForIslands(page);
  const reloaded = page.getByRole('article', { name });
  await expect(reloaded.getByLabel('Status')).toHaveValue('contacted');
  await expect(reloaded.getByRole('listitem').filter({ hasText: 'Called back, sending a quote' })).toBeVisible();
  await expect(reloaded.getByText(`${admin.username}: New → Contacted`)).toBeVisible();

  // The link in the mail opens this lead, and so does the link e-mails sent before the admin had addresses.
  await page.goto(new URL(adminLink!).pathname);
  await expect(page.getByRole('article', { name })).toBeVisible();
  const id = new URL(adminLink!).pathname.split('/').at(-1)!;
  await page.goto(`/admin?lead=${id}#contacts`);
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard/contacts/${id}$`));
  await expect(page.getByRole('article', { name })).toBeVisible();

  await waitForIslands(page);
  const toDelete = page.getByRole('article', { name });
  await toDelete.getByRole('button', { name: 'Delete lead' }).click();
  await toDelete.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/dashboard\/contacts$/);
  await expect(rowOf(page, name)).toHaveCount(0);
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('heading', { name: 'Contact submissions' })).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  const search = await callApi(firstAdmin, 'GET', `/api/contacts?q=${encodeURIComponent(name)}`);
  expect(await search.json()).toEqual([]);
});
