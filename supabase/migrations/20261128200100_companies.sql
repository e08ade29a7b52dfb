-- Issue 31, "The company record": a formed company becomes a thing in the system. A company
-- belongs to a customer; it comes from one of our formations (staff record it when they complete
-- the application) or is brought in by the customer (formed elsewhere). Its registry identifiers
-- are validated by lib/companies/identifiers.ts before they reach here; the table keeps the shape.
--
-- Who may do what:
--   a customer  reads their own companies and officers, adds one as themselves (brought in, not
--               verified), edits it, never sets `verified_*`, `source`, `application_id` or the owner;
--               an edit of what staff checked (name, identifiers, dates) clears the verification;
--   staff       read all, record a formed company for its customer, edit and verify any;
--   anonymous   nothing.
-- Completing a formation application needs its company recorded (applications_check_company).

create table public.companies (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- lib/compliance/model.ts COMPLIANCE_JURISDICTIONS and ENTITIES_BY_JURISDICTION.
  jurisdiction text not null check (jurisdiction in (
    'nigeria', 'ghana', 'south-africa', 'uk', 'canada-federal', 'ontario', 'delaware', 'wyoming', 'texas'
  )),
  entity text not null check (entity in ('company', 'business-name', 'trustees', 'llc', 'corporation')),
  legal_name text not null check (char_length(btrim(legal_name)) between 1 and 200),
  -- The registry's number (RC/BN/IT, Ghana company number, CIPC registration number, UK company
  -- number, Canadian corporation number, Delaware/Wyoming/Texas file number), normalised.
  registry_number text not null check (char_length(registry_number) between 1 and 40),
  -- The tax identifier where the jurisdiction has one of its own: EIN, Ghana TIN, Canadian BN.
  tax_id text check (char_length(tax_id) between 1 and 40),
  incorporated_on date not null check (incorporated_on >= date '1900-01-01'),
  year_end text check (year_end ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'),
  registered_office jsonb check (registered_office is null or (jsonb_typeof(registered_office) = 'object' and pg_column_size(registered_office) <= 4096)),
  -- lib/compliance/model.ts ComplianceOptions (foreignOwned beside them).
  options jsonb not null default '{}'::jsonb check (jsonb_typeof(options) = 'object' and pg_column_size(options) <= 8192),
  source text not null default 'brought_in' check (source in ('formation', 'brought_in')),
  -- The formation application it came from: one company per application.
  application_id uuid unique references public.applications (id) on delete set null,
  verified_at timestamptz,
  verified_by uuid references auth.users (id) on delete set null,
  reminders_enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint companies_entity_of_jurisdiction check (
    case jurisdiction
      when 'nigeria' then entity in ('company', 'business-name', 'trustees')
      when 'delaware' then entity in ('llc', 'corporation')
      when 'wyoming' then entity in ('llc', 'corporation')
      when 'texas' then entity in ('llc', 'corporation')
      else entity = 'company'
    end
  ),
  constraint companies_verified_pair check ((verified_at is null) = (verified_by is null))
);
create index companies_owner_idx on public.companies (owner_id, legal_name);
-- The console's search by name and identifier.
create index companies_registry_idx on public.companies (lower(registry_number));
create index companies_name_idx on public.companies (lower(legal_name));

create table public.company_officers (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  role text not null check (role in ('director', 'officer', 'secretary')),
  email text check (char_length(email) between 3 and 254 and email ~ '^[^@\s]+@[^@\s]+$'),
  -- Reminders go to an officer personally only where they asked, at an address they gave.
  wants_reminders boolean not null default false,
  created_at timestamptz not null default now(),
  constraint company_officers_reminders_need_email check (not wants_reminders or email is not null)
);
create index company_officers_company_idx on public.company_officers (company_id);

