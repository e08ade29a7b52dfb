import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect as baseExpect, test } from '@playwright/test';
import { createAccount, NAV, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Issue 37, end to end: a customer makes a read-and-order token in their settings and brings in a
 * Delaware corporation; an MCP client (the SDK's own) with that token asks `whats_due`, which
 * gives the annual report due 1 March, then `start_order`, whose link opens the annual report's
 * order in the browser prefilled from the company. The reference page is axe-clean in en and fr.
 * E2E_TODAY is 2026-11-27 on the e2e servers: the 2026 report is due 1 March 2027.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

type ToolResult = {
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

test('an MCP client with a token finds the 1 March report and opens its prefilled order', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('mcp');
  await createAccount(page.request, baseURL!, email, 'Ada Obi');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/account$/, NAV);

  await page.goto('/account/companies/new');
  await page.getByLabel('Jurisdiction').selectOption('delaware');
  await page.getByLabel('Entity type').selectOption('corporation');
  await page.getByLabel('Legal name').fill('Ada Robotics Inc.');
  await page.getByLabel('Registry number').fill('7654321');
  await page.getByLabel('Incorporation date').fill('2024-03-01');
  await page.getByRole('button', { name: 'Add the company' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Robotics Inc.' })).toBeVisible();

  await page.goto('/account/settings');
  const tokens = page.getByTestId('api-tokens');
  await tokens.getByRole('button', { name: 'Create token' }).click();
  await expect(tokens.getByText('Give the token a name.')).toBeVisible();
  await tokens.getByLabel('Token name').fill('Claude');
  await tokens.getByLabel('What it may do').selectOption('read_order');
  await tokens.getByRole('button', { name: 'Create token' }).click();
  const secret = tokens.getByLabel('Your new token');
  await expect(secret).toHaveValue(/^rgpat_/);
  const token = await secret.inputValue();
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Claude' })).toContainText(
    'Read and start orders',
  );
  await expectNoAxeViolations(page, 'the settings with an API token');

  const client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseURL}/api/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  try {
    const due = (await client.callTool({ name: 'whats_due', arguments: {} })) as ToolResult;
    expect(due.isError).toBeFalsy();
    const [company] = due.structuredContent!.companies as {
      company: { id: string };
      obligations: { key: string; rule_id: string; due_date: string }[];
    }[];
    const report = company!.obligations.find((o) => o.rule_id === 'de-annual-report')!;
    expect(report.due_date).toBe('2027-03-01');
    expect(due.content[0]!.text).toContain('due 2027-03-01');

    const order = (await client.callTool({
      name: 'start_order',
      arguments: { company_id: company!.company.id, obligation_key: report.key },
    })) as ToolResult;
    expect(order.isError).toBeFalsy();
    const url = new URL(String(order.structuredContent!.url));
    await page.goto(`${url.pathname}${url.search}`);
  } finally {
    await client.close();
  }
  await expect(page).toHaveURL(/\/delaware-franchise-tax\/order\/company\?company=/, NAV);
  await expect(page.getByLabel('Corporation name', { exact: true })).toHaveValue(
    'Ada Robotics Inc.',
  );
  await expect(page.getByLabel('Delaware file number', { exact: true })).toHaveValue('7654321');
  await expect(page.getByLabel('Year the report covers', { exact: true })).toHaveValue('2026');
});

test('the API reference page reads in English and French, axe-clean', async ({ page }) => {
  await page.goto('/developers');
  await expect(
    page.getByRole('heading', { level: 1, name: 'API and AI assistants' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'GET /api/v1/companies', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the API reference');
  await page.goto('/fr/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'API et assistants IA' })).toBeVisible();
  await expectNoAxeViolations(page, 'the French API reference');
});
