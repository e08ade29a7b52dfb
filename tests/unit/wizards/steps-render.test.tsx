import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { prerenderToNodeStream } from 'react-dom/static.node';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { FLOWS, flowIds, type FlowId } from '@/lib/wizards/flows';
import type { DraftData, WizardDefinition } from '@/lib/wizards/steps';
import { validApplications } from '../../fixtures/applications';
import { casesOf } from '../../support/wizard-variants';

/**
 * Every step and the review of every flow, rendered in English and in French as its route
 * renders it (the flow's layout with its messages, the page with its lead), with a complete
 * application in the draft: no text may be a raw message key ("Wizard.help.address") or a
 * field's own name, and next-intl may report no missing message (issue 28, item 8).
 */

type Locale = 'en' | 'fr';
const MESSAGES = { en, fr } as const;

// ---------------------------------------------------------------------------------------------
// What the pages need of Next and of the browser, as a first render has it.

let currentLocale: Locale = 'en';
let currentPath = '/';
jest.mock('next/navigation', () => ({
  useParams: () => ({ locale: currentLocale }),
  usePathname: () => currentPath,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  redirect: jest.fn(),
  notFound: jest.fn(),
}));
jest.mock('next/link', () => {
  // Next's link, as the anchor it renders (its prefetching is no text).
  const Link = ({ href, children, ...rest }: Record<string, unknown>) => {
    delete rest.prefetch;
    return (
      <a href={String(href)} {...rest}>
        {children as ReactNode}
      </a>
    );
  };
  return { __esModule: true, default: Link };
});
jest.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => currentPath,
  redirect: jest.fn(),
}));
// The wizards' server actions are never called by a first render.
jest.mock('@/lib/wizards/actions', () => ({
  saveStepAction: jest.fn(),
  saveAnswersAction: jest.fn(),
  loadDraftAction: jest.fn(),
  submitApplicationAction: jest.fn(),
}));
// A loaded-on-demand component renders once loaded (the prerender waits for it).
jest.mock('next/dynamic', () => ({
  __esModule: true,
  default: (load: () => Promise<ComponentType>) => {
    const Lazy = lazy(async () => ({ default: await load() }));
    const Dynamic = (props: Record<string, unknown>) => (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
    return Dynamic;
  },
}));

/** Every message next-intl could not find or format, on the server or in the browser. */
const missing: string[] = [];
// The layout's provider, as its server version hands it the request's locale and time zone;
// what it cannot find is recorded (next-intl would log it and show the key).
jest.mock('next-intl', () => {
  const actual = jest.requireActual('next-intl');
  const Provider = (props: Record<string, unknown>) => (
    <actual.NextIntlClientProvider
      locale={currentLocale}
      timeZone="Africa/Lagos"
      onError={(error: { code: string; message: string }) =>
        missing.push(`${error.code}: ${error.message}`)
      }
      {...props}
    />
  );
  return { ...actual, NextIntlClientProvider: Provider };
});
jest.mock('next-intl/server', () => ({
  setRequestLocale: jest.fn(),
  getLocale: async () => currentLocale,
  getMessages: async () => MESSAGES[currentLocale],
  getTranslations: async (options?: string | { locale?: string; namespace?: string }) => {
    const { locale = currentLocale, namespace } =
      typeof options === 'string' ? { namespace: options } : (options ?? {});
    return createTranslator({
      locale: locale as Locale,
      messages: MESSAGES[locale as Locale],
      namespace: namespace as never,
      onError: (error) => missing.push(`${error.code}: ${error.message}`),
    });
  },
}));

// A signed-in customer (the review shows the submit button) or a visitor (the inline sign-up).
let signedIn = true;
jest.mock('@/components/auth/auth-provider', () => ({
  AuthProvider: ({ children }: { children: ReactNode }) => children,
  useAuth: () => ({
    loading: false,
    user: signedIn ? { id: 'u1', email: 'adaeze@example.com' } : null,
    session: null,
    isAdmin: false,
    supabase: null,
  }),
}));

/** The wizard's state as a draft of this browser holds it once loaded: every step completed. */
let currentDraft: DraftData = {};
jest.mock('@/components/wizards/wizard-provider', () => {
  const Context = createContext<unknown>(null);
  return {
    WizardProvider: ({
      definition,
      panels = {},
      children,
    }: {
      definition: WizardDefinition;
      panels?: Record<string, ComponentType>;
      children: ReactNode;
    }) => {
      const draft = {
        data: currentDraft,
        lastCompleted: definition.steps.length - 1,
        currentStep: definition.steps.length,
        updatedAt: 0,
      };
      const value = {
        definition,
        panels,
        flow: definition.id,
        ready: true,
        signedIn,
        draft,
        read: () => draft,
        atEntry: false,
        leaveEntry: () => {},
        update: () => {},
        complete: () => {},
        acknowledge: () => {},
        clear: () => {},
      };
      return <Context.Provider value={value}>{children}</Context.Provider>;
    },
    useWizard: () => useContext(Context),
    storageKey: (flow: string) => `registra:wizard:${flow}`,
  };
});

// ---------------------------------------------------------------------------------------------
// The routes: each flow's layout and the page of each step.

const wizardsDir = path.join(process.cwd(), 'app', '[locale]', '(wizards)');

type Layout = (props: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) => Promise<ReactElement>;
type Page = (props: { params: Promise<{ locale: string }> }) => Promise<ReactElement>;

/* eslint-disable @typescript-eslint/no-require-imports -- the route files are found at run time */
const layoutOf = (flow: FlowId): Layout =>
  require(path.join(wizardsDir, `(${flow})`, 'layout.tsx')).default;
const pageOf = (flow: FlowId, route: string): Page =>
  require(path.join(wizardsDir, `(${flow})`, ...route.split('/').filter(Boolean), 'page.tsx'))
    .default;
/* eslint-enable @typescript-eslint/no-require-imports */

/** An async server component's output, with its async children (a page's lead) awaited too. */
async function resolve(node: ReactNode): Promise<ReactNode> {
  if (!node || typeof node !== 'object' || !('type' in node)) return node;
  const element = node as ReactElement<Record<string, unknown>>;
  const props = { ...element.props };
  for (const [key, value] of Object.entries(props))
    if (value && typeof value === 'object' && 'type' in (value as object))
      props[key] = await resolve(value as ReactNode);
  if (typeof element.type === 'function' && element.type.constructor.name === 'AsyncFunction')
    return resolve(await (element.type as (p: unknown) => Promise<ReactNode>)(props));
  return { ...element, props } as ReactElement;
}

async function html(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree as ReactElement);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The page of a step (or the review) of a flow, in a locale, with `data` as the draft. */
async function renderStep(flow: FlowId, route: string, locale: Locale, data: DraftData) {
  currentLocale = locale;
  currentPath = locale === 'en' ? route : `/fr${route}`;
  currentDraft = data;
  const params = Promise.resolve({ locale });
  const page = await resolve(await pageOf(flow, route)({ params }));
  const layout = await layoutOf(flow)({ children: page, params });
  return html(await resolve(layout));
}

// ---------------------------------------------------------------------------------------------
// What a reader must never see.

/** The words a reader sees: text between tags, and the attributes read aloud or shown. */
function visibleTexts(markup: string): string[] {
  const body = markup
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<template[\s\S]*?<\/template>/g, '');
  const texts = body
    .split(/<[^>]*>/)
    .map((t) => t.trim())
    .filter(Boolean);
  for (const match of body.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g))
    texts.push(match[1]!);
  return texts.map((t) =>
    t
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  );
}

