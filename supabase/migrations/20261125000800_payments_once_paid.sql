-- A customer records a payment instruction only while nothing is paid: once staff confirmed a
-- payment of the application, a new pending one is refused here too (lib/payments/queries.ts
-- answers `alreadyPaid` first; this closes the same door for a client that calls the table API).
-- The check reads payments from a policy on payments, so it runs as a security-definer function
-- (a sub-select there would apply the table's own policies again: infinite recursion).
create function public.application_is_paid(application uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.payments p where p.application_id = application and p.status = 'confirmed')
$$;
revoke execute on function public.application_is_paid(uuid) from public, anon;
grant execute on function public.application_is_paid(uuid) to authenticated;

drop policy "payments: record own pending" on public.payments;
create policy "payments: record own pending" on public.payments
  for insert to authenticated with check (
    owner_id = (select auth.uid())
    and status = 'pending'
    and exists (
      select 1 from public.applications a
      where a.id = application_id and a.owner_id = (select auth.uid())
        and a.status not in ('draft', 'completed', 'rejected', 'cancelled')
    )
    and not public.application_is_paid(application_id)
  );
