import 'server-only';
import { z } from 'zod';
import { siteConfig, siteOrigin } from '@/lib/config/site';
import {
  companySchema,
  localeQuery,
  obligationListSchema,
  obligationSchema,
  orderRequestSchema,
  orderSchema,
} from './companies';
import { errorSchema, pageQuery, pageSchema } from './http';
import {
  answerRequestSchema,
  answerSchema,
  applicationSchema,
  applicationSummarySchema,
} from './applications';
import {
  franchiseTaxInput,
  franchiseTaxSchema,
  incomeTaxInput,
  incomeTaxSchema,
  texasInput,
  texasSchema,
  wyomingInput,
  wyomingSchema,
} from './calculators';
import { catalogueQuery, catalogueSchema, priceListSchema, pricesQuery } from './catalogue';
import { documentListSchema, documentSchema } from './documents';
import { deadlineListSchema, deadlineSchema, deadlinesQuery } from './public';

/**
 * The OpenAPI 3.1 document of /api/v1, generated from the very zod schemas the endpoints parse
 * and answer with (zod 4's own `z.toJSONSchema`: JSON Schema 2020-12, OpenAPI 3.1's dialect).
 * The named schemas live in a registry of their own, so a schema used inside another becomes a
 * `$ref` to its component.
 */
function components() {
  const registry = z.registry<{ id: string }>();
  const named: Record<string, z.ZodType> = {
    Company: companySchema,
    CompanyPage: pageSchema(companySchema),
    Obligation: obligationSchema,
    ObligationList: obligationListSchema,
    OrderLink: orderSchema,
    Deadline: deadlineSchema,
    DeadlineList: deadlineListSchema,
    ApplicationSummary: applicationSummarySchema,
    ApplicationPage: pageSchema(applicationSummarySchema),
    Application: applicationSchema,
    PriceList: priceListSchema,
    Catalogue: catalogueSchema,
    Document: documentSchema,
    DocumentList: documentListSchema,
    Answer: answerSchema,
    FranchiseTax: franchiseTaxSchema,
    IncomeTax: incomeTaxSchema,
    WyomingLicenseTax: wyomingSchema,
    TexasFranchiseTax: texasSchema,
    Error: errorSchema,
  };
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: 'any',
  });
  for (const schema of Object.values(schemas)) {
    delete (schema as Record<string, unknown>).$schema;
    delete (schema as Record<string, unknown>).id;
  }
  return schemas;
}

/** A request's schema (what a client sends: defaults optional), inline. */
function inputSchema(schema: z.ZodType): Record<string, unknown> {
  const generated = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete generated.$schema;
  return generated;
}

/** Query parameters from a zod object. */
function parameters(schema: z.ZodObject) {
  const json = inputSchema(schema) as {
    properties: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(json.properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: 'query',
      required: json.required?.includes(name) ?? false,
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });
const ok = (description: string, id?: string) => ({
  description,
  ...(id ? { content: json(ref(id)) } : {}),
});
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [String(s), ok('Error', 'Error')]));
const pathParam = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});
const secured = [{ bearer: [] }];