const NAMESPACES = Object.keys(en).join('|');
/** A message key: a namespace of messages/ and a path (`Wizard.help.address`, `WizardUk.company.fields.x`). */
const MESSAGE_KEY = new RegExp(`\\b(?:${NAMESPACES})\\.[A-Za-z0-9_.]+`);
/** A field's or an option's own name shown as its label (`turnoverBand`, `upTo25m`). */
const IDENTIFIER = /\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/;

function rawKeysIn(markup: string): string[] {
  return visibleTexts(markup).filter((t) => MESSAGE_KEY.test(t) || IDENTIFIER.test(t));
}

// ---------------------------------------------------------------------------------------------

const consoleErrors: string[] = [];
let consoleSpy: jest.SpyInstance;
beforeEach(() => {
  missing.length = 0;
  consoleErrors.length = 0;
  consoleSpy = jest
    .spyOn(console, 'error')
    .mockImplementation((...args: unknown[]) => consoleErrors.push(args.map(String).join(' ')));
});
afterEach(() => consoleSpy.mockRestore());

const routesOf = (flow: FlowId) => [
  ...Object.entries(FLOWS[flow].steps as Record<string, string>).map(([id, route]) => ({
    id,
    route,
  })),
  { id: 'review', route: FLOWS[flow].review },
];

