-- Staff rights only for an address proven by a link mailed to it (issue 29, finding 1).
--
-- Before, ADMIN_EMAILS and /admin/staff inserted the admin role for whichever account held the
-- address, proven or not: with confirmations off, anyone who signed up first as boss@example.com
-- was admin at once. Now a grant is only a request: a single-use link (32 random bytes; only
-- their SHA-256 is stored) is mailed to the account's address, and the role becomes effective
-- when the account's owner, signed in, follows it (public.confirm_staff_access). Whatever the
-- customers' confirmation setting, following that link is the proof; on hosted Supabase the
-- address must also be confirmed (auth.users.email_confirmed_at), which a customer who cannot
-- sign in before confirming has done anyway. Until then the account is a customer.
--
-- The same rule holds in the database for every API role: an admin can no longer insert an
-- admin role directly (the policy "user_roles: admins all" is replaced by read and revoke). The
-- server requests a proof through public.request_staff_access, which only the database owner
-- and service_role may execute.

create table public.staff_access_requests (
  -- One live request per account: a new one replaces the last (its link stops working).
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- The address the link was mailed to: the request dies if the account's address changes.
  email text not null check (char_length(email) between 3 and 254),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  -- The admin who asked from /admin/staff; null for ADMIN_EMAILS.
  requested_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

alter table public.staff_access_requests enable row level security;
revoke all on public.staff_access_requests from anon, authenticated;
-- Staff see who was asked and until when (never the token's hash), and may withdraw a request.
grant select (user_id, email, requested_by, created_at, expires_at), delete
  on public.staff_access_requests to authenticated;
create policy "staff_access_requests: staff read" on public.staff_access_requests
  for select to authenticated using ((select public.get_current_user_role()) = 'admin');
create policy "staff_access_requests: staff withdraw" on public.staff_access_requests
  for delete to authenticated using ((select public.get_current_user_role()) = 'admin');

drop policy "user_roles: admins all" on public.user_roles;
revoke insert on public.user_roles from authenticated;
create policy "user_roles: admins read" on public.user_roles
  for select to authenticated using ((select public.get_current_user_role()) = 'admin');
create policy "user_roles: admins revoke" on public.user_roles
  for delete to authenticated using ((select public.get_current_user_role()) = 'admin');
-- Staff lock a role row while they revoke it (select ... for update needs an UPDATE policy that
-- lets them see it), but no update may change one: moving a role to another account would be a
-- grant without the proof.
create policy "user_roles: admins lock, never change" on public.user_roles
  for update to authenticated
  using ((select public.get_current_user_role()) = 'admin')
  with check (false);

-- Records a request for the account using `target_email` and returns what became of it:
-- 'requested' (mail the link whose SHA-256 is `token_sha256`), 'pending' (`keep_pending` and a
-- live request exists: nothing changed, nothing to mail), 'already_admin', 'no_such_user'.
-- `requested_by` is auth.uid(): the admin whose claims the server set, or null.
create function public.request_staff_access(
  target_email text,
  token_sha256 text,
  valid_for_seconds integer,
  keep_pending boolean default false
)
returns table (outcome text, account_id uuid, account_email text, account_locale text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  account record;
begin
  if token_sha256 is null or token_sha256 !~ '^[0-9a-f]{64}$'
     or valid_for_seconds is null or valid_for_seconds not between 60 and 2592000 then
    raise exception 'invalid staff access request' using errcode = '22023';
  end if;
  select u.id, lower(u.email) as email, coalesce(p.locale, 'en') as locale into account
  from auth.users u left join public.profiles p on p.id = u.id
  where lower(u.email) = lower(btrim(target_email)) and u.deleted_at is null
  limit 1;
  if not found then
    return query select 'no_such_user'::text, null::uuid, null::text, null::text;
    return;
  end if;
  if exists (
    select 1 from public.user_roles r where r.user_id = account.id and r.role = 'admin'::public.app_role
  ) then
    return query select 'already_admin'::text, account.id, account.email::text, account.locale::text;
    return;
  end if;
  if keep_pending and exists (
    select 1 from public.staff_access_requests r
    where r.user_id = account.id and r.email = account.email and r.expires_at > now()
  ) then
    return query select 'pending'::text, account.id, account.email::text, account.locale::text;
    return;
  end if;
  insert into public.staff_access_requests as r (user_id, email, token_hash, requested_by, expires_at)
  values (account.id, account.email, token_sha256, auth.uid(),
          now() + make_interval(secs => valid_for_seconds))
  on conflict (user_id) do update
    set email = excluded.email, token_hash = excluded.token_hash,
        requested_by = excluded.requested_by, created_at = now(), expires_at = excluded.expires_at;
  return query select 'requested'::text, account.id, account.email::text, account.locale::text;
end;
$$;
revoke execute on function public.request_staff_access(text, text, integer, boolean)
  from public, anon, authenticated;
grant execute on function public.request_staff_access(text, text, integer, boolean) to service_role;

-- The link's page: the signed-in owner of the account the link was mailed for spends it, and
-- becomes staff. 'granted', or 'invalid' for a token that is unknown, spent, expired, another
-- account's, or mailed to an address the account no longer uses.
create function public.confirm_staff_access(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  request public.staff_access_requests%rowtype;
  address text;
begin
  if uid is null then
    raise exception 'sign in to confirm staff access' using errcode = '42501';
  end if;
  select r.* into request from public.staff_access_requests r
  where r.user_id = uid
    and r.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
  for update;
  if not found or request.expires_at <= now() then
    return 'invalid';
  end if;
  select u.email into address from auth.users u
  where u.id = uid and u.deleted_at is null and u.email_confirmed_at is not null
    and lower(u.email) = request.email;
  if not found then
    return 'invalid';
  end if;
  delete from public.staff_access_requests where user_id = uid;
  insert into public.user_roles (user_id, role) values (uid, 'admin')
  on conflict (user_id, role) do nothing;
  insert into public.audit_log (actor_id, actor_email, action, target_type, target_id, details)
  values (uid, left(address, 254), 'user_role.granted', 'user_role', uid::text,
          jsonb_build_object('email', address, 'role', 'admin', 'requested_by', request.requested_by));
  return 'granted';
end;
$$;
revoke execute on function public.confirm_staff_access(text) from public, anon;
grant execute on function public.confirm_staff_access(text) to authenticated;
