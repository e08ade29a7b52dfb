import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect as baseExpect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import type { StoredApplication } from '@/lib/applications/harness-queries';
import { uploadKeysIn } from '../../fixtures/applications';
import { PASSWORD } from '../support/auth';

const expect = baseExpect.configure({ timeout: 20_000 });

type Scope = Page | Locator;

export async function fill(scope: Scope, label: string, value: string) {
  await scope.getByLabel(label, { exact: true }).fill(value);
}

export async function choose(scope: Scope, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).selectOption({ label: option });
}

export async function radio(scope: Scope, name: string) {
  await scope.getByRole('radio', { name, exact: true }).check();
}

export async function next(page: Page, expectedPath: string) {
  await page.getByRole('button', { name: /Save and (continue|review)/ }).click();
  await expect(page).toHaveURL(new RegExp(`${expectedPath.replace(/[/-]/g, '\\$&')}$`), {
    timeout: 20_000,
  });
}

/** The person filing, as a flow's last step asks (name, e-mail, phone), with the declaration ticked. */
export async function fillFiler(scope: Scope, who: { name: string; email: string; phone: string }) {
  await fill(scope, 'Your full name', who.name);
  await fill(scope, 'Your e-mail address', who.email);
  await fill(scope, 'Your phone number', who.phone);
  await scope.getByLabel(/I confirm that the information/).check();
}

const FIXTURES = path.resolve(__dirname, '..', '..', 'fixtures');

