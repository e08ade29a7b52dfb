-- Issue 34, Boardroom-in-a-Box: staff propose a resolution for a customer's company (the admin
-- company page), through the same command as the owner (lib/commands/companies/propose-resolution.ts).
-- The proposal names the staff member (proposed_by) and their audit row is the staff one
-- ("audit_log: staff record own"); signing stays by link.

create policy "company_resolutions: staff propose" on public.company_resolutions
  for insert to authenticated
  with check (
    (select public.get_current_user_role()) = 'admin'
    and state = 'open' and proposed_by = (select auth.uid())
  );

create policy "company_resolution_signatories: staff add unsigned" on public.company_resolution_signatories
  for insert to authenticated
  with check (
    (select public.get_current_user_role()) = 'admin'
    and signed_at is null and signed_user_id is null
    and exists (select 1 from public.company_resolutions r where r.id = resolution_id and r.state = 'open')
  );
