-- The application status machine as data (lib/applications/status.ts, STATUS_TRANSITIONS): every
-- allowed move, one row each. Any other change of status is refused below, whoever makes it
-- (staff, the server's service connection, a direct database session); who may make a move is
-- still decided as before (a customer only submits their draft, through the server). An
-- integration test checks that this table and STATUS_TRANSITIONS hold the same moves.

create table public.application_status_transitions (
  from_status text not null,
  to_status text not null,
  primary key (from_status, to_status)
);

insert into public.application_status_transitions (from_status, to_status) values
  ('draft', 'submitted'),
  ('draft', 'cancelled'),
  ('submitted', 'in_review'),
  ('submitted', 'rejected'),
  ('submitted', 'cancelled'),
  ('in_review', 'awaiting_customer'),
  ('in_review', 'filed'),
  ('in_review', 'rejected'),
  ('in_review', 'cancelled'),
  ('awaiting_customer', 'in_review'),
  ('awaiting_customer', 'cancelled'),
  ('filed', 'completed'),
  ('filed', 'rejected');

-- Readable by signed-in users (the statuses are no secret; the trigger reads it as the caller),
-- written by migrations only.
alter table public.application_status_transitions enable row level security;
revoke all on public.application_status_transitions from anon, authenticated;
grant select on public.application_status_transitions to authenticated;
create policy "application_status_transitions: read" on public.application_status_transitions
  for select to authenticated using (true);

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
  if new.status <> old.status and not exists (
    select 1 from public.application_status_transitions t
    where t.from_status = old.status and t.to_status = new.status
  ) then
    raise exception 'an application cannot move from % to %', old.status, new.status using errcode = '23514';
  end if;
  if old.status = 'draft' and new.status = 'submitted' and new.reference is null then
    new.reference := new.reference_prefix || '-' || to_char(now() at time zone 'UTC', 'YYYY') || '-'
      || lpad(nextval('public.application_reference_seq')::text, 6, '0');
    new.submitted_at := now();
  end if;
  return new;
end;
$$;
