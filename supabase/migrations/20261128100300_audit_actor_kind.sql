-- Issue 30: the audit log names the kind of its actor. A command runs for a customer, a member
-- of staff or the system (a payment provider's webhook, the scheduler's job): a system row has
-- no user, so `actor_id` may be null for it alone, and `actor_name` says which system it was.
--
-- Every row written so far was staff's (the insert policy admitted admins only, and the
-- database's own rows were written for a signed-in admin), hence the default: the functions that
-- write rows for a signed-in admin (confirm_staff_access) keep doing so without naming it.

alter table public.audit_log
  add column actor_kind text not null default 'staff'
    check (actor_kind in ('customer', 'staff', 'system')),
  add column actor_name text check (actor_name ~ '^[a-z][a-z_]{0,39}$'),
  alter column actor_id drop not null,
  -- A person's row names them; a system's row names the system and no person.
  add constraint audit_log_actor_check check (
    case when actor_kind = 'system'
      then actor_id is null and actor_name is not null
      else actor_id is not null and actor_name is null
    end
  );

-- Staff record their own actions only, as staff. A system row (no user) is written by the
-- service role alone, which no API caller holds: no policy lets `authenticated` or `anon` write
-- one. Customers write none: the log is staff's and the system's (a customer's own steps are on
-- the application's timeline); 'customer' is there for a command that one day records them.
drop policy "audit_log: staff record own" on public.audit_log;
create policy "audit_log: staff record own" on public.audit_log
  for insert to authenticated
  with check (
    actor_kind = 'staff'
    and (select public.get_current_user_role()) = 'admin'
    and actor_id = (select auth.uid())
  );

-- The override's own row (migration 20261128002100): for the system when no user is signed in.
create or replace function public.applications_record_override()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if not public.application_is_paid(new.id) then
    insert into public.audit_log (actor_id, actor_kind, actor_name, actor_email, action, target_type, target_id, application_id, details)
    values (
      uid,
      case when uid is null then 'system' else 'staff' end,
      case when uid is null then coalesce(nullif(current_setting('app.actor_name', true), ''), 'database') end,
      coalesce((select p.email from public.profiles p where p.id = uid), ''),
      'application.filed_unpaid',
      'application',
      coalesce(new.reference, new.id::text),
      new.id,
      jsonb_build_object(
        'from', old.status,
        'reason', btrim(current_setting('app.filing_override', true))
      )
    );
  end if;
  return null;
end;
$$;
revoke execute on function public.applications_record_override() from public, anon, authenticated;
