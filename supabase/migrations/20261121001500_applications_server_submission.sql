-- Closes the quote/submit hole (issue 5): through PostgREST a customer could edit every column of
-- their draft, set `quote` to any amount and move it to 'submitted' without the server's
-- validation, and payments copy the quoted amount. From now on a customer (under RLS) may change
-- only the draft's own inputs: data, last_completed_step and package. Submission (status
-- 'submitted' with the server-computed quote) is done by the server: it reads the draft as the
-- customer (RLS), validates it, prices it from the catalogue, then switches the same transaction
-- to service_role for the one update (lib/wizards/queries.ts). The JWT claims stay the
-- customer's, so auth.uid(), and with it the event's actor, is still the customer.
-- Staff (role admin, or the postgres/service_role connection) keep every right they had.

create or replace function public.applications_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  is_staff boolean := (select public.get_current_user_role()) = 'admin' or current_user in ('postgres', 'service_role');
begin
  if tg_op = 'INSERT' then
    if not is_staff and new.status <> 'draft' then
      raise exception 'a new application starts as a draft' using errcode = '42501';
    end if;
    if not is_staff and new.quote is not null then
      raise exception 'the quote is set by the server on submission' using errcode = '42501';
    end if;
    new.reference := null;
    new.submitted_at := null;
    return new;
  end if;
  new.updated_at := now();
  if not is_staff then
    if new.owner_id <> old.owner_id or new.flow <> old.flow or new.reference_prefix <> old.reference_prefix then
      raise exception 'owner and wizard cannot change' using errcode = '42501';
    end if;
    if old.status <> 'draft' then
      raise exception 'only a draft can be changed' using errcode = '42501';
    end if;
    if new.status <> old.status then
      raise exception 'only the server submits an application' using errcode = '42501';
    end if;
    if new.quote is distinct from old.quote then
      raise exception 'the quote is set by the server on submission' using errcode = '42501';
    end if;
    if (new.id, new.jurisdiction, new.service, new.created_at) is distinct from (old.id, old.jurisdiction, old.service, old.created_at) then
      raise exception 'only the draft''s answers, step and package can change' using errcode = '42501';
    end if;
    -- Kept silently as before: a client that echoes the row back must not fail.
    new.reference := old.reference;
    new.submitted_at := old.submitted_at;
  end if;
  if old.status = 'draft' and new.status = 'submitted' and new.reference is null then
    new.reference := new.reference_prefix || '-' || to_char(now() at time zone 'UTC', 'YYYY') || '-'
      || lpad(nextval('public.application_reference_seq')::text, 6, '0');
    new.submitted_at := now();
  end if;
  return new;
end;
$$;

-- A customer's update leaves the row a draft (the trigger above says why it refuses otherwise).
drop policy "applications: edit own draft" on public.applications;
create policy "applications: edit own draft" on public.applications
  for update to authenticated
  using (owner_id = (select auth.uid()) and status = 'draft')
  with check (owner_id = (select auth.uid()) and status = 'draft');
