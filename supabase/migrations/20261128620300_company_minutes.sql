-- Issue 34, Boardroom-in-a-Box: minutes of a board or members' meeting, generated from the
-- registers (lib/companies/minutes.ts) and kept with the company. `data` is the minutes as
-- recorded (date, venue, chair, who could attend and who did, the quorum, the resolutions passed):
-- frozen, so a later change in the registers does not rewrite the meeting. The PDF is rendered
-- from it on request (app/api/minutes), for the owner and staff only. The chair signs the
-- printed PDF (a signature line), not by link.
--
-- Who may do what:
--   a customer  reads and records the minutes of their own companies (through the command);
--   staff       read all and record for any company;
--   anonymous   nothing. Nobody edits or deletes minutes: a mistake is corrected by new minutes.

create table public.company_minutes (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  body text not null check (body in ('board', 'members')),
  held_on date not null,
  data jsonb not null check (jsonb_typeof(data) = 'object' and pg_column_size(data) <= 32768),
  recorded_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index company_minutes_company_idx on public.company_minutes (company_id, held_on desc);

alter table public.company_minutes enable row level security;
revoke all on public.company_minutes from anon;
revoke update, delete, truncate on public.company_minutes from authenticated;
grant select, insert on public.company_minutes to authenticated;

create policy "company_minutes: read own" on public.company_minutes
  for select to authenticated
  using (exists (select 1 from public.companies c where c.id = company_id and c.owner_id = (select auth.uid())));
create policy "company_minutes: record own" on public.company_minutes
  for insert to authenticated
  with check (
    recorded_by = (select auth.uid())
    and exists (select 1 from public.companies c where c.id = company_id and c.owner_id = (select auth.uid()))
  );
create policy "company_minutes: staff read" on public.company_minutes
  for select to authenticated
  using ((select public.get_current_user_role()) = 'admin');
create policy "company_minutes: staff record" on public.company_minutes
  for insert to authenticated
  with check ((select public.get_current_user_role()) = 'admin' and recorded_by = (select auth.uid()));

create policy "audit_log: customers record own minutes" on public.audit_log
  for insert to authenticated
  with check (
    actor_kind = 'customer'
    and actor_id = (select auth.uid())
    and target_type = 'company'
    and action = 'company.minutes_recorded'
    and exists (
      select 1 from public.companies c where c.id::text = target_id and c.owner_id = (select auth.uid())
    )
  );
