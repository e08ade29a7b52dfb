-- Issue 34, Boardroom-in-a-Box: a signatory's link expires (lib/companies/resolutions.ts
-- SIGNING_LINK_DAYS after it was sent) and the account holder, or staff, may send a fresh one to a
-- signatory who has not signed: a new token replaces the old one's hash, so the old link is dead.
--
-- The dates are the server clock's (lib/config/clock.ts todayIso, pinned in tests), not now():
-- the database refuses a signature dated after its link's expiry, whatever the code checked.

alter table public.company_resolution_signatories
  add column link_sent_on date,
  add column link_expires_on date;

-- Links mailed before this migration count from their resolution's proposal.
update public.company_resolution_signatories s
  set link_sent_on = (r.created_at at time zone 'UTC')::date,
      link_expires_on = (r.created_at at time zone 'UTC')::date + 30
  from public.company_resolutions r
  where r.id = s.resolution_id;

alter table public.company_resolution_signatories
  alter column link_sent_on set not null,
  alter column link_expires_on set not null,
  add constraint company_resolution_signatories_link_period
    check (link_expires_on > link_sent_on),
  add constraint company_resolution_signatories_signed_in_time
    check (signed_on is null or signed_on <= link_expires_on);

-- Resending rewrites only the link of an unsigned signatory of an open resolution: the owner's
-- company, or any for staff.
grant update (token_hash, link_sent_on, link_expires_on)
  on public.company_resolution_signatories to authenticated;

create policy "company_resolution_signatories: resend own unsigned" on public.company_resolution_signatories
  for update to authenticated
  using (
    signed_at is null
    and exists (
      select 1 from public.company_resolutions r join public.companies c on c.id = r.company_id
      where r.id = resolution_id and r.state = 'open' and c.owner_id = (select auth.uid()))
  )
  with check (
    signed_at is null
    and exists (
      select 1 from public.company_resolutions r join public.companies c on c.id = r.company_id
      where r.id = resolution_id and r.state = 'open' and c.owner_id = (select auth.uid()))
  );
create policy "company_resolution_signatories: staff resend unsigned" on public.company_resolution_signatories
  for update to authenticated
  using (
    (select public.get_current_user_role()) = 'admin'
    and signed_at is null
    and exists (select 1 from public.company_resolutions r where r.id = resolution_id and r.state = 'open')
  )
  with check ((select public.get_current_user_role()) = 'admin' and signed_at is null);

create policy "audit_log: customers record own signing links" on public.audit_log
  for insert to authenticated
  with check (
    actor_kind = 'customer'
    and actor_id = (select auth.uid())
    and target_type = 'company'
    and action = 'company.resolution_link_resent'
    and exists (
      select 1 from public.companies c where c.id::text = target_id and c.owner_id = (select auth.uid())
    )
  );