/** Files as a customer has them: a scanned ID (PDF), a phone's passport photo (small JPEG), a signature (PNG). */
export const FILES = {
  pdf: {
    name: 'id-card.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  },
  photo: {
    name: 'passport-photo.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync(path.join(FIXTURES, 'uploads', 'passport-photo.jpg')),
  },
  signature: {
    name: 'signature.png',
    mimeType: 'image/png',
    buffer: readFileSync(path.join(FIXTURES, 'uploads', 'signature.png')),
  },
};
type UploadFile = (typeof FILES)[keyof typeof FILES];

/**
 * Chooses a file in the upload field `label` of `scope` and waits until the server has it: the
 * field's status then names the file ("Uploaded: id-card.pdf", in any language).
 */
export async function upload(scope: Scope, label: string, file: UploadFile) {
  const input = scope.getByLabel(label, { exact: true });
  await input.setInputFiles(file);
  const id = await input.getAttribute('id');
  await expect(scope.locator(`#${id} ~ p`)).toContainText(file.name, { timeout: 30_000 });
}

type NigerianPerson = {
  name: string;
  dob: string;
  gender: string;
  nin: string;
  occupation: string;
  email: string;
  phone: string;
  address: string;
};

/** Nigerian person fields (directors, proprietors, trustees). */
export async function fillNigerianPerson(group: Locator, p: NigerianPerson) {
  await fill(group, 'Full name', p.name);
  await fill(group, 'Date of birth', p.dob);
  await choose(group, 'Gender', p.gender);
  await choose(group, 'Nationality', 'Nigerian');
  await fill(group, 'National Identification Number (NIN)', p.nin);
  await fill(group, 'Occupation', p.occupation);
  await fill(group, 'E-mail address', p.email);
  await fill(group, 'Phone number', p.phone);
  await fill(group, 'Residential address', p.address);
}

/** What the CAC asks of a director (or a subscriber who is not one) beyond the person: an address for service and three uploads. */
export async function fillCacParticulars(
  group: Locator,
  serviceAddress: string,
  photo: UploadFile = FILES.photo,
) {
  await fill(group, 'Address for service', serviceAddress);
  await upload(group, 'Identity document', FILES.pdf);
  await upload(group, 'Passport photograph', photo);
  await upload(group, 'Signature', FILES.signature);
}

/** A Nigerian company's director: the person, an address for service, the ID scan, photo and signature. */
export async function fillNigerianDirector(
  group: Locator,
  p: NigerianPerson & { serviceAddress?: string },
) {
  await fillNigerianPerson(group, p);
  await fillCacParticulars(group, p.serviceAddress ?? p.address);
}

/** A shareholder of a Nigerian company who is one of its directors (their details come from the directors step). */
export async function fillDirectorShareholder(
  group: Locator,
  s: { name: string; email: string; phone: string; shares: string },
) {
  await radio(group, 'A person');
  await fill(group, 'Full name, or the company’s registered name', s.name);
  await group
    .getByRole('group', { name: 'Is this shareholder one of the directors?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await fill(group, 'E-mail address', s.email);
  await fill(group, 'Phone number', s.phone);
  await fill(group, 'Number of shares', s.shares);
}

type GhanaIdentity =
  | { nationality: 'Ghanaian'; pin: string }
  | { nationality: 'British' | 'Nigerian' | 'American'; passport: string; tin: string };

/** A Ghanaian's Ghana Card PIN, a foreigner's passport and TIN (directors, shareholders, beneficial owners). */
async function fillGhanaIdentity(group: Locator, id: GhanaIdentity) {
  await choose(group, 'Nationality', id.nationality);
  if (id.nationality === 'Ghanaian') await fill(group, 'Ghana Card PIN (TIN)', id.pin);
  else {
    await fill(group, 'Passport number', id.passport);
    await fill(group, 'TIN (GRA TIN or non-citizen Ghana Card PIN)', id.tin);
  }
}

/** Ghanaian director fields (a director card of the Ghana company flow); a foreigner gives a passport and a TIN. */
export async function fillGhanaDirector(
  group: Locator,
  d: {
    name: string;
    pin?: string;
    resident: 'Yes' | 'No';
    digital: string;
    email: string;
    foreign?: { nationality: 'British' | 'Nigerian' | 'American'; passport: string; tin: string };
  },
) {
  await fill(group, 'Full name', d.name);
  await fill(group, 'Date of birth', '1982-03-04');
  await fill(group, 'Place of birth', 'Kumasi');
  await fillGhanaIdentity(group, d.foreign ?? { nationality: 'Ghanaian', pin: d.pin ?? '' });
  await fill(group, 'Occupation', 'Trader');
  await group.getByRole('radio', { name: d.resident, exact: true }).check();
  await fill(group, 'Residential address', '2 Ring Road, Accra');
  await fill(group, 'GhanaPost GPS digital address', d.digital);
  await fill(group, 'E-mail address', d.email);
  await fill(group, 'Phone number', '024 123 4567');
}

/** The Ghana company's secretary (with a TIN) and auditor, who have agreed to act (step 2, or the single page). */
export async function fillGhanaOfficers(scope: Page) {
  await fill(scope, "Secretary's full name (or firm)", 'Yaw Boateng');
  await choose(scope, "Secretary's qualification", 'Lawyer');
  await fill(scope, "Secretary's TIN", 'GHA-555666777-2');
  await fill(scope, "Secretary's e-mail address", 'yaw@example.com');
  await fill(scope, "Secretary's phone number", '0271234567');
  await fill(scope, 'Auditor (firm name)', 'Boateng & Co.');
  await fill(scope, "Auditor's address", '1 Independence Avenue, Accra');
  await scope.getByLabel('The secretary and the auditor have agreed to act.').check();
}

/**
 * The Ghana company's capital (GH¢50,000 for 50,000 issued shares) and its one shareholder,
 * Kwame Mensah (a director, same Ghana Card PIN), holding `shares` and paying as many cedis; he is
 * declared as the beneficial owner. Returns the shareholder's card.
 */
export async function fillGhanaCapital(scope: Page, shares: string): Promise<Locator> {
  await scope.getByLabel('Stated capital (GHS)').fill('50,000');
  await fill(scope, 'Authorised shares', '100000');
  await fill(scope, 'Issued shares', '50000');
  await choose(scope, 'Foreign participation', 'None: wholly Ghanaian-owned');
  const shareholder = scope.getByRole('group', { name: 'Shareholder 1' });
  await fill(shareholder, 'Full name', 'Kwame Mensah');
  await fillGhanaIdentity(shareholder, { nationality: 'Ghanaian', pin: 'GHA-123456789-1' });
  await fill(shareholder, 'Residential address', '2 Ring Road, Accra');
  await fill(shareholder, 'Number of shares', shares);
  await shareholder.getByLabel('Amount paid for the shares (GHS)').fill(shares);
  await scope
    .getByRole('group', { name: 'Is the company in a high-risk sector?' })
    .getByRole('radio', { name: 'No' })
    .check();
  const owner = scope.getByRole('group', { name: 'Beneficial owner 1' });
  await fill(owner, 'Full name', 'Kwame Mensah');
  await fillGhanaIdentity(owner, { nationality: 'Ghanaian', pin: 'GHA-123456789-1' });
  await fill(owner, 'Residential address', '2 Ring Road, Accra');
  await fill(owner, 'Share of ownership or control', '100');
  await owner
    .getByRole('group', { name: 'Politically exposed person?' })
    .getByRole('radio', { name: 'No' })
    .check();
  return shareholder;
}

/** The Ghana company's Premium package and who files it, with the declaration ticked. */
export async function fillGhanaSubmitter(scope: Page, email: string) {
  await radio(scope, 'Premium');
  await fillFiler(scope, { name: 'Kwame Mensah', email, phone: '0241234567' });
}

/** Signs up in the review step's inline panel (the draft stays in the browser meanwhile). */
export async function signUpInline(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full name').fill('Wizard Tester');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible({ timeout: 20_000 });
}

/** An account's applications as stored (owner, status, data, quote, events, payments), read through the harness. */
type TaxFiler = { company: string; rc: string; name: string };
const ADAEZE: TaxFiler = {
  company: 'Adaeze Foods Limited',
  rc: 'RC 1234567',
  name: 'Adaeze Okafor',
};

/** Fills the one-page Nigerian tax filing with valid answers, the accounts and statements uploaded, consent ticked (Standard package). */
export async function fillTaxFiling(page: Page, who: TaxFiler = ADAEZE) {
  await fill(page, 'Company name', who.company);
  await fill(page, 'CAC RC number (your Tax ID)', who.rc);
  await radio(page, 'Both');
  await fill(page, 'Accounting year end', '2025-12-31');
  await choose(page, 'Annual turnover', '₦25 million to ₦100 million');
  await upload(page, 'Financial statements for the year', {
    ...FILES.pdf,
    name: 'accounts-2025.pdf',
  });
  await upload(page, 'Bank statements for the year', { ...FILES.pdf, name: 'statements-2025.pdf' });
  await radio(page, 'Standard');
  await fillFiler(page, { name: who.name, email: 'adaeze@example.com', phone: '0803 123 4567' });
}

/**
 * A customer files a Nigerian tax return (the one-page flow), signs up inline as `email` and
 * submits: the reference the confirmation page shows. For specs about what follows submission.
 */
export async function submitTaxFiling(
  page: Page,
  email: string,
  who: TaxFiler = ADAEZE,
): Promise<string> {
  await page.goto('/nigeria-tax-filing');
  await fillTaxFiling(page, who);
  await page.getByRole('button', { name: 'Save and review' }).click();
  await expect(page).toHaveURL(/\/nigeria-tax-filing\/review$/);
  await signUpInline(page, email);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application-submitted\?ref=NG-TX-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  return (await page.getByTestId('application-reference').textContent())!.trim();
}

export async function storedApplications(
  request: APIRequestContext,
  email: string,
): Promise<StoredApplication[]> {
  const response = await request.get(`/api/e2e/applications?email=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredApplication[];
}

/**
 * The answers with every upload key of a fixture (tests/fixtures/applications.ts) replaced by a
 * file really uploaded through POST /api/uploads, so a seeded draft can be submitted. Uploaded
 * signed in, the files are the account's; before sign-in they are the draft's whose `uploadToken`
 * is given (seedDraft's `uploadToken`, which the submission sends).
 */
export async function withUploads<T>(
  request: APIRequestContext,
  data: T,
  uploadToken?: string,
): Promise<T> {
  const keys = new Map<string, string>();
  for (const key of new Set(uploadKeysIn(data))) {
    const ext = key.slice(key.lastIndexOf('.') + 1);
    const file = ext === 'jpg' ? FILES.photo : ext === 'png' ? FILES.signature : FILES.pdf;
    const response = await request.post('/api/uploads', {
      multipart: uploadToken ? { file, token: uploadToken } : { file },
    });
    expect(response.status()).toBe(200);
    keys.set(key, ((await response.json()) as { file: string }).file);
  }
  return JSON.parse(JSON.stringify(data), (_, value: unknown) =>
    typeof value === 'string' && keys.has(value) ? keys.get(value) : value,
  ) as T;
}

/** Where the wizard keeps a flow's draft in browser storage (components/wizards/wizard-provider.tsx). */
const draftKey = (flow: string) => `registra:wizard:${flow}`;

/**
 * Puts a draft in browser storage, as the autosave would have left it after `lastCompleted`,
 * with the token its files were uploaded with before sign-in, if any.
 */
export async function seedDraft(
  page: Page,
  flow: string,
  data: Record<string, unknown>,
  lastCompleted: number,
  { uploadToken }: { uploadToken?: string } = {},
) {
  if (!page.url().startsWith('http')) await page.goto('/robots.txt');
  await page.evaluate(({ key, draft }) => localStorage.setItem(key, JSON.stringify(draft)), {
    key: draftKey(flow),
    draft: {
      data,
      lastCompleted,
      currentStep: lastCompleted + 1,
      updatedAt: Date.now(),
      ...(uploadToken ? { uploadToken } : {}),
    },
  });
}

/** A token for a draft's uploads before sign-in, as the wizard makes one. */
export const newUploadToken = () => randomBytes(32).toString('base64url');

type StoredDraft = {
  data: Record<string, unknown>;
  lastCompleted: number;
  currentStep: number;
  uploadToken?: string;
};

/** The draft of a flow as browser storage holds it now (null when there is none). */
export async function storedDraft(page: Page, flow: string): Promise<StoredDraft | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), draftKey(flow));
  return raw === null ? null : (JSON.parse(raw) as StoredDraft);
}

type Messages = Record<string, unknown>;
const catalogues: Record<string, Messages> = {};

/** A message of messages/<locale>.json by its dotted key, with simple {placeholders} filled in. */
export function message(
  locale: 'en' | 'fr',
  key: string,
  values: Record<string, string> = {},
): string {
  catalogues[locale] ??= JSON.parse(
    readFileSync(path.resolve(__dirname, '..', '..', '..', 'messages', `${locale}.json`), 'utf8'),
  ) as Messages;
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], catalogues[locale]);
  if (typeof text !== 'string') throw new Error(`No message ${key} in ${locale}`);
  return Object.entries(values).reduce(
    (out, [name, value]) => out.replace(`{${name}}`, value),
    text,
  );
}
