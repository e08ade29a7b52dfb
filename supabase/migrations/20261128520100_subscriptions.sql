-- Issue 34, part 1: yearly services on a company (virtual office, company secretarial, corporate
-- compliance plan, US registered agent). A subscription is created when the order (an
-- application) for such a service is paid, and extended when its renewal order is paid
-- (lib/subscriptions/, lib/commands/subscriptions/). The rules of periods and states are
-- lib/subscriptions/periods.ts; the table keeps the facts.
--
-- Who may do what:
--   a customer  reads their own subscriptions; cancels one (cancel_at_period_end from false to
--               true, nothing else: the trigger below refuses any other change);
--   staff       read and write all (the commands run as them under RLS);
--   the system  (the renewal job, the payment providers) through the service connection;
--   anonymous   nothing.

create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  -- lib/subscriptions/services.ts SUBSCRIPTION_SERVICES (the catalogue's service ids).
  service text not null check (service in ('virtualOffice', 'companySecretarial', 'corporateCompliance', 'registeredAgent')),
  -- The catalogue's jurisdiction id (lib/catalogue/jurisdictions.ts), where the service is priced.
  jurisdiction text not null check (jurisdiction ~ '^[a-zA-Z]{2,20}$'),
  package text not null check (package in ('basic', 'standard', 'premium')),
  -- The period paid for: period_start included, period_end excluded.
  period_start date not null,
  period_end date not null,
  -- What the paid order's quote said, frozen: minor units and currency.
  price integer not null check (price >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  state text not null default 'active' check (state in ('active', 'renewal_due', 'lapsed', 'cancelled')),
  cancel_at_period_end boolean not null default false,
  cancel_requested_at timestamptz,
  -- The order that started it, and the open renewal order (the next year's application) if any.
  application_id uuid unique references public.applications (id) on delete set null,
  renewal_application_id uuid unique references public.applications (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subscriptions_period check (period_end > period_start),
  constraint subscriptions_cancel_pair check (cancel_at_period_end = (cancel_requested_at is not null))
);
-- One running subscription per company and service: a second order renews, it does not duplicate.
create unique index subscriptions_one_running_idx on public.subscriptions (company_id, service)
  where state in ('active', 'renewal_due');
create index subscriptions_owner_idx on public.subscriptions (owner_id, period_end);
-- The renewal job and the staff page read by end date.
create index subscriptions_end_idx on public.subscriptions (state, period_end);

-- Not security definer: current_user is the caller's role, so the server's own connection and
-- asServiceRole (a customer's command doing what they may not do themselves) pass as staff do.
create function public.subscriptions_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  is_staff boolean := current_user in ('postgres', 'service_role')
    or (select public.get_current_user_role()) = 'admin';
begin
  new.updated_at := now();
  if is_staff then
    return new;
  end if;
  -- A customer's one change: asking to cancel at the end of the period, once.
  if tg_op <> 'UPDATE' or old.cancel_at_period_end or not new.cancel_at_period_end
     or (to_jsonb(new) - 'cancel_at_period_end' - 'cancel_requested_at' - 'updated_at')
        is distinct from (to_jsonb(old) - 'cancel_at_period_end' - 'cancel_requested_at' - 'updated_at')
  then
    raise exception 'a customer only cancels their subscription' using errcode = '42501';
  end if;
  new.cancel_requested_at := now();
  return new;
end;
$$;
revoke execute on function public.subscriptions_before_write() from public, anon, authenticated;

create trigger subscriptions_before_write
  before insert or update on public.subscriptions
  for each row execute function public.subscriptions_before_write();

alter table public.subscriptions enable row level security;
revoke all on public.subscriptions from anon;

create policy "subscriptions: read own" on public.subscriptions
  for select to authenticated using (owner_id = (select auth.uid()));
create policy "subscriptions: cancel own" on public.subscriptions
  for update to authenticated
  using (owner_id = (select auth.uid()) and state in ('active', 'renewal_due'))
  with check (owner_id = (select auth.uid()));
create policy "subscriptions: staff all" on public.subscriptions
  for all to authenticated
  using ((select public.get_current_user_role()) = 'admin')
  with check ((select public.get_current_user_role()) = 'admin');

-- The audit log learns subscriptions: staff's and the system's actions, and a customer's
-- cancellation of their own.
alter table public.audit_log drop constraint audit_log_target_type_check;
alter table public.audit_log add constraint audit_log_target_type_check check (target_type in (
  'application', 'payment', 'document', 'user_role', 'contact_message', 'career_application', 'job', 'company',
  'subscription'
));
create policy "audit_log: customers record own subscription cancellation" on public.audit_log
  for insert to authenticated
  with check (
    actor_kind = 'customer'
    and actor_id = (select auth.uid())
    and target_type = 'subscription'
    and action = 'subscription.cancelled'
    and exists (
      select 1 from public.subscriptions s where s.id::text = target_id and s.owner_id = (select auth.uid())
    )
  );
