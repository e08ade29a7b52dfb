-- Messages sent through the public contact form (/contact).
--
-- Who may do what:
-- - Nobody inserts as themselves. The contact form's server action inserts with the service
--   role, after it has checked the captcha and the per-IP rate limit. An insert policy for anon
--   would let anyone with the public key write here through PostgREST and skip both checks.
-- - Admins read and update (triage status) through the policies below; nobody else reads.
-- - Nobody deletes through the API (retention is a staff job run with the service role).

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254),
  -- E.164 (+2348031234567) or null when the sender left it out.
  phone text check (phone ~ '^\+[1-9][0-9]{6,14}$'),
  -- The six markets by ISO 3166-1 alpha-2, or 'other'.
  country text not null check (country in ('NG', 'GH', 'ZA', 'GB', 'CA', 'US', 'other')),
  topic text not null check (topic in ('registration', 'compliance', 'pricing', 'application', 'partnership', 'other')),
  message text not null check (char_length(message) between 10 and 5000),
  locale text not null default 'en' check (locale in ('en', 'fr')),
  status text not null default 'new' check (status in ('new', 'read', 'answered', 'archived')),
  created_at timestamptz not null default now()
);
create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;

-- Supabase's default privileges grant everything to anon and authenticated; take it back so
-- only what the policies allow remains: anon nothing, authenticated (admins) read and update.
revoke all on public.contact_messages from anon, authenticated;
grant select, update (status) on public.contact_messages to authenticated;

create policy "contact_messages: admins read" on public.contact_messages
  for select to authenticated using ((select public.get_current_user_role()) = 'admin');
create policy "contact_messages: admins update" on public.contact_messages
  for update to authenticated
  using ((select public.get_current_user_role()) = 'admin')
  with check ((select public.get_current_user_role()) = 'admin');
