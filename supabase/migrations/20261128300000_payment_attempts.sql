-- Issue 32: paying online through Paystack (NGN, GHS, ZAR) or Stripe Checkout (GBP, USD, CAD).
--
-- A payment (the amount due, frozen from the quote) may be tried online several times: each try
-- is an attempt with our own unique reference, its amount and currency copied here from the
-- payment when it starts (never from the browser). The providers' webhooks are kept once each
-- in payment_events (unique per provider and event id), so a duplicate delivery does nothing.
-- Both are written by the service role alone: the commands run as the system (a provider's
-- webhook, the reconciliation job, the callback page's check). A customer starts an attempt
-- through begin_payment_attempt, which checks that the payment is theirs and pending.

alter table public.payments drop constraint payments_method_check;
alter table public.payments add constraint payments_method_check
  check (method in ('bank_transfer', 'ussd', 'qr', 'mobile_money', 'online'));

create table public.payment_attempts (
  id uuid primary key default gen_random_uuid(),
  payment_id uuid not null references public.payments (id) on delete cascade,
  provider text not null check (provider in ('paystack', 'stripe')),
  -- Paystack's rule for a reference (letters, digits, `-`, `.`, `=`), which Stripe accepts too.
  reference text not null unique check (reference ~ '^[A-Za-z0-9.=-]{6,100}$'),
  -- Paystack's transaction id or Stripe's Checkout Session id, once the provider answered.
  provider_id text check (char_length(provider_id) between 1 and 255),
  checkout_url text check (char_length(checkout_url) between 1 and 2048),
  amount bigint not null check (amount > 0),
  currency text not null check (currency in ('NGN', 'GHS', 'ZAR', 'GBP', 'CAD', 'USD')),
  state text not null default 'initialised'
    check (state in ('initialised', 'succeeded', 'failed', 'mismatch', 'expired')),
  -- What the provider reported when it differed from what was due (amount, currency, reference).
  mismatch jsonb check (mismatch is null or pg_column_size(mismatch) <= 4096),
  created_at timestamptz not null default now(),
  verified_at timestamptz
);
create index payment_attempts_payment_idx on public.payment_attempts (payment_id, created_at desc);
-- The reconciliation job's scan: attempts still waiting, oldest first.
create index payment_attempts_open_idx on public.payment_attempts (created_at) where state = 'initialised';

alter table public.payment_attempts enable row level security;
revoke all on public.payment_attempts from anon, authenticated;
grant select on public.payment_attempts to authenticated;
grant select, insert, update on public.payment_attempts to service_role;

create policy "payment_attempts: read own" on public.payment_attempts
  for select to authenticated using (
    exists (
      select 1 from public.payments p
      where p.id = payment_id and p.owner_id = (select auth.uid())
    )
  );
create policy "payment_attempts: staff read" on public.payment_attempts
  for select to authenticated using ((select public.get_current_user_role()) = 'admin');

create table public.payment_events (
  id bigint generated always as identity primary key,
  provider text not null check (provider in ('paystack', 'stripe')),
  -- Stripe's event id; Paystack sends none, so its event type and transaction id.
  event_id text not null check (char_length(event_id) between 1 and 255),
  type text not null check (char_length(type) between 1 and 100),
  -- Our attempt's reference, when the event names one.
  reference text check (char_length(reference) <= 255),
  payload jsonb not null,
  received_at timestamptz not null default now(),
  processed_at timestamptz,
  -- What processing found: confirmed, mismatch, failed, pending, unknownReference, ignored, ...
  outcome text check (char_length(outcome) <= 40),
  unique (provider, event_id)
);
create index payment_events_reference_idx on public.payment_events (reference) where reference is not null;

alter table public.payment_events enable row level security;
revoke all on public.payment_events from anon, authenticated;
grant select on public.payment_events to authenticated;
grant select, insert, update on public.payment_events to service_role;

create policy "payment_events: staff read" on public.payment_events
  for select to authenticated using ((select public.get_current_user_role()) = 'admin');

-- The customer starts an attempt on their own pending payment: the amount and currency are the
-- payment's (frozen from the quote at submission), the reference ours, unique per attempt.
create function public.begin_payment_attempt(p_payment_id uuid, p_provider text)
returns public.payment_attempts
language plpgsql
security definer
set search_path = ''
as $$
declare
  pay public.payments;
  made public.payment_attempts;
begin
  select * into pay from public.payments p where p.id = p_payment_id for update;
  if pay.id is null or pay.owner_id is distinct from auth.uid() then
    raise exception 'no such payment' using errcode = '42501';
  end if;
  if pay.status <> 'pending' then
    raise exception 'the payment is not pending' using errcode = '23514';
  end if;
  insert into public.payment_attempts (payment_id, provider, reference, amount, currency)
  values (
    pay.id,
    p_provider,
    pay.payment_reference || '-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 10)),
    pay.amount,
    pay.currency
  )
  returning * into made;
  return made;
end;
$$;
revoke execute on function public.begin_payment_attempt(uuid, text) from public, anon;
grant execute on function public.begin_payment_attempt(uuid, text) to authenticated;
