-- Issue 35: the employer registrations are a service of the catalogue (lib/catalogue/services.ts
-- `employerRegistration`), so the "Request this service" form and the contact form may name it as
-- their topic, as they name every other service (20261128000300_contact_service_requests.sql).
alter table public.contact_messages drop constraint contact_messages_topic_check;
alter table public.contact_messages
  add constraint contact_messages_topic_check check (topic in (
    'company', 'businessName', 'nonProfit', 'trademark', 'taxFiling', 'annualReturns',
    'usStateFilings', 'companySecretarial', 'corporateCompliance', 'virtualOffice',
    'structuringGovernance', 'businessLicensing', 'employerRegistration',
    'pricing', 'application', 'partnership', 'other',
    'registration', 'compliance'
  ));
