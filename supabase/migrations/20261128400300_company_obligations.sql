-- Issue 31, "Obligations": what is known of one obligation instance beyond its dates. The
-- instances themselves are computed (lib/compliance, pure rules); a row exists only once
-- something was said about one: ordered (from the company page's "File it for me"), filed by us,
-- marked filed elsewhere by the customer, or its reminders switched off. No row, or a null state:
-- the state is computed from the dates (upcoming, due soon, overdue).
--
-- Who may do what:
--   a customer  reads and writes the rows of their own companies: marks an instance ordered (with
--               their own application, or none yet) or filed elsewhere, undoes it, switches its
--               reminders; never "filed by us" (that is staff's record of our filing);
--   staff       read and write all;
--   anonymous   nothing.

create table public.company_obligations (
  company_id uuid not null references public.companies (id) on delete cascade,
  -- lib/compliance/model.ts ObligationInstance.key: `<ruleId>:<period key>`, stable per company.
  obligation_key text not null check (obligation_key ~ '^[a-z0-9-]+:[A-Za-z0-9:_-]{1,80}$'),
  -- The due date the rules gave when the row was written (the console sorts and filters on it).
  due_on date not null,
  state text check (state in ('ordered', 'filed_by_us', 'filed_elsewhere')),
  application_id uuid references public.applications (id) on delete set null,
  reminders_enabled boolean not null default true,
  updated_at timestamptz not null default now(),
  primary key (company_id, obligation_key)
);
create index company_obligations_due_idx on public.company_obligations (due_on);

-- "Filed by us" is staff's record of our filing: a customer neither sets it nor takes it back
-- (their other changes to such a row, its reminders, pass). Staff and the server's own connection
-- (no auth.uid()) pass.
create function public.company_obligations_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  is_staff boolean := auth.uid() is null or public.get_current_user_role() = 'admin';
  was_ours boolean := tg_op = 'UPDATE' and old.state is not distinct from 'filed_by_us';
begin
  new.updated_at := now();
  if not is_staff and (new.state is not distinct from 'filed_by_us') <> was_ours then
    raise exception 'only staff record or undo a filing by us' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function public.company_obligations_before_write() from public, anon, authenticated;
create trigger company_obligations_before_write
  before insert or update on public.company_obligations
  for each row execute function public.company_obligations_before_write();

alter table public.company_obligations enable row level security;
revoke all on public.company_obligations from anon;

create policy "company_obligations: read own" on public.company_obligations
  for select to authenticated
  using (exists (select 1 from public.companies c where c.id = company_id and c.owner_id = (select auth.uid())));
-- The customer's writes: their company, an application only their own ("filed by us": the trigger).
create policy "company_obligations: add own" on public.company_obligations
  for insert to authenticated
  with check (
    exists (select 1 from public.companies c where c.id = company_id and c.owner_id = (select auth.uid()))
    and (application_id is null or exists (
      select 1 from public.applications a where a.id = application_id and a.owner_id = (select auth.uid())))
  );
create policy "company_obligations: edit own" on public.company_obligations
  for update to authenticated
  using (exists (select 1 from public.companies c where c.id = company_id and c.owner_id = (select auth.uid())))
  with check (
    exists (select 1 from public.companies c where c.id = company_id and c.owner_id = (select auth.uid()))
    and (application_id is null or exists (
      select 1 from public.applications a where a.id = application_id and a.owner_id = (select auth.uid())))
  );
create policy "company_obligations: staff all" on public.company_obligations
  for all to authenticated
  using ((select public.get_current_user_role()) = 'admin')
  with check ((select public.get_current_user_role()) = 'admin');

-- The customer's own steps on their obligations are audited beside their company edits.
drop policy "audit_log: customers record own company changes" on public.audit_log;
create policy "audit_log: customers record own company changes" on public.audit_log
  for insert to authenticated
  with check (
    actor_kind = 'customer'
    and actor_id = (select auth.uid())
    and target_type = 'company'
    and action in (
      'company.added', 'company.updated', 'company.reminders', 'company.obligation_ordered',
      'company.obligation_filed_elsewhere', 'company.obligation_undone', 'company.obligation_reminders'
    )
    and exists (
      select 1 from public.companies c where c.id::text = target_id and c.owner_id = (select auth.uid())
    )
  );
