import { Validator } from '@seriousme/openapi-schema-validator';
import { openApiDocument } from '@/lib/api/v1/openapi';

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
});