export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: `${siteConfig.name} API`,
      version: '1.0.0',
      description:
        'Your companies, their compliance calendar and "File it for me" orders, and the public deadline rules. Dates are ISO 8601; amounts are integer minor units with their currency; errors are { "error": { "code", "message" } }. Every answer carries the RateLimit-Policy and RateLimit fields.',
    },
    servers: [{ url: `${siteOrigin()}/api/v1` }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal access token (rgpat_…) made in Account › Settings.',
        },
      },
      schemas: components(),
    },
    paths: {
      '/companies': {
        get: {
          operationId: 'listCompanies',
          summary: 'Your companies',
          security: secured,
          parameters: parameters(pageQuery),
          responses: { '200': ok('A page of companies', 'CompanyPage'), ...errors(400, 401, 429) },
        },
      },
      '/companies/{companyId}/obligations': {
        get: {
          operationId: 'listObligations',
          summary: "A company's obligations for the next 24 months, with their states",
          security: secured,
          parameters: [pathParam('companyId', 'The company id'), ...parameters(localeQuery)],
          responses: {
            '200': ok('The company and its obligations', 'ObligationList'),
            ...errors(401, 404, 429),
          },
        },
      },
      '/companies/{companyId}/obligations/{obligationKey}/filed-elsewhere': {
        post: {
          operationId: 'markFiledElsewhere',
          summary: 'Mark an obligation filed elsewhere: its reminders stop (read_order token)',
          security: secured,
          parameters: [
            pathParam('companyId', 'The company id'),
            pathParam('obligationKey', 'The obligation key, URL-encoded'),
          ],
          responses: { '200': ok('Recorded'), ...errors(401, 403, 404, 409, 429) },
        },
      },
      '/companies/{companyId}/orders': {
        post: {
          operationId: 'startOrder',
          summary:
            '"File it for me": the link to the prefilled order for the customer to review and pay (read_order token; nothing is submitted or paid)',
          security: secured,
          parameters: [pathParam('companyId', 'The company id')],
          requestBody: { required: true, content: json(inputSchema(orderRequestSchema)) },
          responses: {
            '201': ok('The order link', 'OrderLink'),
            ...errors(400, 401, 403, 404, 409, 429),
          },
        },
      },
      '/applications': {
        get: {
          operationId: 'listApplications',
          summary: 'Your submitted applications, newest activity first',
          security: secured,
          parameters: parameters(pageQuery),
          responses: {
            '200': ok('A page of applications', 'ApplicationPage'),
            ...errors(400, 401, 429),
          },
        },
      },
      '/applications/{reference}': {
        get: {
          operationId: 'showApplication',
          summary: 'One application: its status, customer-visible timeline and payments',
          security: secured,
          parameters: [pathParam('reference', 'The reference, e.g. US-DE-2026-000123')],
          responses: { '200': ok('The application', 'Application'), ...errors(401, 404, 429) },
        },
      },
      '/applications/{reference}/documents': {
        get: {
          operationId: 'listDocuments',
          summary:
            'The documents delivered for one of your applications, each with a download link valid 15 minutes without a session',
          security: secured,
          parameters: [pathParam('reference', 'The reference, e.g. US-DE-2026-000123')],
          responses: { '200': ok('The documents', 'DocumentList'), ...errors(401, 404, 429) },
        },
      },
      '/documents/{id}': {
        get: {
          operationId: 'downloadDocument',
          summary:
            'A delivered document: the download_url of listDocuments (signed; no Authorization header)',
          parameters: [
            pathParam('id', 'The document id'),
            ...['token', 'expires', 'signature'].map((name) => ({
              name,
              in: 'query',
              required: true,
              schema: { type: 'string' },
            })),
          ],
          responses: {
            '200': { description: 'The file (PDF, JPEG or PNG)' },
            ...errors(404),
          },
        },
      },
      '/receipts/{id}': {
        get: {
          operationId: 'downloadReceipt',
          summary:
            "A payment's receipt as a PDF: the receipt_url of showApplication (signed; no Authorization header)",
          parameters: [
            pathParam('id', 'The payment id'),
            ...['token', 'expires', 'signature'].map((name) => ({
              name,
              in: 'query',
              required: true,
              schema: { type: 'string' },
            })),
          ],
          responses: {
            '200': { description: 'The receipt (PDF)' },
            ...errors(404),
          },
        },
      },
      '/applications/{reference}/answers': {
        post: {
          operationId: 'answerRequest',
          summary:
            "Answer staff's request for information: a message and up to 3 files (read_order token)",
          security: secured,
          parameters: [pathParam('reference', 'The reference, e.g. US-DE-2026-000123')],
          requestBody: { required: true, content: json(inputSchema(answerRequestSchema)) },
          responses: {
            '200': ok('Answered: the application is back in review', 'Answer'),
            ...errors(400, 401, 403, 404, 409, 429),
          },
        },
      },
      '/catalogue': {
        get: {
          operationId: 'showCatalogue',
          summary:
            'Our services and packages per country and jurisdiction, priced in the local currency, the government fee apart (no token)',
          parameters: parameters(catalogueQuery),
          responses: { '200': ok('The catalogue', 'Catalogue'), ...errors(400, 429) },
        },
      },
      '/calculators/delaware-franchise-tax': {
        post: {
          operationId: 'calculateDelawareFranchiseTax',
          summary:
            "A Delaware corporation's franchise tax: both methods, the lesser, the report fee (no token)",
          requestBody: { required: true, content: json(inputSchema(franchiseTaxInput)) },
          responses: {
            '200': ok('The result, amounts in US cents', 'FranchiseTax'),
            ...errors(400, 429),
          },
        },
      },
      '/calculators/delaware-income-tax': {
        post: {
          operationId: 'calculateDelawareIncomeTax',
          summary:
            'Delaware corporate income tax: 8.7% of the income apportioned to Delaware (no token)',
          requestBody: { required: true, content: json(inputSchema(incomeTaxInput)) },
          responses: {
            '200': ok('The result, amounts in US cents', 'IncomeTax'),
            ...errors(400, 429),
          },
        },
      },
      '/calculators/wyoming-license-tax': {
        post: {
          operationId: 'calculateWyomingLicenseTax',
          summary:
            "Wyoming annual report license tax, computed from the company's assets located in Wyoming (no token)",
          requestBody: { required: true, content: json(inputSchema(wyomingInput)) },
          responses: {
            '200': ok('The result, amounts in US cents', 'WyomingLicenseTax'),
            ...errors(400, 429),
          },
        },
      },
      '/calculators/texas-franchise-tax': {
        post: {
          operationId: 'calculateTexasFranchiseTax',
          summary:
            'Texas franchise tax: no tax due, E-Z or long form, whichever applies (no token)',
          requestBody: { required: true, content: json(inputSchema(texasInput)) },
          responses: {
            '200': ok('The result, amounts in US cents', 'TexasFranchiseTax'),
            ...errors(400, 429),
          },
        },
      },
      '/prices': {
        get: {
          operationId: 'listPrices',
          summary: 'Our prices in a jurisdiction, the government fee apart (no token)',
          parameters: parameters(pricesQuery),
          responses: { '200': ok('The prices', 'PriceList'), ...errors(400, 429) },
        },
      },
      '/deadlines': {
        get: {
          operationId: 'listDeadlines',
          summary:
            'The public deadline rules for a jurisdiction, an entity and a formation date (no token)',
          parameters: parameters(deadlinesQuery),
          responses: {
            '200': ok('The deadlines of the next 24 months', 'DeadlineList'),
            ...errors(400, 429),
          },
        },
      },
    },
  };
}
