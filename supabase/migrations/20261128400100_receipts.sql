-- Issue 32: each confirmed payment gets a numbered receipt, R-<year>-<six digits>, numbered
-- without gaps per calendar year (UTC), as invoices and receipts must be.
--
-- The number is taken from a counter row per year, incremented (and so locked) in the very
-- transaction that confirms the payment: two confirmations wait for each other on that row, and a
-- confirmation that rolls back takes its increment with it, so no number is lost or given twice.
-- The receipt is issued by a trigger on the payment's confirmation, whoever confirms it (staff on
-- /admin/payments, the system for Paystack and Stripe): no path can confirm without a receipt.
-- The PDF is rendered on demand from these rows (lib/payments/receipt-pdf.ts); the locale is the
-- customer's language when the receipt was issued.

create table public.receipt_counters (
  year int primary key check (year between 2000 and 9999),
  last_seq int not null check (last_seq > 0)
);
alter table public.receipt_counters enable row level security;
-- Nobody reads or writes the counters but issue_receipt (security definer).
revoke all on public.receipt_counters from anon, authenticated;

create table public.receipts (
  id uuid primary key default gen_random_uuid(),
  -- A receipt once issued is kept (accounting records): the payment cannot be deleted under it.
  payment_id uuid not null unique references public.payments (id) on delete restrict,
  number text not null unique check (number ~ '^R-[0-9]{4}-[0-9]{6,}$'),
  year int not null check (year between 2000 and 9999),
  seq int not null check (seq > 0),
  issued_at timestamptz not null default now(),
  locale text not null check (locale in ('en', 'fr')),
  unique (year, seq),
  check (number = 'R-' || year || '-' || lpad(seq::text, 6, '0'))
);

alter table public.receipts enable row level security;
revoke all on public.receipts from anon, authenticated;
grant select on public.receipts to authenticated;
grant select on public.receipts to service_role;

create policy "receipts: read own" on public.receipts
  for select to authenticated using (
    exists (
      select 1 from public.payments p
      where p.id = payment_id and p.owner_id = (select auth.uid())
    )
  );
create policy "receipts: staff read" on public.receipts
  for select to authenticated using ((select public.get_current_user_role()) = 'admin');

-- The next number of the current year, taken in the caller's transaction.
create function public.issue_receipt(p_payment_id uuid)
returns public.receipts
language plpgsql
security definer
set search_path = ''
as $$
declare
  y int := extract(year from (now() at time zone 'UTC'))::int;
  n int;
  lang text;
  made public.receipts;
begin
  select r.* into made from public.receipts r where r.payment_id = p_payment_id;
  if made.id is not null then
    return made;
  end if;
  insert into public.receipt_counters as c (year, last_seq) values (y, 1)
  on conflict (year) do update set last_seq = c.last_seq + 1
  returning c.last_seq into n;
  select coalesce(pr.locale, 'en') into lang
  from public.payments p left join public.profiles pr on pr.id = p.owner_id
  where p.id = p_payment_id;
  insert into public.receipts (payment_id, number, year, seq, locale)
  values (
    p_payment_id,
    'R-' || y || '-' || lpad(n::text, 6, '0'),
    y,
    n,
    case when lang in ('en', 'fr') then lang else 'en' end
  )
  returning * into made;
  return made;
end;
$$;
revoke execute on function public.issue_receipt(uuid) from public, anon, authenticated;

create function public.payments_issue_receipt()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.issue_receipt(new.id);
  return null;
end;
$$;
revoke execute on function public.payments_issue_receipt() from public, anon, authenticated;

create trigger payments_issue_receipt
  after update of status on public.payments
  for each row
  when (new.status = 'confirmed' and old.status is distinct from 'confirmed')
  execute function public.payments_issue_receipt();

-- Payments confirmed before receipts existed: numbered in the order they were decided.
with confirmed as (
  select p.id, coalesce(p.decided_at, p.updated_at) as at,
         extract(year from (coalesce(p.decided_at, p.updated_at) at time zone 'UTC'))::int as year,
         case when pr.locale in ('en', 'fr') then pr.locale else 'en' end as locale
  from public.payments p left join public.profiles pr on pr.id = p.owner_id
  where p.status = 'confirmed'
),
numbered as (
  select c.*, row_number() over (partition by c.year order by c.at, c.id)::int as seq from confirmed c
)
insert into public.receipts (payment_id, number, year, seq, issued_at, locale)
select id, 'R-' || year || '-' || lpad(seq::text, 6, '0'), year, seq, at, locale from numbered;

insert into public.receipt_counters (year, last_seq)
select year, max(seq) from public.receipts group by year;
