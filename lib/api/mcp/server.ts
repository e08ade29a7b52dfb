import 'server-only';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { z } from 'zod';
import {
  answerOwnApplication,
  answerRequestSchema,
  ownApplication,
  ownApplications,
} from '@/lib/api/v1/applications';
import { incomeTax, incomeTaxInput, texasInput, texasTax } from '@/lib/api/v1/calculators';
import { catalogue, catalogueQuery, pricesIn } from '@/lib/api/v1/catalogue';
import { ownDocuments } from '@/lib/api/v1/documents';
import { companyObligations, orderLink } from '@/lib/api/v1/companies';
import {
  ApiError,
  countRequest,
  errorResponse,
  requireToken,
  type Caller,
  type V1Deps,
} from '@/lib/api/v1/http';
import { publicDeadlines } from '@/lib/api/v1/public';
import { listOwnCompanies } from '@/lib/companies/queries';
import { jurisdictionIds } from '@/lib/catalogue/jurisdictions';
import { COMPLIANCE_ENTITIES, COMPLIANCE_JURISDICTIONS } from '@/lib/compliance/model';
import { asUser } from '@/lib/db/rls';
import { locales } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/config/site';
import { delawareFranchiseTax, parseParValue } from '@/lib/tax/delaware-franchise-tax';
import { wyomingLicenseTax } from '@/lib/tax/wyoming-annual-report';

/**
 * The MCP server (issue 37) at /api/mcp: Streamable HTTP, stateless (a new server and transport
 * per request, JSON answers), built with the official SDK. Its tools return what /api/v1 returns
 * (the same functions), as `structuredContent`, with a short text a person can read. Public tools
 * need no token; a customer's tools take their personal access token as `Authorization: Bearer`.
 */