describe.each(flowIds)('%s: every step and the review', (flow) => {
  it.each(['en', 'fr'] as const)(
    '%s: shows no raw message key and misses no message',
    async (locale) => {
      const data = structuredClone(validApplications[flow]) as DraftData;
      const found: string[] = [];
      for (const { id, route } of routesOf(flow)) {
        const markup = await renderStep(flow, route, locale, data);
        // The step is drawn: its title is there (not a loading state).
        expect([id, markup.includes('<h1')]).toEqual([id, true]);
        for (const raw of rawKeysIn(markup)) found.push(`${route}: ${raw}`);
      }
      // The review as a visitor sees it: the inline sign-up instead of the submit button.
      signedIn = false;
      try {
        const markup = await renderStep(flow, FLOWS[flow].review, locale, data);
        for (const raw of rawKeysIn(markup)) found.push(`review, signed out: ${raw}`);
      } finally {
        signedIn = true;
      }
      expect(found).toEqual([]);
      expect(missing).toEqual([]);
      expect(
        consoleErrors.filter((e) => /MISSING_MESSAGE|INSUFFICIENT_PATH|next-intl/i.test(e)),
      ).toEqual([]);
    },
  );
});

/** The steps whose fields depend on an answer, with each value of it (the fields it shows drawn). */
const variants = flowIds.flatMap((flow) =>
  casesOf(flow).map((c) => [`${flow} ${c.name}`, flow, c] as const),
);

describe('every field a condition shows, for each value of its answer', () => {
  it.each(variants)('%s', async (_name, flow, c) => {
    const found: string[] = [];
    for (const locale of ['en', 'fr'] as const) {
      const markup = await renderStep(flow, c.step.path, locale, c.data);
      for (const raw of rawKeysIn(markup)) found.push(`${locale}: ${raw}`);
    }
    expect(found).toEqual([]);
    expect(missing).toEqual([]);
  });
});

describe('what the checks catch', () => {
  it('finds a raw key and a field name shown as text', () => {
    expect(
      rawKeysIn('<p>Wizard.help.address</p><label>turnoverBand</label><p>Fine text.</p>'),
    ).toEqual(['Wizard.help.address', 'turnoverBand']);
  });

  it('reads every route file of the wizards', () => {
    const groups = readdirSync(wizardsDir).filter((d) => d.startsWith('('));
    for (const flow of flowIds) expect(groups).toContain(`(${flow})`);
  });
});

describe('the package step of a trade mark', () => {
  it.each(['usa-trademark'] as const)(
    '%s: lists what a trade mark package includes, not what a company registration does',
    async (flow) => {
      const route = FLOWS[flow].steps.package;
      const markup = await renderStep(
        flow,
        route,
        'en',
        structuredClone(validApplications[flow]) as DraftData,
      );
      expect(markup).toContain(en.Catalogue.inclusions.termsCheck);
      for (const formation of ['nameCheck', 'digitalTaxDocuments', 'digitalCertificate'] as const)
        expect(markup).not.toContain(en.Catalogue.inclusions[formation]);
    },
  );
});
