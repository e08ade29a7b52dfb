-- Issue 28, item 2: an unpaid application was filed and completed, and completed with nothing
-- delivered (the customer read "Done. Your documents are ready to download." beside "Total
-- due"). Whoever moves the status (the console, the server's service connection, a direct
-- session), the database now refuses:
--   filed      unless a payment of the application is confirmed, or staff override the rule
--              with a reason: the server sets `app.filing_override` (the reason) for the
--              transaction, only an admin (a person: auth.uid()) may, and the reason is written
--              to the audit log below, in the same transaction as the move;
--   completed  unless at least one document was delivered to the customer.
-- A trigger of its own (applications_before_write is left as it is): before triggers run in
-- name order, so the status machine has refused an impossible move before these checks run.

create function public.application_has_delivery(application uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.application_documents d where d.application_id = application and d.kind = 'delivered'
  )
$$;
revoke execute on function public.application_has_delivery(uuid) from public, anon;
grant execute on function public.application_has_delivery(uuid) to authenticated;

create function public.applications_check_progress()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  reason text := btrim(coalesce(current_setting('app.filing_override', true), ''));
begin
  if new.status = 'filed' and not public.application_is_paid(new.id) then
    if reason = '' then
      raise exception 'an application is filed once its payment is confirmed (or staff override it with a reason)'
        using errcode = '23514', constraint = 'applications_filed_needs_payment';
    end if;
    if auth.uid() is null or public.get_current_user_role() <> 'admin' then
      raise exception 'only staff override the payment rule' using errcode = '42501';
    end if;
    if char_length(reason) > 2000 then
      raise exception 'the reason of an override is at most 2000 characters' using errcode = '23514';
    end if;
  end if;
  if new.status = 'completed' and not public.application_has_delivery(new.id) then
    raise exception 'an application is completed once a document is delivered'
      using errcode = '23514', constraint = 'applications_completed_needs_document';
  end if;
  return new;
end;
$$;
revoke execute on function public.applications_check_progress() from public, anon, authenticated;

create trigger applications_check_progress
  before update of status on public.applications
  for each row when (new.status is distinct from old.status and new.status in ('filed', 'completed'))
  execute function public.applications_check_progress();

-- The override, in the audit log whoever made it (the console adds its own status_changed row).
create function public.applications_record_override()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.application_is_paid(new.id) then
    insert into public.audit_log (actor_id, actor_email, action, target_type, target_id, application_id, details)
    values (
      auth.uid(),
      coalesce((select p.email from public.profiles p where p.id = auth.uid()), ''),
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

create trigger applications_record_override
  after update of status on public.applications
  for each row when (new.status = 'filed' and old.status is distinct from 'filed')
  execute function public.applications_record_override();
