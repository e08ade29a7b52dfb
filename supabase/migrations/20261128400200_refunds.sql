-- Issue 32: staff refund a confirmed payment in full or in part from /admin/payments. A payment
-- made online (Paystack, Stripe) is refunded through the provider's API; a manual one (a transfer,
-- USSD, QR, mobile money) is paid back by staff outside the site and recorded here with a note.
--
-- A refund is written `pending` before the provider is asked (its id is the provider's
-- idempotency key), then `succeeded` or `failed` with the provider's answer; a manual refund is
-- `succeeded` at once. Refunds that are not `failed` never add up to more than the payment's
-- amount received: the trigger below checks it with the payment locked, so two staff members
-- refunding at once wait for each other.

create table public.refunds (
  id uuid primary key default gen_random_uuid(),
  -- Money records are kept: the payment cannot be deleted under its refunds.
  payment_id uuid not null references public.payments (id) on delete restrict,
  -- Minor units of `currency` (the payment's).
  amount bigint not null check (amount > 0),
  currency text not null check (currency in ('NGN', 'GHS', 'ZAR', 'GBP', 'CAD', 'USD')),
  -- Why, as staff wrote it for the customer.
  reason text not null check (char_length(reason) between 1 and 2000),
  -- The provider it went through; null for a manual refund.
  provider text check (provider in ('paystack', 'stripe')),
  provider_refund_id text check (char_length(provider_refund_id) between 1 and 255),
  state text not null default 'pending' check (state in ('pending', 'succeeded', 'failed')),
  -- What the provider said when it refused (for staff).
  failure text check (char_length(failure) <= 500),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  check (provider is not null or state = 'succeeded')
);
create index refunds_payment_idx on public.refunds (payment_id, created_at);

alter table public.refunds enable row level security;
revoke all on public.refunds from anon, authenticated;
grant select on public.refunds to authenticated;
grant insert (payment_id, amount, currency, reason, provider, state) on public.refunds to authenticated;
grant update (state, provider_refund_id, failure, settled_at) on public.refunds to authenticated;
grant select, insert, update on public.refunds to service_role;

create policy "refunds: read own" on public.refunds
  for select to authenticated using (
    exists (
      select 1 from public.payments p
      where p.id = payment_id and p.owner_id = (select auth.uid())
    )
  );
create policy "refunds: staff read" on public.refunds
  for select to authenticated using ((select public.get_current_user_role()) = 'admin');
create policy "refunds: staff record" on public.refunds
  for insert to authenticated with check ((select public.get_current_user_role()) = 'admin');
create policy "refunds: staff settle" on public.refunds
  for update to authenticated
  using ((select public.get_current_user_role()) = 'admin' and state = 'pending')
  with check ((select public.get_current_user_role()) = 'admin');

-- Only a confirmed payment is refunded, in its currency, never beyond what was received; a
-- settled refund does not change again.
create function public.refunds_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  pay public.payments;
  taken bigint;
begin
  if tg_op = 'UPDATE' then
    if old.state <> 'pending' then
      raise exception 'a refund is settled once' using errcode = '23514';
    end if;
    if (new.payment_id, new.amount, new.currency, new.reason, new.provider, new.created_by, new.created_at)
       is distinct from (old.payment_id, old.amount, old.currency, old.reason, old.provider, old.created_by, old.created_at) then
      raise exception 'only a refund''s outcome changes' using errcode = '42501';
    end if;
    if new.state <> 'pending' then
      new.settled_at := coalesce(new.settled_at, now());
    end if;
    return new;
  end if;
  select * into pay from public.payments p where p.id = new.payment_id for update;
  if pay.id is null or pay.status <> 'confirmed' or pay.amount_received is null then
    raise exception 'only a confirmed payment is refunded' using errcode = '23514';
  end if;
  if new.currency <> pay.currency then
    raise exception 'a refund is in the payment''s currency' using errcode = '23514';
  end if;
  select coalesce(sum(r.amount), 0) into taken
  from public.refunds r where r.payment_id = new.payment_id and r.state <> 'failed';
  if taken + new.amount > pay.amount_received then
    raise exception 'refunds exceed the amount received' using errcode = '23514',
      constraint = 'refunds_within_received';
  end if;
  new.created_at := now();
  new.settled_at := case when new.state = 'succeeded' then now() else null end;
  return new;
end;
$$;
revoke execute on function public.refunds_before_write() from public, anon, authenticated;

create trigger refunds_before_write
  before insert or update on public.refunds
  for each row execute function public.refunds_before_write();
