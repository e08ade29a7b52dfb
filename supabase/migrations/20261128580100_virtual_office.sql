-- Issue 34, virtual office and mailroom: our addresses per country (kept by staff), the address
-- assigned to a customer's virtual-office subscription, and the letters received for it (a
-- scanned PDF in the private 'mailroom-scans' storage, lib/mailroom/), with the customer's
-- request to forward the original or shred it.
--
-- Who may do what:
--   staff      read and write all (the commands run as them under RLS);
--   a customer reads the address assigned to their own subscription, its assignment and the
--              letters of their subscriptions; never writes (their forward/shred request is a
--              command that checks the letter is theirs under RLS, then writes as service_role);
--   the system (the retention job) through the service connection;
--   anonymous  nothing.

create table public.virtual_office_addresses (
  id uuid primary key default gen_random_uuid(),
  -- ISO 3166-1 alpha-2: the countries the virtual office is sold in (lib/mailroom/addresses.ts).
  country text not null check (country in ('NG', 'GH', 'ZA', 'GB', 'CA')),
  line1 text not null check (char_length(btrim(line1)) between 1 and 200),
  line2 text check (line2 is null or char_length(line2) <= 200),
  city text not null check (char_length(btrim(city)) between 1 and 100),
  postcode text check (postcode is null or char_length(postcode) <= 20),
  -- For staff and shown to the customer: what the address may be used for.
  notes text check (notes is null or char_length(notes) <= 1000),
  -- A retired address is assigned to nobody new; those who have it keep it until reassigned.
  retired_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index virtual_office_addresses_country_idx on public.virtual_office_addresses (country) where retired_at is null;

create table public.virtual_office_assignments (
  subscription_id uuid primary key references public.subscriptions (id) on delete cascade,
  address_id uuid not null references public.virtual_office_addresses (id) on delete restrict,
  assigned_at timestamptz not null default now(),
  assigned_by uuid references auth.users (id) on delete set null
);
create index virtual_office_assignments_address_idx on public.virtual_office_assignments (address_id);

create table public.mailroom_letters (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references public.subscriptions (id) on delete cascade,
  -- The subscription's owner, kept here so that the policies read one row.
  owner_id uuid not null references auth.users (id) on delete cascade,
  sender text not null check (char_length(btrim(sender)) between 1 and 200),
  received_on date not null,
  category text not null check (category in ('government', 'tax', 'bank', 'legal', 'other')),
  -- The scan: null once the retention job removed it (lib/mailroom/retention.ts).
  scan_path text,
  scan_size integer check (scan_size is null or scan_size > 0),
  scan_deleted_at timestamptz,
  -- The customer's request about the original, and staff's completion of it.
  request text check (request in ('forward', 'shred')),
  forward_to text check (forward_to is null or char_length(forward_to) <= 500),
  -- The forwarding fee stated when asked, frozen (minor units): lib/mailroom/fees.ts.
  forward_fee integer check (forward_fee is null or forward_fee >= 0),
  forward_currency text check (forward_currency is null or forward_currency ~ '^[A-Z]{3}$'),
  requested_at timestamptz,
  done_at timestamptz,
  done_note text check (done_note is null or char_length(done_note) <= 500),
  recorded_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint mailroom_letters_request check (
    (request is null and requested_at is null and forward_to is null and done_at is null)
    or (request = 'forward' and requested_at is not null and forward_to is not null and forward_fee is not null)
    or (request = 'shred' and requested_at is not null and forward_to is null)
  ),
  constraint mailroom_letters_scan check (scan_path is null or scan_deleted_at is null)
);
create index mailroom_letters_subscription_idx on public.mailroom_letters (subscription_id, received_on desc);
create index mailroom_letters_open_idx on public.mailroom_letters (requested_at) where request is not null and done_at is null;
create index mailroom_letters_retention_idx on public.mailroom_letters (received_on) where scan_path is not null;

alter table public.virtual_office_addresses enable row level security;
alter table public.virtual_office_assignments enable row level security;
alter table public.mailroom_letters enable row level security;
revoke all on public.virtual_office_addresses from anon;
revoke all on public.virtual_office_assignments from anon;
revoke all on public.mailroom_letters from anon;

create policy "virtual_office_addresses: staff all" on public.virtual_office_addresses
  for all to authenticated
  using ((select public.get_current_user_role()) = 'admin')
  with check ((select public.get_current_user_role()) = 'admin');
create policy "virtual_office_addresses: read the one assigned to own subscription" on public.virtual_office_addresses
  for select to authenticated
  using (exists (
    select 1 from public.virtual_office_assignments a
    join public.subscriptions s on s.id = a.subscription_id
    where a.address_id = virtual_office_addresses.id and s.owner_id = (select auth.uid())
  ));

create policy "virtual_office_assignments: staff all" on public.virtual_office_assignments
  for all to authenticated
  using ((select public.get_current_user_role()) = 'admin')
  with check ((select public.get_current_user_role()) = 'admin');
create policy "virtual_office_assignments: read own" on public.virtual_office_assignments
  for select to authenticated
  using (exists (
    select 1 from public.subscriptions s
    where s.id = virtual_office_assignments.subscription_id and s.owner_id = (select auth.uid())
  ));

create policy "mailroom_letters: staff all" on public.mailroom_letters
  for all to authenticated
  using ((select public.get_current_user_role()) = 'admin')
  with check ((select public.get_current_user_role()) = 'admin');
create policy "mailroom_letters: read own" on public.mailroom_letters
  for select to authenticated using (owner_id = (select auth.uid()));

-- The audit log learns the mailroom: staff's actions on addresses and letters, the customer's
-- request on their own letter, the retention job's removals.
alter table public.audit_log drop constraint audit_log_target_type_check;
alter table public.audit_log add constraint audit_log_target_type_check check (target_type in (
  'application', 'payment', 'document', 'user_role', 'contact_message', 'career_application', 'job', 'company',
  'subscription', 'virtual_office_address', 'mailroom_letter'
));
create policy "audit_log: customers record own mailroom request" on public.audit_log
  for insert to authenticated
  with check (
    actor_kind = 'customer'
    and actor_id = (select auth.uid())
    and target_type = 'mailroom_letter'
    and action in ('mailroom.forward_requested', 'mailroom.shred_requested')
    and exists (
      select 1 from public.mailroom_letters l where l.id::text = target_id and l.owner_id = (select auth.uid())
    )
  );

-- The private bucket of the scans on hosted Supabase (the embedded backend keeps them under
-- DATA_DIR/uploads and has no storage schema: a no-op there). 10 MB, PDF only.
do $$
begin
  if exists (select 1 from information_schema.tables where table_schema = 'storage' and table_name = 'buckets') then
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values ('mailroom-scans', 'mailroom-scans', false, 10485760, array['application/pdf'])
    on conflict (id) do nothing;
  end if;
end
$$;