type ToolResult = {
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

const answer = (text: string, data: Record<string, unknown>): ToolResult => ({
  content: [{ type: 'text', text }],
  structuredContent: data,
});
const refusal = (text: string): ToolResult => ({
  content: [{ type: 'text', text }],
  isError: true,
});

/** A tool's work, with the API's refusals as tool errors (the model reads them and can explain). */
async function guarded(work: () => Promise<ToolResult>): Promise<ToolResult> {
  try {
    return await work();
  } catch (thrown) {
    if (thrown instanceof ApiError) return refusal(`${thrown.code}: ${thrown.message}`);
    console.error('[api/mcp] tool failed', thrown);
    return refusal('internal: Something went wrong.');
  }
}

function needToken(caller: Caller, scope?: 'read_order') {
  if (!caller)
    throw new ApiError(
      'unauthorized',
      'This tool reads your account: connect with a personal access token (Account › Settings).',
    );
  if (scope && caller.holder.scope !== scope)
    throw new ApiError('forbidden', 'This token is read-only; ordering needs a read_order token.');
  return caller;
}

const locale = z.enum(locales).optional().describe('Language of the titles (en or fr)');

export function buildServer(caller: Caller, deps: V1Deps): McpServer {
  const server = new McpServer({ name: `${siteConfig.name} compliance`, version: '1.0.0' });

  server.registerTool(
    'whats_due',
    {
      title: "What's due",
      description:
        "Filing deadlines. With a token and no jurisdiction: the obligations of the customer's companies (or of one, company_id) for the next 24 months with their states. With jurisdiction, entity and formed: the public rules for such a company.",
      inputSchema: {
        company_id: z.uuid().optional(),
        jurisdiction: z.enum(COMPLIANCE_JURISDICTIONS).optional(),
        entity: z.enum(COMPLIANCE_ENTITIES).optional(),
        formed: z.iso.date().optional().describe('Formation date, YYYY-MM-DD'),
        year_end: z.string().optional().describe('Financial year end, MM-DD'),
        locale,
      },
    },
    (args) =>
      guarded(async () => {
        const lang = args.locale ?? 'en';
        if (args.jurisdiction) {
          const { data } = publicDeadlines({
            jurisdiction: args.jurisdiction,
            entity: args.entity as never,
            formed: args.formed as never,
            yearEnd: args.year_end,
            locale: lang,
          });
          const lines = data.map((d) => `- ${d.title}: due ${d.due_date}`);
          return answer(lines.join('\n') || 'No deadline in the next 24 months.', { data });
        }
        const { holder } = needToken(caller);
        const userId = holder.user.id;
        const ids = args.company_id
          ? [args.company_id]
          : (await asUser(userId, (tx) => listOwnCompanies(tx, userId), deps.database)).map(
              (c) => c.id,
            );
        const companies = [];
        for (const id of ids)
          companies.push(await companyObligations(userId, id, lang, deps.database));
        const text = companies
          .map(
            ({ company, obligations }) =>
              `${company.legal_name}:\n${obligations
                .map((o) => `- ${o.title}: due ${o.due_date} (${o.state}) [${o.key}]`)
                .join('\n')}`,
          )
          .join('\n\n');
        return answer(text || 'No company on this account yet.', { companies });
      }),
  );

  server.registerTool(
    'list_companies',
    { title: 'List companies', description: "The customer's companies (needs a token)." },
    () =>
      guarded(async () => {
        const { holder } = needToken(caller);
        const userId = holder.user.id;
        const companies = await asUser(userId, (tx) => listOwnCompanies(tx, userId), deps.database);
        const data = companies.map((c) => ({
          id: c.id,
          legal_name: c.legalName,
          jurisdiction: c.jurisdiction,
          entity: c.entity,
          registry_number: c.registryNumber,
          incorporated_on: c.incorporatedOn,
        }));
        return answer(
          data
            .map((c) => `- ${c.legal_name} (${c.jurisdiction} ${c.entity}, ${c.id})`)
            .join('\n') || 'No company on this account yet.',
          { data },
        );
      }),
  );

  server.registerTool(
    'application_status',
    {
      title: 'Application status',
      description:
        "The customer's applications and their status; with a reference (e.g. US-DE-2026-000123), its timeline and payments (needs a token).",
      inputSchema: { reference: z.string().max(40).optional() },
    },
    (args) =>
      guarded(async () => {
        const { holder } = needToken(caller);
        if (args.reference) {
          const application = await ownApplication(
            holder.user.id,
            args.reference,
            { tokenId: holder.tokenId, now: deps.now ?? Date.now() },
            deps.database,
          );
          const last = application.timeline.at(-1);
          return answer(
            `${application.reference}: ${application.status}${last ? ` (last change ${last.at.slice(0, 10)})` : ''}`,
            { application },
          );
        }
        const data = await ownApplications(holder.user.id, deps.database);
        return answer(
          data.map((a) => `- ${a.reference}: ${a.status}`).join('\n') || 'No application yet.',
          { data },
        );
      }),
  );

  server.registerTool(
    'start_order',
    {
      title: 'Start an order ("File it for me")',
      description:
        'Prepares the order of an obligation (a key from whats_due) and returns the link where the customer reviews and pays it. Nothing is submitted or paid. Needs a read_order token.',
      inputSchema: { company_id: z.uuid(), obligation_key: z.string().min(1).max(200), locale },
    },
    (args) =>
      guarded(async () => {
        const { holder, actor } = needToken(caller, 'read_order');
        const link = await orderLink(
          actor,
          holder.user.id,
          args.company_id,
          args.obligation_key,
          args.locale ?? 'en',
          deps.database,
        );
        return answer(`Review and pay the prefilled order here: ${link.url}`, link);
      }),
  );

  server.registerTool(
    'franchise_tax',
    {
      title: 'Delaware franchise tax',
      description:
        "A Delaware corporation's franchise tax for a year: both methods (authorized shares, assumed par value capital), the lesser, the $50 report fee, due 1 March. Amounts in cents.",
      inputSchema: {
        authorised_shares: z.number().int().positive(),
        par_value: z.string().optional().describe('Par value in dollars, e.g. "0.00001"'),
        issued_shares: z.number().int().nonnegative().optional(),
        gross_assets_cents: z.number().int().nonnegative().optional(),
        tax_year: z.number().int(),
      },
    },
    (args) =>
      guarded(async () => {
        const par = args.par_value === undefined ? undefined : parseParValue(args.par_value);
        if (par === null) return refusal('invalid_request: par_value is not a dollar amount.');
        const outcome = delawareFranchiseTax({
          classes: [{ shares: args.authorised_shares, parNanoDollars: par }],
          issuedShares: args.issued_shares,
          grossAssetsCents: args.gross_assets_cents,
          taxYear: args.tax_year,
        });
        if (!outcome.ok) return refusal(`invalid_request: ${outcome.error}`);
        const r = outcome.result;
        return answer(
          `Franchise tax $${(r.taxCents / 100).toFixed(2)} (${r.lesser}) + report fee $${(r.annualReportFeeCents / 100).toFixed(2)} = $${(r.totalDueCents / 100).toFixed(2)}, due ${r.dueDate}.`,
          { ...r, currency: 'USD' },
        );
      }),
  );

  server.registerTool(
    'wyoming_license_tax',
    {
      title: 'Wyoming annual report license tax',
      description: 'The greater of $60 and $0.0002 per dollar of Wyoming assets. Amounts in cents.',
      inputSchema: { assets_cents: z.number().int().nonnegative() },
    },
    (args) =>
      guarded(async () => {
        const outcome = wyomingLicenseTax(args.assets_cents);
        if (!outcome.ok) return refusal(`invalid_request: ${outcome.error}`);
        return answer(`License tax $${(outcome.result.taxCents / 100).toFixed(2)}.`, {
          ...outcome.result,
          currency: 'USD',
        });
      }),
  );

  server.registerTool(
    'prices',
    {
      title: 'Prices',
      description:
        'Our services in a jurisdiction with each package: our fee apart from the government fee, integer minor units with the currency.',
      inputSchema: { jurisdiction: z.enum(jurisdictionIds) },
    },
    (args) =>
      guarded(async () => {
        const data = pricesIn(args.jurisdiction);
        return answer(
          data
            .map(
              (p) =>
                `- ${p.service} (${p.package}): ${(p.total / 100).toFixed(2)} ${p.currency} (government ${(p.government_fee / 100).toFixed(2)})`,
            )
            .join('\n'),
          { data },
        );
      }),
  );

  server.registerTool(
    'application_documents',
    {
      title: 'Delivered documents',
      description:
        "The documents delivered for one of the customer's applications (certificates, filed returns), each with a download link valid 15 minutes (needs a token).",
      inputSchema: { reference: z.string().max(40) },
    },
    (args) =>
      guarded(async () => {
        const { holder } = needToken(caller);
        const data = await ownDocuments(holder.user.id, holder.tokenId, args.reference, deps);
        return answer(
          data
            .map((d) => `- ${d.title ?? d.category ?? d.file_name ?? d.id}: ${d.download_url}`)
            .join('\n') || 'No document delivered yet.',
          { data },
        );
      }),
  );

  server.registerTool(
    'answer_request',
    {
      title: 'Answer a request for information',
      description:
        "Sends the customer's answer to staff's request for information on an application (a message, up to 3 PDF/JPEG/PNG files in base64); the application goes back to review. Needs a read_order token.",
      inputSchema: { reference: z.string().max(40), ...answerRequestSchema.shape },
    },
    (args) =>
      guarded(async () => {
        const caller_ = needToken(caller, 'read_order');
        const { reference, ...input } = args;
        const result = await answerOwnApplication(
          caller_,
          reference,
          answerRequestSchema.parse(input),
          deps.database,
        );
        return answer(`Answer sent; ${result.reference} is now ${result.status}.`, result);
      }),
  );

  server.registerTool(
    'delaware_income_tax',
    {
      title: 'Delaware corporate income tax',
      description:
        'Delaware corporate income tax: 8.7% of the taxable income apportioned to Delaware. Amounts in cents.',
      inputSchema: incomeTaxInput.shape,
    },
    (args) =>
      guarded(async () => {
        const r = incomeTax(incomeTaxInput.parse(args));
        return answer(`Delaware income tax $${(r.tax / 100).toFixed(2)}.`, r);
      }),
  );

  server.registerTool(
    'texas_franchise_tax',
    {
      title: 'Texas franchise tax',
      description:
        "A Texas LLC's or corporation's franchise tax for a report year: no tax due under the threshold, else the lower of the E-Z and long-form computations; due 15 May. Amounts in cents.",
      inputSchema: texasInput.shape,
    },
    (args) =>
      guarded(async () => {
        const r = texasTax(texasInput.parse(args));
        return answer(
          r.outcome === 'noTaxDue'
            ? `No franchise tax due for ${r.report_year} (revenue at or below $${(r.threshold / 100).toFixed(2)}); file the Public Information Report by ${r.due_date}.`
            : `Franchise tax $${(r.tax / 100).toFixed(2)} (${r.chosen}), due ${r.due_date}.`,
          r,
        );
      }),
  );

  server.registerTool(
    'catalogue',
    {
      title: 'Catalogue',
      description:
        'Our services and packages per country (NG, GH, ZA, GB, CA, US) and jurisdiction, priced in the local currency with the government fee apart. Integer minor units.',
      inputSchema: catalogueQuery.shape,
    },
    (args) =>
      guarded(async () => {
        const data = catalogue(args.country);
        return answer(
          data.data
            .map(
              (j) =>
                `${j.jurisdiction} (${j.currency}): ${j.services.map((s) => s.service).join(', ')}`,
            )
            .join('\n'),
          data,
        );
      }),
  );

  return server;
}

/**
 * One MCP request. A bearer token, when sent, must be live (else 401 with the API's error); the
 * request counts against its window (or the address's) like /api/v1's.
 */
export async function handleMcp(request: Request, deps: V1Deps = {}): Promise<Response> {
  let headers: Record<string, string> = {};
  try {
    const caller = request.headers.get('authorization') ? await requireToken(request, deps) : null;
    const limited = await countRequest(request, caller, deps);
    headers = limited.headers;
    if (!limited.allowed)
      throw new ApiError('rate_limited', 'Too many requests; wait before retrying.');
    const server = buildServer(caller, deps);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    const response = await transport.handleRequest(request);
    const out = new Headers(response.headers);
    for (const [name, value] of Object.entries(headers)) out.set(name, value);
    return new Response(response.body, { status: response.status, headers: out });
  } catch (thrown) {
    if (thrown instanceof ApiError) return errorResponse(thrown, headers);
    console.error('[api/mcp] unexpected failure', thrown);
    return errorResponse(new ApiError('internal', 'Something went wrong.'), headers);
  }
}
