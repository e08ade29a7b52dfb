-- The work after submission (issues 18 and 19): staff work applications, payments and the inbox;
-- customers follow their applications. What this adds:
--   profiles        the customer's e-mail (copied from auth.users: staff search and mails),
--                   phone and language (every mail is written in it);
--   applications    who on staff is assigned, the due day; updated_at moves with every event;
--   events          `internal` (staff notes and assignments: never shown to the customer), a
--                   customer-facing message on status changes, more event types, staff write only;
--   documents       what a document is (submitted with the form, delivered by staff, a proof of
--                   payment, a reply to a request), its label and name, up to 10 MB;
--   payments        staff decide (confirmed or rejected, amount received, a note that a
--                   mismatch or a rejection needs), the customer's proof of payment;
--   audit_log       every staff action, append-only for everyone;
--   user_roles      the last admin cannot be removed;
--   inbox tables    status new/handled, who handled it, when a reply went out.

-- Profiles -------------------------------------------------------------------------------------

alter table public.profiles
  add column email text not null default '' check (char_length(email) <= 254),
  add column phone text check (phone ~ '^\+[1-9][0-9]{6,14}$'),
  add column locale text not null default 'en' check (locale in ('en', 'fr'));
update public.profiles p set email = coalesce(u.email, '') from auth.users u where u.id = p.id;
create index profiles_email_idx on public.profiles (lower(email));

-- A customer edits their name, phone and language; the e-mail follows auth.users (below).
revoke update on public.profiles from authenticated;
grant update (full_name, phone, locale) on public.profiles to authenticated;

create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name, email, locale)
  values (
    new.id,
    left(coalesce(new.raw_user_meta_data ->> 'full_name', ''), 200),
    coalesce(new.email, ''),
    case when new.raw_user_meta_data ->> 'locale' = 'fr' then 'fr' else 'en' end
  );
  return new;
end;
$$;

create function public.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = coalesce(new.email, '') where id = new.id;
  return null;
end;
$$;
revoke execute on function public.handle_user_email_change() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (new.email is distinct from old.email)
  execute function public.handle_user_email_change();

-- Applications -------------------------------------------------------------------------------

alter table public.applications
  add column assigned_to uuid references auth.users (id) on delete set null,
  -- The day the work is due (submission + the package's turnaround in business days of the
  -- country: lib/catalogue/business-days.ts), set by the server on submission like the quote.
  add column due_on date;
create index applications_due_idx on public.applications (due_on) where status in ('submitted', 'in_review', 'awaiting_customer', 'filed');
-- The staff queue: submitted work, newest activity first (keyset pagination on updated_at, id).
create index applications_queue_idx on public.applications (updated_at desc, id desc) where status <> 'draft';
create index applications_assigned_idx on public.applications (assigned_to) where assigned_to is not null;

-- As 20261125000100, and a customer cannot assign their application either. A status change may
-- carry a message for the customer: the server sets `app.status_note` for the transaction and
-- the event below records it.
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
    if not is_staff and (new.quote is not null or new.assigned_to is not null or new.due_on is not null) then
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
    if (new.id, new.jurisdiction, new.service, new.created_at, new.assigned_to, new.due_on)
       is distinct from (old.id, old.jurisdiction, old.service, old.created_at, old.assigned_to, old.due_on) then
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

create or replace function public.applications_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.application_events (application_id, actor_id, type, to_status)
    values (new.id, auth.uid(), 'created', new.status);
  elsif new.status is distinct from old.status then
    insert into public.application_events (application_id, actor_id, type, from_status, to_status, note)
    values (new.id, auth.uid(), 'status_changed', old.status, new.status,
            left(nullif(current_setting('app.status_note', true), ''), 4000));
  end if;
  if tg_op = 'UPDATE' and new.assigned_to is distinct from old.assigned_to then
    insert into public.application_events (application_id, actor_id, type, internal, note)
    values (new.id, auth.uid(), 'assigned', true, new.assigned_to::text);
  end if;
  return null;
