-- Issue 34, Boardroom-in-a-Box: resolutions generated from a company's registers and signed
-- online. A resolution names its company, kind, what it decides (`data`) and who must sign it
-- (the directors in office, or the members, when it was proposed). Each signatory signs through
-- their own link (a random token mailed to them; only its SHA-256 is stored): typed name, date,
-- and the session the link was opened from, if any. Once all have signed the resolution is
-- passed, its change lands in the registers and the filing that follows is ordered
-- (lib/commands/companies/sign-resolution.ts).
--
-- Who may do what:
--   a customer  reads the resolutions and signatures of their own companies and proposes one
--               (through the command, which writes the signatories); never signs in a table
--               write: signing is by link, on the server's connection (the token is the proof);
--   staff       read all;
--   anonymous   nothing.

create table public.company_resolutions (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  -- lib/companies/resolutions.ts RESOLUTION_KINDS.
  kind text not null check (kind in (
    'appoint_director', 'remove_director', 'change_address', 'allot_shares', 'appoint_auditors',
    'approve_accounts'
  )),
  body text not null check (body in ('board', 'members')),
  data jsonb not null check (jsonb_typeof(data) = 'object' and pg_column_size(data) <= 4096),
  -- The date the resolution is dated and takes effect when passed.
  resolved_on date not null,
  state text not null default 'open' check (state in ('open', 'passed')),
  proposed_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  passed_at timestamptz,
  -- The filing ordered once passed: the request in the staff inbox (lib/public-forms).
  order_message_id uuid references public.contact_messages (id) on delete set null,
  constraint company_resolutions_passed check ((state = 'passed') = (passed_at is not null))
);
create index company_resolutions_company_idx on public.company_resolutions (company_id, created_at desc);

create table public.company_resolution_signatories (
  id uuid primary key default gen_random_uuid(),
  resolution_id uuid not null references public.company_resolutions (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254 and email ~ '^[^@\s]+@[^@\s]+$'),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  signed_name text check (char_length(signed_name) between 1 and 200),
  signed_on date,
  signed_at timestamptz,
  -- Where the signature came from: always the link; the account signed in on that browser, if any,
  -- and its session (the JWT's session_id).
  signed_user_id uuid references auth.users (id) on delete set null,
  signed_session_id text check (char_length(signed_session_id) <= 100),
  constraint company_resolution_signatories_signed check (
    (signed_at is null) = (signed_name is null) and (signed_at is null) = (signed_on is null)
  )
);
create index company_resolution_signatories_resolution_idx
  on public.company_resolution_signatories (resolution_id);

alter table public.company_resolutions enable row level security;
alter table public.company_resolution_signatories enable row level security;
revoke all on public.company_resolutions, public.company_resolution_signatories from anon;
-- A customer proposes (insert); signing and passing are the server's, by link.
revoke update, delete, truncate on public.company_resolutions, public.company_resolution_signatories
  from authenticated;

create policy "company_resolutions: read own" on public.company_resolutions
  for select to authenticated
  using (exists (select 1 from public.companies c where c.id = company_id and c.owner_id = (select auth.uid())));
create policy "company_resolutions: propose own" on public.company_resolutions
  for insert to authenticated
  with check (
    state = 'open' and proposed_by = (select auth.uid())
    and exists (select 1 from public.companies c where c.id = company_id and c.owner_id = (select auth.uid()))
  );
create policy "company_resolutions: staff read" on public.company_resolutions
  for select to authenticated
  using ((select public.get_current_user_role()) = 'admin');

create policy "company_resolution_signatories: read own" on public.company_resolution_signatories
  for select to authenticated
  using (exists (
    select 1 from public.company_resolutions r join public.companies c on c.id = r.company_id
    where r.id = resolution_id and c.owner_id = (select auth.uid())));
create policy "company_resolution_signatories: add own unsigned" on public.company_resolution_signatories
  for insert to authenticated
  with check (
    signed_at is null and signed_user_id is null
    and exists (
      select 1 from public.company_resolutions r join public.companies c on c.id = r.company_id
      where r.id = resolution_id and r.state = 'open' and c.owner_id = (select auth.uid()))
  );
create policy "company_resolution_signatories: staff read" on public.company_resolution_signatories
  for select to authenticated
  using ((select public.get_current_user_role()) = 'admin');

-- The owner's proposal is audited beside their company edits (a policy of its own, as the
-- registers' migration does).
create policy "audit_log: customers record own resolutions" on public.audit_log
  for insert to authenticated
  with check (
    actor_kind = 'customer'
    and actor_id = (select auth.uid())
    and target_type = 'company'
    and action = 'company.resolution_proposed'
    and exists (
      select 1 from public.companies c where c.id::text = target_id and c.owner_id = (select auth.uid())
    )
  );
