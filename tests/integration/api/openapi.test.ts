import { Validator } from '@seriousme/openapi-schema-validator';
import { openApiDocument } from '@/lib/api/v1/openapi';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

/** Issue 37: /api/v1/openapi.json is a valid OpenAPI 3.1 document, generated from the zod schemas. */
describe('the OpenAPI document', () => {
  const document = openApiDocument();

  it('validates against the OpenAPI 3.1 schema', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('describes the endpoints with the fields the handlers answer', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/companies',
        '/companies/{companyId}/orders',
        '/deadlines',
        '/applications/{reference}/documents',
        '/applications/{reference}/answers',
        '/documents/{id}',
        '/receipts/{id}',
        '/catalogue',
        '/calculators/delaware-franchise-tax',
        '/calculators/delaware-income-tax',
        '/calculators/wyoming-license-tax',
        '/calculators/texas-franchise-tax',
      ]),
    );
    const company = document.components.schemas.Company as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(company.required).toEqual(
      expect.arrayContaining(['id', 'legal_name', 'jurisdiction', 'incorporated_on']),
    );
    // A schema used inside another is a reference to its component, not a copy.
    expect(JSON.stringify(document.components.schemas.ObligationList)).toContain(
      '#/components/schemas/Obligation',
    );
    const deadlines = document.paths['/deadlines'].get.parameters;
    expect(deadlines.find((p) => p.name === 'jurisdiction')).toMatchObject({ required: true });
    expect(deadlines.find((p) => p.name === 'locale')).toMatchObject({ required: false });
  });

  it('has a translated summary for every operation, for the /developers page', () => {
    const operations = Object.values(document.paths).flatMap((ops) => Object.values(ops));
    expect(operations.length).toBeGreaterThanOrEqual(17);
    const english: Record<string, string> = en.Developers.operations;
    const french: Record<string, string> = fr.Developers.operations;
    for (const { operationId, summary } of operations) {
      // The English page says what the (English) document says; the French one its translation.
      expect([operationId, english[operationId]]).toEqual([operationId, summary]);
      expect(french[operationId]).toEqual(expect.any(String));
      expect(french[operationId]).not.toBe(summary);
    }
    // No key left for an operation that no longer exists.
    expect(Object.keys(english).sort()).toEqual(operations.map((o) => o.operationId).sort());
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
  });
});