end;
$$;

-- Events -------------------------------------------------------------------------------------

alter table public.application_events drop constraint application_events_type_check;
alter table public.application_events
  add constraint application_events_type_check check (type in (
    'created', 'status_changed', 'note', 'assigned', 'payment_recorded', 'payment_proof',
    'payment_confirmed', 'payment_rejected', 'document_delivered', 'customer_replied'
  )),
  -- Staff-only entries: notes and assignments are never shown to the customer.
  add column internal boolean not null default false,
  add constraint application_events_internal_check check (type not in ('note', 'assigned') or internal);
create index application_events_actor_idx on public.application_events (actor_id, created_at desc);

drop policy "application_events: read own" on public.application_events;
create policy "application_events: read own" on public.application_events
  for select to authenticated using (
    not internal
    and exists (select 1 from public.applications a where a.id = application_id and a.owner_id = (select auth.uid()))
  );
-- Staff read every event and add their own; nobody edits or deletes the timeline.
drop policy "application_events: staff all" on public.application_events;
create policy "application_events: staff read" on public.application_events
  for select to authenticated using ((select public.get_current_user_role()) = 'admin');
create policy "application_events: staff add" on public.application_events
  for insert to authenticated
  with check ((select public.get_current_user_role()) = 'admin' and actor_id = (select auth.uid()));

-- Every event is activity on its application: the queue shows the latest first. (Status changes
-- already moved updated_at in the same transaction, so they do not update the row twice.)
create function public.application_events_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.applications set updated_at = now()
  where id = new.application_id and updated_at < now();
  return null;
end;
$$;
revoke execute on function public.application_events_after_insert() from public, anon, authenticated;

create trigger application_events_after_insert
  after insert on public.application_events
  for each row execute function public.application_events_after_insert();

-- Documents ----------------------------------------------------------------------------------

alter table public.application_documents
  add column kind text not null default 'submitted' check (kind in ('submitted', 'delivered', 'payment_proof', 'reply')),
  -- What a delivered document is (certificate, status_report, tin_letter, ...).
  add column category text check (category ~ '^[a-z_]{2,40}$'),
  add column file_name text check (char_length(file_name) between 1 and 255),
  add column uploaded_by uuid default auth.uid() references auth.users (id) on delete set null,
  add constraint application_documents_delivered_check check (kind <> 'delivered' or category is not null);
-- Delivered documents (scans of certificates) may be up to 10 MB.
alter table public.application_documents drop constraint application_documents_size_bytes_check;
alter table public.application_documents
  add constraint application_documents_size_bytes_check check (size_bytes > 0 and size_bytes <= 10485760);
create index application_documents_app_idx on public.application_documents (application_id, created_at);

-- The customer attaches the form's documents on submission, a proof of payment while the
-- application is open, and files with their answer while staff wait on them.
drop policy "application_documents: attach to own draft" on public.application_documents;
create policy "application_documents: attach own" on public.application_documents
  for insert to authenticated with check (
    owner_id = (select auth.uid())
    and uploaded_by = (select auth.uid())
    and exists (
      select 1 from public.applications a
      where a.id = application_id and a.owner_id = (select auth.uid())
        and case kind
          when 'submitted' then a.status in ('draft', 'submitted')
          when 'payment_proof' then a.status not in ('draft', 'completed', 'rejected', 'cancelled')
          when 'reply' then a.status = 'awaiting_customer'
          else false
        end
    )
  );
-- Staff read and add documents; nobody rewrites one.
drop policy "application_documents: staff all" on public.application_documents;
create policy "application_documents: staff read" on public.application_documents
  for select to authenticated using ((select public.get_current_user_role()) = 'admin');
create policy "application_documents: staff add" on public.application_documents
  for insert to authenticated
  with check ((select public.get_current_user_role()) = 'admin' and uploaded_by = (select auth.uid()));

create function public.application_documents_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.kind = 'delivered' then
    insert into public.application_events (application_id, actor_id, type, note)
    values (new.application_id, auth.uid(), 'document_delivered', new.category);
  end if;
  return null;
