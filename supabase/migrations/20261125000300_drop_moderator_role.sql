-- The role enum loses 'moderator': nothing granted it or read it, and staff are admins
-- (get_current_user_role() answers 'admin' or 'user' only). Postgres cannot drop an enum value,
-- so the type is rebuilt with the one role the product has.
delete from public.user_roles where role::text = 'moderator';
alter type public.app_role rename to app_role_old;
create type public.app_role as enum ('admin');
alter table public.user_roles alter column role type public.app_role using role::text::public.app_role;
drop type public.app_role_old;
