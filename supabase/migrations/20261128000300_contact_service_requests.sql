-- Service requests and service topics on the contact messages (issue 28).
--
-- A service that cannot be ordered online yet links to the "Request this service" form, which
-- leaves its request here, in the staff inbox, beside the contact form's messages:
-- - topic: what the message is about. Every service of the catalogue (lib/catalogue/services.ts,
--   which the contact form now lists too), or a general topic. 'registration' and 'compliance'
--   stay allowed for the messages sent before; the form no longer offers them.
-- - jurisdiction: set on a service request only: the catalogue's jurisdiction it is for
--   (lib/catalogue/jurisdictions.ts). Its country (ISO code) is in `country`, as for any message.
--   A request always names a service offered there, and its country agrees with it.
-- - message: optional on a service request (the service and the country say what is asked for),
--   at least 10 characters on a contact message as before.
-- The policies do not change: the server action inserts with the service role after the captcha
-- and the rate limit; admins read and update the status.

alter table public.contact_messages
  add column jurisdiction text
    check (jurisdiction in ('nigeria', 'ghana', 'southAfrica', 'uk', 'canada', 'usa', 'delaware', 'wyoming', 'texas'));

alter table public.contact_messages drop constraint contact_messages_topic_check;
alter table public.contact_messages
  add constraint contact_messages_topic_check check (topic in (
    'company', 'businessName', 'nonProfit', 'trademark', 'taxFiling', 'annualReturns',
    'usStateFilings', 'companySecretarial', 'corporateCompliance', 'virtualOffice',
    'structuringGovernance', 'businessLicensing',
    'pricing', 'application', 'partnership', 'other',
    'registration', 'compliance'
  ));

alter table public.contact_messages drop constraint contact_messages_message_check;
alter table public.contact_messages
  add constraint contact_messages_message_check check (
    char_length(message) <= 5000 and (jurisdiction is not null or char_length(message) >= 10)
  );

alter table public.contact_messages
  add constraint contact_messages_request_check check (
    jurisdiction is null
    or (
      topic not in ('pricing', 'application', 'partnership', 'other', 'registration', 'compliance')
      and country = case jurisdiction
        when 'nigeria' then 'NG'
        when 'ghana' then 'GH'
        when 'southAfrica' then 'ZA'
        when 'uk' then 'GB'
        when 'canada' then 'CA'
        else 'US'
      end
    )
  );

-- The inbox filters by service and country.
create index contact_messages_topic_idx on public.contact_messages (topic, created_at desc);