end;
$$;
revoke execute on function public.application_documents_after_insert() from public, anon, authenticated;

create trigger application_documents_after_insert
  after insert on public.application_documents
  for each row execute function public.application_documents_after_insert();

-- Payments -----------------------------------------------------------------------------------

alter table public.payments drop constraint payments_status_check;
alter table public.payments rename column confirmed_at to decided_at;
alter table public.payments rename column confirmed_by to decided_by;
alter table public.payments
  add constraint payments_status_check check (status in ('pending', 'confirmed', 'rejected', 'cancelled')),
  -- What staff saw arrive (minor units); a confirmation that differs from the amount due, and
  -- every rejection, carries a note (the rejection's note is its reason, shown to the customer).
  add column amount_received bigint check (amount_received >= 0),
  add column decision_note text check (char_length(decision_note) between 1 and 2000),
  add column proof_document_id uuid references public.application_documents (id) on delete set null,
  add constraint payments_confirmation_check check (
    status <> 'confirmed' or (amount_received is not null and (amount_received = amount or decision_note is not null))
  ),
  add constraint payments_rejection_check check (status <> 'rejected' or decision_note is not null);
create index payments_status_idx on public.payments (status, created_at);

create or replace function public.payments_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  is_staff boolean := (select public.get_current_user_role()) = 'admin' or current_user in ('postgres', 'service_role');
begin
  if is_staff then
    if tg_op = 'UPDATE' and new.status <> old.status then
      if old.status <> 'pending' then
        raise exception 'a payment is decided once' using errcode = '23514';
      end if;
      new.decided_at := now();
      new.decided_by := auth.uid();
    end if;
    new.updated_at := now();
    return new;
  end if;
  if tg_op = 'INSERT' then
    select (a.quote ->> 'total')::bigint, a.quote ->> 'currency' into new.amount, new.currency
    from public.applications a where a.id = new.application_id;
    new.decided_at := null;
    new.decided_by := null;
    new.amount_received := null;
    new.decision_note := null;
    new.proof_document_id := null;
    return new;
  end if;
  if new.amount <> old.amount or new.currency <> old.currency or new.payment_reference <> old.payment_reference
     or new.application_id <> old.application_id or new.owner_id <> old.owner_id
     or (new.amount_received, new.decision_note, new.decided_at, new.decided_by)
        is distinct from (old.amount_received, old.decision_note, old.decided_at, old.decided_by) then
    raise exception 'only the payment method and its proof can change' using errcode = '42501';
  end if;
  if new.proof_document_id is distinct from old.proof_document_id and new.proof_document_id is not null and not exists (
    select 1 from public.application_documents d
    where d.id = new.proof_document_id and d.application_id = new.application_id and d.kind = 'payment_proof'
  ) then
    raise exception 'the proof must be a payment document of this application' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create function public.payments_after_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'confirmed' and old.status <> 'confirmed' then
    insert into public.application_events (application_id, actor_id, type, note)
    values (new.application_id, auth.uid(), 'payment_confirmed', new.payment_reference);
  elsif new.status = 'rejected' and old.status <> 'rejected' then
    insert into public.application_events (application_id, actor_id, type, note)
    values (new.application_id, auth.uid(), 'payment_rejected', new.decision_note);
  end if;
  if new.proof_document_id is not null and new.proof_document_id is distinct from old.proof_document_id then
    insert into public.application_events (application_id, actor_id, type, note)
    values (new.application_id, auth.uid(), 'payment_proof', new.payment_reference);
  end if;
  return null;
end;
$$;
revoke execute on function public.payments_after_update() from public, anon, authenticated;

create trigger payments_after_update
  after update on public.payments
  for each row execute function public.payments_after_update();

-- Staff decide payments; they do not create or delete them (the customer records the method).
drop policy "payments: staff all" on public.payments;
create policy "payments: staff read" on public.payments
  for select to authenticated using ((select public.get_current_user_role()) = 'admin');
create policy "payments: staff decide" on public.payments
  for update to authenticated
  using ((select public.get_current_user_role()) = 'admin')
  with check ((select public.get_current_user_role()) = 'admin');

-- Audit log ----------------------------------------------------------------------------------

create table public.audit_log (
  id bigint generated always as identity primary key,
  -- No foreign keys: the log outlives the accounts and rows it names.
  actor_id uuid not null default auth.uid(),
  actor_email text not null default '' check (char_length(actor_email) <= 254),
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$'),
  target_type text not null check (target_type in (
    'application', 'payment', 'document', 'user_role', 'contact_message', 'career_application'
  )),
  target_id text not null check (char_length(target_id) between 1 and 120),
  application_id uuid,
  details jsonb not null default '{}'::jsonb check (pg_column_size(details) <= 16384),
  created_at timestamptz not null default now()
);
create index audit_log_created_idx on public.audit_log (created_at desc, id desc);
create index audit_log_actor_idx on public.audit_log (actor_id, created_at desc);
create index audit_log_application_idx on public.audit_log (application_id, created_at desc) where application_id is not null;

alter table public.audit_log enable row level security;
revoke all on public.audit_log from anon, authenticated;
grant select, insert on public.audit_log to authenticated;
create policy "audit_log: staff read" on public.audit_log
  for select to authenticated using ((select public.get_current_user_role()) = 'admin');
create policy "audit_log: staff record own" on public.audit_log
  for insert to authenticated
  with check ((select public.get_current_user_role()) = 'admin' and actor_id = (select auth.uid()));

-- Append-only whoever connects (no policy grants it, and the owner is refused here too).
create function public.audit_log_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'the audit log is append-only' using errcode = '42501';
end;
$$;
create trigger audit_log_no_update before update or delete on public.audit_log
  for each row execute function public.audit_log_append_only();
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function public.audit_log_append_only();

-- Roles --------------------------------------------------------------------------------------

-- Whoever asks (the console, `npm run admin:grant`, a deleted account), the last admin stays.
create function public.user_roles_keep_an_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'admin'::public.app_role and (tg_op = 'DELETE' or new.role <> old.role or new.user_id <> old.user_id)
     and not exists (
       select 1 from public.user_roles r
       where r.role = 'admin'::public.app_role and r.user_id <> old.user_id
     ) then
    raise exception 'the last admin cannot be removed' using errcode = '23514';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke execute on function public.user_roles_keep_an_admin() from public, anon, authenticated;

create trigger user_roles_keep_an_admin
  before update or delete on public.user_roles
  for each row execute function public.user_roles_keep_an_admin();

-- Inbox --------------------------------------------------------------------------------------

alter table public.contact_messages drop constraint contact_messages_status_check;
update public.contact_messages set status = 'handled' where status in ('answered', 'archived');
update public.contact_messages set status = 'new' where status = 'read';
alter table public.contact_messages
  add constraint contact_messages_status_check check (status in ('new', 'handled')),
  add column handled_at timestamptz,
  add column handled_by uuid references auth.users (id) on delete set null,
  add column replied_at timestamptz;

alter table public.career_applications drop constraint career_applications_status_check;
update public.career_applications set status = case when status = 'new' then 'new' else 'handled' end;
alter table public.career_applications
  add constraint career_applications_status_check check (status in ('new', 'handled')),
  add column handled_at timestamptz,
  add column handled_by uuid references auth.users (id) on delete set null,
  add column replied_at timestamptz;

grant update (status, handled_at, handled_by, replied_at) on public.contact_messages, public.career_applications to authenticated;

-- Storage: delivered documents may be up to 10 MB (Supabase only; embedded keeps files on disk).
do $$
begin
  if exists (select 1 from information_schema.tables where table_schema = 'storage' and table_name = 'buckets') then
    update storage.buckets set file_size_limit = 10485760 where id = 'application-documents';
  end if;
end
$$;
