import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { IssueList, issueSubject } from '@/components/wizards/issue-list';
import type { WizardText } from '@/components/wizards/use-wizard-text';
import { wizardText } from '@/components/wizards/wizard-text';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { fieldErrorsOf, issuesOfFieldErrors } from '@/lib/validation/issues';
import { WIZARDS } from '@/lib/wizards/registry';
import { placeIssues, type DraftData } from '@/lib/wizards/steps';
import { validApplications } from '../../fixtures/applications';

/**
 * "Every error the server returns is shown next to a visible field or, if it concerns none,
 * names what is wrong" (issue 28): which issues a step's form can show next to a field, and the
 * words that name the others in the form's message.
 */

const textFor = (flow: keyof typeof WIZARDS, locale: 'en' | 'fr') =>
  wizardText(
    createTranslator({ locale, messages: locale === 'en' ? en : fr }) as never,
    locale,
    WIZARDS[flow],
  ) as unknown as WizardText;

const stepOf = (flow: keyof typeof WIZARDS, id: string) =>
  WIZARDS[flow].steps.find((s) => s.id === id)!;

describe('where a step shows the issues the server returns', () => {
  it('puts an issue about a shown answer next to its field', () => {
    const step = stepOf('nigeria-annual-returns', 'details');
    const data = { ...validApplications['nigeria-annual-returns'] } as DraftData;
    const { placed, unplaced } = placeIssues(
      [
        { path: ['cacNumber'], key: 'cacNumberPrefix' },
        { path: ['turnoverBand'], key: 'required' },
      ],
      step.fields,
      data,
    );
    expect(placed.map((i) => i.path)).toEqual([['cacNumber'], ['turnoverBand']]);
    expect(unplaced).toEqual([]);
  });

  it('names an issue about a field the step hides (a business name has no turnover band)', () => {
    const step = stepOf('nigeria-annual-returns', 'details');
    const data = { ...validApplications['nigeria-annual-returns'], entityType: 'businessName' };
    const { placed, unplaced } = placeIssues(
      [{ path: ['turnoverBand'], key: 'invalid' }],
      step.fields,
      data,
    );
    expect(placed).toEqual([]);
    expect(unplaced).toEqual([{ path: ['turnoverBand'], key: 'invalid' }]);
  });

  it("names an issue about another step's answer, or about the application as a whole", () => {
    const step = stepOf('nigeria-company', 'shareholders');
    const data = structuredClone(validApplications['nigeria-company']) as DraftData;
    const { placed, unplaced } = placeIssues(
      [
        { path: ['shareholders', 1, 'shares'], key: 'sharesTotal' },
        { path: ['issuedShareCapital'], key: 'shareCapitalMinForeign' },
        { path: [], key: 'tooLarge' },
        { path: ['shareholders', 5, 'fullName'], key: 'required' },
      ],
      step.fields,
      data,
    );
    expect(placed.map((i) => i.path)).toEqual([['shareholders', 1, 'shares']]);
    expect(unplaced.map((i) => i.path)).toEqual([
      ['issuedShareCapital'],
      [],
      ['shareholders', 5, 'fullName'],
    ]);
  });

  it("names a hidden person's answer: a foreign director's NIN", () => {
    const step = stepOf('nigeria-company', 'directors');
    const data = structuredClone(validApplications['nigeria-company']) as DraftData;
    (data.directors as Record<string, unknown>[])[0]!.nationality = 'GB';
    const { placed, unplaced } = placeIssues(
      [
        { path: ['directors', 0, 'nin'], key: 'nin' },
        { path: ['directors', 1, 'nin'], key: 'nin' },
      ],
      step.fields,
      data,
    );
    expect(placed.map((i) => i.path)).toEqual([['directors', 1, 'nin']]);
    expect(unplaced.map((i) => i.path)).toEqual([['directors', 0, 'nin']]);
  });

  it("reads an action's field errors back as issues, with item numbers", () => {
    const issues = [
      { path: ['directors', 0, 'nin'], key: 'nin' },
      { path: [], key: 'tooLarge' },
    ];
    expect(issuesOfFieldErrors(fieldErrorsOf(issues))).toEqual(issues);
  });
});

describe('the words that name an issue the form cannot show next to a field', () => {
  it.each([
    ['en', ['turnoverBand'], 'Latest annual turnover'],
    ['fr', ['turnoverBand'], "Dernier chiffre d'affaires annuel"],
  ] as const)('%s: a field by its label', (locale, path, expected) => {
    expect(issueSubject(textFor('nigeria-annual-returns', locale), path)).toBe(expected);
  });

  it('a person’s answer by the person and the label', () => {
    expect(issueSubject(textFor('nigeria-company', 'en'), ['directors', 1, 'nin'])).toBe(
      'Director 2 · National Identification Number (NIN)',
    );
  });

  it('the whole application by nothing (the message alone says it)', () => {
    expect(issueSubject(textFor('nigeria-company', 'en'), [])).toBe('');
  });
});

describe("the form's message about answers it cannot show next to a field", () => {
  it('names each answer and says what is wrong with it, in the reader’s language', () => {
    const issues = [
      { path: ['directors', 1, 'nin'], key: 'nin' },
      { path: ['issuedShareCapital'], key: 'shareCapitalMinForeign', values: { min: 100_000_000 } },
      { path: [], key: 'tooLarge' },
    ];
    const items = (locale: 'en' | 'fr') =>
      [
        ...renderToStaticMarkup(
          <IssueList issues={issues} text={textFor('nigeria-company', locale)} />,
        ).matchAll(/<li>(.*?)<\/li>/g),
      ].map((m) => m[1]!.replace(/&#x27;/g, "'"));
    expect(items('en')).toEqual([
      'Director 2 · National Identification Number (NIN): A NIN has exactly 11 digits.',
      `${en.WizardNigeria.company.fields.issuedShareCapital}: With a foreign shareholder, the issued share capital must be at least ₦100,000,000 for the business permit.`,
      'The application is too large.',
    ]);
    expect(items('fr')[0]).toMatch(/^Administrateur 2 · .+\u00a0: /);
  });
});
