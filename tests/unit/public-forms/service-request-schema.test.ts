import { serviceIds } from '@/lib/catalogue/services';
import { contactTopics } from '@/lib/public-forms/contact/options';
import { requestPrefill } from '@/lib/public-forms/service-requests/options';
import {
  serviceRequestSchema,
  type ServiceRequestInput,
} from '@/lib/public-forms/service-requests/schemas';

const valid: ServiceRequestInput = {
  service: 'virtualOffice',
  country: 'ghana',
  name: 'Kwame Mensah',
  email: 'kwame@example.com',
  phone: '',
  message: '',
  altcha: 'payload',
};

function errorsOf(input: unknown): Record<string, string[]> {
  const result = serviceRequestSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

describe('the "Request this service" form', () => {
  it('accepts a service offered in the country chosen, with no message or phone', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('refuses a service the catalogue does not know', () => {
    expect(errorsOf({ ...valid, service: 'catering' })).toEqual({ service: ['serviceRequired'] });
    expect(errorsOf({ ...valid, service: '' })).toEqual({ service: ['serviceRequired'] });
  });

  it('refuses a country the catalogue does not know', () => {
    expect(errorsOf({ ...valid, country: 'france' })).toEqual({ country: ['countryRequired'] });
    // The URL names a jurisdiction, not an ISO code.
    expect(errorsOf({ ...valid, country: 'GH' })).toEqual({ country: ['countryRequired'] });
  });

  it('refuses a request without a solved captcha', () => {
    expect(errorsOf({ ...valid, altcha: '' })).toEqual({ altcha: ['captchaRequired'] });
    expect(errorsOf({ ...valid, altcha: undefined })).toEqual({ altcha: ['captchaRequired'] });
  });

  it('refuses a service we do not offer in the country chosen', () => {
    // Virtual offices are offered in Ghana but not in Delaware.
    expect(errorsOf({ ...valid, country: 'delaware' })).toEqual({
      service: ['serviceNotOffered'],
    });
  });

  it("checks a phone number against the chosen country's numbering plan", () => {
    expect(errorsOf({ ...valid, phone: '024 123 4567' })).toEqual({});
    expect(errorsOf({ ...valid, phone: '0803 123 4567' })).toEqual({ phone: ['phoneInvalid'] });
  });

  it('names every field wrong at once: nothing, or junk, is refused field by field', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(
      ['altcha', 'country', 'email', 'name', 'service'].sort(),
    );
    expect(errorsOf('not even an object')).not.toEqual({});
  });

  it('reads the service and the country a link filled in, and drops values it does not know', () => {
    expect(requestPrefill('?service=companySecretarial&country=uk')).toEqual({
      service: 'companySecretarial',
      country: 'uk',
    });
    expect(requestPrefill('?service=catering&country=mars')).toEqual({});
    expect(requestPrefill('')).toEqual({});
  });
});

describe("the contact form's topics", () => {
  it('name every service of the catalogue, then the general topics', () => {
    expect(contactTopics.slice(0, serviceIds.length)).toEqual([...serviceIds]);
    expect(contactTopics).toEqual(expect.arrayContaining(['pricing', 'other']));
  });
});
