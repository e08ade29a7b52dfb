-- Issue 34, Boardroom-in-a-Box: a company's statutory registers (members and shareholdings,
-- directors and secretaries, persons with significant control / beneficial owners, charges) kept
-- as an append-only history of dated entries. The registers at any date are computed from it
-- (lib/companies/registers.ts registersAsAt); a correction is a new entry, never an edit, so
-- every entry keeps who wrote it and when.
--
-- Who may do what:
--   a customer  reads the entries of their own companies and adds entries to them, as themselves
--               (recorded_by is auth.uid(); the command checks the entry against the history);
--   staff       read all and add to any company;
--   anonymous   nothing; nobody updates or deletes an entry.

create table public.company_register_entries (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  -- lib/companies/registers.ts REGISTER_ENTRY_KINDS; `data` holds what the kind says.
  kind text not null check (kind in (
    'allotment', 'transfer', 'appointment', 'cessation', 'psc_notified', 'psc_ceased',
    'charge_created', 'charge_satisfied'
  )),
  effective_on date not null check (effective_on >= date '1900-01-01'),
  data jsonb not null check (jsonb_typeof(data) = 'object' and data ->> 'kind' = kind
                             and pg_column_size(data) <= 4096),
  -- Who wrote it: the person (null for the system), their kind and name as the audit shows it.
  recorded_by uuid default auth.uid() references auth.users (id) on delete set null,
  recorded_by_kind text not null check (recorded_by_kind in ('customer', 'staff', 'system')),
  recorded_by_name text not null check (char_length(recorded_by_name) between 1 and 254),
  recorded_at timestamptz not null default now()
);
create index company_register_entries_company_idx
  on public.company_register_entries (company_id, effective_on, recorded_at);

-- A person records as themselves, when they write it: a customer cannot back-date the writing nor
-- write in another's name (the effective date is theirs to say). Staff and the server pass.
create function public.company_register_entries_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null then
    new.recorded_by := auth.uid();
    new.recorded_at := now();
    if public.get_current_user_role() <> 'admin' then
      new.recorded_by_kind := 'customer';
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function public.company_register_entries_before_insert() from public, anon, authenticated;
create trigger company_register_entries_before_insert
  before insert on public.company_register_entries
  for each row execute function public.company_register_entries_before_insert();

-- Append-only whoever connects; only the company's own deletion (its cascade, the account's
-- deletion) takes its entries with it.
create function public.company_register_entries_append_only()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from public.companies c where c.id = old.company_id) then
    return old;
  end if;
  raise exception 'the registers are append-only: record a new entry' using errcode = '42501';
end;
$$;
revoke execute on function public.company_register_entries_append_only() from public, anon, authenticated;
create trigger company_register_entries_no_update
  before update or delete on public.company_register_entries
  for each row execute function public.company_register_entries_append_only();
create trigger company_register_entries_no_truncate
  before truncate on public.company_register_entries
  for each statement execute function public.company_register_entries_append_only();

alter table public.company_register_entries enable row level security;
revoke all on public.company_register_entries from anon;
revoke update, delete, truncate on public.company_register_entries from authenticated;

create policy "company_register_entries: read own" on public.company_register_entries
  for select to authenticated
  using (exists (select 1 from public.companies c where c.id = company_id and c.owner_id = (select auth.uid())));
create policy "company_register_entries: add own" on public.company_register_entries
  for insert to authenticated
  with check (
    exists (select 1 from public.companies c where c.id = company_id and c.owner_id = (select auth.uid()))
  );
create policy "company_register_entries: staff read" on public.company_register_entries
  for select to authenticated
  using ((select public.get_current_user_role()) = 'admin');
create policy "company_register_entries: staff add" on public.company_register_entries
  for insert to authenticated
  with check ((select public.get_current_user_role()) = 'admin');

-- The customer's register entries are audited beside their company edits: a policy of its own
-- (permissive policies add up), so the company policy's list stays as its migrations wrote it.
create policy "audit_log: customers record own register entries" on public.audit_log
  for insert to authenticated
  with check (
    actor_kind = 'customer'
    and actor_id = (select auth.uid())
    and target_type = 'company'
    and action = 'company.register_entry'
    and exists (
      select 1 from public.companies c where c.id::text = target_id and c.owner_id = (select auth.uid())
    )
  );
