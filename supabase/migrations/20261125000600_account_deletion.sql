-- A customer deletes their account (issue 19; NDPA 2023, POPIA, UK GDPR and PIPEDA give the
-- right, the privacy page names it). What goes: their drafts, every document of their
-- applications (the server removes the files from storage with the paths this returns), their
-- replies' text, their profile and roles; the auth user and its sessions are removed by the auth
-- server afterwards (lib/auth/delete-user.ts). What stays, for the accounts the law makes us keep:
-- finished applications (completed, rejected, cancelled: reference, service, package, quote,
-- dates, status history) and every payment, with the answers emptied and the owner detached
-- (owner_id null). Refused while an application is in progress: staff are working on it.
--
-- Rows detached from their owner stay safe under the existing policies: `owner_id = auth.uid()`
-- is null, never true, for a null owner, so only staff read them.

alter table public.applications alter column owner_id drop not null;
alter table public.applications drop constraint applications_owner_id_fkey;
alter table public.applications
  add constraint applications_owner_id_fkey foreign key (owner_id) references auth.users (id) on delete set null;

alter table public.payments alter column owner_id drop not null;
alter table public.payments drop constraint payments_owner_id_fkey;
alter table public.payments
  add constraint payments_owner_id_fkey foreign key (owner_id) references auth.users (id) on delete set null;

-- Returns the storage paths (bucket application-documents) of the files to remove.
create function public.delete_my_account()
returns setof text
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  app_ids uuid[];
begin
  if uid is null then
    raise exception 'sign in to delete your account' using errcode = '42501';
  end if;
  -- Holds the customer's applications until the end, so none is submitted meanwhile.
  select coalesce(array_agg(id), '{}') into app_ids
  from (select id from public.applications where owner_id = uid for update) mine;
  if exists (
    select 1 from public.applications
    where id = any (app_ids) and status in ('submitted', 'in_review', 'awaiting_customer', 'filed')
  ) then
    raise exception 'an application is in progress' using errcode = '55000', hint = 'work_in_progress';
  end if;

  return query
    delete from public.application_documents
    where application_id = any (app_ids) or owner_id = uid
    returning storage_path;

  -- Uploads the answers still name (a draft's files have no document row until submission),
  -- unless another customer's document is stored under that name.
  return query
    select distinct key from (
      select jsonb_path_query(a.data, 'strict $.** ? (@.type() == "string" && @ like_regex "^[0-9a-f-]{36}\\.(pdf|jpg|png)$")') #>> '{}' as key
      from public.applications a where a.id = any (app_ids)
    ) named
    where not exists (select 1 from public.application_documents d where d.storage_path = named.key);

  delete from public.applications where id = any (app_ids) and status = 'draft';
  update public.application_events set note = null
  where application_id = any (app_ids) and type = 'customer_replied';
  update public.application_events set actor_id = null
  where application_id = any (app_ids) and actor_id = uid;
  update public.applications set data = '{}'::jsonb, owner_id = null where id = any (app_ids);
  update public.payments set owner_id = null where owner_id = uid;
  delete from public.user_roles where user_id = uid;
  delete from public.profiles where id = uid;
end;
$$;
revoke execute on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated;
