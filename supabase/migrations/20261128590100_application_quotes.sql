-- Issue 35, quoted services (business licensing, structuring and governance, anything priced "at
-- cost once known"): the customer requests (an application submitted with no quote), staff send a
-- quote (line items, our fee and the authority's fees apart, a validity date), the customer
-- accepts it before it expires, and the acceptance freezes it as the application's `quote`, the
-- field every payment copies its amount from. The database holds the rules whoever connects:
--   * nothing is payable before the quote is accepted: a payment of a quoted request without a
--     frozen quote is refused (payments_need_quote), whatever the role;
--   * only staff write quotes; a customer only accepts their own, through accept_application_quote;
--   * a quote is accepted once, while it is the one sent and not after its validity date;
--   * the timeline records each step (quote_sent, quote_accepted).

alter table public.application_events drop constraint application_events_type_check;
alter table public.application_events
  add constraint application_events_type_check check (type in (
    'created', 'status_changed', 'note', 'assigned', 'payment_recorded', 'payment_proof',
    'payment_confirmed', 'payment_rejected', 'document_delivered', 'customer_replied',
    'quote_sent', 'quote_accepted'
  ));

create table public.application_quotes (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- [{ "description": text, "amount": minor units, "kind": "service" | "authority" }]
  lines jsonb not null check (jsonb_typeof(lines) = 'array' and jsonb_array_length(lines) between 1 and 30),
  service_fee bigint not null check (service_fee >= 0),
  authority_fee bigint not null check (authority_fee >= 0),
  total bigint not null,
  -- The last day (UTC) the customer may accept it.
  valid_until date not null,
  note text check (char_length(note) <= 2000),
  state text not null default 'sent' check (state in ('sent', 'accepted', 'withdrawn')),
  sent_by uuid references auth.users (id) on delete set null,
  sent_at timestamptz not null default now(),
  accepted_by uuid references auth.users (id) on delete set null,
  accepted_at timestamptz,
  constraint application_quotes_total_check check (total > 0 and total = service_fee + authority_fee),
  constraint application_quotes_accepted_check check ((state = 'accepted') = (accepted_at is not null))
);
-- One quote open at a time, one accepted ever, per application.
create unique index application_quotes_one_sent_idx on public.application_quotes (application_id) where state = 'sent';
create unique index application_quotes_one_accepted_idx on public.application_quotes (application_id) where state = 'accepted';
create index application_quotes_application_idx on public.application_quotes (application_id, sent_at desc);

create function public.application_quotes_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  app_status text;
  app_quote jsonb;
begin
  if tg_op = 'INSERT' then
    select a.status, a.quote into app_status, app_quote from public.applications a where a.id = new.application_id;
    if app_status is null or app_status not in ('submitted', 'in_review', 'awaiting_customer') or app_quote is not null then
      raise exception 'a quote is sent for an open application that has none frozen'
        using errcode = '23514', constraint = 'application_quotes_open_application';
    end if;
    if new.valid_until <= (now() at time zone 'utc')::date then
      raise exception 'a quote is valid until a day in the future'
        using errcode = '23514', constraint = 'application_quotes_valid_until_future';
    end if;
    new.state := 'sent';
    new.sent_at := now();
    new.sent_by := auth.uid();
    new.accepted_at := null;
    new.accepted_by := null;
    return new;
  end if;
  if (new.application_id, new.currency, new.lines, new.service_fee, new.authority_fee, new.total, new.valid_until, new.sent_at, new.sent_by)
     is distinct from (old.application_id, old.currency, old.lines, old.service_fee, old.authority_fee, old.total, old.valid_until, old.sent_at, old.sent_by) then
    raise exception 'a sent quote cannot change: send a new one' using errcode = '42501';
  end if;
  if new.state = old.state then
    return new;
  end if;
  if old.state <> 'sent' then
    raise exception 'a quote is accepted or withdrawn once' using errcode = '23514';
  end if;
  if new.state = 'accepted' then
    if coalesce(current_setting('app.accepting_quote', true), '') <> 'on' then
      raise exception 'a quote is accepted through accept_application_quote' using errcode = '42501';
    end if;
    if (now() at time zone 'utc')::date > old.valid_until then
      raise exception 'the quote expired on %', old.valid_until
        using errcode = '23514', constraint = 'application_quotes_expired';
    end if;
  end if;
  return new;
end;
$$;

create trigger application_quotes_before_write
  before insert or update on public.application_quotes
  for each row execute function public.application_quotes_before_write();

-- The timeline's entries, written whoever sends or accepts (customers cannot add events).
create function public.application_quotes_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.application_events (application_id, actor_id, type, note)
    values (new.application_id, auth.uid(), 'quote_sent', new.id::text);
  elsif new.state = 'accepted' and old.state <> 'accepted' then
    insert into public.application_events (application_id, actor_id, type, note)
    values (new.application_id, auth.uid(), 'quote_accepted', new.id::text);
  end if;
  return null;
end;
$$;
revoke execute on function public.application_quotes_after_write() from public, anon, authenticated;

create trigger application_quotes_after_write
  after insert or update on public.application_quotes
  for each row execute function public.application_quotes_after_write();

alter table public.application_quotes enable row level security;
revoke all on public.application_quotes from anon, authenticated;
grant select on public.application_quotes to authenticated;
grant insert (application_id, currency, lines, service_fee, authority_fee, total, valid_until, note),
  update (state) on public.application_quotes to authenticated;

create policy "application_quotes: read own" on public.application_quotes
  for select to authenticated using (
    state <> 'withdrawn'
    and exists (select 1 from public.applications a where a.id = application_id and a.owner_id = (select auth.uid()))
  );
create policy "application_quotes: staff read" on public.application_quotes
  for select to authenticated using ((select public.get_current_user_role()) = 'admin');
create policy "application_quotes: staff send" on public.application_quotes
  for insert to authenticated with check ((select public.get_current_user_role()) = 'admin');
-- Staff withdraw a quote (sending a new one); acceptance is the function below.
create policy "application_quotes: staff withdraw" on public.application_quotes
  for update to authenticated
  using ((select public.get_current_user_role()) = 'admin')
  with check ((select public.get_current_user_role()) = 'admin' and state = 'withdrawn');

-- The customer accepts their own quote: it becomes the application's frozen quote (the shape of
-- lib/catalogue/quote.ts, built by lib/quotes/frozen.ts's rules: our fee, the authority's fees
-- at cost, the total), once, before it expires. Security definer: a customer may not write the
-- application's quote themselves (migration 20261121001500).
create function public.accept_application_quote(quote_id uuid, frozen jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  q public.application_quotes;
  app public.applications;
begin
  select * into q from public.application_quotes where id = quote_id for update;
  if q.id is null then
    raise exception 'no such quote' using errcode = '42501';
  end if;
  select * into app from public.applications where id = q.application_id for update;
  if app.owner_id is distinct from auth.uid() then
    raise exception 'only the customer accepts their quote' using errcode = '42501';
  end if;
  if q.state <> 'sent' or app.quote is not null then
    raise exception 'this quote cannot be accepted' using errcode = '23514', constraint = 'application_quotes_not_open';
  end if;
  if (frozen ->> 'total')::bigint is distinct from q.total or frozen ->> 'currency' is distinct from q.currency
     or (frozen ->> 'serviceFee')::bigint is distinct from q.service_fee
     or (frozen ->> 'governmentFee')::bigint is distinct from q.authority_fee then
    raise exception 'the frozen quote must say what the sent quote says' using errcode = '23514';
  end if;
  perform set_config('app.accepting_quote', 'on', true);
  update public.application_quotes set state = 'accepted', accepted_at = now(), accepted_by = auth.uid() where id = q.id;
  perform set_config('app.accepting_quote', '', true);
  update public.applications set quote = frozen where id = app.id;
end;
$$;
revoke execute on function public.accept_application_quote(uuid, jsonb) from public, anon;
grant execute on function public.accept_application_quote(uuid, jsonb) to authenticated;

-- A quoted request is not payable before its quote is accepted (frozen), whoever records the
-- payment. (Other applications get their quote on submission; their payments are as before.)
create function public.payments_need_quote()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.applications a
    where a.id = new.application_id and a.flow = 'quoted-service' and a.quote is null
  ) then
    raise exception 'nothing is payable before its quote is accepted'
      using errcode = '23514', constraint = 'payments_need_quote';
  end if;
  return new;
end;
$$;
revoke execute on function public.payments_need_quote() from public, anon, authenticated;

create trigger payments_need_quote
  before insert on public.payments
  for each row execute function public.payments_need_quote();