-- What a customer may not change on their own company, whatever the policy let through: the
-- verification is staff's, the origin and the owner are facts. Staff and the server's own
-- connection (no auth.uid()) pass.
create function public.companies_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  is_staff boolean := auth.uid() is null or public.get_current_user_role() = 'admin';
begin
  new.updated_at := now();
  if tg_op = 'INSERT' then
    if not is_staff and (new.source <> 'brought_in' or new.application_id is not null
                         or new.verified_at is not null or new.verified_by is not null) then
      raise exception 'a customer adds a company as brought in and unverified' using errcode = '42501';
    end if;
    return new;
  end if;
  if not is_staff then
    if new.owner_id <> old.owner_id or new.source <> old.source
       or new.application_id is distinct from old.application_id
       or new.verified_at is distinct from old.verified_at
       or new.verified_by is distinct from old.verified_by then
      raise exception 'only staff change the verification, origin or owner of a company' using errcode = '42501';
    end if;
    -- What staff checked, changed by the customer: no longer verified.
    if (new.legal_name, new.registry_number, new.tax_id, new.incorporated_on, new.jurisdiction, new.entity)
       is distinct from
       (old.legal_name, old.registry_number, old.tax_id, old.incorporated_on, old.jurisdiction, old.entity) then
      new.verified_at := null;
      new.verified_by := null;
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function public.companies_before_write() from public, anon, authenticated;

create trigger companies_before_write
  before insert or update on public.companies
  for each row execute function public.companies_before_write();

alter table public.companies enable row level security;
alter table public.company_officers enable row level security;
revoke all on public.companies, public.company_officers from anon;

create policy "companies: read own" on public.companies
  for select to authenticated using (owner_id = (select auth.uid()));
create policy "companies: add own" on public.companies
  for insert to authenticated with check (owner_id = (select auth.uid()) and source = 'brought_in');
create policy "companies: edit own" on public.companies
  for update to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()));
create policy "companies: staff all" on public.companies
  for all to authenticated
  using ((select public.get_current_user_role()) = 'admin')
  with check ((select public.get_current_user_role()) = 'admin');

create policy "company_officers: own" on public.company_officers
  for all to authenticated
  using (exists (select 1 from public.companies c where c.id = company_id and c.owner_id = (select auth.uid())))
  with check (exists (select 1 from public.companies c where c.id = company_id and c.owner_id = (select auth.uid())));
create policy "company_officers: staff all" on public.company_officers
  for all to authenticated
  using ((select public.get_current_user_role()) = 'admin')
  with check ((select public.get_current_user_role()) = 'admin');

-- The audit log learns companies: staff's actions on them, and a customer's own additions and
-- edits of their companies (the record is theirs; staff see who changed what).
alter table public.audit_log drop constraint audit_log_target_type_check;
alter table public.audit_log add constraint audit_log_target_type_check check (target_type in (
  'application', 'payment', 'document', 'user_role', 'contact_message', 'career_application', 'job', 'company'
));
create policy "audit_log: customers record own company changes" on public.audit_log
  for insert to authenticated
  with check (
    actor_kind = 'customer'
    and actor_id = (select auth.uid())
    and target_type = 'company'
    and action in ('company.added', 'company.updated')
    and exists (
      select 1 from public.companies c where c.id::text = target_id and c.owner_id = (select auth.uid())
    )
  );

-- The formations: a completed one has produced a company, recorded here. Annual returns, tax
-- filings and trade marks produce none. Mirrors lib/companies/formation.ts FORMATION_FLOWS.
create function public.is_formation_flow(flow text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select flow in (
    'nigeria-company', 'nigeria-enterprise', 'nigeria-nonprofit', 'ghana-company', 'south-africa-company',
    'uk-company', 'canada-company', 'delaware-llc', 'delaware-corporation', 'wyoming-llc',
    'wyoming-corporation', 'texas-llc', 'texas-corporation'
  )
$$;

create function public.application_has_company(application uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.companies c where c.application_id = application)
$$;
revoke execute on function public.application_has_company(uuid) from public, anon;
grant execute on function public.application_has_company(uuid) to authenticated;

-- Whoever moves the status (the console, the service connection, a direct session), a formation
-- is completed once its company is recorded with the registry's number and date (both not null).
create function public.applications_check_company()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.is_formation_flow(new.flow) and not public.application_has_company(new.id) then
    raise exception 'a formation is completed once its company is recorded'
      using errcode = '23514', constraint = 'applications_completed_needs_company';
  end if;
  return new;
end;
$$;
revoke execute on function public.applications_check_company() from public, anon, authenticated;

create trigger applications_check_company
  before update of status on public.applications
  for each row when (new.status is distinct from old.status and new.status = 'completed')
  execute function public.applications_check_company();
